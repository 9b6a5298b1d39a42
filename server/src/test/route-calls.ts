import type { TestContext } from './harness.ts';

/**
 * GET and POST shorthands for one console's routes: `get('getList?page=1', token)` calls `${base}/getList…`
 * (or the url itself when no base is given), in English unless a language is named.
 */
export function routeCalls(ctx: Pick<TestContext, 'call'>, base = '') {
  const at = (url: string) => (base ? `${base}/${url}` : url);
  return {
    get: (url: string, token?: string, language = 'en') =>
      ctx.call({ method: 'GET', url: at(url), token, headers: { 'accept-language': language } }),
    post: (url: string, token: string | undefined, payload: Record<string, unknown>, language = 'en') =>
      ctx.call({ method: 'POST', url: at(url), token, payload, headers: { 'accept-language': language } }),
  };
}
