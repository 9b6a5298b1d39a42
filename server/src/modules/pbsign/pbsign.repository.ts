import type { Db } from '#server/db/database.ts';
import { containing, keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * Sign-in devices: the catalogue (device_products, device_units) is the platform's, the same for every
 * tenant; a binding (device_bindings) and a sign-in (activity_signins) belong to one customer of one agent
 * and are read through that customer's scope.
 */

type Page = { page: number; limit: number };

// ---- the catalogue ----

const modelColumns = [
  'device_products.id',
  'device_products.name',
  'device_products.description',
  'device_products.cover',
  'device_products.status',
  'device_products.sort',
  'device_products.created_at',
  'device_products.updated_at',
] as const;

function models(db: Db, keyword?: string) {
  let query = db.selectFrom('device_products');
  const match = keywordMatch<Database, 'device_products'>(keyword, [
    'device_products.name',
    'device_products.description',
  ]);
  if (match) query = query.where(match);
  return query;
}

function withCounts(query: ReturnType<typeof models>) {
  return query
    .select(modelColumns)
    .select((eb) =>
      eb
        .selectFrom('device_units')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('device_units.product_id', '=', 'device_products.id')
        .where('device_units.retired_at', 'is', null)
        .as('units'),
    )
    .select((eb) =>
      eb
        .selectFrom('device_units')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('device_units.product_id', '=', 'device_products.id')
        .where('device_units.retired_at', 'is', null)
        .where((inner) =>
          inner.exists(
            inner
              .selectFrom('device_bindings')
              .select('device_bindings.id')
              .whereRef('device_bindings.unit_id', '=', 'device_units.id')
              .where('device_bindings.ends_at', '>', new Date()),
          ),
        )
        .as('bound'),
    );
}

// tenancy: the platform's catalogue (admin.product.device)
export function listModels(db: Db, keyword: string | undefined, page: Page) {
  const query = models(db, keyword);
  return pageWithin(db, query, page, (window) =>
    withCounts(query)
      .orderBy('device_products.sort')
      .orderBy('device_products.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}
export type ModelRow = Awaited<ReturnType<typeof listModels>>['rows'][number];

// tenancy: the platform's catalogue: one model by id
export const findModel = (db: Db, id: number): Promise<ModelRow | undefined> =>
  withCounts(models(db).where('device_products.id', '=', id)).executeTakeFirst();

export interface ModelValues {
  name: string;
  description: string;
  cover: string;
  sort: number;
  status: number;
}

// tenancy: the platform's catalogue (admin.product.device.manage)
export const insertModel = async (db: Db, values: ModelValues) =>
  (await db.insertInto('device_products').values(values).returning('id').executeTakeFirstOrThrow()).id;

// tenancy: the platform's catalogue (admin.product.device.manage)
export const updateModel = async (db: Db, id: number, values: Partial<ModelValues>) =>
  (
    await db
      .updateTable('device_products')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

function units(db: Db, productId: number, keyword?: string) {
  let query = db.selectFrom('device_units').where('device_units.product_id', '=', productId);
  if (keyword) query = query.where('device_units.serial', 'ilike', containing(keyword));
  return query;
}

const unitColumns = (query: ReturnType<typeof units>, now: Date) =>
  query
    .select([
      'device_units.id',
      'device_units.product_id',
      'device_units.serial',
      'device_units.retired_at',
      'device_units.created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('device_bindings')
        .innerJoin('activities', 'activities.id', 'device_bindings.activity_id')
        .where('device_bindings.ends_at', '>', now)
        .select('activities.title')
        .whereRef('device_bindings.unit_id', '=', 'device_units.id')
        .orderBy('device_bindings.begins_at')
        .limit(1)
        .as('activity_title'),
    );

// tenancy: the platform's catalogue (admin.product.device): units of every tenant's bindings
export function listUnits(db: Db, productId: number, keyword: string | undefined, page: Page) {
  const query = units(db, productId, keyword);
  return pageWithin(db, query, page, (window) =>
    unitColumns(query, new Date())
      .orderBy('device_units.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}
export type UnitRow = Awaited<ReturnType<typeof listUnits>>['rows'][number];

// tenancy: the platform's catalogue: one unit by id
export const findUnit = (db: Db, id: number): Promise<UnitRow | undefined> =>
  unitColumns(db.selectFrom('device_units').where('device_units.id', '=', id), new Date()).executeTakeFirst();

// tenancy: the platform's catalogue (admin.product.device.manage); a taken serial answers undefined
export const insertUnit = async (db: Db, values: { product_id: number; serial: string; key_hash: string }) =>
  (
    await db
      .insertInto('device_units')
      .values(values)
      .onConflict((conflict) => conflict.column('serial').doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id;

// tenancy: the platform's catalogue (admin.product.device.manage)
export const retireUnit = (db: Db, id: number) =>
  db.updateTable('device_units').set({ retired_at: new Date() }).where('id', '=', id).execute();

// tenancy: a unit's bindings of every tenant: whether one is not over (retiring, binding)
export const hasOpenBinding = async (db: Db, unitId: number) =>
  (await db
    .selectFrom('device_bindings')
    .select('id')
    .where('unit_id', '=', unitId)
    .where('ends_at', '>', new Date())
    .executeTakeFirst()) !== undefined;

// ---- a unit found by serial (binding, the kiosk) ----

// tenancy: a unit is named by its serial; the catalogue is the platform's (the caller proves the key or
// binds it to an activity of its own scope)
export const unitBySerial = (db: Db, serial: string) =>
  db
    .selectFrom('device_units')
    .innerJoin('device_products', 'device_products.id', 'device_units.product_id')
    .select([
      'device_units.id',
      'device_units.serial',
      'device_units.key_hash',
      'device_units.retired_at',
      'device_products.name as device_name',
      'device_products.status as product_status',
    ])
    .where('device_units.serial', '=', serial)
    .executeTakeFirst();

// tenancy: the unit's row, locked for a binding's overlap check
export const lockUnit = (db: Db, id: number) =>
  db
    .selectFrom('device_units')
    .select(['id', 'retired_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

// tenancy: a unit's bindings of every tenant: one whose period overlaps [begin, end)
export const overlapping = (db: Db, unitId: number, begin: Date, end: Date) =>
  db
    .selectFrom('device_bindings')
    .select(['id', 'activity_id'])
    .where('unit_id', '=', unitId)
    .where('begins_at', '<', end)
    .where('ends_at', '>', begin)
    .executeTakeFirst();

// tenancy: the activity a unit is bound to at `now` (the kiosk, which proved the unit's key)
export const activityNow = (db: Db, unitId: number, now: Date) =>
  db
    .selectFrom('device_bindings')
    .innerJoin('activities', 'activities.id', 'device_bindings.activity_id')
    .innerJoin('customers', 'customers.id', 'activities.customer_id')
    .select([
      'activities.id',
      'activities.agent_id',
      'activities.customer_id',
      'activities.title',
      'activities.lifecycle',
      'activities.cancelled_at',
      'activities.begin_time',
      'activities.end_time',
      'customers.nickname as organiser',
    ])
    .where('device_bindings.unit_id', '=', unitId)
    .where('device_bindings.begins_at', '<=', now)
    .where('device_bindings.ends_at', '>', now)
    .executeTakeFirst();

// ---- the customer's own ----

// tenancy: the customer's activities
export const ownActivities = (db: Db, scope: CustomerScope) =>
  db
    .selectFrom('activities')
    .select(['id', 'title', 'lifecycle', 'cancelled_at', 'begin_time', 'end_time'])
    .where(whereTenant(scope, 'activities'))
    .where('lifecycle', '=', 'paid')
    .where('cancelled_at', 'is', null)
    .where('end_time', '>', new Date())
    .orderBy('begin_time')
    .limit(200)
    .execute();

// tenancy: one of the customer's activities
export const ownActivity = (db: Db, scope: CustomerScope, id: number) =>
  db
    .selectFrom('activities')
    .select(['id', 'agent_id', 'customer_id', 'title', 'lifecycle', 'cancelled_at', 'begin_time', 'end_time'])
    .where(whereTenant(scope, 'activities'))
    .where('id', '=', id)
    .executeTakeFirst();

function bindings(db: Db, scope: CustomerScope) {
  return db
    .selectFrom('device_bindings')
    .innerJoin('activities', 'activities.id', 'device_bindings.activity_id')
    .innerJoin('device_units', 'device_units.id', 'device_bindings.unit_id')
    .innerJoin('device_products', 'device_products.id', 'device_units.product_id')
    .where(whereTenant(scope, 'device_bindings'));
}

const bindingColumns = (query: ReturnType<typeof bindings>) =>
  query
    .select([
      'device_bindings.id',
      'device_bindings.activity_id',
      'activities.title as activity_title',
      'device_bindings.unit_id as device_id',
      'device_units.serial',
      'device_products.name as device_name',
      'device_bindings.begins_at',
      'device_bindings.ends_at',
      'device_bindings.created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('activity_signins')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('activity_signins.activity_id', '=', 'device_bindings.activity_id')
        .whereRef('activity_signins.device_id', '=', 'device_bindings.unit_id')
        .as('signins'),
    );

// tenancy: the customer's bindings
export function listBindings(db: Db, scope: CustomerScope, page: Page) {
  const query = bindings(db, scope);
  return pageWithin(db, query, page, (window) =>
    bindingColumns(query)
      .orderBy('device_bindings.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}
export type BindingRow = Awaited<ReturnType<typeof listBindings>>['rows'][number];

// tenancy: one of the customer's bindings
export const ownBinding = (db: Db, scope: CustomerScope, id: number): Promise<BindingRow | undefined> =>
  bindingColumns(bindings(db, scope).where('device_bindings.id', '=', id)).executeTakeFirst();

// tenancy: the row is owned like the customer's activity it binds
export const insertBinding = async (
  db: Db,
  values: {
    unit_id: number;
    activity_id: number;
    agent_id: number;
    customer_id: number;
    begins_at: Date;
    ends_at: Date;
  },
) => (await db.insertInto('device_bindings').values(values).returning('id').executeTakeFirstOrThrow()).id;

// tenancy: one of the customer's bindings
export const deleteBinding = (db: Db, scope: CustomerScope, id: number) =>
  db.deleteFrom('device_bindings').where(whereTenant(scope)).where('id', '=', id).executeTakeFirst();

export interface LogFilter {
  activityId?: number;
  deviceId?: number;
  startDate?: string;
  endDate?: string;
  keyword?: string;
  ids?: number[];
}

/** The sign-ins the customer's devices recorded, filtered. */
export function deviceSignins(db: Db, scope: CustomerScope, filter: LogFilter) {
  let query = db
    .selectFrom('activity_signins')
    .innerJoin('activities', 'activities.id', 'activity_signins.activity_id')
    .innerJoin('device_units', 'device_units.id', 'activity_signins.device_id')
    .where(whereTenant(scope, 'activity_signins'));
  if (filter.activityId) query = query.where('activity_signins.activity_id', '=', filter.activityId);
  if (filter.deviceId) query = query.where('activity_signins.device_id', '=', filter.deviceId);
  if (filter.ids) query = query.where('activity_signins.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.startDate)
    query = query.where('activity_signins.created_at', '>=', new Date(`${filter.startDate}T00:00:00+08:00`));
  if (filter.endDate)
    query = query.where(
      'activity_signins.created_at',
      '<',
      new Date(new Date(`${filter.endDate}T00:00:00+08:00`).getTime() + 86_400_000),
    );
  const keyword = keywordMatch<Database, 'activity_signins'>(filter.keyword, [
    'activity_signins.name',
    'activity_signins.phone',
  ]);
  if (keyword) query = query.where(keyword);
  return query;
}

export const logColumns = [
  'activity_signins.id',
  'activity_signins.activity_id',
  'activities.title as activity_title',
  'activity_signins.name',
  'activity_signins.phone',
  'activity_signins.device_id',
  'device_units.serial',
  'activity_signins.created_at',
] as const;

// tenancy: the customer's sign-ins (deviceSignins scopes them)
export function listLogs(db: Db, scope: CustomerScope, filter: LogFilter, page: Page) {
  const query = deviceSignins(db, scope, filter);
  return pageWithin(db, query, page, (window) =>
    query
      .select(logColumns)
      .orderBy('activity_signins.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

// tenancy: the count of an activity the kiosk is bound to now (it proved the unit's key)
export const signinCount = async (db: Db, activityId: number) =>
  Number(
    (
      await db
        .selectFrom('activity_signins')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('activity_id', '=', activityId)
        .executeTakeFirstOrThrow()
    ).n,
  );

// tenancy: the row is owned like the activity the kiosk is bound to now
/** Records a sign-in at the kiosk; a phone that signed in before (h5 or a device) keeps its first. */
export const insertDeviceSignin = async (
  db: Db,
  activity: { id: number; agent_id: number; customer_id: number },
  unitId: number,
  person: { name: string; phone: string },
) =>
  (await db
    .insertInto('activity_signins')
    .values({
      activity_id: activity.id,
      agent_id: activity.agent_id,
      customer_id: activity.customer_id,
      name: person.name,
      phone: person.phone,
      device_id: unitId,
    })
    .onConflict((conflict) => conflict.columns(['activity_id', 'phone']).doNothing())
    .returning('id')
    .executeTakeFirst()) !== undefined;
