import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0061_sign_devices.ts';
import * as deviceRental from './0073_device_rental.ts';

const ctx = useTestContext();

describe('migration 0061: sign-in devices', () => {
  it('keeps the h5 sign-ins (device_id null) and goes down and up again', async () => {
    const activity = await ctx.db
      .selectFrom('activities')
      .select(['id', 'agent_id', 'customer_id'])
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('activity_signins')
      .values({
        ...{ activity_id: activity.id, agent_id: activity.agent_id, customer_id: activity.customer_id },
        name: '李雷',
        phone: '13912345678',
      })
      .execute();
    const db = ctx.db as unknown as Kysely<unknown>;
    // migration 0073's rentals and offers refer to the device tables: it goes down first and up after
    await deviceRental.down(db);
    await down(db);
    await up(db);
    await deviceRental.up(db);
    const rows = await ctx.db.selectFrom('activity_signins').select(['phone', 'device_id']).execute();
    expect(rows).toContainEqual({ phone: '13912345678', device_id: null });
    expect(await ctx.db.selectFrom('device_units').select('id').execute()).toEqual([]);
  });
});
