import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRun, JobWorker } from '#server/platform/jobs/job-worker.ts';
import { WechatMpClient } from '#server/platform/wechat/mp-client.ts';
import { SANDBOX_MP_SECRET } from '#server/platform/wechat/mp-sandbox.ts';
import { type FakeWechatMp, startFakeWechatMp } from '#server/test/fake-wechat-mp.ts';
import { countRows, useTestContext } from '#server/test/harness.ts';
import { followerSyncHandler } from './follower-sync.job.ts';
import * as repository from './wechat-mp.repository.ts';

// The sync job through the real driver, against a local WeChat paging user/get by 2 openids.
const ctx = useTestContext();
const APPID = 'wxfeedfacefeedface';
let fake: FakeWechatMp;
beforeAll(async () => {
  fake = await startFakeWechatMp({ secrets: { [APPID]: SANDBOX_MP_SECRET }, pageSize: 2 });
});
afterAll(() => fake.close());

const logger = { error: () => {} };
const client = () => new WechatMpClient({ baseUrl: fake.url, timeoutMs: 500 });
const handler = () => followerSyncHandler(ctx.db, client);
const drain = async (worker: JobWorker) => {
  while (await worker.runOnce()) {
    // next job
  }
};
const person = (openid: string, nickname: string, subscribed = true) => ({
  openid,
  nickname,
  subscribed,
  subscribeTime: new Date('2026-11-20T10:00:00Z'),
});

let accountId = 0;
const queue = async () => {
  const account = { id: accountId, agent_id: ctx.ids.agent1Id };
  const job = await repository.queueSync(ctx.db, account, 1, 'en');
  if (!job) throw new Error('not queued');
  return job.id;
};
const job = (id: number) =>
  ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const followers = () =>
  ctx.db
    .selectFrom('wechat_followers')
    .select(['openid', 'nickname', 'subscribed'])
    .where('account_id', '=', accountId)
    .orderBy('openid')
    .execute();
const leadsOfAgent = () =>
  ctx.db
    .selectFrom('scrm_leads')
    .select('source_ref')
    .where('agent_id', '=', ctx.ids.agent1Id)
    .where('source', '=', 'wechat_follower')
    .orderBy('source_ref')
    .execute();

describe('the follower sync job', () => {
  beforeAll(async () => {
    accountId = (
      await repository.upsertAccount(ctx.db, ctx.ids.agent1Id, {
        appid: APPID,
        nick_name: '同步测试号',
        head_img: '',
        principal_name: '',
        service_type: 2,
        verify_type: 0,
      })
    ).id;
  });

  it('pages through user/get (two pages) and batchget, making each new follower a lead once', async () => {
    fake.followers.set(APPID, [person('o1', '甲'), person('o2', '乙'), person('o3', '丙')]);
    const id = await queue();
    await drain(new JobWorker({ db: ctx.db, handlers: { wechat_sync: handler() }, logger }));
    expect(await job(id)).toMatchObject({ state: 'done', total_num: 3, processed_num: 3, percentage: 100 });
    const paths = fake.calls.map((call) => `${call.path}?${call.query.get('next_openid') ?? ''}`);
    expect(paths.filter((path) => path.startsWith('/cgi-bin/user/get'))).toEqual([
      '/cgi-bin/user/get?',
      '/cgi-bin/user/get?o2',
      '/cgi-bin/user/get?o3',
    ]);
    expect(await followers()).toEqual([
      { openid: 'o1', nickname: '甲', subscribed: true },
      { openid: 'o2', nickname: '乙', subscribed: true },
      { openid: 'o3', nickname: '丙', subscribed: true },
    ]);
    expect((await leadsOfAgent()).map((lead) => lead.source_ref)).toEqual(['o1', 'o2', 'o3']);

    // o2 left; a second sync marks them unsubscribed and creates no second lead
    fake.followers.set(APPID, [person('o1', '甲'), person('o2', '乙', false), person('o3', '丙改')]);
    const leads = await countRows(ctx.db, 'scrm_leads');
    await queue();
    await drain(new JobWorker({ db: ctx.db, handlers: { wechat_sync: handler() }, logger }));
    expect(await followers()).toEqual([
      { openid: 'o1', nickname: '甲', subscribed: true },
      { openid: 'o2', nickname: '乙', subscribed: false },
      { openid: 'o3', nickname: '丙改', subscribed: true },
    ]);
    expect(await countRows(ctx.db, 'scrm_leads')).toBe(leads);
  });

  it('resumes a worker killed mid-job from its last batch, without duplicates', async () => {
    fake.followers.set(
      APPID,
      ['k1', 'k2', 'k3', 'k4', 'k5'].map((openid) => person(openid, openid)),
    );
    const id = await queue();
    let release: () => void = () => {};
    const frozen = new Promise<void>((resolve) => {
      release = resolve;
    });
    let writes = 0;
    const real = handler();
    const dying = new JobWorker({
      db: ctx.db,
      logger,
      workerId: 'dying-worker',
      handlers: {
        wechat_sync: (run: JobRun) =>
          real({
            ...run,
            withLease: async (work) => {
              const result = await run.withLease(work);
              writes += 1;
              // the first page's batch is committed: the worker freezes like a killed process
              if (writes === 1) await frozen;
              return result;
            },
          }),
      },
    });
    const dyingRun = dying.runOnce();
    for (let waited = 0; writes < 1; waited += 20) {
      if (waited > 20_000) throw new Error('the first batch never committed');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await job(id)).toMatchObject({ state: 'running', processed_num: 2 });
    await ctx.db
      .updateTable('jobs')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    await drain(
      new JobWorker({ db: ctx.db, handlers: { wechat_sync: handler() }, logger, workerId: 'rescuer' }),
    );
    release();
    await dyingRun;
    expect(await job(id)).toMatchObject({ state: 'done', processed_num: 5, total_num: 5, locked_by: null });
    const leads = (await leadsOfAgent()).map((lead) => lead.source_ref);
    expect(leads.filter((ref) => ref.startsWith('k'))).toEqual(['k1', 'k2', 'k3', 'k4', 'k5']);
    // the sync saw only k1…k5: those of earlier syncs have left
    expect((await followers()).filter((row) => row.subscribed).map((row) => row.openid)).toEqual([
      'k1',
      'k2',
      'k3',
      'k4',
      'k5',
    ]);
  });

  it("fails with WeChat's reason when WeChat refuses, and when the account was unbound", async () => {
    fake.failing.set('/cgi-bin/user/get', { errcode: 45009, errmsg: 'api freq out of limit' });
    const id = await queue();
    await drain(new JobWorker({ db: ctx.db, handlers: { wechat_sync: handler() }, logger }));
    fake.failing.clear();
    const failed = await job(id);
    expect(failed.state).toBe('failed');
    expect(JSON.parse(failed.error)).toEqual({
      reason: 'WeChat refused the request: {errcode} {errmsg}',
      params: { errcode: 45009, errmsg: 'api freq out of limit' },
    });
    fake.stall = true;
    const slow = await queue();
    await drain(new JobWorker({ db: ctx.db, handlers: { wechat_sync: handler() }, logger }));
    fake.stall = false;
    expect(JSON.parse((await job(slow)).error).reason).toBe('WeChat did not answer in time');
    const orphan = await queue();
    await ctx.db.deleteFrom('wechat_mp_accounts').where('id', '=', accountId).execute();
    await drain(new JobWorker({ db: ctx.db, handlers: { wechat_sync: handler() }, logger }));
    expect(JSON.parse((await job(orphan)).error).reason).toBe('the official account was unbound');
  });
});
