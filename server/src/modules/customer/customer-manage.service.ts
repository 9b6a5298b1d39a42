import {
  type CustomerDetail,
  type customerCreateRequest,
  type customerUpdateRequest,
  RESOURCE_KINDS,
} from '@onsite/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { describeDevice } from '#server/modules/auth/index.ts';
import { hashPassword, refuseOwnIdentifiers } from '#server/platform/auth/passwords.ts';
import { revokeOtherSessions } from '#server/platform/auth/sessions.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import { customerScope, type TenantScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import * as repository from './customer-manage.repository.ts';

/**
 * Customers as staff manage them: the platform every agent's, an agent its own team's (another team's
 * customer is not found). Logins (phone, email) stay unique platform-wide as at sign-up (decision 3); a
 * disabled customer, a new password and a move end the customer's sessions at once.
 */

type Profile = Pick<
  z.output<typeof customerUpdateRequest>,
  'nickname' | 'mobile' | 'email' | 'company_name' | 'city'
>;
type CreateInput = z.output<typeof customerCreateRequest> & { agent_id?: number };

export const CUSTOMER_DISABLED = 'customer disabled by staff';
export const CUSTOMER_PASSWORD_RESET = 'password reset by staff';
export const CUSTOMER_MOVED = 'customer moved to another agent';

async function existing(db: Db, scope: TenantScope, id: number) {
  const customer = await repository.findManagedCustomer(db, scope, id);
  if (!customer) throw notFound('customer not found');
  return customer;
}

/** A phone or email another customer (of any agent) signs in with is refused, as at sign-up. */
async function refuseTakenLogins(db: Db, profile: Profile, exceptId = 0) {
  if (profile.mobile && (await repository.findOtherByLogin(db, 'mobile', profile.mobile, exceptId)))
    throw badRequest('this phone number is already registered');
  const email = profile.email.toLowerCase();
  if (email && (await repository.findOtherByLogin(db, 'email', email, exceptId)))
    throw badRequest('this email is already registered');
}

const profileRow = (profile: Profile) => ({
  nickname: profile.nickname,
  mobile: profile.mobile || null,
  // logins are kept lower-case (sign-in and sign-up compare them so)
  email: profile.email.toLowerCase() || null,
  company_name: profile.company_name,
  city: profile.city,
});

/** Two requests claiming one login at once: the unique index lets one through, the other hears why. */
async function withLoginsChecked<T>(db: Db, profile: Profile, exceptId: number, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    await refuseTakenLogins(db, profile, exceptId);
    throw error;
  }
}

/** The agent a new customer joins: the agent's own team, or the enabled agent the platform chose. */
async function targetAgent(db: Db, scope: TenantScope, agentId: number | undefined) {
  if (scope.kind === 'agent') return scope.agentId;
  const agent = agentId === undefined ? undefined : await repository.findAgent(db, agentId);
  if (!agent) throw notFound('agent not found');
  if (agent.disabled_at) throw badRequest('this agent is disabled: choose another one');
  return agent.id;
}

export async function createCustomer(db: Db, scope: TenantScope, input: CreateInput) {
  const agentId = await targetAgent(db, scope, input.agent_id);
  await refuseTakenLogins(db, input);
  refuseOwnIdentifiers(input.password, [input.mobile, input.email, input.nickname]);
  const passwordHash = await hashPassword(input.password);
  const row = await withLoginsChecked(db, input, 0, () =>
    repository.insertCustomer(db, { agent_id: agentId, ...profileRow(input), password_hash: passwordHash }),
  );
  return { id: row.id, status: 1 };
}

export async function updateCustomer(db: Db, scope: TenantScope, input: Profile & { id: number }) {
  const customer = await existing(db, scope, input.id);
  await refuseTakenLogins(db, input, input.id);
  await withLoginsChecked(db, input, input.id, () =>
    repository.updateCustomerRow(db, scope, input.id, profileRow(input)),
  );
  return { id: input.id, status: customer.status };
}

/** Disabling ends the customer's sessions at once; it cannot sign in again until enabled. */
export function setCustomerStatus(db: Db, scope: TenantScope, id: number, status: 0 | 1) {
  return inTransaction(db, async (trx) => {
    await existing(trx, scope, id);
    await repository.updateCustomerRow(trx, scope, id, { status });
    if (status === 0) await revokeOtherSessions(trx, 'customer', id, CUSTOMER_DISABLED);
    return { id, status };
  });
}

/** A password staff hand over: the customer's sessions end and it signs in with the new one. */
export async function resetCustomerPassword(db: Db, scope: TenantScope, id: number, password: string) {
  const customer = await existing(db, scope, id);
  refuseOwnIdentifiers(password, [customer.mobile, customer.email, customer.nickname]);
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (trx) => {
    await repository.updateCustomerRow(trx, scope, id, { password_hash: passwordHash });
    await revokeOtherSessions(trx, 'customer', id, CUSTOMER_PASSWORD_RESET);
  });
}

/**
 * The platform hands a customer, with everything it owns, to another agent (docs/decisions.md "i15-cust").
 * Its sessions end: they act in the old agent's site, and the customer signs in again under the new one.
 */
export function moveCustomer(db: Db, id: number, toAgentId: number) {
  return inTransaction(db, async (trx) => {
    const customer = await existing(trx, { kind: 'platform' }, id);
    const target = await repository.findAgent(trx, toAgentId);
    if (!target) throw notFound('agent not found');
    if (target.id === customer.agent_id) throw badRequest('the customer already belongs to this agent');
    if (target.disabled_at) throw badRequest('this agent is disabled: choose another one');
    const scope = customerScope({ agentId: customer.agent_id, customerId: id });
    await revokeOtherSessions(trx, 'customer', id, CUSTOMER_MOVED);
    await repository.moveCustomerRows(trx, scope, target.id);
    return { id, status: customer.status };
  });
}

const activityState = (row: { lifecycle: string; cancelled_at: Date | null }) =>
  row.cancelled_at ? ('binned' as const) : (row.lifecycle as 'unpaid' | 'paid' | 'abolished');

/** The drawer: profile, agent, VIP, and the newest rows of each record with their counts. */
export async function customerDetail(db: Db, scope: TenantScope, id: number): Promise<CustomerDetail> {
  const customer = await existing(db, scope, id);
  const records = await repository.customerRecords(
    db,
    customerScope({ agentId: customer.agent_id, customerId: id }),
  );
  const now = new Date();
  const balances = new Map(records.balances.map((row) => [row.kind, row.balance]));
  const hasVip = customer.customer_vip_id > 0;
  return {
    profile: {
      id: customer.id,
      nickname: customer.nickname,
      mobile: customer.mobile ?? '',
      email: customer.email ?? '',
      company_name: customer.company_name,
      city: customer.city,
      avatar: customer.avatar,
      status: customer.status,
      // imported and WeChat-only customers hold a marker no password verifies ('!…'), not an argon2 hash
      has_password: customer.password_hash.startsWith('$'),
      create_time: iso(customer.created_at),
    },
    agent: { id: customer.agent_id, name: customer.agent_name, enabled: customer.agent_disabled_at === null },
    vip: {
      title: hasVip ? customer.vip_title : '',
      expires_time: hasVip ? iso(customer.vip_expires_at) : '',
      active: hasVip && (!customer.vip_expires_at || customer.vip_expires_at > now),
    },
    activities: {
      count: records.activityCount,
      rows: records.activities.map((row) => ({
        id: row.id,
        title: row.title,
        tool: row.tool ?? '',
        state: activityState(row),
        begin_time: iso(row.begin_time),
        end_time: iso(row.end_time),
        create_time: iso(row.created_at),
      })),
    },
    orders: {
      count: records.orderCount,
      paid: records.paidCount,
      rows: records.orders.map((row) => ({
        order_no: row.order_no,
        title: row.title,
        order_type: row.order_type,
        pay_amount: row.pay_amount,
        is_pay: row.is_pay,
        pay_time: iso(row.paid_at),
        create_time: iso(row.created_at),
      })),
    },
    invoices: {
      count: records.invoiceCount,
      rows: records.invoices.map((row) => ({
        id: row.id,
        order_no: row.order_no,
        title: row.title,
        type: row.type,
        status: row.status,
        create_time: iso(row.created_at),
      })),
    },
    resource: {
      balances: RESOURCE_KINDS.map((kind) => ({ kind, balance: balances.get(kind) ?? 0 })),
      count: records.entryCount,
      rows: records.entries.map((row) => ({
        id: row.id,
        kind: row.kind,
        type: row.type,
        amount: row.amount,
        balance_after: row.balance_after,
        create_time: iso(row.created_at),
      })),
    },
    sign_ins: {
      count: records.sessionCount,
      rows: records.sessions.map((row) => {
        const live = row.revoked_at === null && row.expires_at > now;
        return {
          id: row.id,
          create_time: iso(row.created_at),
          ip: row.ip,
          device: describeDevice(row.user_agent),
          user_agent: row.user_agent,
          last_seen_time: iso(row.last_seen_at),
          end_time: live ? '' : iso(row.revoked_at ?? row.expires_at),
          live,
        };
      }),
    },
  };
}

export const agentChoices = (db: Db, keyword: string | undefined) =>
  repository
    .agentOptions(db, keyword)
    .then((rows) =>
      rows.map((row) => ({ id: row.id, name: row.name, is_platform_default: row.is_platform_default })),
    );
