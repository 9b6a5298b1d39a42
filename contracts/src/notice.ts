import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { rowId } from './input.ts';
import { Permission } from './permissions.ts';
import { defineRoute, perAudience, reply } from './route.ts';

/** The three tabs of the notification popover (spec "Unread notices"). */
export const noticeType = z.enum(['notice', 'letter', 'todo'], {
  error: 'type must be notice, letter or todo',
});
export type NoticeType = z.infer<typeof noticeType>;

export const noticeAudience = z.enum(['admin', 'agent', 'customer'], {
  error: 'audience must be admin, agent or customer',
});

/** Todo state: 0 not started, 1 due soon, 2 in progress. */
export const TodoStatus = { notStarted: 0, dueSoon: 1, inProgress: 2 } as const;

export const noticeItem = z.object({
  id: z.number().int(),
  type: noticeType,
  title: z.string(),
  /** ISO 8601 */
  time: z.string(),
  icon: z.string(),
  avatar: z.string(),
  content: z.string(),
  description: z.string(),
  /** todo: 0 not started, 1 due soon, 2 in progress; 0 for the other types */
  status: z.number().int(),
  /** 1 = read by the caller */
  read: z.number().int(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

/** GET /api/{platform}/notice/getUnread: the latest unread of each tab and the total unread count. */
export const unreadNotices = z.object({
  notice: z.array(noticeItem),
  letter: z.array(noticeItem),
  todo: z.array(noticeItem),
  total: z.number().int(),
});
export type UnreadNotices = z.infer<typeof unreadNotices>;

/** GET /api/{platform}/notice/getList: the message centre, filtered by tab and read state. */
export const noticeListQuery = pageQuery.extend({
  type: noticeType.optional(),
  read: z.number().int().min(0).max(1, { error: 'read must be 0 or 1' }).optional(),
});
export type NoticeListQuery = z.infer<typeof noticeListQuery>;

/** POST /api/{platform}/notice/markRead: the given ids, or every unread notice of one type. */
export const markNoticesReadRequest = z
  .object({
    ids: z
      .array(rowId(), { error: 'ids must be a list of notice ids' })
      .min(1, { error: 'ids must not be empty' })
      .max(100, { error: 'at most 100 ids at a time' })
      .optional(),
    type: noticeType.optional(),
  })
  .refine((body) => body.ids !== undefined || body.type !== undefined, {
    error: 'give the ids to mark read, or a type to mark all of it read',
    path: ['ids'],
  });
export type MarkNoticesReadRequest = z.infer<typeof markNoticesReadRequest>;

export const markNoticesReadResponse = z.object({
  /** notices newly marked read by this call */
  marked: z.number().int(),
  /** the caller's unread notices left */
  unread: z.number().int(),
});

/**
 * When recipients first see a notice (ISO 8601 with its offset): absent = now; a later time schedules it
 * (it stays out of every message centre and popover until then; docs/decisions.md "i15-act").
 */
const sendTime = z.iso.datetime({ offset: true, error: 'send_time must be a date and time' }).optional();

/** POST /api/admin/notice/send: a notice to one audience, optionally one agent's tenants or one customer. */
export const sendNoticeRequest = z
  .object({
    type: noticeType,
    title: z
      .string({ error: 'title is required' })
      .trim()
      .min(1, { error: 'title is required' })
      .max(100, { error: 'title is at most 100 characters' }),
    content: z
      .string({ error: 'content is required' })
      .trim()
      .min(1, { error: 'content is required' })
      .max(2000, { error: 'content is at most 2000 characters' }),
    description: z.string().trim().max(200, { error: 'description is at most 200 characters' }).default(''),
    /** optional antd icon name (the icon picker's choice); empty = the default icon of the type */
    icon: z
      .string()
      .trim()
      .max(64, { error: 'icon must be an antd icon name' })
      .regex(/^([A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone))?$/, { error: 'icon must be an antd icon name' })
      .default(''),
    /** optional cover image: the public URL of an uploaded image (the send-notice form's picker) */
    avatar: z
      .string()
      .trim()
      .max(512, { error: 'avatar is at most 512 characters' })
      .regex(/^((https?:\/\/|\/)[^\s"'<>]*)?$/, { error: 'avatar must be an image URL' })
      .default(''),
    audience: noticeAudience,
    agent_id: rowId('agent_id must be an agent id').optional(),
    customer_id: rowId('customer_id must be a customer id').optional(),
    status: z
      .union([z.literal(0), z.literal(1), z.literal(2)], { error: 'status must be 0, 1 or 2' })
      .default(0),
    send_time: sendTime,
  })
  .refine((body) => body.customer_id === undefined || body.audience === 'customer', {
    error: 'a notice to one customer must have audience customer',
    path: ['customer_id'],
  })
  .refine((body) => body.agent_id === undefined || body.audience !== 'admin', {
    error: 'a notice to admins cannot target an agent',
    path: ['agent_id'],
  });
export type SendNoticeRequest = z.infer<typeof sendNoticeRequest>;

/** Where a sent notice stands: waiting for its send time, seen by its recipients, or withdrawn. */
export const NOTICE_STATES = ['scheduled', 'visible', 'withdrawn'] as const;
export const noticeState = z.enum(NOTICE_STATES, { error: 'state must be scheduled, visible or withdrawn' });
export type NoticeState = z.infer<typeof noticeState>;

/** GET /api/admin/notice/getSentList: the notices the platform sent, newest first. */
export const sentNoticeListQuery = pageQuery.extend({
  /** title or content */
  keyword: z.string().trim().max(100).optional(),
  type: noticeType.optional(),
  audience: noticeAudience.optional(),
  state: noticeState.optional(),
});
export type SentNoticeListQuery = z.infer<typeof sentNoticeListQuery>;

export const sentNoticeItem = z.object({
  id: z.number().int(),
  type: noticeType,
  title: z.string(),
  content: z.string(),
  description: z.string(),
  icon: z.string(),
  avatar: z.string(),
  /** todo: 0 not started, 1 due soon, 2 in progress */
  status: z.number().int(),
  audience: noticeAudience,
  /** the one agent it goes to (0: every agent's) */
  agent_id: z.number().int(),
  agent_name: z.string(),
  /** the one customer it goes to (0: all of the audience) */
  customer_id: z.number().int(),
  customer_name: z.string(),
  state: noticeState,
  /** when recipients see it (ISO 8601) */
  send_time: z.string(),
  create_time: z.string(),
  /** its last edit ('' when never) */
  update_time: z.string(),
  withdrawn_time: z.string(),
  sender_name: z.string(),
  /** how many accounts it goes to now (active admins, agent team members or customers) */
  audience_count: z.number().int(),
  /** how many of them have read it */
  read_count: z.number().int(),
});
export type SentNoticeItem = z.infer<typeof sentNoticeItem>;

/** POST /api/admin/notice/update: what a sent notice says, and a scheduled one's send time. */
export const updateNoticeRequest = z.object({
  id: rowId('id is required'),
  title: sendNoticeRequest.shape.title,
  content: sendNoticeRequest.shape.content,
  description: sendNoticeRequest.shape.description,
  icon: sendNoticeRequest.shape.icon,
  avatar: sendNoticeRequest.shape.avatar,
  status: sendNoticeRequest.shape.status,
  /** a scheduled notice only: its new send time (absent: unchanged) */
  send_time: sendTime,
});
export type UpdateNoticeRequest = z.input<typeof updateNoticeRequest>;

export const noticeIdBody = z.object({ id: rowId('id is required') });

const tags = ['notice'];

/** The notice endpoints: each console's own under its prefix, and the admin's send. */
export const noticeApi = {
  getUnread: perAudience(['admin', 'agent', 'customer'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/notice/getUnread`,
      access: { audience },
      tags,
      summary: 'Latest unread notices, letters and todos, and the unread total',
      reply: reply.data(unreadNotices),
    }),
  ),
  getList: perAudience(['admin', 'agent', 'customer'], (audience) =>
    defineRoute({
      method: 'GET',
      path: `/api/${audience}/notice/getList`,
      access: { audience },
      tags,
      summary: 'Message centre: notices by type and read state, newest first',
      query: noticeListQuery,
      reply: reply.list(noticeItem),
    }),
  ),
  markRead: perAudience(['admin', 'agent', 'customer'], (audience) =>
    defineRoute({
      method: 'POST',
      path: `/api/${audience}/notice/markRead`,
      access: { audience },
      tags,
      summary: 'Mark notices read: the given ids, or every unread one of a type',
      body: markNoticesReadRequest,
      reply: reply.data(markNoticesReadResponse),
    }),
  ),
  send: defineRoute({
    method: 'POST',
    path: '/api/admin/notice/send',
    access: { audience: 'admin', permission: Permission.admin.noticeSend },
    tags,
    summary: 'Send a notice, letter or todo to an audience, one agent or one customer',
    body: sendNoticeRequest,
    reply: reply.data(noticeItem),
  }),
  getSentList: defineRoute({
    method: 'GET',
    path: '/api/admin/notice/getSentList',
    access: { audience: 'admin', permission: Permission.admin.noticeList },
    tags,
    summary:
      'The notices the platform sent, with their audience, read counts and state (scheduled, visible, withdrawn)',
    query: sentNoticeListQuery,
    reply: reply.list(sentNoticeItem),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/admin/notice/update',
    access: { audience: 'admin', permission: Permission.admin.noticeSend },
    tags,
    summary: "Edit a sent notice's text (and a scheduled one's send time); a withdrawn one cannot change",
    body: updateNoticeRequest,
    reply: reply.data(sentNoticeItem),
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/api/admin/notice/withdraw',
    access: { audience: 'admin', permission: Permission.admin.noticeSend },
    tags,
    summary: "Withdraw a notice: it leaves every recipient's message centre and popover",
    body: noticeIdBody,
    reply: reply.data(emptyData),
  }),
};
