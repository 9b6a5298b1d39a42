/** Success envelope: `{ code: 0, msg, data }`; lists add `count` = the total, not the page length. */
export function ok<T>(data: T, msg = 'success') {
  return { code: 0, msg, data };
}

export function okList<T>(rows: T[], count: number, msg = 'success') {
  return { code: 0, msg, data: rows, count };
}
