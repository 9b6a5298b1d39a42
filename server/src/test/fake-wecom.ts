import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '#server/db/database.ts';
import { fetchTransport } from '#server/platform/wecom/client.ts';
import { answerGettoken, type CallbackApp, verifyCallbackUrl } from '#server/platform/wecom/sandbox.ts';
import { answerSandboxApi } from '#server/platform/wecom/sandbox-api.ts';

/**
 * A local WeCom for tests (node:http on 127.0.0.1, a random port) that speaks the API as the real one:
 * GET /cgi-bin/gettoken checks corpid and corpsecret and answers WeCom's errcodes. `stall` makes it accept
 * requests and never answer (the driver's timeout). `verifyCallbackUrl` does what WeCom does when an app's
 * callback URL is saved: a signed GET with an encrypted echostr over HTTP, passed when the plain echostr
 * comes back. Given a database (`options.db`, read when a call comes), it also answers the external-contact
 * API (acquisition links, contacts, corp tags) with the sandbox's responder and state tables.
 */
export interface FakeWecom {
  url: string;
  /** corp id → secret of the corps it knows */
  corps: Map<string, string>;
  /** the gettoken calls it received */
  calls: URLSearchParams[];
  /** the other API calls it received (path and body) */
  apiCalls: { path: string; body: unknown }[];
  stall: boolean;
  verifyCallbackUrl(url: string, app: CallbackApp): ReturnType<typeof verifyCallbackUrl>;
  close(): Promise<void>;
}

export async function startFakeWecom(
  corps: Record<string, string> = {},
  options: { db?: () => Db } = {},
): Promise<FakeWecom> {
  const fake = {
    corps: new Map(Object.entries(corps)),
    calls: [] as URLSearchParams[],
    apiCalls: [] as { path: string; body: unknown }[],
    stall: false,
  };
  let base = '';
  const api = async (request: http.IncomingMessage, url: URL) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = request.method === 'POST' ? JSON.parse(text || '{}') : undefined;
    fake.apiCalls.push({ path: url.pathname, body });
    const db = options.db?.();
    if (!db) throw new Error('the fake WeCom answers the API only with a database');
    return answerSandboxApi(
      { db, corps: fake.corps, linkUrl: (linkId) => `${base}/ca/${linkId}` },
      { path: url.pathname, query: Object.fromEntries(url.searchParams), body },
    );
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (fake.stall) return;
    if (url.pathname.startsWith('/cgi-bin/') && url.pathname !== '/cgi-bin/gettoken' && options.db) {
      api(request, url).then(
        (answer) =>
          response
            .writeHead(200, { 'content-type': 'application/json; charset=UTF-8' })
            .end(JSON.stringify(answer)),
        () => response.writeHead(500).end(),
      );
      return;
    }
    if (request.method !== 'GET' || url.pathname !== '/cgi-bin/gettoken') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    fake.calls.push(url.searchParams);
    const answer = answerGettoken(
      {
        corpid: url.searchParams.get('corpid') ?? undefined,
        corpsecret: url.searchParams.get('corpsecret') ?? undefined,
      },
      fake.corps,
    );
    response
      .writeHead(200, { 'content-type': 'application/json; charset=UTF-8' })
      .end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return Object.assign(fake, {
    url: base,
    verifyCallbackUrl: (url: string, app: CallbackApp) => verifyCallbackUrl(url, app, fetchTransport),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
