/** The real API's address; WECHAT_API_URL points the driver elsewhere (a local fake in tests). */
export const WECHAT_API_URL = 'https://api.weixin.qq.com';

/** What went wrong when calling WeChat, in words the module translates (errcode kept beside it). */
export type WechatMpFailure = 'rejected' | 'timeout' | 'unreachable' | 'bad answer';

export class WechatMpApiError extends Error {
  constructor(
    readonly failure: WechatMpFailure,
    /** WeChat's errcode when it answered one */
    readonly errcode: number | null = null,
    readonly errmsg = '',
  ) {
    super(`WeChat: ${failure}${errcode === null ? '' : ` (${errcode} ${errmsg})`}`);
  }
}

export interface WechatRequest {
  method: 'GET' | 'POST';
  url: string;
  /** JSON body of a POST */
  body?: unknown;
}

/** How a call reaches the API: fetch for the real service and the local fake; the sandbox answers in-process. */
export type WechatTransport = (
  request: WechatRequest,
  signal: AbortSignal,
) => Promise<{ status: number; text: string }>;

export const fetchWechatTransport: WechatTransport = async (request, signal) => {
  const response = await fetch(request.url, {
    method: request.method,
    signal,
    headers: {
      accept: 'application/json',
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return { status: response.status, text: await response.text() };
};

/** One follower's profile as user/info/batchget answers it (the fields we keep). */
export interface WechatUserInfo {
  openid: string;
  subscribed: boolean;
  nickname: string;
  remark: string;
  /** null when WeChat did not say (not subscribed) */
  subscribeTime: Date | null;
}

export interface WechatMpClientOptions {
  baseUrl?: string;
  timeoutMs: number;
  transport?: WechatTransport;
}

/** user/get answers at most this many openids a page; batchget takes at most this many. */
export const USER_GET_PAGE = 10_000;
export const BATCHGET_MAX = 100;

type Body = Record<string, unknown>;

/**
 * The WeChat official-account API driver: cgi-bin/token (client_credential), user/get, user/info/batchget,
 * menu/create and get_current_selfmenu_info. Any errcode, a timeout, an unreachable host and an answer that
 * is not WeChat's each become a WechatMpApiError naming the failure (the errcode kept for the reader).
 */
export class WechatMpClient {
  private readonly baseUrl: string;
  private readonly transport: WechatTransport;

  constructor(private readonly options: WechatMpClientOptions) {
    this.baseUrl = (options.baseUrl ?? WECHAT_API_URL).replace(/\/+$/, '');
    this.transport = options.transport ?? fetchWechatTransport;
  }

  private async call(method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: unknown) {
    const url = `${this.baseUrl}${path}?${new URLSearchParams(query)}`;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let answer: { status: number; text: string };
    try {
      answer = await this.transport({ method, url, body }, signal);
    } catch (error) {
      throw new WechatMpApiError(
        signal.aborted || (error as { name?: string }).name === 'TimeoutError' ? 'timeout' : 'unreachable',
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      throw new WechatMpApiError('bad answer');
    }
    if (answer.status !== 200 || typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new WechatMpApiError('bad answer');
    const result = parsed as Body;
    const errcode = typeof result.errcode === 'number' ? result.errcode : 0;
    if (errcode !== 0)
      throw new WechatMpApiError('rejected', errcode, typeof result.errmsg === 'string' ? result.errmsg : '');
    return result;
  }

  async getToken(appid: string, secret: string): Promise<{ accessToken: string; expiresIn: number }> {
    const body = await this.call('GET', '/cgi-bin/token', { grant_type: 'client_credential', appid, secret });
    if (typeof body.access_token !== 'string' || !body.access_token || typeof body.expires_in !== 'number')
      throw new WechatMpApiError('bad answer');
    return { accessToken: body.access_token, expiresIn: body.expires_in };
  }

  /** One page of follower openids after `nextOpenid` ('' = from the start). */
  async getFollowers(
    accessToken: string,
    nextOpenid = '',
  ): Promise<{ total: number; openids: string[]; nextOpenid: string }> {
    const body = await this.call('GET', '/cgi-bin/user/get', {
      access_token: accessToken,
      ...(nextOpenid ? { next_openid: nextOpenid } : {}),
    });
    const data = body.data as { openid?: unknown } | undefined;
    const openids = data?.openid ?? [];
    if (
      typeof body.total !== 'number' ||
      typeof body.count !== 'number' ||
      !Array.isArray(openids) ||
      !openids.every((openid) => typeof openid === 'string') ||
      openids.length !== body.count
    )
      throw new WechatMpApiError('bad answer');
    return {
      total: body.total,
      openids: openids as string[],
      nextOpenid: typeof body.next_openid === 'string' ? body.next_openid : '',
    };
  }

  /** The profiles of up to 100 followers (WeChat's order). */
  async batchGetUserInfo(accessToken: string, openids: readonly string[]): Promise<WechatUserInfo[]> {
    const body = await this.call(
      'POST',
      '/cgi-bin/user/info/batchget',
      { access_token: accessToken },
      { user_list: openids.map((openid) => ({ openid, lang: 'zh_CN' })) },
    );
    const list = body.user_info_list;
    if (!Array.isArray(list)) throw new WechatMpApiError('bad answer');
    return list.map((item: Body) => {
      if (typeof item?.openid !== 'string') throw new WechatMpApiError('bad answer');
      const subscribed = item.subscribe === 1;
      return {
        openid: item.openid,
        subscribed,
        nickname: typeof item.nickname === 'string' ? item.nickname : '',
        remark: typeof item.remark === 'string' ? item.remark : '',
        subscribeTime:
          subscribed && typeof item.subscribe_time === 'number' ? new Date(item.subscribe_time * 1000) : null,
      };
    });
  }

  /** Publishes a custom menu ({button:[…]} in WeChat's shape). */
  async createMenu(accessToken: string, menu: unknown): Promise<void> {
    await this.call('POST', '/cgi-bin/menu/create', { access_token: accessToken }, menu);
  }

  /** What is live: {is_menu_open, selfmenu_info: {button: […]}}. */
  async getCurrentMenu(accessToken: string): Promise<Body> {
    return this.call('GET', '/cgi-bin/get_current_selfmenu_info', { access_token: accessToken });
  }
}
