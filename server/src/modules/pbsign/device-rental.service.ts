import {
  type AgentDeviceRow,
  type agentDeviceSetRequest,
  DEVICE_CATALOGUE_MAX,
  OrderType,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { insertNotice } from '#server/modules/notice/index.ts';
import { type PaidOrder, registerFulfilment, registerPayable } from '#server/modules/order/index.ts';
import { asOffered, changeOffer } from '#server/platform/catalogue-offer.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { translate } from '#server/platform/i18n/translate.ts';
import { priceOf } from '#server/platform/money.ts';
import {
  type AgentScope,
  agentScope,
  type CustomerScope,
  customerScope,
} from '#server/platform/tenancy/scope.ts';
import { dayIn, daysBetween, PLATFORM_TIME_ZONE } from '#server/platform/time.ts';
import * as repository from './pbsign.repository.ts';

/**
 * Device rentals (issue 16's "device" kind priced; docs/decisions "i16-device"): a model's price per day, its
 * offers through agents (the partner drawer's tab; the agent's 产品 page prices them at retail), what a
 * rental costs a customer, and what paying (order type 20), paying again and a full refund do to its binding.
 */

/** How long a pending rental keeps its unit for the payment (again from each fresh QR of payOrder). */
export const RESERVATION_MS = 30 * 60 * 1000;

/**
 * The days a rental of [begin, end) is charged for: the calendar days of the platform (Asia/Shanghai) from
 * the begin's day to the day of the period's last moment, both counted, at least 1 — an evening that runs
 * past midnight is two days, a period ending at 00:00 does not touch the day it ends on.
 */
export function rentalDays(begin: Date, end: Date): number {
  const first = dayIn(begin, PLATFORM_TIME_ZONE);
  const last = dayIn(new Date(Math.max(begin.getTime(), end.getTime() - 1)), PLATFORM_TIME_ZONE);
  return Math.max(1, daysBetween(first, last) + 1);
}

export interface RentalPrice {
  days: number;
  /** the site's retail price per day (0: free) */
  day_price: number;
  /** the agent's wholesale price per day */
  wholesale_price: number;
  amount: number;
}

/**
 * What renting a unit of `model` for the period costs on the customer's site: nothing for a free model (day
 * price 0, on every site), else the site's offer of it (its own agent's, switched on) at the retail per day;
 * a priced model its agent does not rent out is 'product does not exist'.
 */
export async function rentalPrice(
  db: Db,
  scope: CustomerScope,
  model: { product_id: number; day_price: number },
  period: { begin: Date; end: Date },
): Promise<RentalPrice> {
  const days = rentalDays(period.begin, period.end);
  if (model.day_price === 0) return { days, day_price: 0, wholesale_price: 0, amount: 0 };
  const offer = await repository.siteOffer(db, agentScope(scope.agentId), model.product_id);
  if (!offer || offer.retail_price <= 0) throw notFound('product does not exist');
  return {
    days,
    day_price: offer.retail_price,
    wholesale_price: offer.wholesale_price,
    amount: offer.retail_price * days,
  };
}

// ---- the partner drawer's tab ----

async function theAgent(db: Db, agentId: number): Promise<AgentScope> {
  if (!(await repository.agentExists(db, agentId))) throw notFound('agent not found');
  return agentScope(agentId);
}

/** Every model of the catalogue with whether (at what price per day, when, by whom) the agent rents it out. */
export async function agentDevices(db: Db, agentId: number): Promise<AgentDeviceRow[]> {
  const scope = await theAgent(db, agentId);
  const [catalogue, offers] = await Promise.all([
    repository.catalogueModels(db, DEVICE_CATALOGUE_MAX),
    repository.offersOf(db, scope),
  ]);
  const byModel = new Map(offers.map((row) => [row.device_id, row]));
  return catalogue.map((row) =>
    asOffered(
      {
        id: row.id,
        name: row.name,
        cover: row.cover,
        status: row.status,
        sort: row.sort,
        price: row.day_price,
      },
      byModel.get(row.id),
    ),
  );
}

/** Offers a model through an agent at its price per day (never below the platform's), or withdraws it. */
export async function setAgentDevice(
  db: Db,
  adminId: number,
  input: z.output<typeof agentDeviceSetRequest>,
): Promise<AgentDeviceRow> {
  const scope = await theAgent(db, input.agent_id);
  await inTransaction(db, async (tx) => {
    await changeOffer(
      await repository.lockModel(tx, input.device_id),
      input,
      {
        has: async (id) => (await repository.offersOf(tx, scope)).some((row) => row.device_id === id),
        withdraw: (id) => repository.deleteOffer(tx, scope, id),
        upsert: (id, price) => repository.upsertOffer(tx, scope, id, price, adminId),
      },
      { notFound: 'device model not found', offSale: 'this device model is off sale: put it on sale first' },
    );
  });
  const row = (await agentDevices(db, input.agent_id)).find((candidate) => candidate.id === input.device_id);
  if (!row) throw notFound('device model not found');
  return row;
}

// ---- the rental's order (type 20) ----

/**
 * A paid rental (the fulfilment of order type 20, in the payment's transaction with the order row locked,
 * once per order): its pending binding becomes active — when the unit is still free for the period (a
 * reservation that expired unpaid may have let another binding take it). A unit taken or retired meanwhile
 * ends the binding; a binding cancelled before the payment stays ended. Either way the money is the
 * customer's: the order stays paid (a throw would roll the payment back and the gateway would retry it
 * forever), the site's team gets a to-do to refund it and the customer a letter saying so.
 */
async function activateRental(trx: Db, order: PaidOrder, paidAt: Date): Promise<void> {
  const scope = customerScope({ agentId: order.agent_id, customerId: order.customer_id });
  const binding = await repository.bindingOfOrder(trx, scope, order.id);
  if (!binding || binding.state === 'active') return;
  if (binding.state === 'pending') {
    const unit = await repository.lockUnit(trx, binding.unit_id);
    const free =
      unit?.retired_at === null &&
      (await repository.overlapping(trx, binding.unit_id, binding.begins_at, binding.ends_at, binding.id)) ===
        undefined;
    if (free) {
      await repository.setBindingState(trx, scope, binding.id, { state: 'active', expires_at: null });
      return;
    }
    await repository.setBindingState(trx, scope, binding.id, { state: 'ended', ended_at: paidAt });
  }
  await askForRefund(trx, order);
}

/** A rental paid for a device it cannot have: a to-do for the site's team, a letter to the customer. */
async function askForRefund(trx: Db, order: PaidOrder): Promise<void> {
  const params = { order_no: order.order_no, title: order.title, amount: priceOf(order.pay_amount) };
  const notice = { description: '', status: 0, createdByAdminId: null, icon: 'RollbackOutlined' };
  await insertNotice(trx, {
    ...notice,
    type: 'todo',
    audience: 'agent',
    agentId: order.agent_id,
    customerId: null,
    title: translate('A paid device rental needs a refund', 'zh_CN'),
    content: translate(
      'Order {order_no} ({title}) was paid {amount} after its device was no longer free for that time: refund it in full from the order list.',
      'zh_CN',
      params,
    ),
  });
  await insertNotice(trx, {
    ...notice,
    type: 'letter',
    audience: 'customer',
    agentId: order.agent_id,
    customerId: order.customer_id,
    title: translate('Your device rental could not start', 'zh_CN'),
    content: translate(
      'Order {order_no} ({title}) was paid {amount}, but the device was no longer free for that time. The site will refund it in full.',
      'zh_CN',
      params,
    ),
  });
}

/**
 * Paying a rental again (payOrder's fresh QR): only a binding still pending, whose unit is free for its
 * period; the unit is kept for it another RESERVATION_MS.
 */
async function renewReservation(db: Db, order: { id: number; agent_id: number; customer_id: number }) {
  const scope = customerScope({ agentId: order.agent_id, customerId: order.customer_id });
  await inTransaction(db, async (trx) => {
    const binding = await repository.bindingOfOrder(trx, scope, order.id);
    if (binding?.state !== 'pending')
      throw badRequest('this device rental was cancelled: bind the device again');
    if (binding.ends_at <= new Date()) throw badRequest('the rental period of this device is over');
    if ((await repository.lockUnit(trx, binding.unit_id))?.retired_at !== null)
      throw notFound('no device with this serial number can be bound');
    if (await repository.overlapping(trx, binding.unit_id, binding.begins_at, binding.ends_at, binding.id))
      throw badRequest('this device is bound to another activity at that time');
    await repository.setBindingState(trx, scope, binding.id, {
      state: 'pending',
      expires_at: new Date(Date.now() + RESERVATION_MS),
    });
  });
}

/** Called once at start (app.ts): what paying (and paying again) a device rental does. */
export function registerDeviceRental(): void {
  registerFulfilment([OrderType.device], activateRental);
  registerPayable([OrderType.device], renewReservation);
}

/** A fully refunded rental (modules/refund, in the refund's transaction): its binding ends. */
export async function endRental(
  trx: Db,
  order: { id: number; agent_id: number; customer_id: number },
  now: Date,
): Promise<void> {
  const scope = customerScope({ agentId: order.agent_id, customerId: order.customer_id });
  const binding = await repository.bindingOfOrder(trx, scope, order.id);
  if (binding && binding.state !== 'ended')
    await repository.setBindingState(trx, scope, binding.id, {
      state: 'ended',
      ended_at: now,
      expires_at: null,
    });
}
