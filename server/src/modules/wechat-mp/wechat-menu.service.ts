import type { WechatMenu, WechatMenuButton, WechatMenuDetail } from '@onsite/contracts';
import type { Db } from '#server/db/database.ts';
import { badRequest, notFound } from '#server/platform/http/errors.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { iso } from '#server/platform/time.ts';
import { WechatMpApiError, type WechatMpClient } from '#server/platform/wechat/mp-client.ts';
import { SANDBOX_MP_SECRET } from '#server/platform/wechat/mp-sandbox.ts';
import { wechatFailure } from './follower-sync.job.ts';
import * as repository from './wechat-mp.repository.ts';
import { requireAccount } from './wechat-mp.service.ts';

/** WeChat's menu errcodes, said in the reader's language (the same messages the shared contract gives). */
const MENU_ERRCODES: Record<number, MessageKey> = {
  40016: 'a menu has 1 to 3 buttons',
  40017: 'a button is click, view or mini program, or has sub-buttons',
  40018: 'a button name is 1 to 16 bytes (a Chinese character is 3)',
  40019: 'a click button needs a key of 1 to 128 bytes',
  40020: 'a link is an http(s) URL of at most 1024 bytes',
  40023: 'a button has at most 5 sub-buttons',
  40024: 'a button is click, view or mini program, or has sub-buttons',
  40025: 'a sub-button name is 1 to 60 bytes (a Chinese character is 3)',
  40026: 'a click button needs a key of 1 to 128 bytes',
  40027: 'a link is an http(s) URL of at most 1024 bytes',
  40054: 'a link is an http(s) URL of at most 1024 bytes',
  40055: 'a link is an http(s) URL of at most 1024 bytes',
  40165: 'a mini program button needs its page path',
};

/** A refused WeChat call as a 400 in the reader's language: the menu rule its errcode names, else WeChat's errcode and words. */
function refusal(error: unknown): never {
  if (error instanceof WechatMpApiError && error.errcode !== null && MENU_ERRCODES[error.errcode])
    throw badRequest(MENU_ERRCODES[error.errcode] as MessageKey);
  const failure = wechatFailure(error);
  if (failure) throw badRequest(failure.reason, failure.params);
  throw error;
}

/** Only the fields of each button's type travel (a stale url on a click button is dropped). */
export function cleanMenu(menu: WechatMenu): WechatMenu {
  const clean = (button: WechatMenuButton): WechatMenuButton => {
    if (button.sub_button?.length) return { name: button.name, sub_button: button.sub_button.map(clean) };
    switch (button.type) {
      case 'click':
        return { type: 'click', name: button.name, key: button.key };
      case 'view':
        return { type: 'view', name: button.name, url: button.url };
      default:
        return {
          type: 'miniprogram',
          name: button.name,
          url: button.url,
          appid: button.appid,
          pagepath: button.pagepath,
        };
    }
  };
  return { button: menu.button.map(clean) };
}

const detailOf = (row: repository.AccountRow): WechatMenuDetail => ({
  account_id: row.id,
  draft: row.menu_draft,
  published: row.menu_published,
  published_time: iso(row.menu_published_at),
});

export async function menuOf(db: Db, accountId: number) {
  return detailOf(await requireAccount(db, accountId));
}

export async function saveDraft(db: Db, accountId: number, menu: WechatMenu) {
  await db.transaction().execute(async (trx) => {
    if (!(await repository.lockAccount(trx, accountId))) throw notFound('official account not found');
    await repository.saveMenu(trx, accountId, { draft: JSON.stringify(cleanMenu(menu)) });
  });
  return menuOf(db, accountId);
}

/** Publishes through menu/create; only when WeChat takes it are the draft and the published menu recorded. */
export async function publish(db: Db, client: WechatMpClient, accountId: number, menu: WechatMenu) {
  const account = await requireAccount(db, accountId);
  const clean = cleanMenu(menu);
  try {
    const { accessToken } = await client.getToken(account.appid, SANDBOX_MP_SECRET);
    await client.createMenu(accessToken, clean);
  } catch (error) {
    refusal(error);
  }
  const json = JSON.stringify(clean);
  await db.transaction().execute(async (trx) => {
    if (!(await repository.lockAccount(trx, accountId))) throw notFound('official account not found');
    await repository.saveMenu(trx, accountId, { draft: json, published: json });
  });
  return menuOf(db, accountId);
}

/** What get_current_selfmenu_info says is live, in the menu's own shape. */
export async function liveMenu(db: Db, client: WechatMpClient, accountId: number) {
  const account = await requireAccount(db, accountId);
  let answer: Record<string, unknown>;
  try {
    const { accessToken } = await client.getToken(account.appid, SANDBOX_MP_SECRET);
    answer = await client.getCurrentMenu(accessToken);
  } catch (error) {
    refusal(error);
  }
  const info = answer.selfmenu_info as
    | { button?: (WechatMenuButton & { sub_button?: unknown })[] }
    | undefined;
  if (answer.is_menu_open !== 1 || !info?.button) return { is_menu_open: false, menu: null };
  return {
    is_menu_open: true,
    menu: {
      button: info.button.map((button) => {
        const list = (button.sub_button as { list?: WechatMenuButton[] } | undefined)?.list;
        return list ? { name: button.name, sub_button: list } : (button as WechatMenuButton);
      }),
    },
  };
}
