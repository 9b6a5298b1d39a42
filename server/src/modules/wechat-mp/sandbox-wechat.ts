import type { WechatMenu } from '@onsite/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config/config.ts';
import type { Db } from '#server/db/database.ts';
import { WechatMpClient, type WechatTransport } from '#server/platform/wechat/mp-client.ts';
import { MpSandbox, type MpSandboxStore, SANDBOX_MP_SECRET } from '#server/platform/wechat/mp-sandbox.ts';
import * as repository from './wechat-mp.repository.ts';

/** Where the in-process sandbox WeChat API is mounted (its paths below it are WeChat's). */
export const SANDBOX_MP_PREFIX = '/api/sandbox/wechat/mp';

/** The sandbox's state in its tables: the sandbox people following each account, each account's live menu. */
export const databaseStore = (db: Db): MpSandboxStore => ({
  followers: async (appid) =>
    (await repository.sandboxFollowers(db, appid)).map((row) => ({
      openid: row.openid,
      nickname: row.nickname,
      subscribed: row.subscribed,
      subscribeTime: row.subscribe_time,
    })),
  menu: async (appid) => (await repository.sandboxMenu(db, appid))?.menu ?? null,
  setMenu: async (appid, menu: WechatMenu) => {
    await repository.setSandboxMenu(db, appid, JSON.stringify(menu));
  },
});

/** The sandbox accepts every appid wx + 16 hex digits with the one sandbox AppSecret. */
export const sandboxWechat = (db: Db) =>
  new MpSandbox(databaseStore(db), {
    secretOf: (appid) => (/^wx[0-9a-f]{16}$/.test(appid) ? SANDBOX_MP_SECRET : undefined),
  });

/** The sandbox API reached in-process: the same HTTP paths and JSON as WeChat's, no network. */
const inProcess =
  (app: FastifyInstance): WechatTransport =>
  async (request, signal) => {
    const { pathname, search } = new URL(request.url);
    const answer = app.inject({
      method: request.method,
      url: `${pathname}${search}`,
      ...(request.body === undefined ? {} : { payload: request.body as object }),
    });
    const timeout = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
    const response = await Promise.race([answer, timeout]);
    return { status: response.statusCode, text: response.body };
  };

/** The driver for WECHAT_MP: the in-process sandbox, or the real API at WECHAT_API_URL. */
export function wechatMpClient(app: FastifyInstance, config: Config): WechatMpClient {
  return config.wechatMp.driver === 'sandbox'
    ? new WechatMpClient({
        baseUrl: `http://sandbox${SANDBOX_MP_PREFIX}`,
        timeoutMs: config.wechatMp.timeoutMs,
        transport: inProcess(app),
      })
    : new WechatMpClient({ baseUrl: config.wechatMp.apiUrl, timeoutMs: config.wechatMp.timeoutMs });
}
