import type { Db } from '#server/db/database.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import * as repository from './activity.repository.ts';
import { type CustomerPrincipal, withActivity } from './activity-access.ts';
import { zonedToInstant } from './zoned-time.ts';

/** An activity's begin and end: wall times in the customer's time zone, the begin before the end. */

export function instants(begin: string, end: string, timeZone: string) {
  const beginTime = zonedToInstant(begin, timeZone);
  const endTime = zonedToInstant(end, timeZone);
  if (!(beginTime < endTime)) throw badRequest('the begin time must be before the end time');
  return { beginTime, endTime };
}

/** updateBeginTime (the time dialog): a new begin and end; the VIP deadline must stay within them. */
export const updateBeginTime = (
  db: Db,
  principal: CustomerPrincipal,
  input: { id: number; begin_time: string; end_time: string; tz: string },
) => {
  const { beginTime, endTime } = instants(input.begin_time, input.end_time, input.tz);
  return withActivity(db, principal, input.id, 'updateBeginTime', async (trx, row, _now, scope) => {
    if (row.vip_last_time && row.vip_last_time > endTime) {
      throw badRequest('the VIP deadline must not be after the end time');
    }
    await repository.updateActivity(trx, scope, row.id, { begin_time: beginTime, end_time: endTime });
  });
};
