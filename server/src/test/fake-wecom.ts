import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchTransport } from '#server/platform/wecom/client.ts';
import { answerGettoken, type CallbackApp, verifyCallbackUrl } from '#server/platform/wecom/sandbox.ts';

/**
 * A local WeCom for tests (node:http on 127.0.0.1, a random port) that speaks the API as the real one:
 * GET /cgi-bin/gettoken checks corpid and corpsecret and answers WeCom's errcodes. `stall` makes it accept
 * requests and never answer (the driver's timeout). `verifyCallbackUrl` does what WeCom does when an app's
 * callback URL is saved: a signed GET with an encrypted echostr over HTTP, passed when the plain echostr
 * comes back.
 */
export interface FakeWecom {
  url: string;
  /** corp id → secret of the corps it knows */
  corps: Map<string, string>;
  /** the gettoken calls it received */
  calls: URLSearchParams[];
  stall: boolean;
  verifyCallbackUrl(url: string, app: CallbackApp): ReturnType<typeof verifyCallbackUrl>;
  close(): Promise<void>;
}

export async function startFakeWecom(corps: Record<string, string> = {}): Promise<FakeWecom> {
  const fake = {
    corps: new Map(Object.entries(corps)),
    calls: [] as URLSearchParams[],
    stall: false,
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (fake.stall) return;
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
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    verifyCallbackUrl: (url: string, app: CallbackApp) => verifyCallbackUrl(url, app, fetchTransport),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
