import type { ListTotal } from '#server/db/paging.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';

/**
 * Success envelope: `{ code: 0, msg, data }`; lists add `count` = the total, not the page length. `msg` is a
 * catalogue key; `registerMessageLocalisation` answers it in the request's language.
 */
export function ok<T>(data: T, msg: MessageKey = 'success') {
  return { code: 0, msg, data };
}

/**
 * A page of a list: `count` is the total, or a capped total (db/paging.ts) — then `count_capped: true` says
 * there are more rows than `count` (the field is left out otherwise, so older clients read the same shape).
 */
export function okList<T>(rows: T[], total: number | ListTotal, msg: MessageKey = 'success') {
  if (typeof total === 'number') return { code: 0, msg, data: rows, count: total };
  return total.capped
    ? { code: 0, msg, data: rows, count: total.count, count_capped: true as const }
    : { code: 0, msg, data: rows, count: total.count };
}
