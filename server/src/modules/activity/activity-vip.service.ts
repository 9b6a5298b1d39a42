import type { Db } from '#server/db/database.ts';
import { badRequest } from '#server/platform/http/errors.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './activity.repository.ts';
import { type CustomerPrincipal, ownActivity, withActivity } from './activity-access.ts';
import { zonedToInstant } from './zoned-time.ts';

/** An activity's VIP persons: the list with its deadline and capacity, adding one, and the deadline. */

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

export const addVipPerson = (
  db: Db,
  principal: CustomerPrincipal,
  input: { id: number; name: string; mobile: string },
) =>
  withActivity(db, principal, input.id, 'addVipPerson', async (trx, row, _now, scope) => {
    if (row.vip_count >= row.capacity) throw badRequest('the VIP list of this activity is full');
    if (await repository.findVipPersonByMobile(trx, row.id, input.mobile)) {
      throw badRequest('this phone number is already a VIP of this activity');
    }
    await repository.insertVipPerson(trx, scope, row.id, { name: input.name, mobile: input.mobile });
  });

export const updateVipLastTime = (
  db: Db,
  principal: CustomerPrincipal,
  input: { id: number; vip_last_time: string; tz: string },
) => {
  const lastTime = input.vip_last_time ? zonedToInstant(input.vip_last_time, input.tz) : null;
  return withActivity(db, principal, input.id, 'updateVipLastTime', async (trx, row, _now, scope) => {
    if (lastTime && lastTime > row.end_time)
      throw badRequest('the VIP deadline must not be after the end time');
    await repository.updateActivity(trx, scope, row.id, { vip_last_time: lastTime });
  });
};
