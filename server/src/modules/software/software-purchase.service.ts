import {
  type BuySoftwareRequest,
  OrderType,
  type Payment,
  type SoftwareLicence,
  type SoftwareLicenceQuery,
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
import { newLicenceKey } from './licence-key.ts';

/** How long an installer's download link works. */
export const INSTALLER_LINK_TTL_MS = 10 * 60 * 1000;

type Buy = Omit<BuySoftwareRequest, 'pay_type'> & { pay_type: NonNullable<BuySoftwareRequest['pay_type']> };

/**
 * buySoftware: an unpaid order (type 18) of `quantity` licences of a product the customer's site sells (on
 * sale, offered to its agent, switched on), at the offer's retail price × quantity — the total the page
 * showed must be the server's. The order carries the agent's wholesale × quantity (the reseller ledger's
 * platform part). Paying it issues the licences (issueLicences).
 */
export async function buySoftware(
  db: Db,
  scope: CustomerScope,
  input: Buy,
  context: PaymentContext,
): Promise<Payment> {
  const product = await repository.sellableSoftware(db, agentScope(scope.agentId), input.software_id);
  return sellOffer(db, scope, context, product, {
    order_type: OrderType.software,
    title: product
      ? `${product.name}${product.version ? ` v${product.version}` : ''} × ${input.quantity}`
      : '',
    quantity: input.quantity,
    amount: input.amount,
    pay_amount: input.pay_amount,
    pay_type: input.pay_type,
  });
}

/**
 * A paid software order (the fulfilment of order type 18, in the payment's transaction with the order row
 * locked, once per order): its `quantity` licences, each with a random key and the product's seats. The
 * unique (order, n) makes a second issue write nothing even if this ran twice.
 */
async function issueLicences(trx: Db, order: PaidOrder, paidAt: Date): Promise<void> {
  const scope = customerScope({ agentId: order.agent_id, customerId: order.customer_id });
  const { seats } = await repository.productSeats(trx, order.subject_id);
  const licences = Array.from({ length: order.quantity }, (_, index) => ({
    order_id: order.id,
    software_id: order.subject_id,
    n: index + 1,
    licence_key: newLicenceKey(),
    seats,
    created_at: paidAt,
  }));
  await repository.insertLicences(trx, scope, licences);
}

/** Called once at start (app.ts): what paying a software order does. */
export function registerSoftwareFulfilment(): void {
  registerFulfilment([OrderType.software], issueLicences);
}

/** A fully refunded software order (modules/refund, in the refund's transaction): its licences are revoked. */
export const revokeLicences = (
  trx: Db,
  order: { id: number; agent_id: number; customer_id: number },
  now: Date,
) => revokeOrderLicences(trx, 'software_licences', order, now);

function toLicence(row: repository.LicenceRow): SoftwareLicence {
  return {
    id: row.id,
    software_id: row.software_id,
    name: row.name,
    version: row.version,
    licence_key: row.licence_key,
    seats: row.seats,
    status: row.status,
    order_no: row.order_no,
    has_installer: row.installer !== '',
    create_time: iso(row.created_at),
  };
}

export async function listLicences(db: Db, scope: CustomerScope, page: { page: number; limit: number }) {
  const { rows, total } = await repository.listLicences(db, scope, page);
  return { rows: rows.map(toLicence), total };
}

/**
 * A signed link, good for 10 minutes, to the installer of one of the customer's licences. Another
 * customer's licence is not found; a revoked one, or a product without an installer, has nothing to give.
 */
export async function installerLink(
  db: Db,
  storage: ObjectStorage,
  scope: CustomerScope,
  input: SoftwareLicenceQuery,
): Promise<{ url: string }> {
  const licence = await repository.findLicence(db, scope, input.id);
  if (!licence) throw notFound('licence not found');
  if (licence.status !== 'active') throw badRequest('the licence has been revoked');
  if (!licence.installer) throw notFound('this software has no installer to download');
  return { url: storage.privateUrl(licence.installer, INSTALLER_LINK_TTL_MS) };
}
