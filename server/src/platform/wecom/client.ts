/** The real API's address; WECOM_API_URL points the driver elsewhere (a local fake in tests). */
export const WECOM_API_URL = 'https://qyapi.weixin.qq.com';

/** What went wrong when asking WeCom for a token, in words the module translates. */
export type WecomFailure =
  | 'invalid corp id'
  | 'invalid secret'
  | 'rejected'
  | 'timeout'
  | 'unreachable'
  | 'bad answer';

export class WecomApiError extends Error {
  constructor(
    readonly failure: WecomFailure,
    /** WeCom's errcode when it answered one */
    readonly errcode: number | null = null,
    readonly errmsg = '',
  ) {
    super(`WeCom: ${failure}${errcode === null ? '' : ` (${errcode} ${errmsg})`}`);
  }
}

/** A POST's body and its content type (JSON for the API, XML for a callback). */
export interface WecomPost {
  body: string;
  contentType: string;
}

/**
 * How a request reaches the API (a GET, or a POST with `post`): fetch for the real service and the local
 * fake; the sandbox answers in-process.
 */
export type WecomTransport = (
  url: string,
  signal: AbortSignal,
  post?: WecomPost,
) => Promise<{ status: number; text: string }>;

export const fetchTransport: WecomTransport = async (url, signal, post) => {
  const response = await fetch(url, {
    signal,
    headers: { accept: 'application/json', ...(post ? { 'content-type': post.contentType } : {}) },
    ...(post ? { method: 'POST', body: post.body } : {}),
  });
  return { status: response.status, text: await response.text() };
};

/** gettoken's errcodes that mean the corp id or the secret is wrong (WeCom's global error codes). */
const CORP_ID_ERRORS = new Set([40013, 41002]);
const SECRET_ERRORS = new Set([40001, 40091, 41004]);

export interface WecomClientOptions {
  baseUrl?: string;
  timeoutMs: number;
  transport?: WecomTransport;
}

/**
 * The WeCom server API driver: `GET /cgi-bin/gettoken?corpid=&corpsecret=` → {errcode, errmsg,
 * access_token, expires_in}. A wrong corp id or secret, any other errcode, a timeout, an unreachable host
 * and an answer that is not WeCom's each become a WecomApiError with the failure named.
 */
export class WecomClient {
  private readonly baseUrl: string;
  private readonly transport: WecomTransport;

  constructor(private readonly options: WecomClientOptions) {
    this.baseUrl = (options.baseUrl ?? WECOM_API_URL).replace(/\/+$/, '');
    this.transport = options.transport ?? fetchTransport;
  }

  async getToken(corpId: string, secret: string): Promise<{ accessToken: string; expiresIn: number }> {
    const body = await this.request('/cgi-bin/gettoken', { corpid: corpId, corpsecret: secret });
    if (typeof body.access_token !== 'string' || !body.access_token || typeof body.expires_in !== 'number')
      throw new WecomApiError('bad answer');
    return { accessToken: body.access_token, expiresIn: body.expires_in };
  }

  /**
   * One call of WeCom's server API: `path` with `query` (GET), or with a JSON `json` body (POST). Answers
   * WeCom's JSON when its errcode is 0; anything else is a WecomApiError naming what went wrong.
   */
  async request(
    path: string,
    query: Record<string, string>,
    json?: unknown,
  ): Promise<Record<string, unknown>> {
    const url = `${this.baseUrl}${path}?${new URLSearchParams(query)}`;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let answer: { status: number; text: string };
    try {
      answer = await this.transport(
        url,
        signal,
        json === undefined ? undefined : { body: JSON.stringify(json), contentType: 'application/json' },
      );
    } catch (error) {
      throw new WecomApiError(
        signal.aborted || (error as { name?: string }).name === 'TimeoutError' ? 'timeout' : 'unreachable',
      );
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(answer.text);
    } catch {
      throw new WecomApiError('bad answer');
    }
    if (answer.status !== 200 || typeof body !== 'object' || body === null || Array.isArray(body))
      throw new WecomApiError('bad answer');
    const errcode = typeof body.errcode === 'number' ? body.errcode : 0;
    const errmsg = typeof body.errmsg === 'string' ? body.errmsg : '';
    if (errcode !== 0) {
      const failure = CORP_ID_ERRORS.has(errcode)
        ? 'invalid corp id'
        : SECRET_ERRORS.has(errcode)
          ? 'invalid secret'
          : 'rejected';
      throw new WecomApiError(failure, errcode, errmsg);
    }
    return body;
  }
}
