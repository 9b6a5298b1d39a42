import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { menuProblem, type WechatMenu } from '@onsite/contracts';
import { BATCHGET_MAX, USER_GET_PAGE } from './mp-client.ts';

/**
 * The sandbox WeChat official-account API: the same paths, JSON and errcodes as WeChat's
 * (cgi-bin/token, user/get, user/info/batchget, menu/create, get_current_selfmenu_info). The in-process
 * sandbox (WECHAT_MP=sandbox) answers from its tables; the local fake tests run the driver against answers
 * from memory. Every sandbox account takes the one documented sandbox AppSecret.
 */
export const SANDBOX_MP_SECRET = 'SbxOnsiteMpAppSecret0123456789ab';

/** A sandbox person following (or no longer following) an account. */
export interface SandboxFollower {
  openid: string;
  nickname: string;
  subscribed: boolean;
  subscribeTime: Date;
}

/** Where the sandbox keeps its accounts' followers and live menus. */
export interface MpSandboxStore {
  /** the account's followers, subscribed or not */
  followers(appid: string): Promise<SandboxFollower[]>;
  menu(appid: string): Promise<WechatMenu | null>;
  setMenu(appid: string, menu: WechatMenu): Promise<void>;
}

export interface MpSandboxOptions {
  /** the AppSecret each appid takes (the sandbox: one for all) */
  secretOf: (appid: string) => string | undefined;
  /** user/get's page size (WeChat's 10000; smaller in tests to see paging) */
  pageSize?: number;
  /** access tokens live this long (WeChat's 7200 s) */
  tokenTtlSeconds?: number;
  now?: () => Date;
}

type Answer = Record<string, unknown>;
const error = (errcode: number, errmsg: string): Answer => ({ errcode, errmsg });
const OPENID = /^[\w-]{1,64}$/;

/** WeChat's answers over a store. Access tokens are signed (appid and expiry), so none are kept. */
export class MpSandbox {
  private readonly key = randomBytes(32);
  private readonly pageSize: number;
  private readonly ttl: number;
  private readonly now: () => Date;

  constructor(
    private readonly store: MpSandboxStore,
    private readonly options: MpSandboxOptions,
  ) {
    this.pageSize = options.pageSize ?? USER_GET_PAGE;
    this.ttl = options.tokenTtlSeconds ?? 7200;
    this.now = options.now ?? (() => new Date());
  }

  private sign(payload: string) {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  /** The appid a token was issued to, or WeChat's refusal. */
  private tokenOwner(token: string | undefined): { appid: string } | { refusal: Answer } {
    if (!token) return { refusal: error(41001, 'access_token missing') };
    const [payload = '', signature = ''] = token.split('.');
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return { refusal: error(40001, 'invalid credential, access_token is invalid or not latest') };
    const [appid = '', expires = '0'] = Buffer.from(payload, 'base64url').toString().split(' ');
    if (Number(expires) * 1000 <= this.now().getTime())
      return { refusal: error(42001, 'access_token expired') };
    return { appid };
  }

  token(query: { grant_type?: string; appid?: string; secret?: string }): Answer {
    if (query.grant_type !== 'client_credential') return error(40002, 'invalid grant_type');
    if (!query.appid) return error(41002, 'appid missing');
    if (!query.secret) return error(41004, 'appsecret missing');
    const secret = this.options.secretOf(query.appid);
    if (secret === undefined) return error(40013, 'invalid appid');
    if (secret !== query.secret) return error(40125, 'invalid appsecret');
    const expires = Math.floor(this.now().getTime() / 1000) + this.ttl;
    const payload = Buffer.from(`${query.appid} ${expires}`).toString('base64url');
    return { access_token: `${payload}.${this.sign(payload)}`, expires_in: this.ttl };
  }

  async userGet(query: { access_token?: string; next_openid?: string }): Promise<Answer> {
    const owner = this.tokenOwner(query.access_token);
    if ('refusal' in owner) return owner.refusal;
    const following = (await this.store.followers(owner.appid))
      .filter((follower) => follower.subscribed)
      .map((follower) => follower.openid)
      .sort();
    let start = 0;
    if (query.next_openid) {
      const at = following.indexOf(query.next_openid);
      if (at < 0) return error(40003, 'invalid openid');
      start = at + 1;
    }
    const page = following.slice(start, start + this.pageSize);
    return {
      total: following.length,
      count: page.length,
      ...(page.length ? { data: { openid: page } } : {}),
      next_openid: page.at(-1) ?? '',
    };
  }

  async batchget(query: { access_token?: string }, body: unknown): Promise<Answer> {
    const owner = this.tokenOwner(query.access_token);
    if ('refusal' in owner) return owner.refusal;
    const list = (body as { user_list?: unknown } | null)?.user_list;
    if (!Array.isArray(list) || list.length === 0 || list.length > BATCHGET_MAX)
      return error(40032, 'invalid openid list size');
    const openids: string[] = [];
    for (const item of list) {
      const openid = (item as { openid?: unknown } | null)?.openid;
      if (typeof openid !== 'string' || !OPENID.test(openid)) return error(40003, 'invalid openid');
      openids.push(openid);
    }
    const followers = new Map(
      (await this.store.followers(owner.appid)).map((follower) => [follower.openid, follower]),
    );
    return {
      user_info_list: openids.map((openid) => {
        const follower = followers.get(openid);
        if (!follower?.subscribed) return { subscribe: 0, openid };
        return {
          subscribe: 1,
          openid,
          nickname: follower.nickname,
          language: 'zh_CN',
          subscribe_time: Math.floor(follower.subscribeTime.getTime() / 1000),
          remark: '',
          groupid: 0,
          tagid_list: [],
          subscribe_scene: 'ADD_SCENE_QR_CODE',
          qr_scene: 0,
          qr_scene_str: '',
        };
      }),
    };
  }

  async menuCreate(query: { access_token?: string }, body: unknown): Promise<Answer> {
    const owner = this.tokenOwner(query.access_token);
    if ('refusal' in owner) return owner.refusal;
    const problem = menuProblem(body);
    if (problem) return error(problem.errcode, problem.message);
    await this.store.setMenu(owner.appid, body as WechatMenu);
    return error(0, 'ok');
  }

  async currentMenu(query: { access_token?: string }): Promise<Answer> {
    const owner = this.tokenOwner(query.access_token);
    if ('refusal' in owner) return owner.refusal;
    const menu = await this.store.menu(owner.appid);
    return menu ? { is_menu_open: 1, selfmenu_info: selfmenuOf(menu) } : { is_menu_open: 0 };
  }
}

/** get_current_selfmenu_info's shape: sub-buttons under {list: […]}. */
function selfmenuOf(menu: WechatMenu) {
  return {
    button: menu.button.map(({ sub_button, ...button }) =>
      sub_button?.length ? { name: button.name, sub_button: { list: sub_button } } : button,
    ),
  };
}
