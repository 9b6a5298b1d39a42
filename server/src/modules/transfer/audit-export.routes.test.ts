import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';
import { exportAndRead, requestExport, uploadImport, xlsxOf } from './transfer.test-helpers.ts';

const ctx = useTestContext();
const MARK = '/api/test/audit-export';

let admin: string;
let agent: string;
beforeAll(async () => {
  admin = await ctx.loginAdmin();
  agent = await ctx.loginAgent();
  const { agent1Id, agent2Id, adminId, agentUserId, customers } = ctx.ids;
  const row = (
    audience: string,
    actorId: number | null,
    agentId: number | null,
    route: string,
    status = 200,
  ) => ({
    request_id: `req-${route}-${audience}-${agentId}`,
    audience,
    actor_id: actorId,
    agent_id: agentId,
    customer_id: audience === 'customer' ? actorId : null,
    method: 'POST',
    route,
    status_code: status,
    ip: '203.0.113.9',
    summary: '{"body":{"name":"x"}}',
  });
  await ctx.db
    .insertInto('audit_logs')
    .values([
      row('admin', adminId, null, `${MARK}/platform`),
      row('agent', agentUserId, agent1Id, `${MARK}/team-1`),
      row('agent', agentUserId, agent2Id, `${MARK}/team-2`, 403),
      row('customer', customers.agent1Phone, agent1Id, `${MARK}/customer-of-team-1`),
    ])
    .execute();
});

const routesOf = (rows: string[][]) =>
  rows
    .slice(1)
    .map((row) => row[6])
    .sort();

describe('exporting the audit log through the job centre', () => {
  it('exports every tenant’s rows to the admin, with the list’s filters, in the reader’s columns', async () => {
    const rows = await exportAndRead(ctx, 'admin', admin, `symbol=audit_log&keyword=${MARK}`);
    expect(rows[0]).toEqual([
      'ID',
      'Time',
      'Console',
      'Actor',
      'Tenant',
      'Method',
      'Route',
      'Status',
      'Result',
      'IP',
      'User agent',
      'Request id',
      'Request summary',
    ]);
    expect(routesOf(rows)).toEqual([
      `${MARK}/customer-of-team-1`,
      `${MARK}/platform`,
      `${MARK}/team-1`,
      `${MARK}/team-2`,
    ]);
    const team2 = await exportAndRead(
      ctx,
      'admin',
      admin,
      `symbol=audit_log&keyword=${MARK}&agent_id=${ctx.ids.agent2Id}`,
    );
    expect(routesOf(team2)).toEqual([`${MARK}/team-2`]);
    expect(team2[1]?.slice(2, 9)).toEqual([
      'agent',
      expect.stringContaining(DEMO.agentUser),
      DEMO.agent2.name,
      'POST',
      `${MARK}/team-2`,
      '403',
      'refused',
    ]);
    const refused = await exportAndRead(
      ctx,
      'admin',
      admin,
      `symbol=audit_log&keyword=${MARK}&result=refused`,
    );
    expect(routesOf(refused)).toEqual([`${MARK}/team-2`]);
  });

  it('exports to an agent owner only the calls of its own team’s staff, whatever agent_id it names', async () => {
    const rows = await exportAndRead(
      ctx,
      'agent',
      agent,
      `symbol=audit_log&keyword=${MARK}&agent_id=${ctx.ids.agent2Id}`,
    );
    expect(routesOf(rows)).toEqual([`${MARK}/team-1`]);
  });

  it('is never a customer’s, never imported, and needs a filter; refusals queue nothing', async () => {
    const before = await countRows(ctx.db, 'jobs');
    const customer = await ctx.loginCustomer();
    const byCustomer = await requestExport(ctx, 'customer', customer, `symbol=audit_log&keyword=${MARK}`);
    expect([byCustomer.status, byCustomer.body.msg]).toEqual([400, 'this dataset cannot be exported here']);
    const unfiltered = await requestExport(ctx, 'admin', admin, 'symbol=audit_log');
    expect([unfiltered.status, unfiltered.body.msg]).toEqual([400, 'export: select data first']);
    const badDay = await requestExport(ctx, 'admin', admin, 'symbol=audit_log&start_date=2026-02-30');
    expect(badDay.status).toBe(400);
    const template = await ctx.call({
      method: 'GET',
      url: '/api/admin/import/getTemplate?symbol=audit_log',
      token: admin,
    });
    expect([template.status, template.body.msg]).toEqual([400, 'this dataset cannot be imported here']);
    const imported = await uploadImport(ctx, 'admin', admin, { symbol: 'audit_log' }, [
      { name: 'audit.xlsx', content: await xlsxOf([['ID'], ['1']]) },
    ]);
    expect([imported.status, imported.body.msg]).toEqual([400, 'this dataset cannot be imported here']);
    const operator = await ctx.loginAdmin(DEMO.operator);
    const noGrant = await requestExport(ctx, 'admin', operator, `symbol=audit_log&keyword=${MARK}`);
    expect(noGrant.status).toBe(403);
    expect(await countRows(ctx.db, 'jobs')).toBe(before);
  });
});
