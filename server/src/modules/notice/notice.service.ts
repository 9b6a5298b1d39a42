import type {
  MarkNoticesReadRequest,
  NoticeItem,
  NoticeListQuery,
  NoticeState,
  NoticeType,
  SendNoticeRequest,
  SentNoticeItem,
  SentNoticeListQuery,
  UnreadNotices,
  UpdateNoticeRequest,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { findCustomer } from '#server/modules/customer/index.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { scopeOf } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './notice.repository.ts';

/** How many unread notices of each type the header popover shows. */
export const UNREAD_PER_TYPE = 10;

/** The icon of a notice that names none: one per tab (antd icon names, like the menus). */
export const DEFAULT_ICON: Record<NoticeType, string> = {
  notice: 'NotificationOutlined',
  letter: 'MailOutlined',
  todo: 'CarryOutOutlined',
};

function readerOf(principal: Principal): repository.Reader {
  switch (principal.kind) {
    case 'admin':
      return { audience: 'admin', readerId: principal.adminId };
    case 'agent':
      return { audience: 'agent', readerId: principal.agentUserId };
    case 'customer':
      return { audience: 'customer', readerId: principal.customerId };
  }
}

interface NoticeRow {
  id: number;
  type: NoticeType;
  title: string;
  content: string;
  description: string;
  icon: string;
  avatar: string;
  status: number;
  visible_from: Date;
}

function toItem(row: NoticeRow, read: boolean): NoticeItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    time: iso(row.visible_from),
    icon: row.icon,
    avatar: row.avatar,
    content: row.content,
    description: row.description,
    status: row.status,
    read: read ? 1 : 0,
  };
}

export async function unread(db: Db, principal: Principal): Promise<UnreadNotices> {
  const rows = await repository.latestUnread(db, scopeOf(principal), readerOf(principal), UNREAD_PER_TYPE);
  const answer: UnreadNotices = { notice: [], letter: [], todo: [], total: Number(rows[0]?.total ?? 0) };
  for (const row of rows) answer[row.type].push(toItem(row, false));
  return answer;
}

export async function list(db: Db, principal: Principal, query: NoticeListQuery) {
  const { rows, total } = await repository.listPage(db, scopeOf(principal), readerOf(principal), query);
  return { rows: rows.map((row) => toItem(row, Boolean(row.is_read))), total };
}

/**
 * Marks the given notices (or every unread one of a type) read for the caller. Any id the caller cannot
 * see is answered as not found, and then nothing is marked.
 */
export async function markRead(db: Db, principal: Principal, input: MarkNoticesReadRequest) {
  const scope = scopeOf(principal);
  const reader = readerOf(principal);
  let ids: number[];
  if (input.ids) {
    const wanted = [...new Set(input.ids)];
    const visible = await repository.visibleIds(db, scope, wanted);
    if (visible.length !== wanted.length) throw notFound('notice not found');
    ids = wanted;
  } else {
    ids = await repository.unreadIdsOfType(db, scope, reader, input.type as NoticeType);
  }
  const marked = await repository.markRead(db, reader, ids);
  return { marked, unread: await repository.unreadCount(db, scope, reader) };
}

/**
 * A notice from the platform. A letter to one customer goes to that customer's agent's tenant; a named
 * agent or customer must exist.
 */
export async function send(
  db: Db,
  principal: Extract<Principal, { kind: 'admin' }>,
  input: SendNoticeRequest,
): Promise<NoticeItem> {
  let agentId = input.agent_id ?? null;
  if (agentId !== null && !(await repository.agentExists(db, agentId))) throw notFound('agent not found');
  let customerId: number | null = null;
  if (input.customer_id !== undefined) {
    const customer = await findCustomer(db, { kind: 'platform' }, input.customer_id);
    if (!customer) throw notFound('customer not found');
    if (agentId !== null && agentId !== customer.agent_id)
      throw badRequest('agent_id: the customer belongs to another agent');
    agentId = customer.agent_id;
    customerId = customer.id;
  }
  const visibleFrom = input.send_time ? futureSendTime(input.send_time) : undefined;
  const row = await repository.insertNotice(db, {
    type: input.type,
    title: input.title,
    content: input.content,
    description: input.description,
    status: input.type === 'todo' ? input.status : 0,
    audience: input.audience,
    agentId,
    customerId,
    createdByAdminId: principal.adminId,
    icon: input.icon || DEFAULT_ICON[input.type],
    avatar: input.avatar,
    visibleFrom,
  });
  return toItem(row, false);
}

/** How far ahead a notice may be scheduled. */
const SCHEDULE_MAX_MS = 366 * 86_400_000;

/** A send time that schedules a notice: later than now, within a year. */
function futureSendTime(sendTime: string): Date {
  const at = new Date(sendTime);
  const now = Date.now();
  if (at.getTime() <= now) throw badRequest('send_time: the send time must be in the future');
  if (at.getTime() > now + SCHEDULE_MAX_MS)
    throw badRequest('send_time: the send time must be within a year');
  return at;
}

// ---- the notices the platform sent (admin › operational › notice) ----

function stateOf(row: { visible_from: Date; withdrawn_at: Date | null }, now: Date): NoticeState {
  if (row.withdrawn_at) return 'withdrawn';
  return row.visible_from > now ? 'scheduled' : 'visible';
}

async function toSentItems(db: Db, rows: repository.SentRow[]): Promise<SentNoticeItem[]> {
  // one count per distinct audience (a page holds few): the notices to every customer share theirs
  const counts = new Map<string, Promise<number>>();
  const countOf = (row: repository.SentRow) => {
    const recipients = { audience: row.audience, agentId: row.agent_id, customerId: row.customer_id };
    const key = JSON.stringify(recipients);
    if (!counts.has(key)) counts.set(key, repository.recipientCount(db, recipients));
    return counts.get(key) as Promise<number>;
  };
  const now = new Date();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      content: row.content,
      description: row.description,
      icon: row.icon,
      avatar: row.avatar,
      status: row.status,
      audience: row.audience,
      agent_id: row.agent_id ?? 0,
      agent_name: row.agent_name ?? '',
      customer_id: row.customer_id ?? 0,
      customer_name: row.customer_name ?? '',
      state: stateOf(row, now),
      send_time: iso(row.visible_from),
      create_time: iso(row.created_at),
      update_time: iso(row.updated_at),
      withdrawn_time: iso(row.withdrawn_at),
      sender_name: row.sender_name ?? '',
      audience_count: await countOf(row),
      read_count: Number(row.read_count ?? 0),
    })),
  );
}

export async function sentList(db: Db, query: SentNoticeListQuery) {
  const { rows, total } = await repository.sentPage(db, query);
  return { rows: await toSentItems(db, rows), total };
}

/**
 * Edits what a sent notice says; a scheduled one may also move its send time (still in the future). A
 * notice out already keeps its send time (moving it would take it back from readers), a withdrawn one
 * changes no more.
 */
export async function update(db: Db, input: UpdateNoticeRequest): Promise<SentNoticeItem> {
  await db.transaction().execute(async (trx) => {
    const notice = await repository.lockNotice(trx, input.id);
    if (!notice) throw notFound('notice not found');
    if (notice.withdrawn_at) throw badRequest('this notice has been withdrawn');
    const scheduled = notice.visible_from > new Date();
    if (input.send_time && !scheduled)
      throw badRequest('send_time: a notice already sent keeps its send time');
    await repository.updateNotice(trx, input.id, {
      title: input.title,
      content: input.content,
      description: input.description ?? '',
      icon: input.icon || DEFAULT_ICON[notice.type],
      avatar: input.avatar ?? '',
      status: notice.type === 'todo' ? (input.status ?? 0) : 0,
      ...(input.send_time ? { visible_from: futureSendTime(input.send_time) } : {}),
    });
  });
  return sentItem(db, input.id);
}

/** Withdraws a notice: it leaves every recipient's message centre and popover (reads stay, for the record). */
export async function withdraw(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const notice = await repository.lockNotice(trx, id);
    if (!notice) throw notFound('notice not found');
    if (notice.withdrawn_at) throw badRequest('this notice has been withdrawn');
    await repository.updateNotice(trx, id, { withdrawn_at: new Date() });
  });
}

async function sentItem(db: Db, id: number): Promise<SentNoticeItem> {
  const row = await repository.findSent(db, id);
  if (!row) throw notFound('notice not found');
  const [item] = await toSentItems(db, [row]);
  return item as SentNoticeItem;
}
