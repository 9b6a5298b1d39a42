import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { containing, keywordMatch } from '#server/db/keyword.ts';
import { pageWithin } from '#server/db/paging.ts';
import type { Database } from '#server/db/schema.ts';
import { liftedRetail } from '#server/platform/catalogue-offer.ts';
import type { AgentScope, CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

/**
 * Sign-in devices: the catalogue (device_products, device_units) is the platform's, the same for every
 * tenant; a binding (device_bindings) and a sign-in (activity_signins) belong to one customer of one agent
 * and are read through that customer's scope.
 */

type Page = { page: number; limit: number };

/**
 * The one rule of which bindings hold their unit (the overlap check, a unit's state, retiring): an active
 * one, or a pending rental whose reservation has not expired. A pending rental unpaid past `expires_at`, and
 * an ended binding, no longer block anybody.
 */
export const holdsUnit = (now: Date) => (eb: ExpressionBuilder<Database, 'device_bindings'>) =>
  eb.or([
    eb('device_bindings.state', '=', 'active'),
    eb.and([eb('device_bindings.state', '=', 'pending'), eb('device_bindings.expires_at', '>', now)]),
  ]);

// ---- the catalogue ----

const modelColumns = [
  'device_products.id',
  'device_products.name',
  'device_products.description',
  'device_products.cover',
  'device_products.status',
  'device_products.sort',
  'device_products.day_price',
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
              .where('device_bindings.ends_at', '>', new Date())
              .where(holdsUnit(new Date())),
          ),
        )
        .as('bound'),
    )
    .select((eb) =>
      eb
        .selectFrom('agent_device_offers')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('agent_device_offers.device_id', '=', 'device_products.id')
        .as('agents'),
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
  day_price: number;
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
    // the binding holding the unit that is not over yet (the current or next one): its activity and renter
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('device_bindings')
          .innerJoin('activities', 'activities.id', 'device_bindings.activity_id')
          .innerJoin('customers', 'customers.id', 'device_bindings.customer_id')
          .innerJoin('agents', 'agents.id', 'device_bindings.agent_id')
          .whereRef('device_bindings.unit_id', '=', 'device_units.id')
          .where('device_bindings.ends_at', '>', now)
          .where(holdsUnit(now))
          .select([
            'activities.title as activity_title',
            sql<string>`coalesce(nullif(customers.nickname, ''), customers.mobile, customers.email, '')`.as(
              'customer_name',
            ),
            'agents.corporate_name as agent_name',
            'device_bindings.state as binding_state',
          ])
          .orderBy('device_bindings.begins_at')
          .limit(1)
          .as('holding'),
      (join) => join.onTrue(),
    )
    .select([
      'device_units.id',
      'device_units.product_id',
      'device_units.serial',
      'device_units.retired_at',
      'device_units.created_at',
      'holding.activity_title',
      'holding.customer_name',
      'holding.agent_name',
      'holding.binding_state',
    ]);

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
    .where(holdsUnit(new Date()))
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
      'device_products.id as product_id',
      'device_products.day_price',
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

// tenancy: a unit's bindings of every tenant: one holding it whose period overlaps [begin, end) (`except`:
// the binding being paid for, which does not clash with itself)
export const overlapping = (db: Db, unitId: number, begin: Date, end: Date, except?: number) => {
  let query = db
    .selectFrom('device_bindings')
    .select(['id', 'activity_id'])
    .where('unit_id', '=', unitId)
    .where('begins_at', '<', end)
    .where('ends_at', '>', begin)
    .where(holdsUnit(new Date()));
  if (except !== undefined) query = query.where('id', '<>', except);
  return query.executeTakeFirst();
};

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
    .where('device_bindings.state', '=', 'active')
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
    .leftJoin('orders', 'orders.id', 'device_bindings.order_id')
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
      'device_bindings.state',
      'device_bindings.expires_at',
      'orders.order_no',
      'orders.pay_amount as amount',
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
    state: 'pending' | 'active';
    order_id: number | null;
    expires_at: Date | null;
  },
) => (await db.insertInto('device_bindings').values(values).returning('id').executeTakeFirstOrThrow()).id;

// tenancy: one of the customer's bindings, locked while it is unbound
export const lockBinding = (db: Db, scope: CustomerScope, id: number) =>
  db
    .selectFrom('device_bindings')
    .select(['id', 'unit_id', 'state', 'order_id', 'begins_at', 'ends_at'])
    .where(whereTenant(scope))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

// tenancy: one of the customer's bindings
export const deleteBinding = (db: Db, scope: CustomerScope, id: number) =>
  db.deleteFrom('device_bindings').where(whereTenant(scope)).where('id', '=', id).executeTakeFirst();

// tenancy: the binding a customer's order rents (the order's owner columns scope it)
export const bindingOfOrder = (db: Db, scope: CustomerScope, orderId: number) =>
  db
    .selectFrom('device_bindings')
    .select(['id', 'unit_id', 'state', 'begins_at', 'ends_at', 'expires_at'])
    .where(whereTenant(scope))
    .where('order_id', '=', orderId)
    .executeTakeFirst();

// tenancy: one of the customer's bindings (a rental's payment, a refund, a cancellation)
export const setBindingState = (
  db: Db,
  scope: CustomerScope,
  id: number,
  values: { state: 'pending' | 'active' | 'ended'; expires_at?: Date | null; ended_at?: Date | null },
) => db.updateTable('device_bindings').set(values).where(whereTenant(scope)).where('id', '=', id).execute();

// tenancy: the customer's order just made (by its number) for the binding that rents through it
export const ownOrderId = async (db: Db, scope: CustomerScope, orderNo: string) =>
  (
    await db
      .selectFrom('orders')
      .select('id')
      .where(whereTenant(scope))
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow()
  ).id;

// ---- offers (the partner drawer's tab) and what a site rents out ----

/** The agent's offers (the drawer's tab: at what price, when and by whom each was offered). */
export const offersOf = (db: Db, scope: AgentScope) =>
  db
    .selectFrom('agent_device_offers')
    .leftJoin('admins', 'admins.id', 'agent_device_offers.offered_by')
    .select([
      'agent_device_offers.device_id',
      'agent_device_offers.price',
      'agent_device_offers.retail_price',
      'agent_device_offers.enabled',
      'agent_device_offers.offered_at',
      'admins.nickname as offered_by',
    ])
    .where(whereTenant(scope, 'agent_device_offers'))
    .execute();

/** Offers the model at the wholesale day `price` (retail the same, switched on), or changes its wholesale. */
export const upsertOffer = (
  db: Db,
  scope: AgentScope,
  deviceId: number,
  price: number,
  offeredBy: number | null,
) =>
  db
    .insertInto('agent_device_offers')
    .values({
      agent_id: scope.agentId,
      device_id: deviceId,
      price,
      retail_price: price,
      offered_by: offeredBy,
    })
    .onConflict((conflict) =>
      conflict.columns(['agent_id', 'device_id']).doUpdateSet({
        price,
        retail_price: liftedRetail('agent_device_offers'),
        updated_at: new Date(),
      }),
    )
    .execute();

export const deleteOffer = (db: Db, scope: AgentScope, deviceId: number) =>
  db.deleteFrom('agent_device_offers').where(whereTenant(scope)).where('device_id', '=', deviceId).execute();

// tenancy: the platform's catalogue: one model's row, locked while its offers or its price change
export const lockModel = (db: Db, id: number) =>
  db
    .selectFrom('device_products')
    .select(['id', 'day_price as price', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

// tenancy: every agent's offers of one model, for the platform: the lowest agent price (a raise of the
// platform's day price must not pass it)
export const lowestOfferPrice = async (db: Db, deviceId: number): Promise<number | null> =>
  (
    await db
      .selectFrom('agent_device_offers')
      .select((eb) => eb.fn.min<number>('price').as('lowest'))
      .where('device_id', '=', deviceId)
      .executeTakeFirst()
  )?.lowest ?? null;

/** The site's offer of a model: switched on, at its retail and wholesale day prices; none = not rented out. */
export const siteOffer = (db: Db, site: AgentScope, deviceId: number) =>
  db
    .selectFrom('agent_device_offers')
    .select(['device_id as id', 'retail_price', 'price as wholesale_price'])
    .where(whereTenant(site, 'agent_device_offers'))
    .where('device_id', '=', deviceId)
    .where('enabled', '=', true)
    .executeTakeFirst();

// tenancy: agents as the platform manages them (admin.partner), to tell a missing agent from one without offers
export const agentExists = (db: Db, id: number) =>
  db.selectFrom('agents').select('id').where('id', '=', id).executeTakeFirst();

// tenancy: the platform's catalogue, whole (bounded): the partner drawer's tab
export const catalogueModels = (db: Db, max: number) =>
  withCounts(models(db)).orderBy('device_products.sort').orderBy('device_products.id').limit(max).execute();

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
