import {
  type AgentResourcePackRow,
  type BuyResourcePackRequest,
  RESOURCE_PACK_ORDER_TYPE,
  type ResourcePackItem,
  type resourcePackCreateRequest,
  type resourcePackUpdateRequest,
  type SiteResourcePack,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import {
  insertOrder,
  newOrderNo,
  type PaidOrder,
  type PaymentContext,
  paymentFor,
  payTypes,
  registerFulfilment,
} from '#server/modules/order/index.ts';
import { postEntries } from '#server/modules/resource/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { agentScope, type CustomerScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './resource-pack.repository.ts';

type PackRow = NonNullable<Awaited<ReturnType<typeof repository.findPack>>>;
type ListQuery = {
  page: number;
  limit: number;
  keyword?: string;
  kind?: 'sms' | 'redpacket';
  status?: number;
};

const itemOf = (row: PackRow): ResourcePackItem => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  quantity: row.quantity,
  price: row.price,
  status: row.status,
  sort: row.sort,
  sold: Number(row.sold),
  create_time: iso(row.created_at),
  update_time: iso(row.updated_at),
});

async function thePack(db: Db, id: number) {
  const row = await repository.findPack(db, id);
  if (!row) throw notFound('resource pack not found');
  return itemOf(row);
}

export async function list(db: Db, query: ListQuery) {
  const { rows, total } = await repository.listPacks(db, query, query);
  return { rows: rows.map(itemOf), total };
}

export async function create(db: Db, input: z.output<typeof resourcePackCreateRequest>) {
  const now = new Date();
  const id = await repository.insertPack(db, { ...input, created_at: now, updated_at: now });
  return thePack(db, id);
}

/** Edits a pack; its price reaches the agents' offers of it in the same transaction (their wholesale). */
export async function update(db: Db, input: z.output<typeof resourcePackUpdateRequest>) {
  const { id, ...fields } = input;
  await inTransaction(db, async (trx) => {
    const result = await repository.updatePack(trx, id, { ...fields, updated_at: new Date() });
    if (Number(result.numUpdatedRows) === 0) throw notFound('resource pack not found');
    await repository.repriceOffers(trx, id, fields.price);
  });
  return thePack(db, id);
}

export async function setStatus(db: Db, id: number, status: 0 | 1) {
  const result = await repository.updatePack(db, id, { status, updated_at: new Date() });
  if (Number(result.numUpdatedRows) === 0) throw notFound('resource pack not found');
  return thePack(db, id);
}

export async function remove(db: Db, id: number) {
  if (await repository.deleteUnorderedPack(db, id)) return;
  await thePack(db, id);
  throw badRequest('this pack has been ordered: take it off sale instead');
}

/** The packs the customer's own site sells, at its agent's retail prices. */
export async function sitePacks(db: Db, scope: CustomerScope): Promise<SiteResourcePack[]> {
  const rows = await repository.packsOnSale(db, agentScope(scope.agentId));
  return rows.map(({ wholesale_price: _wholesale, ...pack }) => pack);
}

/** Every pack with the agent's retail price and switch (the partner drawer's tab); an unknown agent: 404. */
export async function agentPacks(db: Db, agentId: number): Promise<AgentResourcePackRow[]> {
  if (!(await repository.agentExists(db, agentId))) throw notFound('agent not found');
  return repository.packsOf(db, agentScope(agentId));
}

/**
 * An unpaid order (type 31) for a pack the customer's own site sells, at its agent's retail price now (the
 * price the page showed, else refused), with what it credits fixed on the order; its payment QR. The pack's
 * own price is the platform's part in the reseller ledger (wholesale), the rest the agent's margin.
 */
export async function buy(
  db: Db,
  scope: CustomerScope,
  input: BuyResourcePackRequest,
  context: PaymentContext,
) {
  const pack = await repository.packOnSale(db, agentScope(scope.agentId), input.pack_id);
  if (!pack) throw notFound('product does not exist');
  if (input.price !== pack.price) throw badRequest('the price has changed, please refresh and try again');
  const payType = input.pay_type ?? 'wechat';
  payTypes(context.payTypes, payType);
  const order = {
    order_no: await newOrderNo(db),
    order_type: RESOURCE_PACK_ORDER_TYPE,
    subject_id: pack.id,
    title: pack.name,
    amount: pack.price,
    original_amount: pack.price,
    pay_amount: pack.price,
    wholesale_amount: pack.wholesale_price,
    pay_type: payType,
  };
  await inTransaction(db, async (trx) => {
    const { id } = await insertOrder(trx, scope, order);
    await repository.insertPackOrder(trx, {
      order_id: id,
      pack_id: pack.id,
      kind: pack.kind,
      quantity: pack.quantity,
    });
  });
  return paymentFor(context, order, payType);
}

/**
 * A pack order just paid (run by applyPayment in its transaction, the order locked): the account of the
 * pack's kind is credited by what the order bought, once (a unique index on the entry's order number).
 */
async function creditPack(trx: Db, order: PaidOrder) {
  const bought = await repository.packOfOrder(trx, order.id);
  if (!bought) throw new Error(`pack order ${order.order_no} has no pack`);
  await postEntries(trx, { agentId: order.agent_id, customerId: order.customer_id }, [
    {
      kind: bought.kind,
      amount: bought.quantity,
      type: 'pack_purchase',
      reason: 'bought the pack {name}',
      params: { name: order.title },
      orderNo: order.order_no,
    },
  ]);
}

/** Called once at start (app.ts): what paying a pack order does. */
export function registerPackFulfilment(): void {
  registerFulfilment([RESOURCE_PACK_ORDER_TYPE], creditPack);
}
