import { isEmail, isPhone, Permission } from '@onsite/contracts';
import { sql } from 'kysely';
import { intArray, textArray } from '#server/db/arrays.ts';
import type { Db } from '#server/db/database.ts';
import {
  type CustomerFilter,
  customerListColumns,
  filteredCustomers,
} from '#server/modules/customer/index.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { TenantScope } from '#server/platform/tenancy/scope.ts';
import { iso } from '#server/platform/time.ts';
import type { RowProblem, SymbolDefinition } from '../transfer.symbols.ts';
import { idBounds, idPage, listFilterOf, problem } from './common.ts';

interface CustomerRow {
  nickname: string;
  mobile: string | null;
  email: string | null;
  companyName: string;
  city: string;
}

/**
 * An imported customer has no password: it cannot sign in until it sets one (password reset). The marker is
 * not an argon2 hash, so verifying any password against it fails.
 */
export const NO_PASSWORD = '!imported';

/** A customer a batch names: one in the database (id) or one the batch adds (id null), with its last sheet row. */
interface Known {
  id: number | null;
  agent_id: number;
  mobile: string | null;
  email: string | null;
  sheet: CustomerRow | null;
}

/** Where imported customers go: the agent's own team, or (admin) the agent named in the request. */
function targetAgentOf(scope: TenantScope, params: Record<string, unknown>): number {
  if (scope.kind === 'platform') return Number(params.agent_id);
  return scope.agentId;
}

/**
 * Customers (admin and agent consoles). Natural key: the mobile number, else the email — both are unique
 * platform-wide, so a re-imported row updates the customer it names instead of adding another.
 */
export const customerSymbol: SymbolDefinition<CustomerRow, CustomerFilter> = {
  symbol: 'customer',
  importAudiences: ['admin', 'agent'],
  exportAudiences: ['admin', 'agent'],
  // the customer lists' permissions (customer-list.routes.ts)
  listPermission: { admin: Permission.admin.customerList, agent: Permission.agent.customerList },
  importPermission: { admin: Permission.admin.customerImport, agent: Permission.agent.customerImport },
  columns: [
    { header: 'Nickname', example: '张经理' },
    { header: 'Mobile', example: '13900000000' },
    { header: 'Email', example: 'manager@example.com' },
    { header: 'Company', example: '示例科技有限公司' },
    { header: 'City', example: '上海' },
  ],

  async prepareImport(db: Db, scope: TenantScope, params: Record<string, string>) {
    if (scope.kind !== 'platform') return {};
    // The admin names the agent to import into; without one, the platform's default agent.
    if (params.agent_id !== undefined && params.agent_id !== '') {
      const agentId = Number(params.agent_id);
      if (!Number.isInteger(agentId) || agentId <= 0) throw badRequest('agent_id must be an agent id');
      const agent = await db.selectFrom('agents').select('id').where('id', '=', agentId).executeTakeFirst();
      if (!agent) throw notFound('agent not found');
      return { agent_id: agent.id };
    }
    const fallback = await db
      .selectFrom('agents')
      .select('id')
      .where('is_platform_default', '=', true)
      .executeTakeFirstOrThrow();
    return { agent_id: fallback.id };
  },

  parseRow(cells) {
    const [nickname = '', mobileCell = '', emailCell = '', companyName = '', city = ''] = cells;
    const mobile = mobileCell.replace(/[\s-]/g, '');
    const email = emailCell.toLowerCase();
    if (!nickname) return problem('nickname is required');
    if (nickname.length > 50) return problem('nickname is at most 50 characters');
    if (!mobile && !email) return problem('give a mobile number or an email');
    if (mobile && !isPhone(mobile)) return problem('mobile is not a valid phone number');
    if (email && !isEmail(email)) return problem('email is not a valid email');
    if (companyName.length > 100) return problem('company is at most 100 characters');
    if (city.length > 50) return problem('city is at most 50 characters');
    return { row: { nickname, mobile: mobile || null, email: email || null, companyName, city } };
  },

  async writeBatch(trx, context, rows) {
    const agentId = targetAgentOf(context.scope, context.params);
    const mobiles = rows.flatMap((row) => (row.mobile ? [row.mobile] : []));
    const emails = rows.flatMap((row) => (row.email ? [row.email] : []));
    // Every customer the batch names, whichever agent it belongs to (logins are unique platform-wide).
    const existing = await trx
      .selectFrom('customers')
      .select(['id', 'agent_id', 'mobile', 'email'])
      .where((eb) =>
        eb.or([
          eb('mobile', '=', sql<string>`any(${textArray(mobiles)})`),
          eb('email', '=', sql<string>`any(${textArray(emails)})`),
        ]),
      )
      .forUpdate()
      .execute();

    // The batch is resolved in memory, row after row as a sheet reads, then written in two statements:
    // one update of the customers it names again, one insert of the new ones. A later row naming a customer
    // an earlier row of the batch added updates that new customer.
    const byMobile = new Map<string, Known>();
    const byEmail = new Map<string, Known>();
    const remember = (customer: Known) => {
      if (customer.mobile) byMobile.set(customer.mobile, customer);
      if (customer.email) byEmail.set(customer.email, customer);
    };
    for (const row of existing) remember({ ...row, sheet: null });
    const fresh: Known[] = [];
    const changed = new Set<Known>();

    const results: ({ ok: true } | { ok: false; problem: RowProblem })[] = [];
    for (const row of rows) {
      const viaMobile = row.mobile ? byMobile.get(row.mobile) : undefined;
      const viaEmail = row.email ? byEmail.get(row.email) : undefined;
      if (viaMobile && viaEmail && viaMobile !== viaEmail) {
        results.push({
          ok: false,
          problem: { reason: 'the mobile number and the email belong to different customers' },
        });
        continue;
      }
      const match = viaMobile ?? viaEmail;
      if (match && match.agent_id !== agentId) {
        results.push({
          ok: false,
          problem: { reason: 'the mobile number or email is used by a customer of another agent' },
        });
        continue;
      }
      if (match) {
        // Same customer again: refresh what the sheet says; a login it lacks is added, one it has is kept.
        match.sheet = row;
        match.mobile ??= row.mobile;
        match.email ??= row.email;
        if (match.id !== null) changed.add(match);
        remember(match);
      } else {
        const added: Known = {
          id: null,
          agent_id: agentId,
          mobile: row.mobile,
          email: row.email,
          sheet: row,
        };
        fresh.push(added);
        remember(added);
      }
      results.push({ ok: true });
    }

    // Both statements take one array per column (unnest), not a parameter per value: a batch of a thousand
    // rows is one short statement to compile, bind and plan.
    if (changed.size > 0) {
      const rows = [...changed];
      await sql`update customers as c
        set nickname = v.nickname, company_name = v.company_name, city = v.city,
            mobile = v.mobile, email = v.email, updated_at = now()
        from unnest(${intArray(rows.map((known) => known.id as number))},
                    ${textArray(rows.map((known) => known.sheet?.nickname ?? ''))},
                    ${textArray(rows.map((known) => known.sheet?.companyName ?? ''))},
                    ${textArray(rows.map((known) => known.sheet?.city ?? ''))},
                    ${textArray(rows.map((known) => known.mobile))},
                    ${textArray(rows.map((known) => known.email))})
          as v(id, nickname, company_name, city, mobile, email)
        where c.id = v.id`.execute(trx);
    }
    if (fresh.length > 0) {
      await sql`insert into customers (agent_id, nickname, mobile, email, company_name, city, password_hash)
        select ${agentId}::int, v.nickname, v.mobile, v.email, v.company_name, v.city, ${NO_PASSWORD}::text
        from unnest(${textArray(fresh.map((known) => known.sheet?.nickname ?? ''))},
                    ${textArray(fresh.map((known) => known.mobile))},
                    ${textArray(fresh.map((known) => known.email))},
                    ${textArray(fresh.map((known) => known.sheet?.companyName ?? ''))},
                    ${textArray(fresh.map((known) => known.sheet?.city ?? ''))})
          as v(nickname, mobile, email, company_name, city)`.execute(trx);
    }
    return results;
  },

  exportFilter(query, scope) {
    const filter = listFilterOf(query, scope);
    if (!filter.ids && !filter.keyword && !filter.agentId) return null;
    return filter;
  },

  exportColumns: [
    'ID',
    'Nickname',
    'Mobile',
    'Email',
    'Company',
    'City',
    'VIP plan',
    'Activities',
    'Created',
  ],

  exportBounds(db, scope, filter) {
    return idBounds(filteredCustomers(db.selectFrom('customers'), scope, filter), 'customers.id');
  },

  async exportPage(db, scope, filter, range) {
    const rows = await idPage(
      filteredCustomers(db.selectFrom('customers'), scope, filter),
      'customers.id',
      range,
    )
      .select(customerListColumns)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      cells: [
        row.id,
        row.nickname,
        row.mobile ?? '',
        row.email ?? '',
        row.company_name,
        row.city,
        row.vip_title,
        row.activity_total,
        iso(row.created_at),
      ],
    }));
  },
};
