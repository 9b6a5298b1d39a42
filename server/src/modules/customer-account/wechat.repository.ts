import type { Db } from '#server/db/database.ts';
import type { CustomerScope } from '#server/platform/tenancy/scope.ts';
import { whereTenant } from '#server/platform/tenancy/where-tenant.ts';

// Sandbox WeChat tickets (bind by scan, official-account authorisation): a ticket belongs to one customer;
// the sandbox page that holds one reaches it by its hash. Binding also asks who holds an openid.

export type TicketPurpose = 'bind' | 'official_account';

export function createTicket(
  db: Db,
  scope: CustomerScope,
  input: { purpose: TicketPurpose; ticketHash: string; expiresAt: Date },
) {
  return db
    .insertInto('customer_wechat_tickets')
    .values({
      purpose: input.purpose,
      agent_id: scope.agentId,
      customer_id: scope.customerId,
      ticket_hash: input.ticketHash,
      expires_at: input.expiresAt,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

export function findTicket(db: Db, scope: CustomerScope, purpose: TicketPurpose, id: number) {
  return db
    .selectFrom('customer_wechat_tickets')
    .select(['id', 'status', 'result', 'expires_at'])
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where(whereTenant(scope))
    .executeTakeFirst();
}

/** The ticket a sandbox page was opened with (the page holds the ticket itself, no session). */
// tenancy: the ticket is the credential of the sandbox page that holds it (no session)
export function findTicketByHash(db: Db, purpose: TicketPurpose, ticketHash: string) {
  return db
    .selectFrom('customer_wechat_tickets as ticket')
    .innerJoin('customers as customer', 'customer.id', 'ticket.customer_id')
    .innerJoin('agents as agent', 'agent.id', 'ticket.agent_id')
    .select([
      'ticket.id',
      'ticket.agent_id',
      'ticket.customer_id',
      'ticket.status',
      'ticket.expires_at',
      'customer.nickname',
      'agent.corporate_name',
    ])
    .where('ticket.ticket_hash', '=', ticketHash)
    .where('ticket.purpose', '=', purpose)
    .executeTakeFirst();
}

/** Ends a pending, unexpired ticket once: false when it was used or expired meanwhile. */
// tenancy: the ticket found by its hash, by id
export async function finishTicket(db: Db, id: number, status: 'done' | 'failed', result = '') {
  const updated = await db
    .updateTable('customer_wechat_tickets')
    .set({ status, result })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

// tenancy: an openid is bound to one customer platform-wide; binding checks it is not someone else's
export function findCustomerByOpenid(db: Db, openid: string) {
  return db.selectFrom('customers').select(['id']).where('wechat_openid', '=', openid).executeTakeFirst();
}
