import { z } from 'zod';

/** A graphic captcha (spec §3 Captcha): img is an SVG data URL; key names it when it is answered. */
export const captchaResponse = z.object({ img: z.string(), key: z.string() });

/**
 * The optional captcha of a password login: asked for (envelope code `captchaRequired`) once an account or
 * a source has had too many failed logins and the request does not come from a device that signed in to
 * that account before (docs/decisions.md, "Login throttling").
 */
export const loginCaptchaFields = {
  captcha_key: z.string().max(100, { error: 'please refresh the graphic code' }).optional(),
  captcha_code: z.string().trim().max(12, { error: 'please enter the graphic code' }).optional(),
};
