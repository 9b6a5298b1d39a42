import { describe, expect, it } from 'vitest';
import { findActivity } from '#server/modules/activity/activity.repository.ts';
import { findConsoleActivity } from '#server/modules/activity/activity-console.repository.ts';
import { claimKey } from '#server/modules/cdkey/cdkey.repository.ts';
import {
  findEnquiry,
  insertEnquiry,
  listEnquiries,
  teamMembers,
  updateEnquiry,
} from '#server/modules/channel/enquiry.repository.ts';
import { findLink, insertLink, listLinks, updateLink } from '#server/modules/channel/invite.repository.ts';
import { findCustomer } from '#server/modules/customer/customer.repository.ts';
import type { CustomerFilter } from '#server/modules/customer/customer-list.repository.ts';
import {
  findManagedCustomer,
  updateCustomerRow,
} from '#server/modules/customer/customer-manage.repository.ts';
import { customerOrderInvoice, decide, findInvoice } from '#server/modules/invoice/invoice.repository.ts';
import { visibleIds } from '#server/modules/notice/notice.repository.ts';
import {
  bankAccountOf,
  filteredOrders,
  insertOrder,
  newOrderNo,
  saveBankAccount,
} from '#server/modules/order/index.ts';
import { findOrder } from '#server/modules/order/order.repository.ts';
import {
  deleteEnablement,
  findEnablement,
  listEnablements,
  ownPlugins,
} from '#server/modules/plugin/plugin.repository.ts';
import { findEntry } from '#server/modules/resource/resource.repository.ts';
import {
  deleteArticle,
  findOwnArticle,
  listOwnArticles,
  listPlatformFallbacks,
  updateArticle,
} from '#server/modules/site/site-content.repository.ts';
import {
  deleteMember,
  deleteTeamRole,
  findInvitation,
  findMember,
  findTeamRole,
  insertInvitation,
  insertTeamRole,
  teamRoleOptions,
} from '#server/modules/team/team.repository.ts';
import {
  agentChoice,
  offeredForTool,
  saveAgentChoice,
} from '#server/modules/template/template.repository.ts';
import { customerSymbol } from '#server/modules/transfer/symbols/customer.symbol.ts';
import { findJob } from '#server/modules/transfer/transfer.repository.ts';
import { findFile } from '#server/modules/upload/upload.repository.ts';
import { seedActivity } from '#server/seed/activities.ts';
import { useTestContext } from '#server/test/harness.ts';
import { multipart, PNG_1X1 } from '#server/test/upload-fixtures.ts';
import { agentScope, customerScope, type TenantScope } from './scope.ts';

/**
 * The cross-tenant suite: each audience and tenant gets 404 (or 403 for the wrong audience) on another
 * tenant's objects. It grows with every module that adds tenant data.
 */
const ctx = useTestContext();

/** The demo agent staff member (of team 1 only). */
const demoStaffId = async () => ctx.ids.agentStaffId;

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

// Material library (modules/material): list, edit, delete and categories of another tenant's files.
describe('tenant scopes on the material library', () => {
  /** Registers a 1×1 PNG for the caller through getToken, our store and postAdd. */
  async function ownFile(token: string, platform: 'admin' | 'agent' | 'customer') {
    const name = 'tenant.png';
    const grant = await ctx.call({
      method: 'GET',
      url: `/api/${platform}/Upload/getToken?name=${name}`,
      token,
    });
    await ctx.app.inject({
      method: 'POST',
      url: grant.body.data.upload_url,
      ...(await multipart(grant.body.data.fields, { name, type: 'image/png', content: PNG_1X1 })),
    });
    const added = await ctx.call({
      method: 'POST',
      url: `/api/${platform}/Upload/postAdd`,
      token,
      payload: { files: [{ name, url: grant.body.data.key, size: PNG_1X1.length, type: 'image/png' }] },
    });
    return added.body.data[0] as { id: number; url: string };
  }

  it("answers 404 to every library call on another tenant's file or category, changing nothing", async () => {
    const owner = await ctx.loginCustomer();
    const file = await ownFile(owner, 'customer');
    const category = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/addCategory',
      token: owner,
      payload: { name: 'Tenant A' },
    });
    const intruders = [
      { platform: 'customer', token: await ctx.loginCustomer('customer1@example.com') },
      { platform: 'customer', token: await ctx.loginCustomer('13800000002') },
      { platform: 'agent', token: await ctx.loginAgent() },
      { platform: 'admin', token: await ctx.loginAdmin() },
    ];
    for (const { platform, token } of intruders) {
      const calls = [
        { url: `/api/${platform}/Upload/postDelete`, payload: { ids: [file.id] } },
        { url: `/api/${platform}/Upload/edit`, payload: { id: file.id, name: 'taken.png' } },
        {
          url: `/api/${platform}/Upload/editCategory`,
          payload: { id: category.body.data.id, name: 'taken' },
        },
        { url: `/api/${platform}/Upload/deleteCategory`, payload: { id: category.body.data.id } },
      ];
      for (const call of calls) {
        const { status } = await ctx.call({ method: 'POST', token, ...call });
        expect(status, `${platform} ${call.url}`).toBe(404);
      }
      const listed = await ctx.call({
        method: 'GET',
        url: `/api/${platform}/Upload/getList?limit=100`,
        token,
      });
      expect(listed.body.data.some((row: { id: number }) => row.id === file.id)).toBe(false);
    }
    const row = await ctx.db.selectFrom('files').selectAll().where('id', '=', file.id).executeTakeFirst();
    expect(row?.name).toBe('tenant.png');
    expect(await ctx.storage.stat(file.url)).not.toBeNull();
    const categories = await ctx.call({
      method: 'GET',
      url: '/api/customer/Upload/getCategoryList',
      token: owner,
    });
    expect(categories.body.data).toContainEqual({
      id: category.body.data.id,
      name: 'Tenant A',
      file_count: 0,
    });
  });
});

describe('customer sign-up belongs to the agent site of the host (customer-auth)', () => {
  const register = async (host: string, email: string) => {
    const captcha = await ctx.call({
      method: 'GET',
      url: '/api/customer/login/getCaptcha',
      headers: { host },
    });
    await ctx.call({
      method: 'POST',
      url: '/api/customer/login/postEmailVerifyCode',
      headers: { host },
      payload: {
        email,
        captcha_key: captcha.body.data.key,
        captcha_code: captcha.raw.headers['x-test-captcha-answer'],
      },
    });
    const mail = await ctx.db
      .selectFrom('message_outbox')
      .select(['body', 'agent_id'])
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    const code = (mail.body.match(/\b\d{6}\b/) as RegExpMatchArray)[0];
    const { body } = await ctx.call({
      method: 'POST',
      url: '/api/customer/login/postRegister',
      headers: { host },
      payload: { register_type: 'email', email, verify_code: code, password: 'Blue-Harbour-Pass-7' },
    });
    expect(body.code, body.msg).toBe(0);
    return { mailAgent: mail.agent_id };
  };

  it("creates an agent2 customer on agent2's host, outside agent1's scope, and its mail names agent2", async () => {
    const { mailAgent } = await register('agent2.localhost', 'tenant-signup@example.com');
    expect(mailAgent).toBe(ctx.ids.agent2Id);
    const created = await ctx.db
      .selectFrom('customers')
      .select(['id', 'agent_id'])
      .where('email', '=', 'tenant-signup@example.com')
      .executeTakeFirstOrThrow();
    expect(created.agent_id).toBe(ctx.ids.agent2Id);
    expect(
      await findCustomer(ctx.db, { kind: 'agent', agentId: ctx.ids.agent1Id }, created.id),
    ).toBeUndefined();
    expect(
      await findCustomer(ctx.db, { kind: 'agent', agentId: ctx.ids.agent2Id }, created.id),
    ).toBeDefined();
  });

  it('keeps the message outbox from every audience but the permitted admin', async () => {
    for (const token of [
      await ctx.loginAgent(),
      await ctx.loginCustomer(),
      await ctx.loginAdmin('operator'),
    ]) {
      const { status } = await ctx.call({ method: 'GET', url: '/api/admin/messageOutbox/getList', token });
      expect(status).toBe(403);
    }
  });
});

// issue 7: import and export jobs belong to one account in one tenant; exports never leave the tenant.
describe('tenant scopes on import and export jobs', () => {
  const exportJob = async (token: string, platform: string, query: string) => {
    const { body } = await ctx.call({
      method: 'GET',
      url: `/api/${platform}/export/exportData?symbol=customer&${query}`,
      token,
    });
    return body.data.log_id as number;
  };

  it("finds a job only for its owner: another team's, another account's and another audience's are 404", async () => {
    const agent = await ctx.loginAgent();
    const logId = await exportJob(agent, 'agent', `ids=${ctx.ids.customers.agent1Phone}`);
    const team1Owner = {
      audience: 'agent' as const,
      userId: ctx.ids.agentUserId,
      agentId: ctx.ids.agent1Id,
      customerId: null,
    };
    expect(await findJob(ctx.db, team1Owner, 'export', logId)).toBeDefined();
    expect(
      await findJob(ctx.db, { ...team1Owner, agentId: ctx.ids.agent2Id }, 'export', logId),
    ).toBeUndefined();
    expect(await findJob(ctx.db, team1Owner, 'import', logId)).toBeUndefined();
    for (const [platform, token] of [
      ['agent', await ctx.loginAgent('staff@example.com')],
      ['admin', await ctx.loginAdmin()],
      ['customer', await ctx.loginCustomer()],
    ] as const) {
      const { status } = await ctx.call({
        method: 'GET',
        url: `/api/${platform}/export/getStatus?log_id=${logId}`,
        token,
      });
      expect(status).toBe(404);
    }
  });

  it("never exports another agent's customers, even by id", async () => {
    const { customers, agent1Id } = ctx.ids;
    const filter = customerSymbol.exportFilter(
      { symbol: 'customer', ids: `${customers.agent2Phone},${customers.agent2Email}` },
      { kind: 'agent', agentId: agent1Id },
    );
    expect(filter).not.toBeNull();
    const scope = { kind: 'agent' as const, agentId: agent1Id };
    expect(await customerSymbol.exportBounds(ctx.db, scope, filter as CustomerFilter)).toEqual({
      count: 0,
      maxId: 0,
    });
    const everything = { afterId: 0, throughId: 1_000_000, limit: 10 };
    expect(await customerSymbol.exportPage(ctx.db, scope, filter as CustomerFilter, everything)).toEqual([]);
  });
});

describe('tenant scopes on activities', () => {
  it("answers 404 to every activity call on another customer's activity, even of the same agent, and changes nothing", async () => {
    const owner = { agentId: ctx.ids.agent1Id, customerId: ctx.ids.customers.agent1Phone };
    const id = await seedActivity(ctx.db, { ...owner, title: 'Owned', toolId: 1, beginIn: 24, endIn: 26 });
    const binned = await seedActivity(ctx.db, {
      ...owner,
      title: 'Binned',
      toolId: 1,
      beginIn: 24,
      endIn: 26,
      cancelled: true,
    });
    expect(
      await findActivity(
        ctx.db,
        { kind: 'customer', agentId: ctx.ids.agent2Id, customerId: owner.customerId },
        id,
      ),
    ).toBeUndefined();
    const A = '/api/ym/Active';
    const calls: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['GET', `${A}/getActiveInfo?id=${id}`],
      ['GET', `${A}/getVipInfo?id=${id}`],
      ['GET', `${A}/getSourceInfo?id=${id}`],
      ['GET', `${A}/getNewAddons?id=${id}`],
      ['POST', `${A}/copy`, { id }],
      ['POST', '/api/ym/active/postRenew', { id }],
      ['POST', `${A}/editActName`, { id, title: 'Taken' }],
      ['POST', `${A}/editGroup`, { id, group_title: 'Taken' }],
      ['POST', `${A}/postCancel`, { id }],
      ['POST', '/api/ym/active/postRestore', { id: binned }],
      ['POST', `${A}/postAbolish`, { id }],
      ['POST', `${A}/postOver`, { id }],
      ['POST', `${A}/updateBeginTime`, { id, begin_time: '2030-01-01 09:00', end_time: '2030-01-01 10:00' }],
      ['POST', `${A}/updateVipLastTime`, { id, vip_last_time: '' }],
      ['POST', `${A}/addVipPerson`, { id, name: 'Guest', mobile: '13900000001' }],
      ['POST', `${A}/updateProduct`, { id, tool_id: 8 }],
      ['POST', `${A}/deleteRecycle`, { ids: [binned] }],
      ['POST', '/api/ym/ActiveSetting/editPassword', { id, password: 'secret1' }],
    ];
    const before = await ctx.db
      .selectFrom('activities')
      .selectAll()
      .where('id', 'in', [id, binned])
      .execute();
    for (const token of [
      await ctx.loginCustomer('customer1@example.com'),
      await ctx.loginCustomer('13800000002'),
    ]) {
      for (const [method, url, payload] of calls) {
        const { status } = await ctx.call({ method, url, payload, token });
        expect([url, status]).toEqual([url, 404]);
      }
      await ctx.call({ method: 'POST', url: `${A}/emptyRecycle`, payload: {}, token });
      const list = await ctx.call({ method: 'GET', url: `${A}/getList?limit=100`, token });
      expect((list.body.data as { id: number }[]).some((row) => row.id === id)).toBe(false);
    }
    expect(
      await ctx.db.selectFrom('activities').selectAll().where('id', 'in', [id, binned]).execute(),
    ).toEqual(before);
  });
});

describe("tenant scopes on the consoles' activities", () => {
  it("finds an activity in its agent's and the platform's scope only; another agent's staff gets 404 and no row", async () => {
    const owner = { agentId: ctx.ids.agent2Id, customerId: ctx.ids.customers.agent2Phone };
    const id = await seedActivity(ctx.db, {
      ...owner,
      title: 'Agent two only',
      toolId: 1,
      beginIn: -1,
      endIn: 2,
    });
    expect(await findConsoleActivity(ctx.db, agentScope(ctx.ids.agent1Id), id)).toBeUndefined();
    expect((await findConsoleActivity(ctx.db, agentScope(ctx.ids.agent2Id), id))?.id).toBe(id);
    expect((await findConsoleActivity(ctx.db, { kind: 'platform' }, id))?.id).toBe(id);
    // a customer scope reaches its own only
    expect(
      await findConsoleActivity(ctx.db, customerScope({ agentId: ctx.ids.agent2Id, customerId: 1 }), id),
    ).toBeUndefined();

    const staff = await ctx.loginAgent('staff@example.com');
    const info = await ctx.call({ method: 'GET', url: `/api/agent/activity/getInfo?id=${id}`, token: staff });
    expect([info.status, info.body.msg]).toEqual([404, 'activity not found']);
    const list = await ctx.call({
      method: 'GET',
      url: `/api/agent/activity/getList?limit=100&customer=${encodeURIComponent('13800000002')}`,
      token: staff,
    });
    expect(list.body.data).toEqual([]);
  });
});

describe('tenant scopes on orders and bank accounts', () => {
  it("shows each site only its own receiving account; clearing one leaves the other's", async () => {
    const site1 = agentScope(ctx.ids.agent1Id);
    const site2 = agentScope(ctx.ids.agent2Id);
    const first = await bankAccountOf(ctx.db, site1);
    expect(first?.account_no).toBe('571908765410802');
    expect((await bankAccountOf(ctx.db, site2))?.account_no).toBe('4000023409200187654');
    await saveBankAccount(ctx.db, site2, { clear: 1 });
    expect(await bankAccountOf(ctx.db, site2)).toBeNull();
    expect(await bankAccountOf(ctx.db, site1)).toEqual(first);
  });

  it("finds an order only in its owner's, its agent's and the platform's scope", async () => {
    const { agent1Id, agent2Id, customers } = ctx.ids;
    const owner = customerScope({ agentId: agent1Id, customerId: customers.agent1Phone });
    const { order_no: orderNo } = await insertOrder(ctx.db, owner, {
      order_no: await newOrderNo(ctx.db),
      order_type: 90,
      subject_id: 0,
      title: 'tenancy check',
      amount: 100,
      original_amount: 100,
      pay_amount: 100,
    });
    expect(await findOrder(ctx.db, owner, orderNo)).toBeDefined();
    const sameAgent = customerScope({ agentId: agent1Id, customerId: customers.agent1Email });
    expect(await findOrder(ctx.db, sameAgent, orderNo)).toBeUndefined();
    const listed = async (scope: TenantScope, agentId?: number) =>
      (
        await filteredOrders(ctx.db, scope, { keyword: orderNo, agentId }).select('orders.order_no').execute()
      ).map((row) => row.order_no);
    expect(await listed(owner)).toEqual([orderNo]);
    expect(await listed(sameAgent)).toEqual([]);
    expect(await listed(agentScope(agent1Id))).toEqual([orderNo]);
    expect(await listed(agentScope(agent2Id))).toEqual([]);
    expect(await listed({ kind: 'platform' })).toEqual([orderNo]);
    expect(await listed({ kind: 'platform' }, agent2Id)).toEqual([]);
  });
});

describe('tenant scopes on the resource ledger', () => {
  it("answers 404 for another customer's ledger entry, also of the same agent, and lists none of it", async () => {
    const entry = await ctx.db
      .selectFrom('ledger_entries')
      .select(['id', 'agent_id', 'customer_id'])
      .where('customer_id', '=', ctx.ids.customers.agent2Phone)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(
      await findEntry(
        ctx.db,
        { kind: 'customer', agentId: ctx.ids.agent1Id, customerId: entry.customer_id },
        entry.id,
      ),
    ).toBeUndefined();
    expect(
      await findEntry(
        ctx.db,
        { kind: 'customer', agentId: entry.agent_id, customerId: ctx.ids.customers.agent2Email },
        entry.id,
      ),
    ).toBeUndefined();
    for (const token of [await ctx.loginCustomer(), await ctx.loginCustomer('customer2@example.com')]) {
      const one = await ctx.call({
        method: 'GET',
        url: `/api/customer/resource/getEntryInfo?id=${entry.id}`,
        token,
      });
      expect(one.status).toBe(404);
      const list = await ctx.call({
        method: 'GET',
        url: '/api/customer/Product/getResourceList?limit=100',
        token,
      });
      expect((list.body.data as { id: number }[]).some((row) => row.id === entry.id)).toBe(false);
    }
  });
});

describe('tenant scopes on the customer account (official accounts, API credentials, WeChat bind)', () => {
  it("answers 404 to another customer's official account, credential and bind, also of the same agent", async () => {
    const owner = await ctx.loginCustomer(); // agent 1, from_agent = 1
    const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
      ctx.call({ method, url, token, ...(payload ? { payload } : {}) });
    const started = await call('POST', '/api/customer/officialAccount/authorize', owner);
    const ticket = new URL(started.body.data.auth_url).searchParams.get('ticket') ?? '';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/wechat/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ticket,
        appid: 'wx0123456789abcdef',
        nick_name: 'tenancy',
        service_type: '0',
        verify_type: '-1',
      }).toString(),
    });
    const [account] = (await call('GET', '/api/customer/officialAccount/getList', owner)).body.data;
    const credential = (
      await call('POST', '/api/customer/customerApi/create', owner, { name: 't', scopes: ['profile.read'] })
    ).body.data;
    const bind = (await call('GET', '/api/customer/customer/getWechatBindQrcode', owner)).body.data;

    // the same agent's other customer, and another agent's customer made a partner for this check
    await ctx.db
      .updateTable('customers')
      .set({ from_agent: 1 })
      .where('id', 'in', [ctx.ids.customers.agent1Email, ctx.ids.customers.agent2Phone])
      .execute();
    for (const username of ['customer1@example.com', '13800000002']) {
      const other = await ctx.loginCustomer(username);
      for (const url of ['refresh', 'unbind']) {
        const answer = await call('POST', `/api/customer/officialAccount/${url}`, other, { id: account.id });
        expect(answer.status, `${username} ${url}`).toBe(404);
      }
      expect(
        (
          await call(
            'GET',
            `/api/customer/officialAccount/getAuthorizeStatus?auth_id=${started.body.data.auth_id}`,
            other,
          )
        ).status,
      ).toBe(404);
      expect((await call('GET', '/api/customer/officialAccount/getList', other)).body.count).toBe(0);
      expect(
        (await call('POST', '/api/customer/customerApi/revoke', other, { id: credential.id })).status,
      ).toBe(404);
      expect((await call('GET', '/api/customer/customerApi/getList', other)).body.count).toBe(0);
      expect(
        (await call('GET', `/api/customer/customer/getWechatBindStatus?bind_id=${bind.bind_id}`, other))
          .status,
      ).toBe(404);
    }
    expect((await call('GET', '/api/customer/officialAccount/getList', owner)).body.count).toBe(1);
    expect((await call('GET', '/api/customer/customerApi/getList', owner)).body.data[0].revoked_time).toBe(
      '',
    );
  });
});

describe('tenant scopes on team roles, members and invitations', () => {
  it("finds a team's own role, member and invitation only in that team's scope; the shared roles in both", async () => {
    const team1 = agentScope(ctx.ids.agent1Id);
    const team2 = agentScope(ctx.ids.agent2Id);
    const own = await insertTeamRole(ctx.db, team1, {
      role_code: 'tenancy_role',
      role_name: '租户角色',
      require_totp: false,
    });
    const staff = await demoStaffId();
    const invitation = await insertInvitation(ctx.db, team1, {
      tokenHash: 'tenancy-test-hash',
      roleId: own.id,
      email: '',
      invitedBy: ctx.ids.agentUserId,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await findTeamRole(ctx.db, team1, own.id)).toBeDefined();
    expect(await findTeamRole(ctx.db, team2, own.id)).toBeUndefined();
    expect(await findMember(ctx.db, team1, staff)).toBeDefined();
    expect(await findMember(ctx.db, team2, staff)).toBeUndefined();
    expect(await findInvitation(ctx.db, team1, invitation.id)).toBeDefined();
    expect(await findInvitation(ctx.db, team2, invitation.id)).toBeUndefined();
    const codes = async (scope: typeof team1) =>
      (await teamRoleOptions(ctx.db, scope)).map((role) => role.role_code);
    expect(await codes(team1)).toEqual(['agent_owner', 'agent_staff', 'tenancy_role']);
    expect(await codes(team2)).toEqual(['agent_owner', 'agent_staff']);
    // a write in another team's scope changes nothing
    await deleteTeamRole(ctx.db, team2, own.id);
    await deleteMember(ctx.db, team2, staff);
    expect(await findTeamRole(ctx.db, team1, own.id)).toBeDefined();
    expect(await findMember(ctx.db, team1, staff)).toBeDefined();
  });
});

describe('tenant scopes on managed customers (the staff drawer and forms)', () => {
  it("finds and changes a customer only in its agent's and the platform's scope", async () => {
    const id = ctx.ids.customers.agent2Email;
    const team1 = agentScope(ctx.ids.agent1Id);
    expect(await findManagedCustomer(ctx.db, team1, id)).toBeUndefined();
    expect(await findManagedCustomer(ctx.db, agentScope(ctx.ids.agent2Id), id)).toBeDefined();
    expect(await findManagedCustomer(ctx.db, { kind: 'platform' }, id)).toBeDefined();
    // another customer of the same agent is not the customer's own
    const sibling = customerScope({ agentId: ctx.ids.agent2Id, customerId: ctx.ids.customers.agent2Phone });
    expect(await findManagedCustomer(ctx.db, sibling, id)).toBeUndefined();
    const changed = await updateCustomerRow(ctx.db, team1, id, { nickname: '不该改' });
    expect(Number(changed.numUpdatedRows)).toBe(0);
    expect((await findManagedCustomer(ctx.db, { kind: 'platform' }, id))?.nickname).not.toBe('不该改');
  });
});

describe('tenant scopes on invite links and enquiries', () => {
  it("finds a team's link and enquiry only in its own scope and the platform's; another team's writes change nothing", async () => {
    const team1 = agentScope(ctx.ids.agent1Id);
    const team2 = agentScope(ctx.ids.agent2Id);
    const platform = { kind: 'platform' } as const;
    const link = await insertLink(ctx.db, {
      agent_id: ctx.ids.agent1Id,
      code: 'tenancyCode1',
      title: '租户链接',
      channel: '',
      created_by_audience: 'agent',
      created_by: ctx.ids.agentUserId,
    });
    const enquiry = await insertEnquiry(ctx.db, {
      agent_id: ctx.ids.agent1Id,
      name: '租户访客',
      phone: '13900000001',
      need: '租户测试',
      page: '',
      ip: '',
    });
    expect(await findLink(ctx.db, team1, link.id)).toBeDefined();
    expect(await findLink(ctx.db, platform, link.id)).toBeDefined();
    expect(await findLink(ctx.db, team2, link.id)).toBeUndefined();
    expect(await findEnquiry(ctx.db, team1, enquiry.id)).toBeDefined();
    expect(await findEnquiry(ctx.db, platform, enquiry.id)).toBeDefined();
    expect(await findEnquiry(ctx.db, team2, enquiry.id)).toBeUndefined();
    const page = { page: 1, limit: 100 };
    const linkIds = async (scope: typeof team1) =>
      (await listLinks(ctx.db, scope, {}, page)).rows.map((row) => row.id);
    const enquiryIds = async (scope: typeof team1) =>
      (await listEnquiries(ctx.db, scope, {}, page)).rows.map((row) => row.id);
    expect(await linkIds(team1)).toContain(link.id);
    expect(await linkIds(team2)).not.toContain(link.id);
    expect(await enquiryIds(team1)).toContain(enquiry.id);
    expect(await enquiryIds(team2)).not.toContain(enquiry.id);
    // the staff of team 1 are not team 2's to assign
    const staff = await demoStaffId();
    expect(await teamMembers(ctx.db, team1, staff)).toHaveLength(1);
    expect(await teamMembers(ctx.db, team2, staff)).toEqual([]);
    // writes in another team's scope change nothing
    expect(Number((await updateLink(ctx.db, team2, link.id, { enabled: false })).numUpdatedRows)).toBe(0);
    await updateEnquiry(ctx.db, team2, enquiry.id, { status: 'closed' });
    expect((await findLink(ctx.db, team1, link.id))?.enabled).toBe(true);
    expect((await findEnquiry(ctx.db, team1, enquiry.id))?.status).toBe('new');
  });
});

describe('tenant scopes on invoices', () => {
  it("lets an agent find and answer its own customers' invoices only; a customer reads its own order's", async () => {
    const { agent1Id, agent2Id, customers } = ctx.ids;
    const owner = customerScope({ agentId: agent1Id, customerId: customers.agent1Phone });
    const { order_no: orderNo } = await insertOrder(ctx.db, owner, {
      order_no: await newOrderNo(ctx.db),
      order_type: 90,
      subject_id: 0,
      title: 'tenancy invoice',
      amount: 100,
      original_amount: 100,
      pay_amount: 100,
    });
    const order = await ctx.db
      .selectFrom('orders')
      .select(['id', 'order_no'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    const { id } = await ctx.db
      .insertInto('invoices')
      .values({
        order_id: order.id,
        agent_id: agent1Id,
        customer_id: customers.agent1Phone,
        title: 'tenancy',
        type: 1,
        email: 'tenancy@example.com',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await findInvoice(ctx.db, agentScope(agent1Id), id)).toBeDefined();
    expect(await findInvoice(ctx.db, { kind: 'platform' }, id)).toBeDefined();
    expect(await findInvoice(ctx.db, agentScope(agent2Id), id)).toBeUndefined();
    // a decision in another team's scope changes nothing
    const at = new Date();
    expect(
      await decide(ctx.db, agentScope(agent2Id), id, {
        audience: 'agent',
        userId: 1,
        at,
        values: { status: 2, reject_reason: 'x' },
      }),
    ).toBe(false);
    expect((await findInvoice(ctx.db, agentScope(agent1Id), id))?.status).toBe(0);
    expect(await customerOrderInvoice(ctx.db, owner, order.order_no)).toBeDefined();
    const neighbour = customerScope({ agentId: agent1Id, customerId: customers.agent1Email });
    expect(await customerOrderInvoice(ctx.db, neighbour, order.order_no)).toBeUndefined();
  });
});

describe('tenant scopes on plugin enablements', () => {
  it("finds a team's enablement only in its own scope and the platform's; another team's delete changes nothing", async () => {
    const team1 = agentScope(ctx.ids.agent1Id);
    const team2 = agentScope(ctx.ids.agent2Id);
    const platform = { kind: 'platform' } as const;
    const page = { page: 1, limit: 100 };
    const { rows } = await listEnablements(ctx.db, team1, {}, page);
    const enablement = rows[0];
    if (!enablement) throw new Error('the demo agent 1 has plugins enabled');
    expect(await findEnablement(ctx.db, team1, enablement.id)).toBeDefined();
    expect(await findEnablement(ctx.db, platform, enablement.id)).toBeDefined();
    expect(await findEnablement(ctx.db, team2, enablement.id)).toBeUndefined();
    const ids = async (scope: typeof team1) =>
      (await listEnablements(ctx.db, scope, {}, page)).rows.map((row) => row.id);
    expect(await ids(team2)).not.toContain(enablement.id);
    // a filter by another agent selects nothing in a team's scope
    expect((await listEnablements(ctx.db, team2, { agentId: ctx.ids.agent1Id }, page)).rows).toEqual([]);
    const own = async (scope: typeof team1) =>
      (await ownPlugins(ctx.db, scope, {}, page)).rows.map((row) => row.id);
    expect(await own(team1)).toContain(enablement.plugin_id);
    expect(await own(team2)).not.toContain(enablement.plugin_id);
    expect(await deleteEnablement(ctx.db, team2, { id: enablement.id })).toBe(false);
    expect(await findEnablement(ctx.db, team1, enablement.id)).toBeDefined();
  });
});

describe("tenant scopes on templates (an agent's choice of the catalogue)", () => {
  it("reads and replaces only the agent's own choice; what one agent offers is not what another offers", async () => {
    const { agent1Id, agent2Id } = ctx.ids;
    const names = async (agentId: number) =>
      (await offeredForTool(ctx.db, agentScope(agentId), 1, 100)).map((row) => row.name);
    const agent1Before = await agentChoice(ctx.db, agentScope(agent1Id));
    expect(agent1Before.mode).toBe('chosen');
    expect(await agentChoice(ctx.db, agentScope(agent2Id))).toEqual({ mode: 'all', templateIds: [] });
    // agent 1 chose a few; agent 2 offers every template that is on
    expect(await names(agent1Id)).not.toContain('极简黑白');
    expect(await names(agent2Id)).toContain('极简黑白');

    // agent 2 chooses one: agent 1's choice and offer stay as they were
    const [only] = agent1Before.templateIds;
    await saveAgentChoice(ctx.db, agentScope(agent2Id), 'chosen', [only]);
    expect((await agentChoice(ctx.db, agentScope(agent2Id))).templateIds).toEqual([only]);
    expect(await agentChoice(ctx.db, agentScope(agent1Id))).toEqual(agent1Before);
    expect(await names(agent1Id)).toContain('星空科技');
    await saveAgentChoice(ctx.db, agentScope(agent2Id), 'all', []);
  });
});

describe("tenant scopes on a site's articles (site content)", () => {
  it("finds a site's own article only in its own scope; another site's writes change nothing", async () => {
    const team1 = agentScope(ctx.ids.agent1Id);
    const team2 = agentScope(ctx.ids.agent2Id);
    const [theirs] = await listOwnArticles(ctx.db, team2);
    expect(theirs.agent_id).toBe(ctx.ids.agent2Id);
    expect(await findOwnArticle(ctx.db, team2, theirs.id)).toBeDefined();
    expect(await findOwnArticle(ctx.db, team1, theirs.id)).toBeUndefined();
    expect((await listOwnArticles(ctx.db, team1)).map((row) => row.id)).not.toContain(theirs.id);
    // the platform's pages are every site's fallback, never listed as a site's own
    expect((await listPlatformFallbacks(ctx.db, team1)).every((row) => row.agent_id === null)).toBe(true);
    const page = { mark: theirs.mark, kind: theirs.kind };
    const texts = { title: '越权修改', title_en: '', title_zh_tw: '', content: '<p>x</p>' };
    const other = { content_en: '', content_zh_tw: '' };
    expect(await updateArticle(ctx.db, team1, theirs.id, page, { ...texts, ...other })).toBeUndefined();
    expect(await deleteArticle(ctx.db, team1, theirs.id)).toBe(false);
    expect((await findOwnArticle(ctx.db, team2, theirs.id))?.title).toBe(theirs.title);
  });
});

describe('tenant scopes on cdkeys (a key limited to one agent)', () => {
  it("claims a key limited to one agent only for that agent's customers", async () => {
    const { id } = await ctx.db
      .insertInto('cdkey_batches')
      .values({
        name: '代理商 2 专用',
        grant_type: 'credit',
        credit_kind: 'sms',
        credit_amount: 5,
        agent_id: ctx.ids.agent2Id,
        key_count: 1,
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db.insertInto('cdkeys').values({ batch_id: id, code: 'TENANCY234567890AB' }).execute();
    const now = new Date();
    const agent1Customer = customerScope({
      agentId: ctx.ids.agent1Id,
      customerId: ctx.ids.customers.agent1Phone,
    });
    const agent2Customer = customerScope({
      agentId: ctx.ids.agent2Id,
      customerId: ctx.ids.customers.agent2Phone,
    });
    expect(await claimKey(ctx.db, agent1Customer, 'TENANCY234567890AB', now)).toBeUndefined();
    const key = await ctx.db
      .selectFrom('cdkeys')
      .select('used_at')
      .where('batch_id', '=', id)
      .executeTakeFirst();
    expect(key?.used_at).toBeNull();
    expect(await claimKey(ctx.db, agent2Customer, 'TENANCY234567890AB', now)).toMatchObject({
      grant_type: 'credit',
    });
  });
});
