import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { down, up } from './0076_wechat_mp.ts';

const ctx = useTestContext();

const account = (agentId: number, appid: string) =>
  ctx.db
    .insertInto('wechat_mp_accounts')
    .values({ agent_id: agentId, appid, nick_name: '测试号' })
    .returning('id')
    .executeTakeFirstOrThrow();

describe('migration 0076: the official accounts of the platform and agents, followers, sandbox WeChat', () => {
  it('keeps one account per owner and appid, one follower per account and openid, one pending sync per account', async () => {
    const { id } = await account(ctx.ids.agent1Id, 'wx1111111111111111');
    await expect(account(ctx.ids.agent1Id, 'wx1111111111111111')).rejects.toThrow();
    // another owner may authorise the same appid
    await account(ctx.ids.agent2Id, 'wx1111111111111111');
    const follower = { account_id: id, agent_id: ctx.ids.agent1Id, openid: 'o1' };
    await ctx.db.insertInto('wechat_followers').values(follower).execute();
    await expect(ctx.db.insertInto('wechat_followers').values(follower).execute()).rejects.toThrow();
    const sync = {
      kind: 'wechat_sync' as const,
      symbol: String(id),
      audience: 'admin' as const,
      user_id: 1,
      agent_id: null,
      customer_id: null,
    };
    await ctx.db.insertInto('jobs').values(sync).execute();
    await expect(ctx.db.insertInto('jobs').values(sync).execute()).rejects.toThrow();
    // unbinding takes the followers with it
    await ctx.db.deleteFrom('wechat_mp_accounts').where('id', '=', id).execute();
    expect(
      await ctx.db.selectFrom('wechat_followers').select('id').where('account_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('goes down and up again', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await expect(
      ctx.db
        .insertInto('jobs')
        .values({ kind: 'wechat_sync', symbol: '1', audience: 'admin', user_id: 1 })
        .execute(),
    ).rejects.toThrow();
    await up(db);
    await account(ctx.ids.agent1Id, 'wx2222222222222222');
    expect(await ctx.db.selectFrom('wechat_mp_accounts').select('appid').execute()).toEqual([
      { appid: 'wx2222222222222222' },
    ]);
  });
});
