import type { MessageKey } from '#server/platform/i18n/messages.ts';

/**
 * Success envelope: `{ code: 0, msg, data }`; lists add `count` = the total, not the page length. `msg` is a
 * catalogue key; `registerMessageLocalisation` answers it in the request's language.
 */
export function ok<T>(data: T, msg: MessageKey = 'success') {
  return { code: 0, msg, data };
}

export function okList<T>(rows: T[], count: number, msg: MessageKey = 'success') {
  return { code: 0, msg, data: rows, count };
}
