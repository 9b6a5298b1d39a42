import { type Audience, ErrorCode } from '@onsite/contracts';
import { i18n } from '../i18n';
import { isLanguage, type Language } from '../i18n/languages';
import { ApiError, type ApiErrorInit } from './errors';

/** Anything with zod's `parse`: the contracts' schemas, without the web app depending on zod itself. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/** Session failures that end in the login page (spec §8). */
export type AuthFailure = 'expired' | 'signedInElsewhere' | 'customerExpired';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Non-zero envelope codes this call treats as an answer (the help design fetch accepts -10). */
  acceptCodes?: readonly number[];
  /** Leave business-error messages to the caller instead of toasting them. */
  silent?: boolean;
  /** A session failure only rejects the call (logout: the session is ending anyway). */
  ignoreAuthFailure?: boolean;
}

export interface ApiResponse<T> {
  code: number;
  msg: string;
  data: T;
  count?: number;
}

export interface ApiClientOptions {
  audience: Audience;
  getToken: () => string | null;
  onAuthFailure: (failure: AuthFailure) => void;
  onError: (message: string) => void;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** the UI language the server should answer `msg` in; the current i18n language by default */
  getLanguage?: () => string;
}

export interface ApiClient {
  readonly audience: Audience;
  request<T>(path: string, schema: Parser<T>, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T>(path: string, schema: Parser<T>, query?: Record<string, QueryValue>): Promise<T>;
  post<T>(path: string, schema: Parser<T>, body?: unknown): Promise<T>;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
  count?: number;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

/** The UI language as an Accept-Language tag (zh_CN → zh-CN); the server answers its messages in it. */
export function acceptLanguageOf(language: string): string {
  const known: Language = isLanguage(language) ? language : 'zh_CN';
  return known.replace('_', '-');
}

function authFailureOf(audience: Audience, status: number, code: number | null): AuthFailure | null {
  if (audience === 'customer') {
    return code === ErrorCode.customerUnauthenticated || status === 401 ? 'customerExpired' : null;
  }
  if (code === ErrorCode.signedInElsewhere) return 'signedInElsewhere';
  return code === ErrorCode.unauthenticated || status === 401 ? 'expired' : null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { audience, getToken, onAuthFailure, onError } = options;
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const getLanguage = options.getLanguage ?? (() => i18n.language);

  /** Rejects the call; `toast` shows the message first. Auth failures are shown by their own handler. */
  function fail(init: Omit<ApiErrorInit, 'notified'>, toast: boolean): never {
    if (toast) onError(init.message);
    throw new ApiError({ ...init, notified: toast || init.kind === 'auth' });
  }

  async function request<T>(
    path: string,
    schema: Parser<T>,
    req: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': acceptLanguageOf(getLanguage()),
    };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, req.query), {
        method: req.method ?? 'GET',
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
      });
    } catch {
      return fail({ kind: 'network', message: i18n.t('error.network') }, true);
    }

    const payload = await readJson(response);
    const code = isEnvelope(payload) ? payload.code : null;
    const authFailure = authFailureOf(audience, response.status, code);
    if (authFailure) {
      if (!req.ignoreAuthFailure) onAuthFailure(authFailure);
      const message = isEnvelope(payload) ? payload.msg : i18n.t('session.expired');
      return fail({ kind: 'auth', message, code, status: response.status }, false);
    }

    if (!isEnvelope(payload)) {
      const message = response.ok ? i18n.t('error.badResponse') : i18n.t('error.unknown');
      return fail({ kind: 'http', message, status: response.status }, true);
    }

    const accepted = payload.code === ErrorCode.ok || (req.acceptCodes ?? []).includes(payload.code);
    if (!accepted) {
      const message = payload.msg || i18n.t('error.unknown');
      return fail({ kind: 'business', message, code: payload.code, status: response.status }, !req.silent);
    }

    let data: T;
    try {
      data = schema.parse(payload.data);
    } catch (error) {
      console.error(`Response of ${path} does not match its contract`, error);
      return fail({ kind: 'contract', message: i18n.t('error.badResponse'), status: response.status }, true);
    }
    return { code: payload.code, msg: payload.msg, data, count: payload.count };
  }

  return {
    audience,
    request,
    get: async (path, schema, query) => (await request(path, schema, { query })).data,
    post: async (path, schema, body) =>
      (await request(path, schema, { method: 'POST', body: body ?? {} })).data,
  };
}
