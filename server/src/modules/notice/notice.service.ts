import type {
  MarkNoticesReadRequest,
  NoticeItem,
  NoticeListQuery,
  NoticeType,
  SendNoticeRequest,
  UnreadNotices,
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
  created_at: Date;
}

function toItem(row: NoticeRow, read: boolean): NoticeItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    time: iso(row.created_at),
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
  });
  return toItem(row, false);
}
