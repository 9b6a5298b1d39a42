import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ActivityStatus,
  type DeviceModel,
  type DeviceState,
  type DeviceUnit,
  type DeviceUnitWithKey,
  type deviceModelCreateRequest,
  OrderType,
  type PayType,
  type PbsignActivity,
  type PbsignBinding,
  type PbsignBindResult,
  type PbsignLog,
  type PbsignQuote,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { statusOf } from '#server/modules/activity/index.ts';
import { type PaymentContext, sellOffer } from '#server/modules/order/index.ts';
import { ownFiles } from '#server/modules/upload/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import { RESERVATION_MS, rentalPrice } from './device-rental.service.ts';
import * as repository from './pbsign.repository.ts';

type Page = { page: number; limit: number };
type ModelInput = z.output<typeof deviceModelCreateRequest>;
const PLATFORM = { kind: 'platform' } as const;

// ---- the catalogue (admin › 产品 › 签到设备) ----

const presentModel = ({
  units,
  bound,
  agents,
  created_at,
  updated_at,
  ...row
}: repository.ModelRow): DeviceModel => ({
  ...row,
  agents: Number(agents ?? 0),
  units: Number(units ?? 0),
  bound: Number(bound ?? 0),
  create_time: iso(created_at),
  update_time: iso(updated_at),
});

export async function listModels(db: Db, keyword: string | undefined, page: Page) {
  const { rows, total } = await repository.listModels(db, keyword, page);
  return { rows: rows.map(presentModel), total };
}

async function theModel(db: Db, id: number): Promise<DeviceModel> {
  const row = await repository.findModel(db, id);
  if (!row) throw notFound('device model not found');
  return presentModel(row);
}

const LINK = /^https?:\/\/[^\s]+$/i;

/** A cover is none, an http(s) link, or an image the platform uploaded. */
async function requireCover(db: Db, cover: string, current?: string) {
  if (cover === current || cover === '' || LINK.test(cover)) return;
  if ((await ownFiles(db, PLATFORM, [cover], 'image')).length === 0)
    throw badRequest('the cover must be an uploaded image or an http(s) link');
}

export async function createModel(db: Db, input: ModelInput) {
  await requireCover(db, input.cover);
  return theModel(db, await repository.insertModel(db, input));
}

export async function updateModel(db: Db, input: ModelInput & { id: number }) {
  const { id, ...values } = input;
  const current = await theModel(db, id);
  await requireCover(db, values.cover, current.cover);
  await inTransaction(db, async (tx) => {
    if (!(await repository.lockModel(tx, id))) throw notFound('device model not found');
    const lowest = await repository.lowestOfferPrice(tx, id);
    if (lowest !== null && values.day_price > lowest)
      throw badRequest("an agent rents this model out below the new price: raise the agent's price first");
    await repository.updateModel(tx, id, values);
  });
  return theModel(db, id);
}

export async function setModelStatus(db: Db, id: number, status: number) {
  await theModel(db, id);
  await repository.updateModel(db, id, { status });
  return theModel(db, id);
}

const presentUnit = ({
  retired_at,
  created_at,
  activity_title,
  customer_name,
  agent_name,
  binding_state,
  ...row
}: repository.UnitRow): DeviceUnit => ({
  ...row,
  state: retired_at ? 'retired' : activity_title ? 'bound' : 'stock',
  activity_title: activity_title ?? '',
  customer_name: customer_name ?? '',
  agent_name: agent_name ?? '',
  binding_state: binding_state ?? '',
  create_time: iso(created_at),
});

export async function listUnits(db: Db, productId: number, keyword: string | undefined, page: Page) {
  await theModel(db, productId);
  const { rows, total } = await repository.listUnits(db, productId, keyword, page);
  return { rows: rows.map(presentUnit), total };
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const SERIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const generatedSerial = () =>
  `PB-${Array.from({ length: 8 }, () => SERIAL_ALPHABET[randomInt(SERIAL_ALPHABET.length)]).join('')}`;

/**
 * Adds a unit with its serial (given, or generated) and a new device key: 24 random bytes, base64url. Only
 * the key's SHA-256 is kept (a 192-bit random key needs no slow hash), so the answer is the one time it shows.
 */
export async function addUnit(
  db: Db,
  input: { product_id: number; serial: string },
): Promise<DeviceUnitWithKey> {
  await theModel(db, input.product_id);
  const key = randomBytes(24).toString('base64url');
  const keyHash = hashKey(key);
  let id: number | undefined;
  if (input.serial) {
    id = await repository.insertUnit(db, {
      product_id: input.product_id,
      serial: input.serial,
      key_hash: keyHash,
    });
    if (id === undefined) throw badRequest('a device with this serial number already exists');
  } else {
    for (let attempt = 0; id === undefined && attempt < 5; attempt += 1)
      id = await repository.insertUnit(db, {
        product_id: input.product_id,
        serial: generatedSerial(),
        key_hash: keyHash,
      });
    if (id === undefined) throw new Error('could not generate a free serial number');
  }
  const row = await repository.findUnit(db, id);
  if (!row) throw new Error('the unit just added is missing');
  return { ...presentUnit(row), key };
}

export async function retireUnit(db: Db, id: number) {
  await inTransaction(db, async (trx) => {
    const unit = await repository.lockUnit(trx, id);
    if (!unit) throw notFound('device not found');
    if (await repository.hasOpenBinding(trx, id))
      throw badRequest(
        'this device is bound to an activity: it is retired once the binding is over or removed',
      );
    await repository.retireUnit(trx, id);
  });
}

// ---- the customer's pbsign tool ----

const clockOf = (activity: {
  lifecycle: 'unpaid' | 'paid' | 'abolished';
  cancelled_at: Date | null;
  begin_time: Date;
  end_time: Date;
}) => ({
  lifecycle: activity.lifecycle,
  cancelledAt: activity.cancelled_at,
  beginTime: activity.begin_time,
  endTime: activity.end_time,
});

/** The states a device may be bound in (and an attendee signed in at it): paid, not over, not cancelled. */
const OPEN: readonly number[] = [ActivityStatus.notStarted, ActivityStatus.inProgress];

export async function bindableActivities(db: Db, scope: CustomerScope): Promise<PbsignActivity[]> {
  const now = new Date();
  return (await repository.ownActivities(db, scope))
    .map((row) => ({
      id: row.id,
      title: row.title,
      status: statusOf(clockOf(row), now),
      begin_time: iso(row.begin_time),
      end_time: iso(row.end_time),
    }))
    .filter((row) => OPEN.includes(row.status));
}

/** A binding's state as the customer reads it: a pending rental past its reservation is expired, an active
 * binding past its period ended. */
function stateOf(
  row: { state: 'pending' | 'active' | 'ended'; expires_at: Date | null; ends_at: Date },
  now: Date,
) {
  if (row.state === 'pending') return row.expires_at && row.expires_at > now ? 'pending' : 'expired';
  if (row.state === 'active' && row.ends_at <= now) return 'ended';
  return row.state;
}

const presentBinding =
  (now: Date) =>
  ({
    begins_at,
    ends_at,
    created_at,
    signins,
    state,
    expires_at,
    order_no,
    amount,
    ...row
  }: repository.BindingRow): PbsignBinding => ({
    ...row,
    begin_time: iso(begins_at),
    end_time: iso(ends_at),
    signins: Number(signins ?? 0),
    state: stateOf({ state, expires_at, ends_at }, now),
    order_no: order_no ?? '',
    amount: amount ?? 0,
    expires_at: state === 'pending' ? iso(expires_at) : '',
    create_time: iso(created_at),
  });

export async function listBindings(db: Db, scope: CustomerScope, page: Page) {
  const { rows, total } = await repository.listBindings(db, scope, page);
  return { rows: rows.map(presentBinding(new Date())), total };
}

/** The activity and the unit a binding would join, each checked as binding checks them. */
async function bindingParts(db: Db, scope: CustomerScope, input: { activity_id: number; serial: string }) {
  const activity = await repository.ownActivity(db, scope, input.activity_id);
  if (!activity) throw notFound('activity not found');
  if (!OPEN.includes(statusOf(clockOf(activity), new Date())))
    throw badRequest('a device can only be bound to an activity that is paid and not over');
  const unit = await repository.unitBySerial(db, input.serial);
  if (!unit || unit.retired_at || unit.product_status !== 1)
    throw notFound('no device with this serial number can be bound');
  const price = await rentalPrice(db, scope, unit, { begin: activity.begin_time, end: activity.end_time });
  return { activity, unit, price };
}

/** A binding holding the unit at that time refuses another: the same activity's says so. */
function refuseClash(clash: { activity_id: number } | undefined, activityId: number) {
  if (clash)
    throw badRequest(
      clash.activity_id === activityId
        ? 'this device is already bound to this activity'
        : 'this device is bound to another activity at that time',
    );
}

/** What binding the unit to the activity costs on the customer's site (shown before the customer confirms). */
export async function quote(
  db: Db,
  scope: CustomerScope,
  input: { activity_id: number; serial: string },
): Promise<PbsignQuote> {
  const { activity, unit, price } = await bindingParts(db, scope, input);
  // told before confirming (bind checks again under the unit's lock)
  refuseClash(await repository.overlapping(db, unit.id, activity.begin_time, activity.end_time), activity.id);
  return {
    serial: unit.serial,
    device_name: unit.device_name,
    activity_title: activity.title,
    begin_time: iso(activity.begin_time),
    end_time: iso(activity.end_time),
    days: price.days,
    day_price: price.day_price,
    amount: price.amount,
  };
}

/**
 * Binds a unit, by its serial, to one of the customer's open activities for the activity's period. The
 * unit's row is locked while its other bindings are checked, so two customers binding the same unit at once
 * cannot both overlap. A free model binds at once (active); a priced one at the site's retail price, which
 * must be the `amount` the page showed: the binding is pending with its unpaid order (type 20, the retail ×
 * days, carrying the wholesale × days) and keeps the unit RESERVATION_MS for the payment, which activates it.
 */
export async function bind(
  db: Db,
  scope: CustomerScope,
  input: { activity_id: number; serial: string; amount: number; pay_type: PayType },
  context: PaymentContext,
): Promise<PbsignBindResult> {
  const { activity, unit, price } = await bindingParts(db, scope, input);
  if (input.amount !== price.amount) throw badRequest('the price has changed, please refresh and try again');
  const { id, payment } = await inTransaction(db, async (trx) => {
    // retired since it was looked up: as if it did not exist
    if ((await repository.lockUnit(trx, unit.id))?.retired_at !== null)
      throw notFound('no device with this serial number can be bound');
    refuseClash(
      await repository.overlapping(trx, unit.id, activity.begin_time, activity.end_time),
      activity.id,
    );
    const binding = {
      unit_id: unit.id,
      activity_id: activity.id,
      agent_id: activity.agent_id,
      customer_id: activity.customer_id,
      begins_at: activity.begin_time,
      ends_at: activity.end_time,
    };
    if (price.amount === 0)
      return {
        id: await repository.insertBinding(trx, {
          ...binding,
          state: 'active',
          order_id: null,
          expires_at: null,
        }),
        payment: null,
      };
    const made = await sellOffer(
      trx,
      scope,
      context,
      { id: unit.product_id, retail_price: price.day_price, wholesale_price: price.wholesale_price },
      {
        order_type: OrderType.device,
        title: `${unit.device_name} ${unit.serial}`,
        quantity: price.days,
        amount: input.amount,
        pay_amount: input.amount,
        pay_type: input.pay_type,
      },
    );
    return {
      id: await repository.insertBinding(trx, {
        ...binding,
        state: 'pending',
        order_id: await repository.ownOrderId(trx, scope, made.order_no),
        expires_at: new Date(Date.now() + RESERVATION_MS),
      }),
      payment: made,
    };
  });
  const row = await repository.ownBinding(db, scope, id);
  if (!row) throw new Error('the binding just made is missing');
  return { binding: presentBinding(new Date())(row), payment };
}

/**
 * Unbinds: a free binding is deleted (as before rentals); a pending rental is cancelled (ended: its unpaid
 * order can no longer be paid); a paid rental is not unbound — its money comes back by a refund of its order,
 * which ends it; an ended one is history.
 */
export async function unbind(db: Db, scope: CustomerScope, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const binding = await repository.lockBinding(trx, scope, id);
    if (!binding) throw notFound('device binding not found');
    if (binding.order_id === null) {
      await repository.deleteBinding(trx, scope, id);
      return false;
    }
    if (binding.state === 'pending') {
      await repository.setBindingState(trx, scope, id, {
        state: 'ended',
        ended_at: new Date(),
        expires_at: null,
      });
      return true;
    }
    if (binding.state === 'active')
      throw badRequest(
        "a paid device rental is not unbound: ask the site's customer service to refund its order, which ends it",
      );
    throw badRequest('this device rental has ended');
  });
}

export function logFilterOf(query: {
  activity_id?: number;
  device_id?: number;
  start_date?: string;
  end_date?: string;
  keyword?: string;
}): repository.LogFilter {
  return {
    activityId: query.activity_id,
    deviceId: query.device_id,
    startDate: query.start_date,
    endDate: query.end_date,
    keyword: query.keyword || undefined,
  };
}

export async function listLogs(db: Db, scope: CustomerScope, filter: repository.LogFilter, page: Page) {
  const { rows, total } = await repository.listLogs(db, scope, filter, page);
  return {
    rows: rows.map(
      ({ phone, created_at, device_id, ...row }): PbsignLog => ({
        ...row,
        mobile: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
        device_id: device_id ?? 0,
        create_time: iso(created_at),
      }),
    ),
    total,
  };
}

// ---- the kiosk ----

/** The unit the serial names, when the key is its own (else the one answer for any mistake). */
async function provenUnit(db: Db, serial: string, key: string) {
  const unit = await repository.unitBySerial(db, serial);
  const given = Buffer.from(hashKey(key), 'hex');
  const expected = Buffer.from(unit?.key_hash ?? '0'.repeat(64), 'hex');
  if (!unit || unit.retired_at || !timingSafeEqual(given, expected))
    throw badRequest('wrong device serial number or key');
  return unit;
}

export async function deviceState(
  db: Db,
  credentials: { serial: string; key: string },
): Promise<DeviceState> {
  const unit = await provenUnit(db, credentials.serial, credentials.key);
  const activity = await repository.activityNow(db, unit.id, new Date());
  const open = activity && OPEN.includes(statusOf(clockOf(activity), new Date()));
  return {
    serial: unit.serial,
    device_name: unit.device_name,
    activity: open
      ? {
          title: activity.title,
          begin_time: iso(activity.begin_time),
          end_time: iso(activity.end_time),
          organiser: activity.organiser ?? '',
          signins: await repository.signinCount(db, activity.id),
        }
      : null,
  };
}

/** The kiosk signs an attendee in to the activity it is bound to now; once per phone per activity. */
export async function deviceSignIn(
  db: Db,
  input: { serial: string; key: string; name: string; mobile: string },
) {
  const unit = await provenUnit(db, input.serial, input.key);
  const activity = await repository.activityNow(db, unit.id, new Date());
  if (!activity || !OPEN.includes(statusOf(clockOf(activity), new Date())))
    throw badRequest('this device is not bound to an activity now');
  const inserted = await repository.insertDeviceSignin(db, activity, unit.id, {
    name: input.name,
    phone: input.mobile,
  });
  return { first_time: inserted, signins: await repository.signinCount(db, activity.id) };
}
