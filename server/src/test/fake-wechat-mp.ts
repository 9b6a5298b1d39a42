import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatMenu } from '@onsite/contracts';
import { MpSandbox, type SandboxFollower } from '#server/platform/wechat/mp-sandbox.ts';

/**
 * A local WeChat official-account API for tests (node:http on 127.0.0.1, a random port) speaking WeChat's
 * protocol through the sandbox's own responder (MpSandbox) over memory: cgi-bin/token, user/get,
 * user/info/batchget, menu/create, get_current_selfmenu_info. `followers` is WeChat's side (appid → people);
 * `pageSize` makes user/get page small; `stall` accepts requests and never answers (the driver's timeout).
 */
export interface FakeWechatMp {
  url: string;
  followers: Map<string, SandboxFollower[]>;
  menus: Map<string, WechatMenu>;
  /** every call it received: method, path and query */
  calls: { method: string; path: string; query: URLSearchParams }[];
  stall: boolean;
  /** answer this errcode to every call of this path (e.g. 45009 api freq out of limit) */
  failing: Map<string, { errcode: number; errmsg: string }>;
  close(): Promise<void>;
}

export async function startFakeWechatMp(
  options: { secrets?: Record<string, string>; pageSize?: number } = {},
): Promise<FakeWechatMp> {
  const secrets = new Map(Object.entries(options.secrets ?? {}));
  const fake = {
    followers: new Map<string, SandboxFollower[]>(),
    menus: new Map<string, WechatMenu>(),
    calls: [] as FakeWechatMp['calls'],
    stall: false,
    failing: new Map<string, { errcode: number; errmsg: string }>(),
  };
  const sandbox = new MpSandbox(
    {
      followers: async (appid) => fake.followers.get(appid) ?? [],
      menu: async (appid) => fake.menus.get(appid) ?? null,
      setMenu: async (appid, menu) => {
        fake.menus.set(appid, menu);
      },
    },
    { secretOf: (appid) => secrets.get(appid), pageSize: options.pageSize },
  );
  const server = http.createServer((request, response) => {
    if (fake.stall) return;
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      fake.calls.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams });
      const query = Object.fromEntries(url.searchParams);
      let body: unknown = null;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
      } catch {
        body = null;
      }
      const route = `${request.method} ${url.pathname}`;
      const failing = fake.failing.get(url.pathname);
      const answer = failing
        ? Promise.resolve(failing)
        : route === 'GET /cgi-bin/token'
          ? Promise.resolve(sandbox.token(query))
          : route === 'GET /cgi-bin/user/get'
            ? sandbox.userGet(query)
            : route === 'POST /cgi-bin/user/info/batchget'
              ? sandbox.batchget(query, body)
              : route === 'POST /cgi-bin/menu/create'
                ? sandbox.menuCreate(query, body)
                : route === 'GET /cgi-bin/get_current_selfmenu_info'
                  ? sandbox.currentMenu(query)
                  : null;
      if (!answer) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      void answer.then((json) =>
        response
          .writeHead(200, { 'content-type': 'application/json; charset=UTF-8' })
          .end(JSON.stringify(json)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
