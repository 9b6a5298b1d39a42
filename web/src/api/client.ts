import {
  type AnyRoute,
  type Audience,
  type CallInput,
  ErrorCode,
  type NeedsInput,
  type ReplyData,
} from '@onsite/contracts';
import { i18n } from '#web/i18n';
import { isLanguage, type Language } from '#web/i18n/languages';
import { ApiError, type ApiErrorInit } from './errors';

/**
 * Anything with zod's `parse`: the contracts' schemas, without the web app depending on zod itself; a
 * route loaded late (`LateRoute`) parses once its module is there.
 */
export interface Parser<T> {
  parse(data: unknown): T | Promise<T>;
}

/**
 * A contract route declared by its method and path alone, whose module (its schemas, and zod with them) is
 * loaded when a call needs it (api/preSignIn.ts): the request goes out at once and its answer is parsed by
 * the route `late` answers. The login screens call their routes this way, so that a console's first load
 * carries no zod (issue 19).
 */
export interface LateRoute {
  late: () => Promise<AnyRoute>;
}

function isLate(route: AnyRoute): route is AnyRoute & LateRoute {
  return typeof (route as Partial<LateRoute>).late === 'function';
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
  /** the list counted only so far: there are more rows than `count` */
  count_capped?: true;
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

/** Per-call behaviour of `api.call` and friends. */
export type CallOptions = Pick<RequestOptions, 'silent' | 'ignoreAuthFailure' | 'acceptCodes'>;

/** The input argument of a route: required when the route declares a query or a body. */
export type CallArgs<R extends AnyRoute> =
  NeedsInput<R> extends true
    ? [input: CallInput<R>, options?: CallOptions]
    : [input?: undefined, options?: CallOptions];

/** A page of a list route: the rows and the total count (`capped`: more rows than `count`, "10,000+"). */
export interface Page<Row> {
  rows: Row[];
  count: number;
  capped?: boolean;
}

type RowOf<R extends AnyRoute> = ReplyData<R> extends (infer Row)[] ? Row : never;

export interface ApiClient {
  readonly audience: Audience;
  /** Calls a contract route and answers its parsed `data` (for list routes, the rows). */
  call<R extends AnyRoute>(route: R, ...args: CallArgs<R>): Promise<ReplyData<R>>;
  /** Calls a list route and answers the page with its total. */
  page<R extends AnyRoute & { reply: { kind: 'list' } }>(
    route: R,
    ...args: CallArgs<R>
  ): Promise<Page<RowOf<R>>>;
  /** Calls a route with the whole envelope (its `msg` and `code`), for answers that accept codes. */
  envelope<R extends AnyRoute>(route: R, ...args: CallArgs<R>): Promise<ApiResponse<ReplyData<R>>>;
  /** The URL of a GET route with its query (links, images, `<a download>`). */
  url<R extends AnyRoute>(route: R, ...args: CallArgs<R>): string;
  /** Sends a multipart form to a route with upload progress (0–100). */
  upload<R extends AnyRoute>(
    route: R,
    form: FormData,
    onProgress?: (percent: number) => void,
  ): Promise<ReplyData<R>>;
  /** Fetches a file route with the session and saves it under `fileName`. */
  download<R extends AnyRoute>(route: R, input: CallInput<R>, fileName: string): Promise<void>;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
  count?: number;
  count_capped?: true;
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

/** The parser of a route's `data`: its schema, or each row of a list. */
function parserOf(route: AnyRoute): Parser<unknown> {
  if (isLate(route)) return { parse: async (data) => parserOf(await route.late()).parse(data) };
  const { reply } = route;
  if (reply.kind === 'data') return reply.schema;
  if (reply.kind === 'list') {
    return {
      parse: (data) => {
        if (!Array.isArray(data)) throw new Error('a list answer must be an array');
        return data.map((row) => reply.schema.parse(row));
      },
    };
  }
  return { parse: (data) => data };
}

/** The route's path relative to the client's base URL (`/api/...` → `/...`). */
function relativePath(route: AnyRoute): string {
  return route.path.startsWith('/api/') ? route.path.slice(4) : route.path;
}

/** Saves a blob or URL as a file through a temporary link. */
export function saveFile(href: string, name?: string) {
  const link = document.createElement('a');
  link.href = href;
  if (name) link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
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
      // a closed site (the agent was disabled) is told by the "site closed" page, not by a toast per call
      const notify = !req.silent && payload.code !== ErrorCode.siteClosed;
      return fail({ kind: 'business', message, code: payload.code, status: response.status }, notify);
    }

    let data: T;
    try {
      data = await schema.parse(payload.data);
    } catch (error) {
      console.error(`Response of ${path} does not match its contract`, error);
      return fail({ kind: 'contract', message: i18n.t('error.badResponse'), status: response.status }, true);
    }
    return {
      code: payload.code,
      msg: payload.msg,
      data,
      count: payload.count,
      ...(payload.count_capped ? { count_capped: true as const } : {}),
    };
  }

  function headersOf(): Record<string, string> {
    const token = getToken();
    return {
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': acceptLanguageOf(getLanguage()),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
  }

  /** Query fields for a route with a query, the JSON body for one with a body. */
  function callRoute(route: AnyRoute, input: unknown, callOptions: CallOptions = {}) {
    const sendsQuery = route.query !== undefined || route.method === 'GET';
    return request(relativePath(route), parserOf(route), {
      ...callOptions,
      acceptCodes: callOptions.acceptCodes ?? route.acceptCodes,
      method: route.method,
      query: sendsQuery ? (input as Record<string, QueryValue> | undefined) : undefined,
      body: sendsQuery ? undefined : (input ?? {}),
    });
  }

  function upload(route: AnyRoute, form: FormData, onProgress?: (percent: number) => void) {
    return new Promise<unknown>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(route.method, `${baseUrl}${relativePath(route)}`);
      for (const [name, value] of Object.entries(headersOf())) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onerror = () => {
        onError(i18n.t('error.network'));
        reject(new ApiError({ kind: 'network', message: i18n.t('error.network'), notified: true }));
      };
      xhr.onload = () => {
        let payload: unknown = null;
        try {
          payload = JSON.parse(xhr.responseText);
        } catch {
          // answered below
        }
        const code = isEnvelope(payload) ? payload.code : null;
        const authFailure = authFailureOf(audience, xhr.status, code);
        if (authFailure) {
          onAuthFailure(authFailure);
          const message = isEnvelope(payload) ? payload.msg : i18n.t('session.expired');
          reject(new ApiError({ kind: 'auth', message, code, status: xhr.status, notified: true }));
          return;
        }
        if (!isEnvelope(payload) || payload.code !== ErrorCode.ok) {
          const message = (isEnvelope(payload) && payload.msg) || i18n.t('error.unknown');
          reject(new ApiError({ kind: 'business', message, code, status: xhr.status, notified: false }));
          return;
        }
        const data = payload.data;
        Promise.resolve()
          .then(() => parserOf(route).parse(data))
          .then(resolve, () =>
            reject(new ApiError({ kind: 'contract', message: i18n.t('error.badResponse'), notified: false })),
          );
      };
      xhr.send(form);
    });
  }

  async function download(route: AnyRoute, input: unknown, fileName: string) {
    const url = buildUrl(baseUrl, relativePath(route), input as Record<string, QueryValue>);
    let response: Response;
    try {
      response = await doFetch(url, { headers: headersOf() });
    } catch {
      return fail({ kind: 'network', message: i18n.t('error.network') }, true);
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('application/json')) {
      const payload = await readJson(response);
      const message = (isEnvelope(payload) && payload.msg) || i18n.t('error.unknown');
      return fail({ kind: 'http', message, status: response.status }, true);
    }
    const href = URL.createObjectURL(await response.blob());
    saveFile(href, fileName);
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }

  return {
    audience,
    call: async (route, ...[input, callOptions]) =>
      (await callRoute(route, input, callOptions)).data as never,
    page: async (route, ...[input, callOptions]) => {
      const response = await callRoute(route, input, callOptions);
      const rows = response.data as never[];
      const count = response.count ?? rows.length;
      return response.count_capped ? { rows, count, capped: true } : { rows, count };
    },
    envelope: (route, ...[input, callOptions]) => callRoute(route, input, callOptions) as never,
    url: (route, ...[input]) =>
      buildUrl(baseUrl, relativePath(route), input as Record<string, QueryValue> | undefined),
    upload: (route, form, onProgress) => upload(route, form, onProgress) as never,
    download,
  };
}
