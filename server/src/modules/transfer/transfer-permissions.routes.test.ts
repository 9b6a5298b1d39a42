import { ErrorCode, Permission, type PermissionKey, transferApi } from '@onsite/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { ROLE, type RoleCode } from '#server/seed/menu-catalogue.ts';
import { useTestContext, withdrawPermission } from '#server/test/harness.ts';
import { CUSTOMER_HEADERS_EN, requestExport, uploadImport, xlsxOf } from './transfer.test-helpers.ts';

/**
 * Import and export of a dataset need the permission of its list (issue: a role without the customer list
 * could still export and import every customer and order of its scope). The built-in operator and agent
 * staff roles grant the customer list; here they lose it.
 */
const ctx = useTestContext();

/** Takes a permission away from a built-in role. */
const withdraw = (roleCode: RoleCode, permission: PermissionKey) =>
  withdrawPermission(ctx.db, roleCode, permission);

const jobsCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const get = (url: string, token: string) => ctx.call({ method: 'GET', url, token });

const customerFile = async () => [
  {
    name: 'customers.xlsx',
    content: await xlsxOf([CUSTOMER_HEADERS_EN, ['许一', '13911113001', '', '', '']]),
  },
];
const orderFile = async () => [
  {
    name: 'orders.xlsx',
    content: await xlsxOf([
      ['Order no', 'Customer mobile or email', 'Title', 'Amount (yuan)', 'Paid at'],
      ['BANK-PERM-1', DEMO.agent1Customers.phone, '权限测试', '10', ''],
    ]),
  },
];

let superAdmin: string;
let operator: string;
let owner: string;
let staff: string;
let customer: string;
/** Exports the operator and the staff member queued while their roles still granted the customer list. */
let operatorExport: number;
let staffExport: number;

beforeAll(async () => {
  superAdmin = await ctx.loginAdmin();
  operator = await ctx.loginAdmin(DEMO.operator);
  owner = await ctx.loginAgent();
  staff = await ctx.loginAgent(DEMO.agentStaff);
  customer = await ctx.loginCustomer();
  const queued = async (platform: string, token: string) => {
    const answer = await requestExport(ctx, platform, token, 'symbol=customer&keyword=x');
    expect(answer.body.code).toBe(0);
    return answer.body.data.log_id as number;
  };
  operatorExport = await queued('admin', operator);
  staffExport = await queued('agent', staff);
  await withdraw(ROLE.platformOperator, Permission.admin.customerList);
  await withdraw(ROLE.agentStaff, Permission.agent.customerList);
});

const CONSOLES = [
  { platform: 'admin', who: 'an admin', lacks: Permission.admin.customerList, token: () => operator },
  { platform: 'agent', who: 'an agent user', lacks: Permission.agent.customerList, token: () => staff },
] as const;

describe.each(CONSOLES)('$who whose role lacks $lacks', ({ platform, token }) => {
  const forbidden = (answer: { status: number; body: { code: number } }) => {
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(ErrorCode.forbidden);
  };

  it('is refused customer and order import and export, and nothing is queued', async () => {
    const before = await jobsCount();
    forbidden(await uploadImport(ctx, platform, token(), { symbol: 'customer' }, await customerFile()));
    forbidden(await uploadImport(ctx, platform, token(), { symbol: 'order' }, await orderFile()));
    forbidden(await requestExport(ctx, platform, token(), 'symbol=customer&ids=1,2'));
    forbidden(await requestExport(ctx, platform, token(), 'symbol=customer&keyword=x'));
    forbidden(await requestExport(ctx, platform, token(), 'symbol=order&keyword=x'));
    expect(await jobsCount()).toBe(before);
  });

  it('is refused the import templates and the jobs of those datasets', async () => {
    for (const symbol of ['customer', 'order']) {
      forbidden(await get(`${transferApi.getTemplate[platform].path}?symbol=${symbol}`, token()));
      forbidden(await get(`${transferApi.getExportList[platform].path}?symbol=${symbol}`, token()));
    }
    const logId = platform === 'admin' ? operatorExport : staffExport;
    forbidden(await get(`${transferApi.getExportStatus[platform].path}?log_id=${logId}`, token()));
    // Its own job list without a dataset still answers.
    expect((await get(transferApi.getExportList[platform].path, token())).body.code).toBe(0);
  });
});

describe('callers with the list permission', () => {
  it('still import and export customers and orders', async () => {
    const admin = await requestExport(ctx, 'admin', superAdmin, 'symbol=customer&keyword=x');
    expect(admin.body.code).toBe(0);
    const template = await ctx.app.inject({
      method: 'GET',
      url: `${transferApi.getTemplate.admin.path}?symbol=customer`,
      headers: { authorization: `Bearer ${superAdmin}` },
    });
    expect(template.statusCode).toBe(200);
    const imported = await uploadImport(ctx, 'agent', owner, { symbol: 'customer' }, await customerFile());
    expect(imported.body.code).toBe(0);
    expect((await requestExport(ctx, 'agent', owner, 'symbol=order&keyword=x')).body.code).toBe(0);
  });

  it('leaves datasets of other permissions alone: the operator still exports activities', async () => {
    expect((await requestExport(ctx, 'admin', operator, 'symbol=activity&keyword=x')).body.code).toBe(0);
  });

  it('needs no permission for a customer exporting its own orders', async () => {
    expect((await requestExport(ctx, 'customer', customer, 'symbol=order&keyword=x')).body.code).toBe(0);
  });
});
