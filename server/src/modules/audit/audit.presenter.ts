import type { AuditLogDetail, AuditLogItem } from '@onsite/contracts';
import { iso } from '#server/platform/time.ts';
import { type AuditRow, LOGIN_ROUTES } from './audit.repository.ts';

const named = (name: string | null, login: string | null) =>
  [name, login && login !== name ? `(${login})` : ''].filter(Boolean).join(' ');

/** Who acted, as a reader knows them now; a failed sign-in shows the login that was tried. */
function actorName(row: AuditRow): string {
  switch (row.audience) {
    case 'admin':
      return named(row.admin_nickname, row.admin_username);
    case 'agent':
      return named(row.agent_user_name, row.agent_user_email);
    case 'customer':
      return named(row.customer_nickname, row.customer_mobile ?? row.customer_email);
    default:
      return (LOGIN_ROUTES as readonly string[]).includes(row.route) ? triedLogin(row.summary) : '';
  }
}

function triedLogin(summary: string): string {
  try {
    const username = (JSON.parse(summary) as { body?: { username?: unknown } }).body?.username;
    return typeof username === 'string' ? username : '';
  } catch {
    return '';
  }
}

const resultOf = (status: number): AuditLogItem['result'] =>
  status < 400 ? 'ok' : status < 500 ? 'refused' : 'error';

export function toAuditItem(row: AuditRow): AuditLogItem {
  return {
    id: row.id,
    create_time: iso(row.created_at),
    audience: row.audience,
    actor_id: row.actor_id,
    actor_name: actorName(row),
    support_by_name: row.support_by_name ?? '',
    agent_id: row.agent_id,
    agent_name: row.agent_name ?? '',
    customer_id: row.customer_id,
    method: row.method,
    route: row.route,
    status_code: row.status_code,
    result: resultOf(row.status_code),
    ip: row.ip,
    user_agent: row.user_agent,
    request_id: row.request_id,
  };
}

export const toAuditDetail = (row: AuditRow): AuditLogDetail => ({
  ...toAuditItem(row),
  summary: row.summary,
});
