import {
  type ActivityItem,
  type ActivityListQuery,
  ActivityOrderType,
  ActivityPricing,
  ActivityStatus,
  type CreateActivityRequest,
} from '@onsite/contracts';
import type { Updateable } from 'kysely';
import type { Db } from '#server/db/database.ts';
import type { ActivityTable } from '#server/db/schema.ts';
import { hashPassword } from '#server/platform/auth/passwords.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { iso } from '#server/platform/time.ts';
import * as orders from '../order/order.repository.ts';
import { newOrderNo } from '../order/order.service.ts';
import * as repository from './activity.repository.ts';
import { type ActivityOperation, assertAllowed, statusOf } from './activity-state.ts';
import { zonedToInstant } from './zoned-time.ts';

type CustomerPrincipal = Extract<Principal, { kind: 'customer' }>;

/**
 * Prices and sizes of an activity (ours: the spec gives none; docs/decisions.md "Activities";
 * `ActivityPricing` in the contracts, so the dialogs show the same). Money in cents. A VIP's free activity
 * gets the plan's showings_num; a bought one gets ACTIVITY_SHOWINGS.
 */
export const ACTIVITY_PRICE = ActivityPricing.create;
export const ACTIVITY_CAPACITY = ActivityPricing.capacity;
export const ACTIVITY_SHOWINGS = ActivityPricing.showings;
export const RENEW_DAYS = ActivityPricing.renewDefaultDays;
export const RENEW_PRICE = ActivityPricing.renewPerDay * RENEW_DAYS;
export const renewPrice = (days: number) => ActivityPricing.renewPerDay * days;
export const expandPrice = (persons: number) =>
  (persons / ActivityPricing.expandBlock) * ActivityPricing.expandPerBlock;
const DAY_MS = 86_400_000;

const scopeOf = (principal: CustomerPrincipal): repository.CustomerScope => ({
  agentId: principal.agentId,
  customerId: principal.customerId,
});

const clockOf = (row: repository.ActivityRow) => ({
  lifecycle: row.lifecycle,
  cancelledAt: row.cancelled_at,
  beginTime: row.begin_time,
  endTime: row.end_time,
});

export function toItem(row: repository.ActivityRow, now: Date): ActivityItem {
  return {
    id: row.id,
    title: row.title,
    tool_id: row.tool_id,
    tool_title: row.tool_title,
    programme_id: row.programme_id ?? 0,
    programme_title: row.programme_title ?? '',
    group_id: row.group_id ?? 0,
    group_title: row.group_title ?? '',
    status: statusOf(clockOf(row), now),
    begin_time: iso(row.begin_time),
    end_time: iso(row.end_time),
    capacity: row.capacity,
    showings: row.showings,
    vip_count: row.vip_count,
    vip_last_time: iso(row.vip_last_time),
    has_password: row.password_hash ? 1 : 0,
    order_no: row.lifecycle === 'unpaid' ? row.order_no : '',
    create_time: iso(row.created_at),
  };
}

async function ownActivity(db: Db, principal: CustomerPrincipal, id: number) {
  const row = await repository.findActivity(db, scopeOf(principal), id);
  if (!row) throw notFound('activity not found');
  return row;
}

/**
 * Runs `change` on one of the customer's activities inside a transaction, with the row locked and the
 * operation checked against its state at `now`; a refusal throws before anything is written.
 */
async function withActivity<T>(
  db: Db,
  principal: CustomerPrincipal,
  id: number,
  operation: ActivityOperation,
  change: (trx: Db, row: repository.ActivityRow, now: Date) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const scope = scopeOf(principal);
    if (!(await repository.lockActivity(trx, scope, id))) throw notFound('activity not found');
    const row = await repository.findActivity(trx, scope, id);
    if (!row) throw notFound('activity not found');
    const now = new Date();
    assertAllowed(operation, clockOf(row), now);
    return change(trx, row, now);
  });
}

const touch = (trx: Db, id: number, values: Updateable<ActivityTable>) =>
  trx
    .updateTable('activities')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();

// ---- reading ----

const STATUS_FILTER: Record<number, repository.StatusFilter> = {
  [ActivityStatus.unpaid]: 'unpaid',
  [ActivityStatus.notStarted]: 'notStarted',
  [ActivityStatus.inProgress]: 'inProgress',
  [ActivityStatus.ended]: 'ended',
  [ActivityStatus.cancelled]: 'cancelled',
  [ActivityStatus.abolished]: 'abolished',
};

/** getList: the activities outside the recycle bin (or those of one status). */
export async function list(db: Db, principal: CustomerPrincipal, query: ActivityListQuery) {
  const now = new Date();
  const { rows, total } = await repository.listActivities(db, scopeOf(principal), {
    keyword: query.keyword,
    status: query.status === undefined ? 'notCancelled' : STATUS_FILTER[query.status],
    groupId: query.group_id,
    toolId: query.tool_id,
    sort: query.sort,
    order: query.order,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    now,
  });
  return { rows: rows.map((row) => toItem(row, now)), total };
}

/** getCancelList: the recycle bin, newest first. */
export async function cancelList(
  db: Db,
  principal: CustomerPrincipal,
  page: { page: number; limit: number },
) {
  const now = new Date();
  const { rows, total } = await repository.listActivities(db, scopeOf(principal), {
    status: 'cancelled',
    sort: 'create_time',
    order: 'desc',
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
    now,
  });
  return { rows: rows.map((row) => toItem(row, now)), total };
}

export async function info(db: Db, principal: CustomerPrincipal, id: number) {
  return toItem(await ownActivity(db, principal, id), new Date());
}

export async function groups(db: Db, principal: CustomerPrincipal) {
  const rows = await repository.listGroups(db, scopeOf(principal));
  return rows.map((row) => ({ id: row.id, title: row.title, total: Number(row.total) }));
}

export async function vipInfo(db: Db, principal: CustomerPrincipal, id: number) {
  const row = await ownActivity(db, principal, id);
  const persons = await repository.vipPersons(db, row.id);
  return {
    vip_last_time: iso(row.vip_last_time),
    capacity: row.capacity,
    persons: persons.map((person) => ({
      id: person.id,
      name: person.name,
      mobile: person.mobile,
      create_time: iso(person.created_at),
    })),
  };
}

export async function sourceInfo(db: Db, principal: CustomerPrincipal, id: number) {
  const row = await ownActivity(db, principal, id);
  const tool = await db
    .selectFrom('tools')
    .select(['id', 'mark', 'title', 'slogan'])
    .where('id', '=', row.tool_id)
    .executeTakeFirst();
  const programme = row.programme_id
    ? await db
        .selectFrom('programmes')
        .select(['id', 'title', 'summary'])
        .where('id', '=', row.programme_id)
        .executeTakeFirst()
    : undefined;
  return { tool: tool ?? null, programme: programme ?? null };
}

/** getNewAddons: the tools an activity could switch to (updateProduct), or all tools; new ones first. */
export async function newAddons(db: Db, principal: CustomerPrincipal, id?: number) {
  const current = id ? (await ownActivity(db, principal, id)).tool_id : 0;
  return db
    .selectFrom('tools')
    .select(['id', 'mark', 'title', 'slogan', 'is_new'])
    .where('id', '!=', current)
    .orderBy('is_new', 'desc')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

// ---- creating (free from the VIP quota, or unpaid with an order) ----

function instants(begin: string, end: string, timeZone: string) {
  const beginTime = zonedToInstant(begin, timeZone);
  const endTime = zonedToInstant(end, timeZone);
  if (!(beginTime < endTime)) throw badRequest('the begin time must be before the end time');
  return { beginTime, endTime };
}

/** The tool an activity runs on: the tool asked for, or the first tool of the programme. */
async function sourceOf(db: Db, input: { tool_id: number; programme_id: number }) {
  if (input.programme_id > 0) {
    const programme = await db
      .selectFrom('programmes')
      .select(['id', 'title', 'tools'])
      .where('id', '=', input.programme_id)
      .executeTakeFirst();
    if (!programme) throw badRequest('programme not found');
    const toolId = Number(programme.tools.split(',')[0]);
    const tool = Number.isInteger(toolId)
      ? await db
          .selectFrom('tools')
          .select(['id', 'mark', 'title'])
          .where('id', '=', toolId)
          .executeTakeFirst()
      : undefined;
    if (!tool) throw badRequest('tool not found');
    return { tool, programmeId: programme.id, title: programme.title };
  }
  const tool = await db
    .selectFrom('tools')
    .select(['id', 'mark', 'title'])
    .where('id', '=', input.tool_id)
    .executeTakeFirst();
  if (!tool) throw badRequest('tool not found');
  return { tool, programmeId: null, title: tool.title };
}

/**
 * The customer's membership, when it makes an activity of this tool free: unexpired, the plan covers the
 * tool (scene marks) and fewer than free_num activities were made from it. With `lock` (creating) the
 * customer row is locked, so two concurrent creates cannot both take the last free activity.
 */
async function membershipQuota(trx: Db, customerId: number, toolMark: string, now: Date, lock: boolean) {
  let customerQuery = trx
    .selectFrom('customers')
    .select(['customer_vip_id', 'vip_expires_at'])
    .where('id', '=', customerId);
  if (lock) customerQuery = customerQuery.forUpdate();
  const customer = await customerQuery.executeTakeFirstOrThrow();
  if (customer.customer_vip_id <= 0 || !customer.vip_expires_at || customer.vip_expires_at <= now)
    return null;
  const plan = await trx
    .selectFrom('customer_vips')
    .innerJoin('vip_plans', 'vip_plans.id', 'customer_vips.plan_id')
    .select(['vip_plans.free_num', 'vip_plans.showings_num', 'vip_plans.scene'])
    .where('customer_vips.id', '=', customer.customer_vip_id)
    .executeTakeFirst();
  if (!plan?.scene.split(',').includes(toolMark)) return null;
  const used = await trx
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_vip_id', '=', customer.customer_vip_id)
    .where('charge', '=', 'vip')
    .executeTakeFirstOrThrow();
  return {
    customerVipId: customer.customer_vip_id,
    freeNum: plan.free_num,
    used: Number(used.n),
    showings: plan.showings_num,
  };
}

async function freeQuota(trx: Db, customerId: number, toolMark: string, now: Date) {
  const quota = await membershipQuota(trx, customerId, toolMark, now, true);
  return quota && quota.used < quota.freeNum ? quota : null;
}

/**
 * getProductInfo: what a new activity of this tool costs the customer now — free from the VIP plan (with
 * its free_num left and showings_num) or ACTIVITY_PRICE — for the new dialog.
 */
export async function productInfo(db: Db, principal: CustomerPrincipal, toolId: number) {
  const tool = await db
    .selectFrom('tools')
    .select(['id', 'mark', 'title', 'slogan'])
    .where('id', '=', toolId)
    .executeTakeFirst();
  if (!tool) throw notFound('tool not found');
  const quota = await membershipQuota(db, principal.customerId, tool.mark, new Date(), false);
  const free = quota !== null && quota.used < quota.freeNum;
  return {
    ...tool,
    price: ACTIVITY_PRICE,
    pay_amount: free ? 0 : ACTIVITY_PRICE,
    capacity: ACTIVITY_CAPACITY,
    showings: free ? quota.showings : ACTIVITY_SHOWINGS,
    vip_covered: quota ? 1 : 0,
    free_num: quota?.freeNum ?? 0,
    free_left: quota ? Math.max(quota.freeNum - quota.used, 0) : 0,
  };
}

/**
 * getOrderInfo (Products): the order a purchase would make, priced by the same rules as create, postRenew
 * and postExpand (and refused in the same states), without writing anything.
 */
export async function quote(
  db: Db,
  principal: CustomerPrincipal,
  query: { order_type: number; id: number; days: number; persons: number },
) {
  const order = (title: string, amount: number, subjectId: number, duration = 0, durationUnit = 0) => ({
    order_type: query.order_type,
    subject_id: subjectId,
    title,
    duration,
    duration_unit: durationUnit,
    amount,
    original_amount: amount,
    pay_amount: amount,
  });
  if (query.order_type === ActivityOrderType.create) {
    const product = await productInfo(db, principal, query.id);
    return order(product.title, product.pay_amount, product.id);
  }
  const row = await ownActivity(db, principal, query.id);
  if (query.order_type === ActivityOrderType.renew) {
    assertAllowed('renew', clockOf(row), new Date());
    return order(row.title, renewPrice(query.days), row.id, query.days, 2);
  }
  assertAllowed('expand', clockOf(row), new Date());
  return order(row.title, expandPrice(query.persons), row.id);
}

interface NewActivity {
  title: string;
  toolId: number;
  toolMark: string;
  programmeId: number | null;
  groupId: number | null;
  beginTime: Date;
  endTime: Date;
}

/** Creates one activity (free from the membership or unpaid with its order); also used by the spreadsheet import. */
export async function insertActivity(
  trx: Db,
  principal: Pick<CustomerPrincipal, 'agentId' | 'customerId'>,
  activity: NewActivity,
  now: Date,
) {
  const free = await freeQuota(trx, principal.customerId, activity.toolMark, now);
  const orderNo = free ? '' : newOrderNo(now);
  const row = await trx
    .insertInto('activities')
    .values({
      agent_id: principal.agentId,
      customer_id: principal.customerId,
      title: activity.title,
      tool_id: activity.toolId,
      programme_id: activity.programmeId,
      group_id: activity.groupId,
      lifecycle: free ? 'paid' : 'unpaid',
      begin_time: activity.beginTime,
      end_time: activity.endTime,
      capacity: ACTIVITY_CAPACITY,
      showings: free ? free.showings : ACTIVITY_SHOWINGS,
      charge: free ? 'vip' : 'order',
      customer_vip_id: free ? free.customerVipId : 0,
      order_no: orderNo,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('activity_settings').values({ activity_id: row.id, password_hash: null }).execute();
  if (!free) {
    await orders.insertOrder(trx, {
      order_no: orderNo,
      agent_id: principal.agentId,
      customer_id: principal.customerId,
      order_type: ActivityOrderType.create,
      subject_id: row.id,
      title: activity.title,
      duration: 0,
      duration_unit: 0,
      amount: ACTIVITY_PRICE,
      original_amount: ACTIVITY_PRICE,
      pay_amount: ACTIVITY_PRICE,
      pay_type: 'wechat',
    });
  }
  await repository.adjustActivityTotal(trx, principal.customerId, 1);
  return { id: row.id, order_no: orderNo, pay_amount: free ? 0 : ACTIVITY_PRICE };
}

export async function create(db: Db, principal: CustomerPrincipal, input: CreateActivityRequest) {
  const { beginTime, endTime } = instants(input.begin_time, input.end_time, input.tz);
  const source = await sourceOf(db, input);
  return db.transaction().execute((trx) =>
    insertActivity(
      trx,
      principal,
      {
        title: input.title || source.title,
        toolId: source.tool.id,
        toolMark: source.tool.mark,
        programmeId: source.programmeId,
        groupId: null,
        beginTime,
        endTime,
      },
      new Date(),
    ),
  );
}

/**
 * copy (the copy dialog): a new activity with the same source and group, the title given ('' keeps the
 * original's); a past schedule moves to tomorrow. Charged like a new one.
 */
export async function copy(db: Db, principal: CustomerPrincipal, input: { id: number; title: string }) {
  return withActivity(db, principal, input.id, 'copy', async (trx, row, now) => {
    const tool = await trx
      .selectFrom('tools')
      .select('mark')
      .where('id', '=', row.tool_id)
      .executeTakeFirstOrThrow();
    const length = row.end_time.getTime() - row.begin_time.getTime();
    const beginTime = row.begin_time > now ? row.begin_time : new Date(now.getTime() + DAY_MS);
    return insertActivity(
      trx,
      principal,
      {
        title: input.title || row.title,
        toolId: row.tool_id,
        toolMark: tool.mark,
        programmeId: row.programme_id,
        groupId: row.group_id,
        beginTime,
        endTime: new Date(beginTime.getTime() + length),
      },
      now,
    );
  });
}

/** postRenew (the extend dialog): an unpaid order (type 22) that, once paid, adds `days` to the activity. */
export async function renew(db: Db, principal: CustomerPrincipal, input: { id: number; days: number }) {
  return withActivity(db, principal, input.id, 'renew', async (trx, row, now) => {
    const orderNo = newOrderNo(now);
    const price = renewPrice(input.days);
    await orders.insertOrder(trx, {
      order_no: orderNo,
      agent_id: principal.agentId,
      customer_id: principal.customerId,
      order_type: ActivityOrderType.renew,
      subject_id: row.id,
      title: row.title,
      duration: input.days,
      duration_unit: 2,
      amount: price,
      original_amount: price,
      pay_amount: price,
      pay_type: 'wechat',
    });
    return { id: row.id, order_no: orderNo, pay_amount: price };
  });
}

/** postExpand (the expand dialog): an unpaid order (type 23) that, once paid, adds `persons` places. */
export async function expand(db: Db, principal: CustomerPrincipal, input: { id: number; persons: number }) {
  return withActivity(db, principal, input.id, 'expand', async (trx, row, now) => {
    const orderNo = newOrderNo(now);
    const price = expandPrice(input.persons);
    await orders.insertOrder(trx, {
      order_no: orderNo,
      agent_id: principal.agentId,
      customer_id: principal.customerId,
      order_type: ActivityOrderType.expand,
      subject_id: row.id,
      title: row.title,
      duration: 0,
      duration_unit: 0,
      amount: price,
      original_amount: price,
      pay_amount: price,
      pay_type: 'wechat',
    });
    await trx
      .insertInto('activity_expansions')
      .values({ order_no: orderNo, activity_id: row.id, persons: input.persons })
      .execute();
    return { id: row.id, order_no: orderNo, pay_amount: price };
  });
}

/**
 * The payment hook (order.service applyPayment, inside its transaction): a paid create order makes its
 * unpaid activity `paid` (not started / in progress by its times); a paid renewal adds its days from the
 * later of the end time and now; a paid expansion adds its places to the capacity. An abolished or deleted
 * activity is left as it is.
 */
export async function applyActivityOrder(
  trx: Db,
  order: { order_no: string; order_type: number; subject_id: number; customer_id: number; duration: number },
  now: Date,
) {
  const activity = await trx
    .selectFrom('activities')
    .select(['id', 'lifecycle', 'end_time', 'capacity'])
    .where('id', '=', order.subject_id)
    .where('customer_id', '=', order.customer_id)
    .forUpdate()
    .executeTakeFirst();
  if (!activity) return;
  if (order.order_type === ActivityOrderType.create && activity.lifecycle === 'unpaid') {
    await touch(trx, activity.id, { lifecycle: 'paid', order_no: '' });
  }
  if (order.order_type === ActivityOrderType.renew && activity.lifecycle === 'paid') {
    const from = Math.max(activity.end_time.getTime(), now.getTime());
    await touch(trx, activity.id, { end_time: new Date(from + order.duration * DAY_MS) });
  }
  if (order.order_type === ActivityOrderType.expand && activity.lifecycle === 'paid') {
    const expansion = await trx
      .selectFrom('activity_expansions')
      .select('persons')
      .where('order_no', '=', order.order_no)
      .where('activity_id', '=', activity.id)
      .executeTakeFirst();
    if (expansion) await touch(trx, activity.id, { capacity: activity.capacity + expansion.persons });
  }
}

// ---- changing ----

export const rename = (db: Db, principal: CustomerPrincipal, input: { id: number; title: string }) =>
  withActivity(db, principal, input.id, 'rename', (trx, row) => touch(trx, row.id, { title: input.title }));

export const editGroup = (db: Db, principal: CustomerPrincipal, input: { id: number; group_title: string }) =>
  withActivity(db, principal, input.id, 'group', async (trx, row) => {
    const groupId = input.group_title
      ? await repository.groupIdFor(trx, scopeOf(principal), input.group_title)
      : null;
    await touch(trx, row.id, { group_id: groupId });
  });

export const cancel = (db: Db, principal: CustomerPrincipal, id: number) =>
  withActivity(db, principal, id, 'cancel', (trx, row, now) => touch(trx, row.id, { cancelled_at: now }));

export const restore = (db: Db, principal: CustomerPrincipal, id: number) =>
  withActivity(db, principal, id, 'restore', (trx, row) => touch(trx, row.id, { cancelled_at: null }));

/** abolish: terminal; its unpaid orders are withdrawn so nothing can be paid for it any more. */
export const abolish = (db: Db, principal: CustomerPrincipal, id: number) =>
  withActivity(db, principal, id, 'abolish', async (trx, row) => {
    await touch(trx, row.id, { lifecycle: 'abolished', order_no: '' });
    await repository.dropPendingOrders(trx, principal.customerId, [row.id]);
  });

/** over: ends a running activity now (its end time becomes now). */
export const over = (db: Db, principal: CustomerPrincipal, id: number) =>
  withActivity(db, principal, id, 'over', (trx, row, now) =>
    touch(trx, row.id, {
      end_time: now > row.begin_time ? now : new Date(row.begin_time.getTime() + 1),
    }),
  );

export const updateBeginTime = (
  db: Db,
  principal: CustomerPrincipal,
  input: { id: number; begin_time: string; end_time: string; tz: string },
) => {
  const { beginTime, endTime } = instants(input.begin_time, input.end_time, input.tz);
  return withActivity(db, principal, input.id, 'updateBeginTime', async (trx, row) => {
    if (row.vip_last_time && row.vip_last_time > endTime) {
      throw badRequest('the VIP deadline must not be after the end time');
    }
    await touch(trx, row.id, { begin_time: beginTime, end_time: endTime });
  });
};

export const updateVipLastTime = (
  db: Db,
  principal: CustomerPrincipal,
  input: { id: number; vip_last_time: string; tz: string },
) => {
  const lastTime = input.vip_last_time ? zonedToInstant(input.vip_last_time, input.tz) : null;
  return withActivity(db, principal, input.id, 'updateVipLastTime', async (trx, row) => {
    if (lastTime && lastTime > row.end_time)
      throw badRequest('the VIP deadline must not be after the end time');
    await touch(trx, row.id, { vip_last_time: lastTime });
  });
};

export const addVipPerson = (
  db: Db,
  principal: CustomerPrincipal,
  input: { id: number; name: string; mobile: string },
) =>
  withActivity(db, principal, input.id, 'addVipPerson', async (trx, row) => {
    if (row.vip_count >= row.capacity) throw badRequest('the VIP list of this activity is full');
    const existing = await trx
      .selectFrom('activity_vip_persons')
      .select('id')
      .where('activity_id', '=', row.id)
      .where('mobile', '=', input.mobile)
      .executeTakeFirst();
    if (existing) throw badRequest('this phone number is already a VIP of this activity');
    await trx
      .insertInto('activity_vip_persons')
      .values({ activity_id: row.id, name: input.name, mobile: input.mobile })
      .execute();
    await trx
      .updateTable('activities')
      .set((eb) => ({ vip_count: eb('vip_count', '+', 1), updated_at: new Date() }))
      .where('id', '=', row.id)
      .execute();
  });

export const updateProduct = (db: Db, principal: CustomerPrincipal, input: { id: number; tool_id: number }) =>
  withActivity(db, principal, input.id, 'updateProduct', async (trx, row) => {
    const tool = await trx
      .selectFrom('tools')
      .select('id')
      .where('id', '=', input.tool_id)
      .executeTakeFirst();
    if (!tool) throw badRequest('tool not found');
    await touch(trx, row.id, { tool_id: tool.id });
  });

/** editPassword: the big screen's access password, stored as argon2id; '' removes it. */
export async function editPassword(
  db: Db,
  principal: CustomerPrincipal,
  input: { id: number; password: string },
) {
  // Hash outside the transaction: argon2 takes a while and PGlite has one connection.
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await withActivity(db, principal, input.id, 'editPassword', async (trx, row) => {
    await trx
      .insertInto('activity_settings')
      .values({ activity_id: row.id, password_hash: passwordHash })
      .onConflict((conflict) =>
        conflict.column('activity_id').doUpdateSet({ password_hash: passwordHash, updated_at: new Date() }),
      )
      .execute();
  });
}

// ---- the recycle bin ----

/** deleteRecycle: removes the chosen activities for good; every one must be the customer's and in the bin. */
export async function deleteRecycle(db: Db, principal: CustomerPrincipal, ids: number[]) {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    for (const id of unique) {
      const scope = scopeOf(principal);
      if (!(await repository.lockActivity(trx, scope, id))) throw notFound('activity not found');
      const row = await repository.findActivity(trx, scope, id);
      if (!row) throw notFound('activity not found');
      assertAllowed('deleteRecycle', clockOf(row), now);
    }
    await removeActivities(trx, principal, unique);
  });
  return { deleted: unique.length };
}

/** emptyRecycle: removes every activity in the customer's recycle bin. */
export async function emptyRecycle(db: Db, principal: CustomerPrincipal) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('activities')
      .select('id')
      .where('agent_id', '=', principal.agentId)
      .where('customer_id', '=', principal.customerId)
      .where('cancelled_at', 'is not', null)
      .where('lifecycle', '!=', 'abolished')
      .forUpdate()
      .execute();
    await removeActivities(
      trx,
      principal,
      rows.map((row) => row.id),
    );
    return { deleted: rows.length };
  });
}

async function removeActivities(trx: Db, principal: CustomerPrincipal, ids: number[]) {
  if (ids.length === 0) return;
  await repository.dropPendingOrders(trx, principal.customerId, ids);
  const removed = await trx
    .deleteFrom('activities')
    .where('customer_id', '=', principal.customerId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  await repository.adjustActivityTotal(trx, principal.customerId, -Number(removed.numDeletedRows));
}
