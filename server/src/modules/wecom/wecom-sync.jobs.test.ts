import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/config.ts';
import { type JobLogger, type JobRun, JobWorker } from '#server/platform/jobs/job-worker.ts';
import { startFakeWecom } from '#server/test/fake-wecom.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';
import { wecomJobHandlers } from './index.ts';
import { SYNC_BATCH } from './wecom-sync.jobs.ts';

// the real driver (WECOM=real) against the local fake WeCom, which answers the external-contact API with
// the sandbox's responder and tables
const CORP = { id: 'ww1436e0e65a779aee', secret: 'S0zjZTT7lnk48cC5y6PWVXpZJVKtGly2c1zJt5Fm1Rs' };
const fake = await startFakeWecom({ [CORP.id]: CORP.secret }, { db: () => ctx.db });
afterAll(() => fake.close());
const settings = {
  wecomSecretKey: 'a'.repeat(64),
  wecom: { driver: 'real' as const, apiUrl: fake.url, timeoutMs: 2000 },
};
const ctx = useTestContext({ config: settings });
const config = { ...loadConfig({ NODE_ENV: 'test' }), ...settings };
const BASE = '/api/admin/scrm/weWork_custom';
const failures: unknown[] = [];
const testJobLogger: JobLogger = { error: (details) => failures.push(details) };

const get = (url: string, token: string) => ctx.call({ method: 'GET', url, token });
const post = (url: string, token: string, payload: Record<string, unknown>) =>
  ctx.call({ method: 'POST', url, token, payload });

async function bindPlatformCorp(admin: string) {
  const agentId = ctx.ids.platformAgentId;
  await post('/api/admin/partner/wework/save', admin, {
    agent_id: agentId,
    corp_id: CORP.id,
    app_agent_id: 1000002,
    secret: CORP.secret,
    callback_token: 'hJqcu3uJ9Tn2gXPmxx2w9kkCkCE2EPYo',
    encoding_aes_key: '6qkdMrq68nTKduznJYO1A37W2oEgpkMUvkttRToqhUt',
  });
  expect(
    (await post('/api/admin/partner/wework/verify', admin, { agent_id: agentId })).body.data.status,
  ).toBe('verified');
  return agentId;
}

/** Contacts WeCom knows that never came through our callback (added in WeCom itself). */
async function contactsInWecom(count: number, state = '') {
  await ctx.db
    .insertInto('wecom_sandbox_contacts')
    .values(
      Array.from({ length: count }, (_, index) => ({
        corp_id: CORP.id,
        external_userid: `wmSYNC${String(index).padStart(4, '0')}`,
        userid: index % 2 ? 'lisi' : 'zhangsan',
        name: `客户${index}`,
        state: index === 0 ? state : '',
        tags: '[]',
      })),
    )
    .execute();
}

const worker = (workerId: string, handlers = wecomJobHandlers(ctx.db, config, ctx.app)) =>
  new JobWorker({ db: ctx.db, logger: testJobLogger, workerId, handlers });

describe('the WeCom driver against the local fake, and the contacts sync job', () => {
  it('creates, lists and deletes links and tags through the real driver', async () => {
    const admin = await ctx.loginAdmin();
    const agentId = await bindPlatformCorp(admin);
    const tag = await post(`${BASE}/addTag`, admin, { agent_id: agentId, name: '展会' });
    expect(tag.body.code, tag.body.msg).toBe(0);
    const link = await post(`${BASE}/createLink`, admin, {
      agent_id: agentId,
      link_name: '展会获客',
      user_list: ['zhangsan', 'lisi'],
      tag_ids: [tag.body.data.id],
    });
    expect(link.body.code, link.body.msg).toBe(0);
    expect(link.body.data.url).toMatch(new RegExp(`^${fake.url}/ca/cawcde\\w+\\?customer_channel=onsite`));
    // what the fake received is WeCom's request shape
    expect(fake.apiCalls.find((call) => call.path.endsWith('/create_link'))?.body).toMatchObject({
      link_name: '展会获客',
      range: { user_list: ['zhangsan', 'lisi'] },
    });
    const removed = await post(`${BASE}/deleteLink`, admin, { agent_id: agentId, id: link.body.data.id });
    expect(removed.body.code, removed.body.msg).toBe(0);
    expect(await countRows(ctx.db, 'wecom_sandbox_links')).toBe(0);
    // a refusal of WeCom is said in the reader's language
    const duplicate = await ctx.call({
      method: 'POST',
      url: `${BASE}/addTag`,
      token: admin,
      payload: { agent_id: agentId, name: '展会' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect([duplicate.status, duplicate.body.msg]).toEqual([400, '已有同名标签']);
    // WeCom unreachable: 502 with why, nothing written
    fake.stall = true;
    const stalled = await post(`${BASE}/createLink`, admin, {
      agent_id: agentId,
      link_name: '超时',
      user_list: ['zhangsan'],
    });
    fake.stall = false;
    expect([stalled.status, stalled.body.msg]).toEqual([502, 'WeCom did not answer in time']);
    expect(await countRows(ctx.db, 'wecom_links')).toBe(0);
  });

  it('syncs the contacts added in WeCom once: new ones become leads; a second sync changes nothing', async () => {
    await ctx.db.deleteFrom('wecom_sandbox_contacts').execute();
    const admin = await ctx.loginAdmin();
    const agentId = await bindPlatformCorp(admin);
    const link = await post(`${BASE}/createLink`, admin, {
      agent_id: agentId,
      link_name: '官网获客',
      user_list: ['zhangsan'],
    });
    const state = new URL(link.body.data.url).searchParams.get('customer_channel') ?? '';
    await contactsInWecom(5, state);
    expect((await get(`${BASE}/syncStatus?agent_id=${agentId}`, admin)).body.data).toBeNull();

    const queued = await post(`${BASE}/sync`, admin, { agent_id: agentId });
    expect(queued.body.code, queued.body.msg).toBe(0);
    expect(queued.body.data.state).toBe('waiting');
    // one sync per corp at a time: asking again answers the same job
    await post(`${BASE}/sync`, admin, { agent_id: agentId });
    expect(
      await ctx.db.selectFrom('jobs').select('id').where('kind', '=', 'wecom_sync').execute(),
    ).toHaveLength(1);
    expect(await worker('w1').runOnce()).toBe(true);
    const status = await get(`${BASE}/syncStatus?agent_id=${agentId}`, admin);
    expect(status.body.data).toMatchObject({
      state: 'done',
      processed: 5,
      total: 5,
      created: 5,
      percentage: 100,
    });
    expect(status.body.data.finish_time).not.toBe('');
    const leads = await ctx.db.selectFrom('scrm_leads').selectAll().where('agent_id', 'is', null).execute();
    expect(leads.filter((lead) => lead.source === 'wecom_contact')).toHaveLength(4);
    expect(leads.filter((lead) => lead.source === 'acquisition_link')).toMatchObject([
      { name: '客户0', need: '官网获客', source_ref: `${link.body.data.link_id}:wmSYNC0000` },
    ]);
    const contacts = await get(`${BASE}/contacts?agent_id=${agentId}&link_id=${link.body.data.id}`, admin);
    expect(contacts.body.count).toBe(1);

    // again: nothing new
    await post(`${BASE}/sync`, admin, { agent_id: agentId });
    expect(await worker('w2').runOnce()).toBe(true);
    expect((await get(`${BASE}/syncStatus?agent_id=${agentId}`, admin)).body.data).toMatchObject({
      state: 'done',
      created: 0,
    });
    expect(await countRows(ctx.db, 'wecom_contacts')).toBe(5);
    expect(
      (await ctx.db.selectFrom('scrm_leads').select('id').where('agent_id', 'is', null).execute()).length,
    ).toBe(5);
  });

  it('a killed worker’s sync is resumed after its last batch without duplicates, and it can no longer write', async () => {
    for (const table of [
      'wecom_contacts',
      'wecom_sandbox_contacts',
      'scrm_lead_notes',
      'scrm_leads',
    ] as const)
      await ctx.db.deleteFrom(table).execute();
    await ctx.db.deleteFrom('jobs').where('kind', '=', 'wecom_sync').execute();
    const admin = await ctx.loginAdmin();
    const agentId = await bindPlatformCorp(admin);
    const count = SYNC_BATCH * 2 + 5;
    await contactsInWecom(count);
    const queued = await post(`${BASE}/sync`, admin, { agent_id: agentId });
    const jobId = (
      await ctx.db.selectFrom('jobs').select('id').where('kind', '=', 'wecom_sync').executeTakeFirstOrThrow()
    ).id;
    expect(queued.body.code).toBe(0);

    // worker A freezes after its first batch (the list, then one batch of contacts, are committed)
    let release: () => void = () => {};
    const frozen = new Promise<void>((resolve) => {
      release = resolve;
    });
    let writes = 0;
    const handlers = wecomJobHandlers(ctx.db, config, ctx.app);
    const dying = worker('worker-a', {
      wecom_sync: (run: JobRun) =>
        handlers.wecom_sync({
          ...run,
          withLease: async (work) => {
            const result = await run.withLease(work);
            writes += 1;
            if (writes === 2) await frozen;
            return result;
          },
        }),
    });
    const aRun = dying.runOnce();
    await expect.poll(() => writes, { timeout: 10_000 }).toBe(2);
    expect(await countRows(ctx.db, 'wecom_contacts')).toBe(SYNC_BATCH);

    await ctx.db
      .updateTable('jobs')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', jobId)
      .execute();
    expect(await worker('worker-b').runOnce()).toBe(true);
    release();
    await aRun;

    const done = await ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(done).toMatchObject({ state: 'done', attempts: 2, processed_num: count, success_num: count });
    expect(await countRows(ctx.db, 'wecom_contacts')).toBe(count);
    expect((await ctx.db.selectFrom('scrm_leads').select('id').execute()).length).toBe(count);
  });
});
