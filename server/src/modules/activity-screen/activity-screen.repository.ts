import type { Db } from '#server/db/database.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

const activityColumns = [
  'activities.id',
  'activities.agent_id',
  'activities.customer_id',
  'activities.title',
  'activities.lifecycle',
  'activities.cancelled_at',
  'activities.begin_time',
  'activities.end_time',
  'activities.h5_code',
] as const;

/** One of the organiser's activities (another's is not found). */
export const ownActivity = (db: Db, scope: CustomerScope, id: number) =>
  db
    .selectFrom('activities')
    .select(activityColumns)
    .where(whereTenant(scope, 'activities'))
    .where('activities.id', '=', id)
    .executeTakeFirst();

// tenancy: an attendee holds no account: the unguessable h5 code of the activity's QR is what names it
/** The activity an h5 code belongs to, with its organiser's display name. */
export const activityByCode = (db: Db, code: string) =>
  db
    .selectFrom('activities')
    .innerJoin('customers', 'customers.id', 'activities.customer_id')
    .select([...activityColumns, 'customers.nickname as organiser'])
    .where('activities.h5_code', '=', code)
    .executeTakeFirst();

// tenancy: a venue's screen names its activity by id and proves the access password (or a ticket for it)
/** An activity by id with its access password hash (null = none set). */
export const activityWithPassword = (db: Db, id: number) =>
  db
    .selectFrom('activities')
    .leftJoin('activity_settings', 'activity_settings.activity_id', 'activities.id')
    .select([...activityColumns, 'activity_settings.password_hash'])
    .where('activities.id', '=', id)
    .executeTakeFirst();

export type ScreenActivity = NonNullable<Awaited<ReturnType<typeof ownActivity>>>;

// tenancy: the counts below take an activity the caller has already found in its scope (or by its code)
const countOf = async (query: Promise<{ n: string | number | bigint }>) => Number((await query).n);

export const signinCount = (db: Db, activityId: number) =>
  countOf(
    db
      .selectFrom('activity_signins')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('activity_id', '=', activityId)
      .executeTakeFirstOrThrow(),
  );

export const vipPersonCount = (db: Db, activityId: number) =>
  countOf(
    db
      .selectFrom('activity_vip_persons')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('activity_id', '=', activityId)
      .executeTakeFirstOrThrow(),
  );

export const latestSignins = (db: Db, activityId: number, limit: number) =>
  db
    .selectFrom('activity_signins')
    .select(['name', 'created_at'])
    .where('activity_id', '=', activityId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

// tenancy: the row is owned like the activity found by its code (its agent and organiser)
/** Records an attendee's sign-in; a phone that signed in before keeps its first (false is answered). */
export async function insertSignin(
  db: Db,
  activity: Pick<ScreenActivity, 'id' | 'agent_id' | 'customer_id'>,
  person: { name: string; phone: string },
) {
  const inserted = await db
    .insertInto('activity_signins')
    .values({
      activity_id: activity.id,
      agent_id: activity.agent_id,
      customer_id: activity.customer_id,
      name: person.name,
      phone: person.phone,
    })
    .onConflict((conflict) => conflict.columns(['activity_id', 'phone']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
