import fs from 'node:fs';
import { ErrorCode } from '@onsite/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';
import { drain, requestExport, uploadImport, workerFor, xlsxOf } from './transfer.test-helpers.ts';

/**
 * Issue 13 (from the attacker's side): agent staff with a view-only role changed customers through an
 * import. A team's role that may look at customers ("查看客户") must not write them, nor orders, through a
 * spreadsheet; a role without the customer list may neither import nor export them. Refusals write nothing:
 * no job, no stored file, no customer, no order — even after the worker runs.
 */
const ctx = useTestContext();

const CUSTOMER_ROWS = [
  ['Nickname', 'Mobile', 'Email', 'Company', 'City'],
  ['冒充者', '13911119001', 'intruder@example.com', '', ''],
  ['改名', DEMO.agent1Customers.phone, '', '被改公司', ''],
];
const ORDER_ROWS = [
  ['Order no', 'Customer mobile or email', 'Title', 'Amount (yuan)', 'Paid at'],
  ['BANK-ATTACK-1', DEMO.agent1Customers.phone, '伪造订单', '9999', '2026-01-01 10:00'],
];

/** A team role of the agent console granting exactly these marks (menus and permission strings). */
async function roleGranting(code: string, marks: string[]) {
  const role = await ctx.db
    .insertInto('roles')
    .values({ audience: 'agent', role_code: code, role_name: code })
    .returning('id')
    .executeTakeFirstOrThrow();
  const menus = await ctx.db
    .selectFrom('menus')
    .select('id')
    .where('audience', '=', 'agent')
    .where('permission_mark', 'in', marks)
    .execute();
  expect(menus).toHaveLength(marks.length);
  await ctx.db
    .insertInto('role_menus')
    .values(menus.map((menu) => ({ role_id: role.id, menu_id: menu.id })))
    .execute();
  return role.id;
}

async function actAs(roleId: number) {
  await ctx.db
    .updateTable('agent_memberships')
    .set({ role_id: roleId })
    .where('agent_user_id', '=', ctx.ids.agentStaffId)
    .execute();
}

const snapshot = async () => ({
  jobs: await countRows(ctx.db, 'jobs'),
  customers: await countRows(ctx.db, 'customers'),
  orders: await countRows(ctx.db, 'orders'),
  customer: await ctx.db
    .selectFrom('customers')
    .select(['nickname', 'company_name'])
    .where('mobile', '=', DEMO.agent1Customers.phone)
    .executeTakeFirstOrThrow(),
  storedFiles: fs.readdirSync(ctx.storage.dir, { recursive: true }).length,
});

const refused = (answer: { status: number; body: { code: number } }) => {
  expect(answer.status).toBe(403);
  expect(answer.body.code).toBe(ErrorCode.forbidden);
};

let staff: string;
let viewOnly: number;
let noCustomers: number;

beforeAll(async () => {
  viewOnly = await roleGranting('agent_customer_viewer', [
    'agent.index',
    'agent.customer',
    'agent.customer.view',
  ]);
  noCustomers = await roleGranting('agent_dashboard_only', ['agent.index']);
  staff = await ctx.loginAgent(DEMO.agentStaff);
});

async function attempts() {
  return {
    customerImport: await uploadImport(ctx, 'agent', staff, { symbol: 'customer' }, [
      { name: 'customers.xlsx', content: await xlsxOf(CUSTOMER_ROWS) },
    ]),
    orderImport: await uploadImport(ctx, 'agent', staff, { symbol: 'order' }, [
      { name: 'orders.xlsx', content: await xlsxOf(ORDER_ROWS) },
    ]),
  };
}

describe('agent staff whose role only views customers', () => {
  it('sees the customer list but is refused customer and order imports, and nothing is written', async () => {
    await actAs(viewOnly);
    const list = await ctx.call({ method: 'GET', url: '/api/agent/customer/getList', token: staff });
    expect(list.body.code).toBe(0);

    const before = await snapshot();
    const { customerImport, orderImport } = await attempts();
    refused(customerImport);
    refused(orderImport);
    await drain(workerFor(ctx.db, ctx.storage));
    expect(await snapshot()).toEqual(before);
  });
});

describe('agent staff whose role lacks the customer list', () => {
  it('is refused the list, and the import and export of customers and orders, and nothing is written', async () => {
    await actAs(noCustomers);
    refused(await ctx.call({ method: 'GET', url: '/api/agent/customer/getList', token: staff }));

    const before = await snapshot();
    const { customerImport, orderImport } = await attempts();
    refused(customerImport);
    refused(orderImport);
    refused(await requestExport(ctx, 'agent', staff, 'symbol=customer&keyword=x'));
    refused(await requestExport(ctx, 'agent', staff, 'symbol=order&keyword=x'));
    refused(await requestExport(ctx, 'agent', staff, 'symbol=customer&ids=1,2'));
    await drain(workerFor(ctx.db, ctx.storage));
    expect(await snapshot()).toEqual(before);
  });
});
