import { z } from 'zod';
import { menuItem } from './menu.ts';

/** GET /api/customer/login/getInfo (spec §3 login settings). */
export const loginSettings = z.object({ phone_on: z.number().int(), on_wechat_login: z.number().int() });

const phonePattern = /^1[3-9]\d{9}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isPhone = (value: string) => phonePattern.test(value);
export const isEmail = (value: string) => emailPattern.test(value);

/** POST /api/customer/login/index — username is a phone number or an email (spec §5 "Login"). */
export const customerLoginRequest = z.object({
  username: z
    .string({ error: 'please enter a valid phone number or email' })
    .trim()
    .refine((value) => isPhone(value) || isEmail(value), {
      error: 'please enter a valid phone number or email',
    }),
  password: z
    .string({ error: 'please enter the password' })
    .min(1, { error: 'please enter the password' })
    .max(128),
  remember: z.boolean().default(true),
});

export const customerLoginResponse = z.object({ token: z.string(), expires_at: z.string() });

/** GET /api/customer/customer/getInfo (spec §3 customer login user info). A VIP has customer_vip_id > 0. */
export const customerInfo = z.object({
  id: z.number().int(),
  nickname: z.string(),
  mobile: z.string(),
  email: z.string(),
  avatar: z.string(),
  customer_vip_id: z.number().int(),
  vip_id: z.number().int(),
  vip_title: z.string(),
  expires_time: z.string(),
  activity_total: z.number().int(),
  from_admin: z.number().int(),
  from_agent: z.number().int(),
});
export type CustomerInfo = z.infer<typeof customerInfo>;

export const customerMenus = z.array(menuItem);
