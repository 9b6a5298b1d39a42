import { z } from 'zod';
import { emptyData, pageQuery } from './envelope.ts';
import { int4, isWallClockTime, nonNegative, rowId } from './input.ts';
import { defineRoute, reply } from './route.ts';

/**
 * Activity status on the wire (the spec gives none; docs/decisions.md "Activities"). 1–3 are derived
 * from begin/end time by the server at the moment it answers.
 */
export const ActivityStatus = {
  unpaid: 0,
  notStarted: 1,
  inProgress: 2,
  ended: 3,
  /** in the recycle bin; restorable */
  cancelled: 4,
  /** terminal */
  abolished: 5,
} as const;

export type ActivityStatusValue = (typeof ActivityStatus)[keyof typeof ActivityStatus];

export type ActivityOperation =
  | 'rename'
  | 'group'
  | 'copy'
  | 'cancel'
  | 'restore'
  | 'deleteRecycle'
  | 'abolish'
  | 'over'
  | 'renew'
  | 'expand'
  | 'updateBeginTime'
  | 'updateProduct'
  | 'addVipPerson'
  | 'updateVipLastTime'
  | 'editPassword'
  | 'editAppearance';

const { unpaid, notStarted, inProgress, ended, cancelled } = ActivityStatus;

/**
 * Every activity operation and the states it may run in (the server enforces it in
 * modules/activity/activity-state.ts; the web shows only the actions a row allows).
 */
export const ACTIVITY_ALLOWED: Record<ActivityOperation, readonly ActivityStatusValue[]> = {
  rename: [unpaid, notStarted, inProgress, ended],
  group: [unpaid, notStarted, inProgress, ended],
  // a copy is a new activity made from a running or finished one (an unpaid one has nothing to copy yet)
  copy: [notStarted, inProgress, ended],
  // a live activity is ended first (over), then it may go to the recycle bin
  cancel: [unpaid, notStarted, ended],
  restore: [cancelled],
  deleteRecycle: [cancelled],
  // abolishing voids an activity that has not run; what ran or runs keeps its record
  abolish: [unpaid, notStarted],
  over: [inProgress],
  // extend (postRenew) lengthens a paid activity, an ended one too (it runs again until its new end)
  renew: [notStarted, inProgress, ended],
  // expand buys more places for an activity that has yet to end
  expand: [notStarted, inProgress],
  updateBeginTime: [unpaid, notStarted],
  updateProduct: [unpaid, notStarted],
  addVipPerson: [unpaid, notStarted, inProgress],
  updateVipLastTime: [unpaid, notStarted, inProgress],
  editPassword: [unpaid, notStarted, inProgress],
  // the big screen's look may change until the activity ends
  editAppearance: [unpaid, notStarted, inProgress],
};

/** Order types of activity purchases (ours; spec §9 names only 17 = VIP). `subject_id` is the activity id. */
export const ActivityOrderType = { create: 21, renew: 22, expand: 23 } as const;

/**
 * What activities hold and how they are bought (ours: the spec gives none; docs/decisions.md "Activities").
 * Shared so the extend and expand dialogs offer what the server accepts. What they cost is set per tool in
 * the cost settings (/cost, contracts/src/cost.ts); the dialogs show the server's quote.
 */
export const ActivityPricing = {
  capacity: 500,
  showings: 1,
  /** extend (postRenew): days */
  renewDefaultDays: 7,
  renewMaxDays: 365,
  /** expand: in blocks of `expandBlock` places */
  expandBlock: 100,
  expandMaxBlocks: 50,
} as const;

const id = rowId('id is required');
/** A wall-clock time in the customer's time zone, `YYYY-MM-DD HH:mm[:ss]`. */
const localTime = z
  .string({ error: 'time must be YYYY-MM-DD HH:mm:ss' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, { error: 'time must be YYYY-MM-DD HH:mm:ss' })
  .refine(isWallClockTime, { error: 'time must be YYYY-MM-DD HH:mm:ss' });
/** An IANA time zone; the customer site sends the browser's, otherwise Asia/Shanghai. */
const timeZone = z
  .string()
  .trim()
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'tz must be an IANA time zone' },
  )
  .default('Asia/Shanghai');

export const activityItem = z.object({
  id: z.number().int(),
  title: z.string(),
  tool_id: z.number().int(),
  tool_title: z.string(),
  programme_id: z.number().int(),
  programme_title: z.string(),
  group_id: z.number().int(),
  group_title: z.string(),
  /** ActivityStatus */
  status: z.number().int(),
  begin_time: z.string(),
  end_time: z.string(),
  capacity: z.number().int(),
  showings: z.number().int(),
  vip_count: z.number().int(),
  vip_last_time: z.string(),
  has_password: z.number().int(),
  /** the unpaid order that pays for it ('' when none) */
  order_no: z.string(),
  create_time: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const activityListQuery = pageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  status: z.number().int().min(0).max(5).optional(),
  group_id: nonNegative().optional(),
  tool_id: nonNegative().optional(),
  sort: z.enum(['create_time', 'begin_time', 'title']).default('create_time'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ActivityListQuery = z.infer<typeof activityListQuery>;

export const activityIdQuery = z.object({ id });
export const activityIdBody = z.object({ id });

/** copy: the copy's title ('' keeps the original's). */
export const copyActivityRequest = z.object({
  id,
  title: z.string().trim().max(50, { error: 'title must be at most 50 characters' }).default(''),
});

/** postRenew (the extend dialog): how many days to add once paid. */
const daysError = 'days must be a whole number from 1 to 365';
export const renewActivityRequest = z.object({
  id,
  days: z
    .number({ error: daysError })
    .int({ error: daysError })
    .min(1, { error: daysError })
    .max(ActivityPricing.renewMaxDays, { error: daysError })
    .default(ActivityPricing.renewDefaultDays),
});

/** postExpand (the expand dialog): how many places to add once paid, in blocks of `expandBlock`. */
const personsError = 'persons must be a multiple of 100, at most 5000';
export const expandActivityRequest = z.object({
  id,
  persons: z
    .number({ error: personsError })
    .int({ error: personsError })
    .min(ActivityPricing.expandBlock, { error: personsError })
    .max(ActivityPricing.expandBlock * ActivityPricing.expandMaxBlocks, { error: personsError })
    .refine((value) => value % ActivityPricing.expandBlock === 0, { error: personsError }),
});
/** getNewAddons: with an activity, the tools it may switch to; without, every tool (the new dialog). */
export const newAddonsQuery = z.object({ id: rowId().optional() });

export const editActNameRequest = z.object({
  id,
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, { error: 'title is required' })
    .max(50, { error: 'title must be at most 50 characters' }),
});

export const editGroupRequest = z.object({
  id,
  /** '' takes the activity out of its group; a new title creates the group */
  group_title: z.string().trim().max(20, { error: 'group name must be at most 20 characters' }).default(''),
});

export const activityGroup = z.object({ id: z.number().int(), title: z.string(), total: z.number().int() });

export const createActivityRequest = z
  .object({
    tool_id: nonNegative().default(0),
    programme_id: nonNegative().default(0),
    title: z.string().trim().max(50, { error: 'title must be at most 50 characters' }).default(''),
    begin_time: localTime,
    end_time: localTime,
    tz: timeZone,
  })
  .refine((body) => body.tool_id > 0 !== body.programme_id > 0, {
    error: 'choose a tool or a programme',
    path: ['tool_id'],
  });
export type CreateActivityRequest = z.infer<typeof createActivityRequest>;

/** create, copy and postRenew answer the activity and, when it must be paid, the order to pay. */
export const activityPurchase = z.object({
  id: z.number().int(),
  /** '' when nothing is to be paid (VIP quota) */
  order_no: z.string(),
  pay_amount: z.number().int(),
});
export type ActivityPurchase = z.infer<typeof activityPurchase>;

export const updateBeginTimeRequest = z.object({
  id,
  begin_time: localTime,
  end_time: localTime,
  tz: timeZone,
});

export const updateVipLastTimeRequest = z.object({
  id,
  /** '' clears the deadline */
  vip_last_time: z.union([z.literal(''), localTime]).default(''),
  tz: timeZone,
});

/** A person of an activity: a VIP person, an attendee signing in on its h5 page. */
export const activityPerson = {
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, { error: 'name is required' })
    .max(30, { error: 'name must be at most 30 characters' }),
  mobile: z
    .string({ error: 'please enter a valid phone number' })
    .trim()
    .regex(/^1\d{10}$/, { error: 'please enter a valid phone number' }),
};

export const addVipPersonRequest = z.object({ id, ...activityPerson });

export const updateProductRequest = z.object({
  id,
  tool_id: rowId('tool_id is required'),
});

export const editPasswordRequest = z.object({
  id,
  /** '' removes the password */
  password: z
    .string()
    .trim()
    .max(20, { error: 'the access password must be at most 20 characters' })
    .refine((value) => value === '' || value.length >= 4, {
      error: 'the access password must be at least 4 characters',
    })
    .default(''),
});

export const deleteRecycleRequest = z.object({
  ids: z
    .array(id, { error: 'choose at least one activity' })
    .min(1, { error: 'choose at least one activity' })
    .max(100),
});

export const activityVipInfo = z.object({
  vip_last_time: z.string(),
  capacity: z.number().int(),
  persons: z.array(
    z.object({ id: z.number().int(), name: z.string(), mobile: z.string(), create_time: z.string() }),
  ),
});

export const activitySourceInfo = z.object({
  tool: z
    .object({ id: z.number().int(), mark: z.string(), title: z.string(), slogan: z.string() })
    .nullable(),
  programme: z.object({ id: z.number().int(), title: z.string(), summary: z.string() }).nullable(),
});

export const activityAddon = z.object({
  id: z.number().int(),
  mark: z.string(),
  title: z.string(),
  slogan: z.string(),
  is_new: z.number().int(),
});

/** getProductInfo (the new dialog): the tool and what a new activity of it costs the customer now. */
export const productInfoQuery = z.object({ id });
export const productInfo = z.object({
  id: z.number().int(),
  mark: z.string(),
  title: z.string(),
  slogan: z.string(),
  /** the list price of a new activity, cents */
  price: z.number().int(),
  /** 0 when the VIP plan makes it free */
  pay_amount: z.number().int(),
  capacity: z.number().int(),
  showings: z.number().int(),
  /** 1 when the customer's unexpired VIP plan covers this tool */
  vip_covered: z.number().int(),
  free_num: z.number().int(),
  free_left: z.number().int(),
});
export type ProductInfo = z.infer<typeof productInfo>;

/**
 * getOrderInfo (Products): the order an activity purchase would make, before it is made — 21 a new
 * activity of tool `id`, 22 extending activity `id` by `days`, 23 expanding activity `id` by `persons`.
 */
export const productOrderQuery = z.object({
  order_type: int4('order_type must be 21, 22 or 23').refine(
    (value) => (Object.values(ActivityOrderType) as number[]).includes(value),
    {
      error: 'order_type must be 21, 22 or 23',
    },
  ),
  id,
  days: renewActivityRequest.shape.days,
  persons: expandActivityRequest.shape.persons.default(ActivityPricing.expandBlock),
});
export const productOrderInfo = z.object({
  order_type: z.number().int(),
  subject_id: z.number().int(),
  title: z.string(),
  duration: z.number().int(),
  duration_unit: z.number().int(),
  amount: z.number().int(),
  original_amount: z.number().int(),
  pay_amount: z.number().int(),
});
export type ProductOrderInfo = z.infer<typeof productOrderInfo>;

/**
 * getSummary (the /activity header): how many of my activities are in each state now (keys are the
 * ActivityStatus values; the recycle bin is `4`), and the next ones to run — in progress first, then the
 * upcoming by begin time.
 */
export const activitySummary = z.object({
  counts: z.record(z.enum(['0', '1', '2', '3', '4', '5']), z.number().int()),
  /** outside the recycle bin (what the list and the menu badge count) */
  total: z.number().int(),
  upcoming: z.array(
    activityItem.pick({
      id: true,
      title: true,
      tool_title: true,
      status: true,
      begin_time: true,
      end_time: true,
    }),
  ),
});
export type ActivitySummary = z.infer<typeof activitySummary>;

/** emptyRecycle and deleteRecycle: how many activities were deleted for good. */
export const deletedActivities = z.object({ deleted: z.number().int() });

const BASE = '/api/ym/Active';
const customer = { audience: 'customer' } as const;
const tags = ['activity'];

/** A change to one activity that answers nothing (`data: null`). */
const change = <const Body extends z.ZodType>(path: string, summary: string, body: Body) =>
  defineRoute({
    method: 'POST',
    path,
    access: customer,
    tags,
    summary,
    body,
    reply: reply.data(emptyData),
  });

/** A purchase (create, copy, postRenew, postExpand): the activity and the order to pay, if any. */
const purchase = <const Body extends z.ZodType>(path: string, summary: string, body: Body) =>
  defineRoute({
    method: 'POST',
    path,
    access: customer,
    tags,
    summary,
    body,
    reply: reply.data(activityPurchase),
  });

/**
 * The customer's activities (spec §7 "Activity"); paths match case-insensitively. Paths the spec does not
 * show: getSummary (the list's header), getGroupList / editGroup (the group dialog), /ym/active/postRestore (the retrieve list) and
 * postExpand (the expand dialog).
 */
export const activityApi = {
  getList: defineRoute({
    method: 'GET',
    path: `${BASE}/getList`,
    access: customer,
    tags,
    summary:
      'My activities outside the recycle bin: search by title, filter by status, group, tool; sorted, paged',
    query: activityListQuery,
    reply: reply.list(activityItem),
  }),
  getActiveInfo: defineRoute({
    method: 'GET',
    path: `${BASE}/getActiveInfo`,
    access: customer,
    tags,
    summary: 'One activity',
    query: activityIdQuery,
    reply: reply.data(activityItem),
  }),
  getVipInfo: defineRoute({
    method: 'GET',
    path: `${BASE}/getVipInfo`,
    access: customer,
    tags,
    summary: "An activity's VIP persons and their deadline",
    query: activityIdQuery,
    reply: reply.data(activityVipInfo),
  }),
  getSourceInfo: defineRoute({
    method: 'GET',
    path: `${BASE}/getSourceInfo`,
    access: customer,
    tags,
    summary: 'The tool and programme an activity was made from',
    query: activityIdQuery,
    reply: reply.data(activitySourceInfo),
  }),
  getNewAddons: defineRoute({
    method: 'GET',
    path: `${BASE}/getNewAddons`,
    access: customer,
    tags,
    summary: 'The tools an activity may switch to (update product), or every tool; new ones first',
    query: newAddonsQuery,
    reply: reply.data(z.array(activityAddon)),
  }),
  getSummary: defineRoute({
    method: 'GET',
    path: `${BASE}/getSummary`,
    access: customer,
    tags,
    summary: 'My activities counted by state, and the next ones to run (in progress, then upcoming)',
    reply: reply.data(activitySummary),
  }),
  getGroupList: defineRoute({
    method: 'GET',
    path: `${BASE}/getGroupList`,
    access: customer,
    tags,
    summary: 'My activity groups',
    reply: reply.data(z.array(activityGroup)),
  }),
  getCancelList: defineRoute({
    method: 'GET',
    path: '/api/ym/active/getCancelList',
    access: customer,
    tags,
    summary: 'The recycle bin (cancelled activities), newest first',
    query: pageQuery,
    reply: reply.list(activityItem),
  }),
  getProductInfo: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getProductInfo',
    access: customer,
    tags,
    summary:
      "A tool as a product: what a new activity of it costs the customer now (VIP plan's free_num left, or the price)",
    query: productInfoQuery,
    reply: reply.data(productInfo),
  }),
  getOrderInfo: defineRoute({
    method: 'GET',
    path: '/api/customer/Product/getOrderInfo',
    access: customer,
    tags,
    summary:
      'The order an activity purchase would make (21 new of tool id, 22 extend activity id by days, 23 expand by persons), nothing written',
    query: productOrderQuery,
    reply: reply.data(productOrderInfo),
  }),
  create: purchase(
    `${BASE}/create`,
    'New activity from a tool or a programme: free from the VIP quota, else unpaid with an order (type 21)',
    createActivityRequest,
  ),
  copy: purchase(
    `${BASE}/copy`,
    "Copy an activity under a new title ('' keeps it); charged like a new one",
    copyActivityRequest,
  ),
  postRenew: purchase(
    '/api/ym/active/postRenew',
    `Renew (the extend dialog): an order (type 22) that adds \`days\` (default ${ActivityPricing.renewDefaultDays}) once paid`,
    renewActivityRequest,
  ),
  postExpand: purchase(
    `${BASE}/postExpand`,
    'Expand (the expand dialog): an order (type 23) that adds `persons` places once paid',
    expandActivityRequest,
  ),
  editActName: change(`${BASE}/editActName`, 'Rename an activity', editActNameRequest),
  editGroup: change(`${BASE}/editGroup`, "Set an activity's group ('' = none)", editGroupRequest),
  postCancel: change(`${BASE}/postCancel`, 'Cancel: move to the recycle bin', activityIdBody),
  postRestore: change('/api/ym/active/postRestore', 'Restore from the recycle bin', activityIdBody),
  postAbolish: change(`${BASE}/postAbolish`, 'Abolish (terminal)', activityIdBody),
  postOver: change(`${BASE}/postOver`, 'End a running activity now', activityIdBody),
  updateBeginTime: change(
    `${BASE}/updateBeginTime`,
    "Change begin and end time (in the customer's time zone)",
    updateBeginTimeRequest,
  ),
  updateVipLastTime: change(
    `${BASE}/updateVipLastTime`,
    "Set the VIP persons' deadline",
    updateVipLastTimeRequest,
  ),
  addVipPerson: change(`${BASE}/addVipPerson`, 'Add a VIP person (within capacity)', addVipPersonRequest),
  updateProduct: change(`${BASE}/updateProduct`, 'Switch the tool an activity runs on', updateProductRequest),
  emptyRecycle: defineRoute({
    method: 'POST',
    path: `${BASE}/emptyRecycle`,
    access: customer,
    tags,
    summary: 'Empty the recycle bin',
    reply: reply.data(deletedActivities),
  }),
  deleteRecycle: defineRoute({
    method: 'POST',
    path: `${BASE}/deleteRecycle`,
    access: customer,
    tags,
    summary: 'Delete activities from the recycle bin for good',
    body: deleteRecycleRequest,
    reply: reply.data(deletedActivities),
  }),
  editPassword: change(
    '/api/ym/ActiveSetting/editPassword',
    "Set or remove an activity's access password",
    editPasswordRequest,
  ),
};
