import { randomBytes } from 'node:crypto';
import type { AnyRoute, Audience, RouteAudience } from '@onsite/contracts';
import * as contracts from '@onsite/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { seedActivity } from '#server/seed/activities.ts';
import { ROLE, seedAdmin, seedAgentUser, seedNotice } from '#server/seed/builders.ts';
import { DEMO } from '#server/seed/demo.ts';
import { TEST_PASSWORD, type TestContext } from '#server/test/harness.ts';
import type { ObjectKind } from './authorization-matrix.cases.ts';
import { hashToken } from './tokens.ts';

/** Every route contract of @onsite/contracts, by `METHOD /path` (the route table spells paths the same way). */
export function contractsByRoute(): Map<string, AnyRoute> {
  const found = new Map<string, AnyRoute>();
  const walk = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 3) return;
    const route = value as AnyRoute;
    if (typeof route.path === 'string' && typeof route.method === 'string' && route.access) {
      found.set(`${route.method} ${route.path}`, route);
      return;
    }
    for (const inner of Object.values(value)) walk(inner, depth + 1);
  };
  walk(contracts, 0);
  return found;
}

/** The fields of an object schema (query or body), or none. */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  // biome-ignore lint/suspicious/noExplicitAny: zod 4 keeps the shape on `def` (or `def.in` of a pipe)
  const def = (schema as any)?._zod?.def;
  return def?.shape ?? def?.in?._zod?.def?.shape ?? {};
}

/** The tenant a principal acts in. */
export type Tenant =
  | { kind: 'platform' }
  | { kind: 'agent'; agentId: number }
  | { kind: 'customer'; agentId: number; customerId: number };

/** One caller of the matrix. */
export interface Who {
  name: string;
  audience: Audience | null;
  token?: string;
  tenant?: Tenant;
  /** the account: admin id, agent user id or customer id */
  userId?: number;
  /** agent users: the teams they belong to */
  teams?: number[];
}

/**
 * Permission strings a principal's roles grant, read from the database in one join of its own (not through
 * the auth plugin or platform/access): an admin's roles, or the agent user's role in the team it acts in.
 */
export async function grantsOf(db: Db, who: Who): Promise<Set<string>> {
  if (who.audience !== 'admin' && who.audience !== 'agent') return new Set();
  const team = who.tenant?.kind === 'agent' ? who.tenant.agentId : null;
  const roles =
    who.audience === 'admin'
      ? sql`select role_id from admin_roles where admin_id = ${who.userId}`
      : sql`select role_id from agent_memberships where agent_user_id = ${who.userId} and agent_id = ${team}`;
  const rows = await sql<{ permission_mark: string }>`
    select distinct m.permission_mark from menus m
    join role_menus g on g.menu_id = m.id
    where g.role_id in (${roles})`.execute(db);
  return new Set(rows.rows.map((row) => row.permission_mark));
}

/** What the matrix expects of a call: allowed, or refused with HTTP 401 / 403. */
export type Outcome = 'ok' | 401 | 403;

export function expectedOutcome(
  access: { audience: RouteAudience | readonly RouteAudience[]; permission?: string },
  who: Who,
  grants: Set<string>,
): Outcome {
  const audiences = ([] as RouteAudience[]).concat(access.audience);
  if (audiences.includes('public')) return 'ok';
  if (!who.audience) return 401;
  if (!audiences.includes(who.audience)) return 403;
  if (access.permission && !grants.has(access.permission)) return 403;
  return 'ok';
}

/** Rows of every table but the audit log (a refused call is audited): proves a refusal wrote nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'audit_logs'
    order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const row = await sql<{ count: string }>`select count(*) as count from ${sql.table(table_name)}`.execute(
      db,
    );
    counts[table_name] = Number(row.rows[0].count);
  }
  return counts;
}

/** Signs a staff account in (the harness's logins take only the demo password). */
async function staffToken(ctx: TestContext, audience: 'admin' | 'agent', username: string): Promise<string> {
  return audience === 'admin' ? ctx.loginAdmin(username) : ctx.loginAgent(username);
}

/**
 * The principals of the matrix: no session; an admin per admin role in the database (one is created for a
 * role no admin holds) and an admin with no role; the agent owner acting in team 1 and (after changeTeam)
 * in team 2; agent staff in team 1; a member of team 2 whose role grants nothing; a customer of each agent
 * and a second customer of agent 1.
 */
export async function principals(ctx: TestContext): Promise<Record<string, Who>> {
  const { db, ids } = ctx;
  const who: Record<string, Who> = { anonymous: { name: 'anonymous', audience: null } };

  const adminRoles = await db
    .selectFrom('roles')
    .select(['id', 'role_code'])
    .where('audience', '=', 'admin')
    .orderBy('id')
    .execute();
  for (const role of adminRoles) {
    const holder = await db
      .selectFrom('admins')
      .innerJoin('admin_roles', 'admin_roles.admin_id', 'admins.id')
      .select(['admins.id', 'admins.username'])
      .where('admin_roles.role_id', '=', role.id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('admin_roles as other')
              .select('other.role_id')
              .whereRef('other.admin_id', '=', 'admins.id')
              .where('other.role_id', '<>', role.id),
          ),
        ),
      )
      .orderBy('admins.id')
      .executeTakeFirst();
    const username = holder?.username ?? `matrix_${role.role_code}`;
    const adminId =
      holder?.id ??
      (await seedAdmin(db, { username, password: TEST_PASSWORD, role: role.role_code, isAdmin: false }));
    who[`admin ${role.role_code}`] = {
      name: `admin ${role.role_code}`,
      audience: 'admin',
      token: await staffToken(ctx, 'admin', username),
      tenant: { kind: 'platform' },
      userId: adminId,
    };
  }
  const roleless = await seedAdmin(db, {
    username: 'matrix_roleless',
    password: TEST_PASSWORD,
    isAdmin: false,
  });
  await db.deleteFrom('admin_roles').where('admin_id', '=', roleless).execute();
  who['admin without role'] = {
    name: 'admin without role',
    audience: 'admin',
    token: await staffToken(ctx, 'admin', 'matrix_roleless'),
    tenant: { kind: 'platform' },
    userId: roleless,
  };

  const agentUser = (email: string) =>
    db.selectFrom('agent_users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const teamsOf = async (userId: number) =>
    (
      await db
        .selectFrom('agent_memberships')
        .select('agent_id')
        .where('agent_user_id', '=', userId)
        .execute()
    ).map((row) => row.agent_id);
  const owner = (await agentUser(DEMO.agentUser)).id;
  const staff = (await agentUser(DEMO.agentStaff)).id;
  // signed in before the switch below: a sign-in opens the team last switched to
  const ownerInTeam1 = await staffToken(ctx, 'agent', DEMO.agentUser);
  const ownerInTeam2 = await staffToken(ctx, 'agent', DEMO.agentUser);
  const switched = await ctx.call({
    method: 'POST',
    url: '/api/agent/BasicInfo/changeTeam',
    token: ownerInTeam2,
    payload: { opid: ids.agent2Id },
  });
  if (switched.body.code !== 0) throw new Error(`changeTeam failed: ${switched.body.msg}`);
  // a team-2 member whose role grants nothing
  const noGrants = await db
    .insertInto('roles')
    .values({
      audience: 'agent',
      role_code: 'matrix_no_grants',
      role_name: '矩阵：无权限',
      agent_id: ids.agent2Id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bare = await seedAgentUser(db, {
    email: 'matrix-bare@example.com',
    password: TEST_PASSWORD,
    name: '矩阵无权限员工',
    teams: [{ agentId: ids.agent2Id, role: ROLE.agentStaff, isAdmin: false }],
  });
  await db
    .updateTable('agent_memberships')
    .set({ role_id: noGrants.id })
    .where('agent_user_id', '=', bare)
    .execute();
  const agents: [string, string, number, number, string?][] = [
    ['agent owner in team 1', DEMO.agentUser, owner, ids.agent1Id, ownerInTeam1],
    ['agent owner in team 2', DEMO.agentUser, owner, ids.agent2Id, ownerInTeam2],
    ['agent staff in team 1', DEMO.agentStaff, staff, ids.agent1Id],
    ['agent without grants in team 2', 'matrix-bare@example.com', bare, ids.agent2Id],
  ];
  for (const [name, email, userId, agentId, given] of agents) {
    const token = given ?? (await staffToken(ctx, 'agent', email));
    const session = await db
      .selectFrom('sessions')
      .select('agent_id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    if (session.agent_id !== agentId)
      throw new Error(`${name}: the session acts in team ${session.agent_id}`);
    who[name] = {
      name,
      audience: 'agent',
      token,
      tenant: { kind: 'agent', agentId },
      userId,
      teams: await teamsOf(userId),
    };
  }

  const customers: [string, string, number, number][] = [
    ['customer of agent 1', DEMO.agent1Customers.phone, ids.customers.agent1Phone, ids.agent1Id],
    ['other customer of agent 1', DEMO.agent1Customers.email, ids.customers.agent1Email, ids.agent1Id],
    ['customer of agent 2', DEMO.agent2Customers.phone, ids.customers.agent2Phone, ids.agent2Id],
  ];
  for (const [name, login, customerId, agentId] of customers) {
    who[name] = {
      name,
      audience: 'customer',
      token: await ctx.loginCustomer(login),
      tenant: { kind: 'customer', agentId, customerId },
      userId: customerId,
    };
  }
  return who;
}

/** Whether `caller` may reach an object of `kind` that `owner` created. */
export function reaches(kind: ObjectKind, caller: Who, owner: Who): boolean {
  const a = caller.tenant;
  const b = owner.tenant;
  if (!a || !b) return false;
  const sameTenant =
    a.kind === b.kind &&
    (a.kind === 'platform' ||
      (a.kind === 'agent' && a.agentId === (b as typeof a).agentId) ||
      (a.kind === 'customer' && a.customerId === (b as typeof a).customerId));
  const agentOf = (tenant: Tenant) => (tenant.kind === 'platform' ? null : tenant.agentId);
  switch (kind) {
    // the account's own (the download centre: one's own jobs, even within a team)
    case 'export-job':
    case 'import-job':
      return sameTenant && caller.userId === owner.userId && caller.audience === owner.audience;
    // the tenant's own, not its customers' (the material library)
    case 'file':
    case 'file-category':
    case 'notice':
    // each pipeline is its owner's: the platform's own leads, a team's own
    case 'lead':
      return sameTenant;
    // the site's catalogue: customers and users of the same agent
    case 'vip-plan':
    case 'software-offer':
    case 'copyright-offer':
    case 'article':
      return agentOf(a) !== null && agentOf(a) === agentOf(b);
    // the platform reads every row; a team the calls of its own staff
    case 'audit-log':
      return a.kind === 'platform' || (a.kind === 'agent' && b.kind === 'agent' && a.agentId === b.agentId);
    // the teams the agent user belongs to
    case 'team':
      return b.kind === 'agent' && (caller.teams ?? []).includes(b.agentId);
    // customer data: the platform sees all, an agent its customers', a customer its own
    default:
      return a.kind === 'platform' || (a.kind === 'agent' && agentOf(b) === a.agentId) || sameTenant;
  }
}

/** Which principals can own an object of a kind (activities belong to customers, teams to agents, …). */
export function canOwn(kind: ObjectKind, owner: Who): boolean {
  switch (kind) {
    case 'file':
    case 'file-category':
    case 'notice':
    case 'export-job':
    case 'import-job':
      return owner.audience !== null;
    case 'team':
    case 'team-member':
    case 'team-role':
    case 'team-invitation':
    case 'invite-link':
    case 'enquiry':
    case 'vip-plan':
    case 'software-offer':
    case 'copyright-offer':
    case 'article':
    case 'payout-request':
      return owner.audience === 'agent';
    case 'audit-log':
    case 'lead':
      return owner.audience === 'admin' || owner.audience === 'agent';
    default:
      return owner.audience === 'customer';
  }
}

let serial = 0;
const unique = () => `${Date.now()}${String(++serial).padStart(4, '0')}`;

/** Creates an object of `kind` owned by `owner`'s tenant (or account); answers its id or order number. */
export async function createObject(ctx: TestContext, kind: ObjectKind, owner: Who): Promise<number | string> {
  const { db } = ctx;
  const tenant = owner.tenant!;
  const agentId = tenant.kind === 'platform' ? null : tenant.agentId;
  const customerId = tenant.kind === 'customer' ? tenant.customerId : null;
  const customer = () => {
    if (tenant.kind !== 'customer') throw new Error(`${kind} needs a customer owner, not ${owner.name}`);
    return tenant;
  };
  const returningId = async (row: Promise<{ id: number }>) => (await row).id;
  switch (kind) {
    case 'activity':
      return seedActivity(db, {
        agentId: customer().agentId,
        customerId: customer().customerId,
        title: `矩阵活动 ${owner.name}`,
        toolId: 1,
        beginIn: 48,
        endIn: 50,
      });
    case 'device-binding': {
      const activityId = await seedActivity(db, {
        agentId: customer().agentId,
        customerId: customer().customerId,
        title: `矩阵签到 ${owner.name}`,
        toolId: 1,
        beginIn: 48,
        endIn: 50,
      });
      const product = await db
        .insertInto('device_products')
        .values({ name: '矩阵设备' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const unit = await db
        .insertInto('device_units')
        .values({
          product_id: product.id,
          serial: `MX-${unique()}`,
          key_hash: randomBytes(32).toString('hex'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { begin_time, end_time } = await db
        .selectFrom('activities')
        .select(['begin_time', 'end_time'])
        .where('id', '=', activityId)
        .executeTakeFirstOrThrow();
      return returningId(
        db
          .insertInto('device_bindings')
          .values({
            ...owned(customer()),
            unit_id: unit.id,
            activity_id: activityId,
            begins_at: begin_time,
            ends_at: end_time,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    case 'activity-group':
      return returningId(
        db
          .insertInto('activity_groups')
          .values({ ...owned(customer()), title: `矩阵分组 ${unique()}` })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    case 'customer':
      return customer().customerId;
    case 'file':
      return returningId(
        db
          .insertInto('files')
          .values({
            agent_id: agentId,
            customer_id: customerId,
            uploader_audience: owner.audience!,
            uploader_id: owner.userId!,
            activity_id: null,
            kind: 'image',
            name: 'matrix.png',
            storage_key: `matrix/${unique()}.png`,
            size: 1,
            mime: 'image/png',
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    case 'file-category':
      return returningId(
        db
          .insertInto('file_categories')
          .values({ agent_id: agentId, customer_id: customerId, name: `矩阵 ${unique()}` })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    case 'export-job':
    case 'import-job':
      return returningId(
        db
          .insertInto('jobs')
          .values({
            kind: kind === 'export-job' ? 'export' : 'import',
            // a dataset every console may use, with no list permission for the customer
            symbol: owner.audience === 'customer' ? 'order' : 'customer',
            audience: owner.audience!,
            user_id: owner.userId!,
            agent_id: agentId,
            customer_id: customerId,
            state: 'failed',
            params: JSON.stringify({}),
            source_key: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    case 'audit-log':
      return returningId(
        db
          .insertInto('audit_logs')
          .values({
            request_id: `matrix-${unique()}`,
            audience: owner.audience!,
            actor_id: owner.userId!,
            agent_id: agentId,
            customer_id: null,
            method: 'POST',
            route: '/api/matrix',
            status_code: 200,
            ip: '127.0.0.1',
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    case 'notice':
      return seedNotice(db, {
        type: 'notice',
        audience: owner.audience!,
        title: `矩阵通知 ${owner.name}`,
        ...(agentId !== null ? { agentId } : {}),
        ...(customerId !== null ? { customerId } : {}),
      });
    case 'order':
      return (await newOrder(db, customer())).order_no;
    case 'order-id':
      return (await newOrder(db, customer())).id;
    case 'invoice': {
      const order = await newOrder(db, customer());
      return returningId(
        db
          .insertInto('invoices')
          .values({
            ...owned(customer()),
            order_id: order.id,
            title: '矩阵发票',
            type: 1,
            email: 'matrix@example.com',
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    case 'bank-transfer': {
      const order = await newOrder(db, customer());
      return returningId(
        db
          .insertInto('bank_transfers')
          .values({
            ...owned(customer()),
            order_id: order.id,
            amount: order.amount,
            payer_name: '矩阵',
            account_tail: '1234',
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    case 'api-credential':
      return returningId(
        db
          .insertInto('customer_api_credentials')
          .values({
            ...owned(customer()),
            name: 'matrix',
            app_key: `ak_${randomBytes(8).toString('hex')}`,
            secret_hash: randomBytes(32).toString('hex'),
            scopes: 'activities:read',
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    case 'official-account':
      return returningId(
        db
          .insertInto('official_accounts')
          .values({
            ...owned(customer()),
            appid: `wx${randomBytes(8).toString('hex')}`,
            nick_name: '矩阵公众号',
            authorized_at: new Date(),
            refreshed_at: new Date(),
            token_expires_at: new Date(Date.now() + 3_600_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    case 'ticket-bind':
    case 'ticket-official-account':
      return returningId(
        db
          .insertInto('customer_wechat_tickets')
          .values({
            ...owned(customer()),
            purpose: kind === 'ticket-bind' ? 'bind' : 'official_account',
            ticket_hash: randomBytes(32).toString('hex'),
            expires_at: new Date(Date.now() + 600_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    case 'ledger-entry': {
      // the balance moves with its entry: the ledgers stay whole (the harness checks after every test)
      const account = await db
        .insertInto('resource_accounts')
        .values({ ...owned(customer()), kind: 'sms', balance: 1 })
        .onConflict((oc) =>
          oc
            .columns(['customer_id', 'kind'])
            .doUpdateSet((eb) => ({ balance: eb('resource_accounts.balance', '+', 1) })),
        )
        .returning('balance')
        .executeTakeFirstOrThrow();
      return returningId(
        db
          .insertInto('ledger_entries')
          .values({
            ...owned(customer()),
            kind: 'sms',
            type: 'sms_purchase',
            amount: 1,
            balance_after: account.balance,
            reason: 'matrix',
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    case 'payout-request': {
      // one pending request per team: an earlier one is cancelled; the platform owes the team its amount
      await db
        .updateTable('payout_requests')
        .set({ status: 'cancelled', decided_at: new Date() })
        .where('agent_id', '=', agentId!)
        .where('status', '=', 'pending')
        .execute();
      const balance = await db
        .insertInto('agent_balances')
        .values({ agent_id: agentId!, balance: 1 })
        .onConflict((oc) =>
          oc.column('agent_id').doUpdateSet((eb) => ({ balance: eb('agent_balances.balance', '+', 1) })),
        )
        .returning('balance')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('agent_ledger')
        .values({
          agent_id: agentId!,
          kind: 'payout',
          order_id: null,
          refund_id: null,
          gross: 0,
          wholesale: 0,
          margin: 0,
          collected_by: null,
          amount: 1,
          balance_after: balance.balance,
          created_by_admin: null,
        })
        .execute();
      return returningId(
        db
          .insertInto('payout_requests')
          .values({ agent_id: agentId!, amount: 1, account: '矩阵账户', requested_by: null })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    case 'withdrawal':
      return returningId(
        db
          .insertInto('withdrawals')
          .values({
            ...owned(customer()),
            kind: 'balance',
            amount: 1_000,
            fee: 0,
            channel: 'bank',
            account_name: '矩阵',
            account_no: '6222000000000000',
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    case 'vip-plan': {
      // a plan of the catalogue only this agent's site sells
      const plan = await db
        .insertInto('vip_plans')
        .values({ vip_id: 1, title: `矩阵套餐${unique()}`, price: 100, duration: 7, duration_unit: 2 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('vip_plan_offers')
        .values({ agent_id: agentId!, plan_id: plan.id, price: 100, retail_price: 100 })
        .execute();
      return plan.id;
    }
    case 'software-offer': {
      // a product of the catalogue only this agent's site sells, with an installer to download
      const product = await db
        .insertInto('software_products')
        .values({ name: `矩阵软件${unique()}`, price: 100, installer: 'platform/files/matrix-setup.zip' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('agent_software_offers')
        .values({ agent_id: agentId!, software_id: product.id, price: 100, retail_price: 100 })
        .execute();
      return product.id;
    }
    case 'copyright-offer': {
      // an item of the catalogue only this agent's site sells, with a file to download
      const item = await db
        .insertInto('copyright_products')
        .values({
          title: `矩阵版权${unique()}`,
          content_type: 'music',
          terms: '矩阵条款',
          term_months: null,
          price: 100,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('agent_copyright_offers')
        .values({ agent_id: agentId!, copyright_id: item.id, price: 100, retail_price: 100 })
        .execute();
      return item.id;
    }
    case 'copyright-licence': {
      const order = await newOrder(db, customer());
      const item = await db
        .insertInto('copyright_products')
        .values({
          title: `矩阵版权${unique()}`,
          content_type: 'music',
          terms: '矩阵条款',
          term_months: null,
          asset: 'platform/files/matrix-song.zip',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return returningId(
        db
          .insertInto('copyright_licences')
          .values({
            ...owned(customer()),
            order_id: order.id,
            copyright_id: item.id,
            terms: '矩阵条款',
            commercial: false,
            valid_from: new Date(),
            valid_until: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    case 'software-licence': {
      const order = await newOrder(db, customer());
      const product = await db
        .insertInto('software_products')
        .values({ name: `矩阵软件${unique()}`, price: 100, installer: 'platform/files/matrix-setup.zip' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return returningId(
        db
          .insertInto('software_licences')
          .values({
            ...owned(customer()),
            order_id: order.id,
            software_id: product.id,
            n: 1,
            licence_key: `matrix-${randomBytes(8).toString('hex')}`,
            seats: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    case 'article':
      return (
        await db
          .selectFrom('articles')
          .select('id')
          .where('agent_id', '=', agentId!)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    case 'team':
      return agentId!;
    case 'team-role':
      return returningId(
        db
          .insertInto('roles')
          .values({
            audience: 'agent',
            role_code: `matrix_${unique()}`,
            role_name: '矩阵角色',
            agent_id: agentId,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    case 'team-member':
      return seedAgentUser(db, {
        email: `matrix-member-${unique()}@example.com`,
        password: TEST_PASSWORD,
        name: '矩阵成员',
        teams: [{ agentId: agentId!, role: ROLE.agentStaff, isAdmin: false }],
      });
    case 'invite-link':
      return returningId(
        db
          .insertInto('invite_links')
          .values({
            agent_id: agentId!,
            code: `mx${unique()}`,
            title: `矩阵链接 ${owner.name}`,
            created_by_audience: 'agent',
            created_by: owner.userId!,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    case 'enquiry':
      return returningId(
        db
          .insertInto('enquiries')
          .values({ agent_id: agentId!, name: '矩阵', phone: '13900000000', need: `矩阵咨询 ${owner.name}` })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    case 'lead':
      return returningId(
        db
          .insertInto('scrm_leads')
          .values({ agent_id: agentId, name: `矩阵线索 ${owner.name}`, source: 'manual' })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    case 'team-invitation':
      return returningId(
        db
          .insertInto('agent_invitations')
          .values({
            agent_id: agentId!,
            token_hash: randomBytes(32).toString('hex'),
            role_id: (
              await db
                .selectFrom('roles')
                .select('id')
                .where('role_code', '=', ROLE.agentStaff)
                .where('agent_id', 'is', null)
                .executeTakeFirstOrThrow()
            ).id,
            invited_by: owner.userId!,
            expires_at: new Date(Date.now() + 86_400_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
  }
}

const owned = (customer: { agentId: number; customerId: number }) => ({
  agent_id: customer.agentId,
  customer_id: customer.customerId,
});

/** An unpaid VIP order of the customer. */
async function newOrder(db: Db, customer: { agentId: number; customerId: number }) {
  const plan = await db
    .selectFrom('vip_plan_offers')
    .select(['plan_id as id', 'price as agent_price'])
    .where('agent_id', '=', customer.agentId)
    .orderBy('plan_id')
    .executeTakeFirstOrThrow();
  return db
    .insertInto('orders')
    .values({
      ...owned(customer),
      order_no: `MX${unique()}`,
      order_type: 17,
      subject_id: plan.id,
      title: '矩阵订单',
      amount: plan.agent_price,
      original_amount: plan.agent_price,
      pay_amount: plan.agent_price,
    })
    .returning(['id', 'order_no', 'amount'])
    .executeTakeFirstOrThrow();
}
