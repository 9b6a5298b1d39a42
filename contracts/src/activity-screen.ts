import { z } from 'zod';
import { activityPerson } from './activity.ts';
import { rowId } from './input.ts';
import { defineRoute, reply } from './route.ts';

/**
 * The activity's big screen and its attendees' h5 page (issue 18). The organiser opens the screen from the
 * activity's screen dialog (`/my/tool/screen?acid=N`): its title, state, the QR of the h5 link and live
 * counters. An attendee scans the QR (`/my/tool/h5?code=…`, no account), reads the activity and signs in
 * with name and phone, once per phone.
 */

const tags = ['activity-screen'];

export const activityScreen = z.object({
  id: z.number().int(),
  title: z.string(),
  /** ActivityStatus */
  status: z.number().int(),
  begin_time: z.string(),
  end_time: z.string(),
  /** the code of the h5 link (`/my/tool/h5?code=`) its QR carries */
  h5_code: z.string(),
  signins: z.number().int(),
  vip_persons: z.number().int(),
  /** the latest sign-ins, newest first (names only: the screen is shown to the room) */
  latest: z.array(z.object({ name: z.string(), time: z.string() })),
});
export type ActivityScreen = z.infer<typeof activityScreen>;

export const h5Code = z
  .string({ error: 'the link is not valid' })
  .regex(/^[0-9a-f]{32}$/, { error: 'the link is not valid' });

export const h5Activity = z.object({
  title: z.string(),
  status: z.number().int(),
  begin_time: z.string(),
  end_time: z.string(),
  /** the organiser's display name */
  organiser: z.string(),
  signins: z.number().int(),
});
export type H5Activity = z.infer<typeof h5Activity>;

export const h5SignInRequest = z.object({ code: h5Code, ...activityPerson });
export type H5SignInRequest = z.infer<typeof h5SignInRequest>;

export const h5SignInResponse = z.object({
  /** false when this phone had signed in before (the first sign-in is kept) */
  first_time: z.boolean(),
  signins: z.number().int(),
});

/** A venue's screen opened with the activity's access password (no organiser signed in on that machine). */
export const openScreenRequest = z.object({
  acid: rowId('acid is required'),
  password: z
    .string({ error: 'enter the access password' })
    .min(1, { error: 'enter the access password' })
    .max(20, {
      error: 'wrong access password',
    }),
});
export const screenTicket = z.object({
  /** what getPublicScreen takes, for 12 hours */
  ticket: z.string(),
  expires_at: z.string(),
});

const publicAccess = { audience: 'public' } as const;

export const activityScreenApi = {
  getScreen: defineRoute({
    method: 'GET',
    path: '/api/customer/activity/getScreen',
    access: { audience: 'customer' },
    tags,
    summary: 'The big screen of one of my activities: state, h5 code, sign-ins and VIP persons counted',
    query: z.object({ id: rowId('id is required') }),
    reply: reply.data(activityScreen),
  }),
  h5Info: defineRoute({
    method: 'GET',
    path: '/api/h5/activity/getInfo',
    access: publicAccess,
    tags,
    summary: "An activity as its attendees' h5 page shows it, by the code of its QR",
    query: z.object({ code: h5Code }),
    reply: reply.data(h5Activity),
  }),
  h5SignIn: defineRoute({
    method: 'POST',
    path: '/api/h5/activity/signIn',
    access: publicAccess,
    tags,
    summary: 'An attendee signs in to the activity with name and phone (once per phone)',
    body: h5SignInRequest,
    reply: reply.data(h5SignInResponse),
  }),
  openScreen: defineRoute({
    method: 'POST',
    path: '/api/h5/activity/openScreen',
    access: publicAccess,
    tags,
    summary: "Open an activity's big screen with its access password (rate limited): a ticket for 12 hours",
    body: openScreenRequest,
    reply: reply.data(screenTicket),
  }),
  publicScreen: defineRoute({
    method: 'GET',
    path: '/api/h5/activity/getScreen',
    access: publicAccess,
    tags,
    summary: 'The big screen of an activity opened with its password, by the ticket openScreen gave',
    query: z.object({ acid: rowId('acid is required'), ticket: z.string().max(200).default('') }),
    reply: reply.data(activityScreen),
  }),
};
