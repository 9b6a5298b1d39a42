import type { Db } from '#server/db/database.ts';
import { leadScopeOfChannel, recordChannelLead } from '#server/modules/scrm/index.ts';
import type { MessageKey, MessageParams } from '#server/platform/i18n/messages.ts';
import { JobFailure, type JobHandler } from '#server/platform/jobs/job-worker.ts';
import { BATCHGET_MAX, WechatMpApiError, type WechatMpClient } from '#server/platform/wechat/mp-client.ts';
import { SANDBOX_MP_SECRET } from '#server/platform/wechat/mp-sandbox.ts';
import * as repository from './wechat-mp.repository.ts';

/** A WeChat call's failure as the job's reason, in the reader's language when the sync is read. */
export function wechatFailure(error: unknown): { reason: MessageKey; params: MessageParams } | null {
  if (!(error instanceof WechatMpApiError)) return null;
  switch (error.failure) {
    case 'timeout':
      return { reason: 'WeChat did not answer in time', params: {} };
    case 'unreachable':
      return { reason: 'WeChat could not be reached', params: {} };
    case 'bad answer':
      return { reason: 'WeChat answered something unexpected', params: {} };
    default:
      return {
        reason: 'WeChat refused the request: {errcode} {errmsg}',
        params: { errcode: error.errcode ?? 0, errmsg: error.errmsg },
      };
  }
}

async function wechat<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const failure = wechatFailure(error);
    if (failure) throw new JobFailure(failure.reason, failure.params);
    throw error;
  }
}

interface SyncParams {
  account_id: number;
  /** the next_openid the page being worked on was asked with ('' = the first page) */
  cursor: string;
  /** how many of that page's openids are saved */
  offset: number;
}

/**
 * The `wechat_sync` job: pages through user/get (≤ 10000 openids a page) and user/info/batchget (≤ 100 a
 * call), upserting the account's followers; each follower new to the account becomes a lead of the owner's
 * pipeline (source wechat_follower) in the same transaction. Every batch saves the cursor (the page's
 * next_openid and how far into it) with the job's progress under the worker's lease, so a worker killed
 * mid-job is resumed by the next from its last saved batch, never writing a batch twice. At the end, the
 * followers this sync did not see since it was queued have left (subscribed false), and the account records
 * the sync's time.
 */
export function followerSyncHandler(db: Db, clientOf: () => WechatMpClient): JobHandler {
  return async (run) => {
    const params = run.job.params as unknown as SyncParams;
    const account = await repository.findAccount(db, params.account_id);
    if (!account) throw new JobFailure('the official account was unbound');
    const client = clientOf();
    const { accessToken } = await wechat(() => client.getToken(account.appid, SANDBOX_MP_SECRET));
    const scope = leadScopeOfChannel({
      id: account.agent_id,
      is_platform_default: account.is_platform_default,
    });
    let { cursor, offset } = params;
    let processed = run.job.processed_num;
    let total = run.job.total_num;
    for (;;) {
      const page = await wechat(() => client.getFollowers(accessToken, cursor));
      total = page.total;
      if (page.openids.length === 0) break;
      for (let start = offset; start < page.openids.length; start += BATCHGET_MAX) {
        const chunk = page.openids.slice(start, start + BATCHGET_MAX);
        const profiles = await wechat(() => client.batchGetUserInfo(accessToken, chunk));
        await run.withLease(async (trx) => {
          const seen = profiles.map((profile) => ({
            openid: profile.openid,
            nickname: profile.nickname,
            remark: profile.remark,
            subscribed: profile.subscribed,
            subscribeTime: profile.subscribeTime,
          }));
          const fresh = new Set(await repository.upsertFollowers(trx, account, seen));
          for (const profile of profiles)
            if (fresh.has(profile.openid) && profile.subscribed)
              await recordChannelLead(trx, scope, {
                source: 'wechat_follower',
                source_ref: profile.openid,
                name: profile.remark || profile.nickname,
                need: account.nick_name,
              });
          processed += chunk.length;
          await repository.saveSyncProgress(trx, run.job.id, {
            accountId: account.id,
            cursor,
            offset: start + chunk.length,
            total,
            processed,
          });
        });
        await run.pause();
      }
      if (!page.nextOpenid) break;
      cursor = page.nextOpenid;
      offset = 0;
    }
    await run.withLease(async (trx) => {
      await repository.markGone(trx, account.id, run.job.created_at);
      await repository.markSynced(trx, account.id);
      await repository.saveSyncProgress(trx, run.job.id, {
        accountId: account.id,
        cursor,
        offset,
        total,
        processed,
        done: true,
      });
    });
  };
}
