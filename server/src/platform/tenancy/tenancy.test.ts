import { describe, expect, it } from 'vitest';
import { findCustomer } from '#server/modules/customer/customer.repository.ts';
import { visibleIds } from '#server/modules/notice/notice.repository.ts';
import { findFile } from '#server/modules/upload/upload.repository.ts';
import { useTestContext } from '#server/test/harness.ts';
import { multipart, PNG_1X1 } from '#server/test/upload-fixtures.ts';

/**
 * The cross-tenant suite: each audience and tenant gets 404 (or 403 for the wrong audience) on another
 * tenant's objects. It grows with every module that adds tenant data.
 */
const ctx = useTestContext();

describe('tenant scopes on customers', () => {
  it("lets an agent scope find its own customers and not another agent's", async () => {
    const { agent1Id, customers } = ctx.ids;
    expect(
      await findCustomer(ctx.db, { kind: 'agent', agentId: agent1Id }, customers.agent1Phone),
    ).toBeDefined();
    expect(
      await findCustomer(ctx.db, { kind: 'agent', agentId: agent1Id }, customers.agent2Phone),
    ).toBeUndefined();
  });

  it('lets a customer scope find only the customer itself', async () => {
    const { agent1Id, customers } = ctx.ids;
    const scope = { kind: 'customer' as const, agentId: agent1Id, customerId: customers.agent1Phone };
    expect(await findCustomer(ctx.db, scope, customers.agent1Phone)).toBeDefined();
    expect(await findCustomer(ctx.db, scope, customers.agent1Email)).toBeUndefined();
    expect(await findCustomer(ctx.db, scope, customers.agent2Email)).toBeUndefined();
  });

  it('lets the platform scope find every customer', async () => {
    expect(await findCustomer(ctx.db, { kind: 'platform' }, ctx.ids.customers.agent2Email)).toBeDefined();
  });
});

describe('tenant scopes on notices', () => {
  const idOf = async (title: string) =>
    (await ctx.db.selectFrom('notices').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;

  it("lets an agent scope see its own team's and every team's notices, not another team's", async () => {
    const everyTeam = await idOf('新版互动大屏模板已上线');
    const team2Only = await idOf('请尽快完成企业认证');
    const team1 = { kind: 'agent' as const, agentId: ctx.ids.agent1Id };
    const team2 = { kind: 'agent' as const, agentId: ctx.ids.agent2Id };
    expect(await visibleIds(ctx.db, team1, [everyTeam, team2Only])).toEqual([everyTeam]);
    expect((await visibleIds(ctx.db, team2, [everyTeam, team2Only])).sort()).toEqual(
      [everyTeam, team2Only].sort(),
    );
  });

  it("lets a customer scope see letters to itself and not another customer's, nor other audiences'", async () => {
    const letter = await idOf('您的年会活动方案已准备好');
    const adminNotice = await idOf('系统将于本周六凌晨 2:00 升级维护');
    const { agent1Id, customers } = ctx.ids;
    const own = { kind: 'customer' as const, agentId: agent1Id, customerId: customers.agent1Phone };
    const neighbour = { kind: 'customer' as const, agentId: agent1Id, customerId: customers.agent1Email };
    expect(await visibleIds(ctx.db, own, [letter, adminNotice])).toEqual([letter]);
    expect(await visibleIds(ctx.db, neighbour, [letter])).toEqual([]);
    expect(await visibleIds(ctx.db, { kind: 'platform' }, [letter, adminNotice])).toEqual([adminNotice]);
  });
});

describe('tenant scopes on files', () => {
  it("registers a file only under the caller's own prefix and finds it only in the owner's scope", async () => {
    const owner = await ctx.loginCustomer();
    const neighbour = await ctx.loginCustomer('13800000002');
    const agent = await ctx.loginAgent();
    const grant = await ctx.call({
      method: 'GET',
      url: '/api/customer/Upload/getToken?name=a.png',
      token: owner,
    });
    const key = grant.body.data.key as string;
    await ctx.app.inject({
      method: 'POST',
      url: '/storage',
      ...(await multipart(grant.body.data.fields, { name: 'a.png', type: 'image/png', content: PNG_1X1 })),
    });
    const file = { name: 'a.png', url: key, size: PNG_1X1.length, type: 'image/png' };
    // Another customer and the customer's own agent cannot register it as theirs.
    for (const [platform, token] of [
      ['customer', neighbour],
      ['agent', agent],
    ] as const) {
      const { status } = await ctx.call({
        method: 'POST',
        url: `/api/${platform}/Upload/postAdd`,
        token,
        payload: { files: [file] },
      });
      expect(status, platform).toBe(400);
    }
    const { body } = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/postAdd',
      token: owner,
      payload: { files: [file] },
    });
    const id = body.data[0].id as number;
    const { agent1Id, agent2Id, customers } = ctx.ids;
    expect(
      await findFile(ctx.db, { kind: 'customer', agentId: agent1Id, customerId: customers.agent1Phone }, id),
    ).toBeDefined();
    expect(
      await findFile(ctx.db, { kind: 'customer', agentId: agent1Id, customerId: customers.agent1Email }, id),
    ).toBeUndefined();
    expect(await findFile(ctx.db, { kind: 'agent', agentId: agent2Id }, id)).toBeUndefined();
    expect(await findFile(ctx.db, { kind: 'platform' }, id)).toBeUndefined();
  });

  it("refuses an upload token of one tenant for another tenant's key", async () => {
    const owner = await ctx.loginCustomer();
    const neighbour = await ctx.loginCustomer('13800000002');
    const mine = await ctx.call({
      method: 'GET',
      url: '/api/customer/Upload/getToken?name=a.png',
      token: owner,
    });
    const theirs = await ctx.call({
      method: 'GET',
      url: '/api/customer/Upload/getToken?name=a.png',
      token: neighbour,
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/storage',
      ...(await multipart(
        { key: theirs.body.data.key, token: mine.body.data.token },
        { name: 'a.png', type: 'image/png', content: PNG_1X1 },
      )),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('cross-tenant API access', () => {
  it('answers each customer with its own record, whatever ids the request carries', async () => {
    const token = await ctx.loginCustomer('13800000002');
    const { body } = await ctx.call({
      method: 'GET',
      url: `/api/customer/customer/getInfo?id=${ctx.ids.customers.agent1Phone}`,
      token,
    });
    expect(body.data.id).toBe(ctx.ids.customers.agent2Phone);
  });

  it('answers 404 when an agent user switches to a team it does not belong to', async () => {
    const token = await ctx.loginAgent('staff@example.com');
    const { status } = await ctx.call({
      method: 'POST',
      url: '/api/agent/BasicInfo/changeTeam',
      token,
      payload: { opid: ctx.ids.agent2Id },
    });
    expect(status).toBe(404);
  });

  it("shows an agent user only the current team's grants", async () => {
    const token = await ctx.loginAgent('staff@example.com');
    const { body } = await ctx.call({ method: 'GET', url: '/api/agent/BasicInfo/getInfo', token });
    expect(body.data.teams.map((team: { opid: number }) => team.opid)).toEqual([ctx.ids.agent1Id]);
  });

  it('refuses every session of another audience with 403 on each audience-bound endpoint', async () => {
    const tokens = {
      admin: await ctx.loginAdmin(),
      agent: await ctx.loginAgent(),
      customer: await ctx.loginCustomer(),
    };
    for (const route of ctx.app.routeTable) {
      const access = route.access;
      if (!access || !route.url.startsWith('/api/')) continue;
      const audiences = ([] as string[]).concat(access.audience);
      if (audiences.includes('public')) continue;
      for (const [audience, token] of Object.entries(tokens)) {
        if (audiences.includes(audience)) continue;
        const { status } = await ctx.call({
          method: route.method as 'GET',
          url: route.url,
          token,
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(status, `${audience} on ${route.method} ${route.url}`).toBe(403);
      }
    }
  });
});
