import { z } from 'zod';
import { activityIdQuery } from './activity.ts';
import { emptyData } from './envelope.ts';
import { rowId } from './input.ts';
import { defineRoute, reply } from './route.ts';

/**
 * An activity's appearance (the big screen's look, issue 6: the media pickers on a customer screen): a
 * cover image, background music, a promo video and a gallery. GET /api/ym/ActiveSetting/getAppearance
 * and POST editAppearance (ours: the spec shows neither path; docs/decisions.md "Activity appearance").
 * Every value is a storage key of a file this customer registered (postAdd), checked again by the server;
 * the music may also be the shipped default track.
 */

/** The shipped default background music (a real mp3 the server puts into storage at start). */
export const DEFAULT_MUSIC_KEY = 'platform/audio/default-music.mp3';

/** The gallery holds 1 to 9 images while it is on (a 3 × 3 wall on the big screen). */
export const APPEARANCE_GALLERY = { min: 1, max: 9 } as const;

const id = rowId('id is required');

/** Messages name no field: the server puts the field's path before them ("gallery: …"). */
const key = () =>
  z
    .string({ error: 'must be a storage key' })
    .trim()
    .max(255, { error: 'must be a storage key' })
    .refine((value) => !/[,\s]/.test(value), { error: 'must be a storage key' });

export const activityAppearance = z.object({
  id: z.number().int(),
  /** '' = none */
  cover: z.string(),
  /** '' = no music; DEFAULT_MUSIC_KEY = the default track */
  music: z.string(),
  /** '' = none */
  video: z.string(),
  gallery_on: z.boolean(),
  gallery: z.array(z.string()),
  /** the template (skin) picked for the activity; null = none (contracts/src/template.ts) */
  template_id: z.number().int().nullable(),
  /** its name ('' = none) */
  template_name: z.string(),
  /** ISO time of the last save; null while the defaults apply */
  update_time: z.string().nullable(),
});
export type ActivityAppearance = z.infer<typeof activityAppearance>;

export const editAppearanceRequest = z
  .object({
    id,
    cover: key().default(''),
    music: key().default(''),
    video: key().default(''),
    gallery_on: z.boolean({ error: 'must be true or false' }).default(false),
    gallery: z
      .array(key().min(1, { error: 'must be a storage key' }), {
        error: 'must be a list of storage keys',
      })
      .max(APPEARANCE_GALLERY.max, { error: 'at most 9 images' })
      .default([]),
    /** one of getTemplates' unlocked templates; null = none */
    template_id: rowId('choose a template of the list').nullable().default(null),
  })
  .refine((value) => !value.gallery_on || value.gallery.length >= APPEARANCE_GALLERY.min, {
    error: 'upload at least 1 image',
    path: ['gallery'],
  })
  .refine((value) => new Set(value.gallery).size === value.gallery.length, {
    error: 'the same image twice',
    path: ['gallery'],
  });
export type EditAppearanceRequest = z.infer<typeof editAppearanceRequest>;

const BASE = '/api/ym/ActiveSetting';

/**
 * An activity's appearance (the settings drawer's appearance tab). Paths the spec does not show:
 * getAppearance and editAppearance (docs/decisions.md "Activity appearance").
 */
export const activityAppearanceApi = {
  getAppearance: defineRoute({
    method: 'GET',
    path: `${BASE}/getAppearance`,
    access: { audience: 'customer' },
    tags: ['activity'],
    summary: "An activity's appearance: cover, background music, promo video and gallery (storage keys)",
    query: activityIdQuery,
    reply: reply.data(activityAppearance),
  }),
  editAppearance: defineRoute({
    method: 'POST',
    path: `${BASE}/editAppearance`,
    access: { audience: 'customer' },
    tags: ['activity'],
    summary:
      "Save an activity's appearance: every key a file this customer registered of the field's kind (the music may be the default track)",
    body: editAppearanceRequest,
    reply: reply.data(emptyData),
  }),
};
