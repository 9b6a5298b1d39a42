import {
  type BuyCopyrightRequest,
  type CopyrightLicence,
  type CopyrightLicenceQuery,
  OrderType,
  type Payment,
} from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import {
  type PaidOrder,
  type PaymentContext,
  registerFulfilment,
  sellOffer,
} from '#server/modules/order/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { revokeOrderLicences } from '#server/platform/licences.ts';
import type { ObjectStorage } from '#server/platform/storage/storage.ts';
import { agentScope, type CustomerScope, customerScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './licence.repository.ts';

/** How long a licensed file's download link works. */
export const ASSET_LINK_TTL_MS = 10 * 60 * 1000;

type Buy = Omit<BuyCopyrightRequest, 'pay_type'> & { pay_type: NonNullable<BuyCopyrightRequest['pay_type']> };

/**
 * buyCopyright: an unpaid order (type 19) of one licence of an item the customer's site sells (on sale,
 * offered to its agent, switched on), at the offer's retail price — the price the page showed must be the
 * server's; the order carries the agent's wholesale. Paying it issues the licence (issueLicence).
 */
export async function buyCopyright(
  db: Db,
  scope: CustomerScope,
  input: Buy,
  context: PaymentContext,
): Promise<Payment> {
  const item = await repository.sellableCopyright(db, agentScope(scope.agentId), input.copyright_id);
  return sellOffer(db, scope, context, item, {
    order_type: OrderType.copyright,
    title: item?.title ?? '',
    quantity: 1,
    amount: input.amount,
    pay_amount: input.pay_amount,
    pay_type: input.pay_type,
  });
}

/** `months` calendar months after `from` (the last day of a shorter month where the day does not exist). */
export function addMonths(from: Date, months: number): Date {
  const until = new Date(from);
  const day = until.getUTCDate();
  until.setUTCDate(1);
  until.setUTCMonth(until.getUTCMonth() + months);
  const last = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth() + 1, 0)).getUTCDate();
  until.setUTCDate(Math.min(day, last));
  return until;
}

/**
 * A paid copyright order (the fulfilment of order type 19, in the payment's transaction with the order row
 * locked, once per order): its licence, with the item's terms and commercial flag as they are now, valid
 * from the payment for the item's term (none: perpetual). The unique order_id makes a second issue write
 * nothing even if this ran twice.
 */
async function issueLicence(trx: Db, order: PaidOrder, paidAt: Date): Promise<void> {
  const scope = customerScope({ agentId: order.agent_id, customerId: order.customer_id });
  const item = await repository.itemTerms(trx, order.subject_id);
  await repository.insertLicence(trx, scope, {
    order_id: order.id,
    copyright_id: order.subject_id,
    terms: item.terms,
    commercial: item.commercial,
    valid_from: paidAt,
    valid_until: item.term_months === null ? null : addMonths(paidAt, item.term_months),
  });
}

/** Called once at start (app.ts): what paying a copyright order does. */
export function registerCopyrightFulfilment(): void {
  registerFulfilment([OrderType.copyright], issueLicence);
}

/** A fully refunded copyright order (modules/refund, in the refund's transaction): its licence is revoked. */
export const revokeCopyrightLicence = (
  trx: Db,
  order: { id: number; agent_id: number; customer_id: number },
  now: Date,
) => revokeOrderLicences(trx, 'copyright_licences', order, now);

function toLicence(row: repository.LicenceRow, now: Date): CopyrightLicence {
  const until = row.valid_until === null ? null : new Date(row.valid_until);
  return {
    id: row.id,
    copyright_id: row.copyright_id,
    title: row.title,
    title_en: row.title_en,
    title_zh_tw: row.title_zh_tw,
    content_type: row.content_type,
    licensor: row.licensor,
    terms: row.terms,
    commercial: row.commercial,
    valid_from: iso(row.valid_from),
    valid_until: until ? iso(until) : '',
    status: row.status,
    expired: until !== null && until <= now,
    order_no: row.order_no,
    has_asset: row.asset !== '',
  };
}

export async function listLicences(db: Db, scope: CustomerScope, page: { page: number; limit: number }) {
  const { rows, total } = await repository.listLicences(db, scope, page);
  const now = new Date();
  return { rows: rows.map((row) => toLicence(row, now)), total };
}

/**
 * A signed link, good for 10 minutes, to the licensed file of one of the customer's licences. Another
 * customer's licence is not found; a revoked or expired one, or an item without a file, has nothing to give.
 */
export async function assetLink(
  db: Db,
  storage: ObjectStorage,
  scope: CustomerScope,
  input: CopyrightLicenceQuery,
): Promise<{ url: string }> {
  const licence = await repository.findLicence(db, scope, input.id);
  if (!licence) throw notFound('licence not found');
  if (licence.status !== 'active') throw badRequest('the licence has been revoked');
  if (licence.valid_until !== null && new Date(licence.valid_until) <= new Date())
    throw badRequest('the licence has expired');
  if (!licence.asset) throw notFound('this item has no file to download');
  return { url: storage.privateUrl(licence.asset, ASSET_LINK_TTL_MS) };
}
