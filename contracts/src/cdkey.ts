import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { INT4_MAX, rowId } from './input.ts';
import { Permission, type PermissionKey } from './permissions.ts';
import { defineRoute, reply } from './route.ts';

/**
 * Redeemable keys (兑换码, issue 16's "cdkey" product kind): the platform generates batches of keys, each
 * granting the days of one agent's VIP plan or credits of a resource account (SMS messages or balance cents);
 * a batch may be limited to one agent's customers and may expire; it can be voided, and its keys exported
 * through the job centre. A customer redeems a key once, on the resource account page.
 */

const tags = ['cdkey'];

/**
 * What a key grants: days of a VIP plan, credits posted to a resource account through the ledger, or
 * (activation codes, 激活码, the "code" product kind) one activity of the tool the batch is bound to.
 */
export const CDKEY_GRANTS = ['vip', 'credit', 'activity'] as const;
export type CdkeyGrant = (typeof CDKEY_GRANTS)[number];
/** The resource accounts a key may credit: balance in cents, SMS in messages. */
export const CDKEY_CREDIT_KINDS = ['balance', 'sms'] as const;
export type CdkeyCreditKind = (typeof CDKEY_CREDIT_KINDS)[number];
/**
 * The two admin product pages over the same keys: redeemable keys (兑换码: VIP days, credits) and
 * activation codes (激活码: an activity of one tool).
 */
export const CDKEY_KINDS = ['cdkey', 'code'] as const;
export type CdkeyKind = (typeof CDKEY_KINDS)[number];
export const kindOfGrant = (grant: CdkeyGrant): CdkeyKind => (grant === 'activity' ? 'code' : 'cdkey');

/** A batch's state: active (keys redeemable), expired (past its expiry), void (voided by the platform). */
export const CDKEY_BATCH_STATUSES = ['active', 'expired', 'void'] as const;
export type CdkeyBatchStatus = (typeof CDKEY_BATCH_STATUSES)[number];

/** At most this many keys in one batch. */
export const CDKEY_BATCH_MAX = 10_000;
/** The random part of a key: 16 characters of this alphabet (no 0/O, 1/I/L), about 79 bits. */
export const CDKEY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CDKEY_RANDOM_LENGTH = 16;

/** A key as stored (upper case, no separators) from what a person typed: spaces and dashes dropped. */
export const normaliseCdkey = (text: string) => text.replace(/[\s-]+/g, '').toUpperCase();

/** A stored key as shown and printed: the prefix, then the random part in groups of four. */
export function formatCdkey(code: string, prefix: string): string {
  const random = code.slice(prefix.length);
  const groups = random.match(/.{1,4}/g) ?? [];
  return [...(prefix ? [prefix] : []), ...groups].join('-');
}

export const cdkeyBatchItem = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  grant_type: z.enum(CDKEY_GRANTS),
  /** vip: the plan and its agent, the days a key adds */
  vip_plan_id: z.number().int().nullable(),
  vip_plan_title: z.string(),
  vip_days: z.number().int().nullable(),
  /** credit: the account and the amount (cents for balance, messages for sms) */
  credit_kind: z.enum(CDKEY_CREDIT_KINDS).nullable(),
  credit_amount: z.number().int().nullable(),
  /** activity: the tool whose activity a key pays for */
  tool_id: z.number().int().nullable(),
  tool_title: z.string(),
  /** the agent whose customers may redeem; null = any customer */
  agent_id: z.number().int().nullable(),
  agent_name: z.string(),
  /** '' = never */
  expires_at: z.string(),
  status: z.enum(CDKEY_BATCH_STATUSES),
  total: z.number().int(),
  used: z.number().int(),
  created_by: z.string(),
  create_time: z.string(),
  voided_at: z.string(),
  voided_by: z.string(),
});
export type CdkeyBatchItem = z.infer<typeof cdkeyBatchItem>;

export const cdkeyBatchListQuery = pageQuery.extend({
  /** the batch's name or prefix, or one of its keys */
  keyword: z.string().trim().max(64).optional(),
  status: z.enum(CDKEY_BATCH_STATUSES, { error: 'status must be active, expired or void' }).optional(),
});

const days = (error: string) => z.number({ error }).int({ error }).min(1, { error }).max(3650, { error });
const amount = (error: string) =>
  z.number({ error }).int({ error }).min(1, { error }).max(100_000_000, { error });

/** What every batch is made of: its name, prefix, size, whose customers may redeem it and until when. */
const batchFields = {
  name: z
    .string({ error: 'the batch name is required' })
    .trim()
    .min(1, { error: 'the batch name is required' })
    .max(60, { error: 'the batch name is at most 60 characters' }),
  prefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Za-z0-9]{0,8}$/, { error: 'the prefix is up to 8 letters or digits' })
    .default(''),
  count: z
    .number({ error: 'count must be a whole number from 1 to 10000' })
    .int({ error: 'count must be a whole number from 1 to 10000' })
    .min(1, { error: 'count must be a whole number from 1 to 10000' })
    .max(CDKEY_BATCH_MAX, { error: 'count must be a whole number from 1 to 10000' }),
  /** limit the keys to one agent's customers */
  agent_id: rowId('agent_id must be an agent id').optional(),
  /** keys cannot be redeemed after this time; absent = never expire */
  expires_at: z.iso.datetime({ offset: true, error: 'expires_at must be a date and time' }).optional(),
};

export const cdkeyBatchCreateRequest = z
  .object({
    ...batchFields,
    grant_type: z.enum(['vip', 'credit'], { error: 'grant_type must be vip or credit' }),
    /** vip: the plan of the platform's catalogue (on sale) and the days a key adds */
    vip_plan_id: rowId('vip_plan_id must be a VIP plan id').optional(),
    vip_days: days('vip_days must be a whole number of days from 1 to 3650').optional(),
    /** credit: the account and the amount per key */
    credit_kind: z.enum(CDKEY_CREDIT_KINDS, { error: 'credit_kind must be balance or sms' }).optional(),
    credit_amount: amount('credit_amount must be a whole number from 1 to 100000000').optional(),
  })
  .refine((body) => body.grant_type !== 'vip' || body.vip_plan_id !== undefined, {
    error: 'choose the VIP plan a key grants',
    path: ['vip_plan_id'],
  })
  .refine((body) => body.grant_type !== 'vip' || body.vip_days !== undefined, {
    error: 'set the VIP days a key grants',
    path: ['vip_days'],
  })
  .refine((body) => body.grant_type !== 'credit' || body.credit_kind !== undefined, {
    error: 'choose the account a key credits',
    path: ['credit_kind'],
  })
  .refine((body) => body.grant_type !== 'credit' || body.credit_amount !== undefined, {
    error: 'set the amount a key credits',
    path: ['credit_amount'],
  });
export type CdkeyBatchCreateRequest = z.input<typeof cdkeyBatchCreateRequest>;

/** An activation code batch: each key pays for one activity of the tool (or scene) it is bound to. */
export const codeBatchCreateRequest = z.object({
  ...batchFields,
  tool_id: z
    .number({ error: 'choose the tool an activation code is for' })
    .int({ error: 'choose the tool an activation code is for' })
    .min(1, { error: 'choose the tool an activation code is for' })
    .max(INT4_MAX, { error: 'choose the tool an activation code is for' }),
});
export type CodeBatchCreateRequest = z.input<typeof codeBatchCreateRequest>;

export const cdkeyItem = z.object({
  id: z.number().int(),
  /** as shown and typed: PREFIX-XXXX-XXXX-XXXX-XXXX */
  code: z.string(),
  /** the customer who redeemed it ('' when unused, or a deleted customer) */
  used_by: z.string(),
  customer_id: z.number().int().nullable(),
  /** '' = unused */
  used_at: z.string(),
});
export type CdkeyItem = z.infer<typeof cdkeyItem>;

export const cdkeyListQuery = pageQuery.extend({
  batch_id: rowId('batch_id must be a cdkey batch id'),
  /** part of a key */
  keyword: z.string().trim().max(64).optional(),
  /** 1 used, 0 unused */
  used: z.union([z.literal(0), z.literal(1)], { error: 'used must be 0 or 1' }).optional(),
});

/** The choices of the create form: the VIP plans a key may grant, the agents a batch may be limited to. */
export const cdkeyOptions = z.object({
  plans: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      vip_id: z.number().int(),
    }),
  ),
  agents: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** the tools an activation code may be bound to */
  tools: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type CdkeyOptions = z.infer<typeof cdkeyOptions>;
/** At most this many plans and agents in the options. */
export const CDKEY_OPTIONS_MAX = 200;

const batchId = z.object({ id: rowId('id is required') });

/**
 * The routes of one admin key page (/api/admin/cdkey/* or /api/admin/code/*): the same batches-and-keys
 * mechanics, each page reaching only its own kind's batches (the other's are not found).
 */
function keyBatchRoutes<Body extends z.ZodType>(
  kind: CdkeyKind,
  permissions: { list: PermissionKey; manage: PermissionKey },
  body: Body,
  words: { keys: string; create: string },
) {
  const list = { audience: 'admin', permission: permissions.list } as const;
  const manage = { audience: 'admin', permission: permissions.manage } as const;
  const path = `/api/admin/${kind}` as const;
  return {
    getList: defineRoute({
      method: 'GET',
      path: `${path}/getList`,
      access: list,
      tags,
      summary: `${words.keys} batches, newest first, with how many of their keys are used`,
      query: cdkeyBatchListQuery,
      reply: reply.list(cdkeyBatchItem),
    }),
    getInfo: defineRoute({
      method: 'GET',
      path: `${path}/getInfo`,
      access: list,
      tags,
      summary: `One ${words.keys} batch`,
      query: batchId,
      reply: reply.data(cdkeyBatchItem),
    }),
    getKeys: defineRoute({
      method: 'GET',
      path: `${path}/getKeys`,
      access: list,
      tags,
      summary: "A batch's keys with who redeemed each and when",
      query: cdkeyListQuery,
      reply: reply.list(cdkeyItem),
    }),
    getOptions: defineRoute({
      method: 'GET',
      path: `${path}/getOptions`,
      access: manage,
      tags,
      summary: `What a new batch may ${words.create} and whom it may be limited to: enabled VIP plans, tools, agents by name`,
      query: z.object({ keyword: z.string().trim().max(64).optional() }),
      reply: reply.data(cdkeyOptions),
    }),
    create: defineRoute({
      method: 'POST',
      path: `${path}/create`,
      access: manage,
      tags,
      summary: `Generate a batch of unique random ${words.keys} (up to 10000)`,
      body,
      reply: reply.data(cdkeyBatchItem),
    }),
    void: defineRoute({
      method: 'POST',
      path: `${path}/void`,
      access: manage,
      tags,
      summary: 'Void a batch: its unused keys can no longer be redeemed (used ones keep what they granted)',
      body: batchId,
      reply: reply.data(cdkeyBatchItem),
    }),
  };
}

export const cdkeyApi = keyBatchRoutes(
  'cdkey',
  { list: Permission.admin.cdkey, manage: Permission.admin.cdkeyManage },
  cdkeyBatchCreateRequest,
  { keys: 'redeem keys', create: 'grant' },
);

/** Activation codes (激活码, the "code" product kind): keys that each pay for one activity of a tool. */
export const codeApi = keyBatchRoutes(
  'code',
  { list: Permission.admin.code, manage: Permission.admin.codeManage },
  codeBatchCreateRequest,
  { keys: 'activation codes', create: 'activate' },
);

/** The two key pages' routes by kind. */
export const keyBatchApi = { cdkey: cdkeyApi, code: codeApi } as const;

export const cdkeyRedeemRequest = z.object({
  code: z
    .string({ error: 'enter the key' })
    .trim()
    .min(1, { error: 'enter the key' })
    .max(64, { error: 'this key does not exist' }),
  /** an activation code: the customer's unpaid activity (of the code's tool) it pays for */
  activity_id: rowId('activity_id must be an activity id').optional(),
});

/** What a redeemed key granted. */
export const cdkeyRedeemResult = z.object({
  grant_type: z.enum(CDKEY_GRANTS),
  /** vip: the membership's title, the days added and the new expiry */
  vip_title: z.string(),
  vip_days: z.number().int(),
  vip_expires_at: z.string(),
  /** credit: the account, the amount and its balance after */
  credit_kind: z.enum(CDKEY_CREDIT_KINDS).nullable(),
  credit_amount: z.number().int(),
  balance_after: z.number().int(),
  /** activity: the activity now paid (0 otherwise) and its title */
  activity_id: z.number().int(),
  activity_title: z.string(),
});
export type CdkeyRedeemResult = z.infer<typeof cdkeyRedeemResult>;

export const customerCdkeyApi = {
  redeem: defineRoute({
    method: 'POST',
    path: '/api/customer/cdkey/redeem',
    access: { audience: 'customer' },
    tags,
    summary:
      'Redeem a key once: what it grants (VIP days, credits, or an activation code paying for one of the customer’s unpaid activities) is the customer’s (rate limited)',
    body: cdkeyRedeemRequest,
    reply: reply.data(cdkeyRedeemResult),
  }),
};
