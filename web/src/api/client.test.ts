import { defineRoute, loginResponse, reply } from '@onsite/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { changeLanguage } from '#web/i18n';
import { type ApiClientOptions, type AuthFailure, createApiClient } from './client';
import { ApiError } from './errors';
import { clearToken, getToken, saveToken, syncTokensFromStorage, TOKEN_STORAGE_KEYS } from './tokenStore';

const base = { access: { audience: 'admin' }, tags: [], summary: 'test route' } as const;
const things = defineRoute({
  ...base,
  method: 'GET',
  path: '/api/things',
  query: z.object({ page: z.number().optional(), q: z.string().optional(), empty: z.string().optional() }),
  reply: reply.data(z.unknown()),
});
const logout = defineRoute({
  ...base,
  method: 'POST',
  path: '/api/auth/logout',
  body: z.object({ a: z.number() }).partial(),
  reply: reply.data(z.unknown()),
});
const login = defineRoute({
  ...base,
  method: 'POST',
  path: '/api/auth/login',
  body: z.object({}),
  reply: reply.data(loginResponse),
});
const list = defineRoute({ ...base, method: 'GET', path: '/api/list', reply: reply.list(z.number()) });
const help = defineRoute({
  ...base,
  method: 'GET',
  path: '/api/help',
  acceptCodes: [-10],
  reply: reply.data(z.unknown()),
});

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(
  overrides: Partial<ApiClientOptions> & { response?: Response | (() => Promise<Response>) } = {},
) {
  const { response, ...options } = overrides;
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    typeof response === 'function'
      ? response()
      : (response ?? jsonResponse({ code: 0, msg: 'ok', data: null })),
  );
  const onAuthFailure = vi.fn<(failure: AuthFailure) => void>();
  const onError = vi.fn<(message: string) => void>();
  const client = createApiClient({
    audience: 'admin',
    getToken: () => 'secret-token',
    onAuthFailure,
    onError,
    fetch,
    ...options,
  });
  return { client, fetch, onAuthFailure, onError };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  it('sends the XHR marker, the bearer token and a JSON body', async () => {
    const { client, fetch } = setup();
    await client.call(logout, { a: 1 });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: 'Bearer secret-token',
      'Content-Type': 'application/json',
    });
  });

  it('asks for the messages in the current UI language', async () => {
    let language = 'zh_CN';
    const { client, fetch } = setup({ getLanguage: () => language });
    await client.call(things, {});
    language = 'zh_TW';
    await client.call(things, {});
    language = 'en';
    await client.call(things, {});
    language = 'fr';
    await client.call(things, {});
    expect(
      fetch.mock.calls.map(
        ([, init]) => (init?.headers as Record<string, string> | undefined)?.['Accept-Language'],
      ),
    ).toEqual(['zh-CN', 'zh-TW', 'en', 'zh-CN']);
  });

  it('follows the i18n language by default', async () => {
    const { client, fetch } = setup();
    await changeLanguage('zh_TW');
    try {
      await client.call(things, {});
    } finally {
      await changeLanguage('zh_CN');
    }
    await client.call(things, {});
    const sent = fetch.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['Accept-Language'],
    );
    expect(sent).toEqual(['zh-TW', 'zh-CN']);
  });

  it('leaves out Authorization without a token and puts the query on the URL', async () => {
    const { client, fetch } = setup({ getToken: () => null });
    await client.call(things, { page: 2, q: 'a b', empty: undefined });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/things?page=2&q=a+b');
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('answers the data of a code-0 envelope, checked against the contract', async () => {
    const data = { access_token: 't', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00Z' };
    const { client } = setup({ response: async () => jsonResponse({ code: 0, msg: 'ok', data }) });
    await expect(client.call(login, {})).resolves.toEqual(data);
    await expect(client.envelope(login, {})).resolves.toEqual({ code: 0, msg: 'ok', data });
  });

  it('answers a page of a list route with its total, each row checked against the contract', async () => {
    const paged = setup({ response: jsonResponse({ code: 0, msg: 'ok', data: [1, 2], count: 9 }) });
    await expect(paged.client.page(list)).resolves.toEqual({ rows: [1, 2], count: 9 });
    const capped = setup({
      response: jsonResponse({ code: 0, msg: 'ok', data: [1, 2], count: 10_000, count_capped: true }),
    });
    await expect(capped.client.page(list)).resolves.toEqual({ rows: [1, 2], count: 10_000, capped: true });
    const broken = setup({ response: jsonResponse({ code: 0, msg: 'ok', data: [1, 'x'], count: 2 }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await rejection(broken.client.page(list))).kind).toBe('contract');
  });

  it('builds the URL of a route with its query', () => {
    const { client } = setup();
    expect(client.url(things, { page: 3, q: 'x y' })).toBe('/api/things?page=3&q=x+y');
  });

  it('rejects any other code and shows the server msg as a toast', async () => {
    const { client, onError, onAuthFailure } = setup({
      response: jsonResponse({ code: 400, msg: 'wrong username or password', data: null }, 400),
    });
    const error = await rejection(client.call(things, {}));
    expect(error).toMatchObject({
      kind: 'business',
      code: 400,
      message: 'wrong username or password',
      notified: true,
    });
    expect(onError).toHaveBeenCalledWith('wrong username or password');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('leaves the message to the caller when silent, and accepts listed codes', async () => {
    const silent = setup({ response: jsonResponse({ code: 404, msg: 'gone', data: null }, 404) });
    const error = await rejection(silent.client.call(things, {}, { silent: true }));
    expect(error.notified).toBe(false);
    expect(silent.onError).not.toHaveBeenCalled();

    const accepted = setup({ response: jsonResponse({ code: -10, msg: 'no design', data: null }) });
    await expect(accepted.client.envelope(help)).resolves.toMatchObject({ code: -10 });
  });

  it('treats a response that breaks the contract as an error', async () => {
    const { client, onError } = setup({ response: jsonResponse({ code: 0, msg: 'ok', data: { token: 1 } }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await rejection(client.call(login, {}));
    expect(error.kind).toBe('contract');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('sends a late route at once and parses its answer with the contract it loads', async () => {
    let loaded: ((route: typeof login) => void) | undefined;
    const late = {
      method: 'POST',
      path: '/api/auth/login',
      reply: { kind: 'data' },
      late: () => new Promise<typeof login>((resolve) => (loaded = resolve)),
    } as unknown as typeof login;
    const data = { access_token: 't', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00Z' };
    const ok = setup({ response: async () => jsonResponse({ code: 0, msg: 'ok', data }) });
    const answer = ok.client.call(late, {});
    await vi.waitFor(() => expect(ok.fetch).toHaveBeenCalledTimes(1));
    expect(ok.fetch.mock.calls[0]?.[0]).toBe('/api/auth/login');
    // the answer waits for its contract
    await vi.waitFor(() => expect(loaded).toBeDefined());
    loaded?.(login);
    await expect(answer).resolves.toEqual(data);

    const broken = setup({ response: jsonResponse({ code: 0, msg: 'ok', data: { token: 1 } }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lateLoaded = { ...late, late: async () => login } as typeof login;
    expect((await rejection(broken.client.call(lateLoaded, {}))).kind).toBe('contract');
    expect(broken.onError).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure', async () => {
    const { client, onError } = setup({ response: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect((await rejection(client.call(things, {}))).kind).toBe('network');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['admin', 401, { code: 401, msg: 'expired', data: null }, 'expired'],
    ['agent', 401, { code: 401, msg: 'expired', data: null }, 'expired'],
    ['admin', 401, { code: -200, msg: 'elsewhere', data: null }, 'signedInElsewhere'],
    ['admin', 401, 'not json', 'expired'],
    ['customer', 401, { code: -2, msg: 'please log in', data: null }, 'customerExpired'],
    ['customer', 200, { code: -2, msg: 'please log in', data: null }, 'customerExpired'],
  ] as const)(
    '%s: HTTP %i %j ends the session as %s, without a toast',
    async (audience, status, body, failure) => {
      const response = typeof body === 'string' ? new Response(body, { status }) : jsonResponse(body, status);
      const { client, onAuthFailure, onError } = setup({ audience, response });
      const error = await rejection(client.call(things, {}));
      expect(error).toMatchObject({ kind: 'auth', notified: true });
      expect(onAuthFailure).toHaveBeenCalledWith(failure);
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('does not end the session for a call that ignores auth failures (logout)', async () => {
    const { client, onAuthFailure } = setup({
      response: jsonResponse({ code: 401, msg: 'x', data: null }, 401),
    });
    await rejection(client.call(logout, {}, { ignoreAuthFailure: true }));
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});

describe('token storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    syncTokensFromStorage();
  });

  it('keeps a remembered token in localStorage and a session-only one in sessionStorage', () => {
    saveToken('admin', 'a1', true);
    expect(localStorage.getItem('admin_token')).toBe('a1');
    expect(sessionStorage.getItem('admin_token')).toBeNull();

    saveToken('admin', 'a2', false);
    expect(sessionStorage.getItem('admin_token')).toBe('a2');
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(getToken('admin')).toBe('a2');
  });

  it('uses one key per console and reads either storage', () => {
    expect(TOKEN_STORAGE_KEYS).toEqual({
      admin: 'admin_token',
      agent: 'agent_token',
      customer: 'customer_token',
    });
    localStorage.setItem('agent_token', 'from-local');
    sessionStorage.setItem('customer_token', 'from-session');
    syncTokensFromStorage();
    expect(getToken('agent')).toBe('from-local');
    expect(getToken('customer')).toBe('from-session');
    expect(getToken('admin')).toBeNull();
  });

  it('clears both storages on logout', () => {
    localStorage.setItem('customer_token', 'x');
    sessionStorage.setItem('customer_token', 'y');
    syncTokensFromStorage();
    clearToken('customer');
    expect(localStorage.getItem('customer_token')).toBeNull();
    expect(sessionStorage.getItem('customer_token')).toBeNull();
    expect(getToken('customer')).toBeNull();
  });
});
