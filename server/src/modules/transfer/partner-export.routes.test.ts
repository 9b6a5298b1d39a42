import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';
import { exportAndRead, requestExport } from './transfer.test-helpers.ts';

const ctx = useTestContext();

describe('exporting the agents (admin › partner) through the job centre', () => {
  it('exports every agent, or the list’s filters, with owner, domains and counts', async () => {
    const admin = await ctx.loginAdmin();
    const all = await exportAndRead(ctx, 'admin', admin, 'symbol=partner');
    expect(all[0]).toEqual([
      'ID',
      'Agent',
      'Domains',
      'Owner',
      'Owner email',
      'Contact',
      'Contact phone',
      'Verified (1 = yes)',
      'Enabled (1 = yes)',
      'Members',
      'Customers',
      'Created',
    ]);
    const agents = await countRows(ctx.db, 'agents');
    expect(all.length - 1).toBe(agents);
    const agent1 = all.find((row) => row[1] === DEMO.agent1.name);
    expect(agent1?.slice(2, 5)).toEqual([DEMO.agent1.domains.join(', '), expect.any(String), DEMO.agentUser]);
    expect(agent1?.[8]).toBe('1');

    const byDomain = await exportAndRead(ctx, 'admin', admin, 'symbol=partner&keyword=agent2.localhost');
    expect(byDomain.slice(1).map((row) => row[1])).toEqual([DEMO.agent2.name]);
    await ctx.db
      .updateTable('agents')
      .set({ disabled_at: new Date() })
      .where('id', '=', ctx.ids.agent2Id)
      .execute();
    const disabled = await exportAndRead(ctx, 'admin', admin, 'symbol=partner&enabled=0');
    expect(disabled.slice(1).map((row) => [row[1], row[8]])).toEqual([[DEMO.agent2.name, '0']]);
    const selected = await exportAndRead(ctx, 'admin', admin, `symbol=partner&ids=${ctx.ids.agent1Id}`);
    expect(selected.slice(1).map((row) => row[0])).toEqual([String(ctx.ids.agent1Id)]);
  });

  it('is the platform’s only, needs admin.partner, and refuses bad filters; refusals queue nothing', async () => {
    const before = await countRows(ctx.db, 'jobs');
    const agent = await ctx.loginAgent();
    const byAgent = await requestExport(ctx, 'agent', agent, 'symbol=partner');
    expect([byAgent.status, byAgent.body.msg]).toEqual([400, 'this dataset cannot be exported here']);
    const admin = await ctx.loginAdmin();
    for (const bad of ['enabled=2', 'status=x', 'start_date=2026-02-30']) {
      expect((await requestExport(ctx, 'admin', admin, `symbol=partner&${bad}`)).status, bad).toBe(400);
    }
    expect(await countRows(ctx.db, 'jobs')).toBe(before);
  });
});
