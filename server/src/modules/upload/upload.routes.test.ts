import { describe, expect, it } from 'vitest';
import { seedActivity } from '#server/seed/activities.ts';
import { useTestContext } from '#server/test/harness.ts';
import { multipart, PNG_1X1, SCRIPT_AS_PNG } from '#server/test/upload-fixtures.ts';

const ctx = useTestContext();

const KEY = /^customer\/\d+\/\d+\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\d{5}\.png$/;

async function tokenFor(token: string, platform: string, name: string, extra = '') {
  return ctx.call({
    method: 'GET',
    url: `/api/${platform}/Upload/getToken?name=${encodeURIComponent(name)}${extra}`,
    token,
  });
}

/** getToken, then the upload itself to our store; answers the key. */
async function upload(token: string, platform: string, name: string, content: Buffer, type = 'image/png') {
  const { body } = await tokenFor(token, platform, name);
  expect(body.code).toBe(0);
  const response = await ctx.app.inject({
    method: 'POST',
    url: body.data.upload_url,
    ...(await multipart(body.data.fields, { name, type, content })),
  });
  expect(response.statusCode).toBe(200);
  return body.data.key as string;
}

/** An activity of the given customer (ids of the demo seed). */
const activityOf = (agentId: number, customerId: number) =>
  seedActivity(ctx.db, { agentId, customerId, title: 'Upload context', toolId: 1, beginIn: 24, endIn: 26 });

const fileCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /api/{platform}/Upload/getToken', () => {
  it('gives a customer a key under customer/{agent}/{customer}/y/m/d, the limit and the user', async () => {
    const token = await ctx.loginCustomer();
    const acid = await activityOf(ctx.ids.agent1Id, ctx.ids.customers.agent1Phone);
    const { status, body } = await tokenFor(token, 'customer', 'Holiday Photo.PNG', `&acid=${acid}`);
    expect(status).toBe(200);
    const { agent1Id, customers } = ctx.ids;
    expect(body.data.key).toMatch(KEY);
    expect(body.data.key.startsWith(`customer/${agent1Id}/${customers.agent1Phone}/`)).toBe(true);
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
    expect(body.data.key).toContain(`/${today}/`);
    expect(body.data).toMatchObject({
      size: 5,
      max_bytes: 5 * 1024 * 1024,
      user: { agent_id: agent1Id, customer_id: customers.agent1Phone, user_id: customers.agent1Phone },
      driver: 'local',
      upload_url: '/storage',
      kind: 'image',
      base_url: '/storage/',
      prefix: `customer/${agent1Id}/${customers.agent1Phone}/`,
    });
    expect(body.data.fields).toEqual({ key: body.data.key, token: body.data.token });
  });

  it('answers the customer on POST too', async () => {
    const token = await ctx.loginCustomer();
    const { body } = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/getToken',
      token,
      payload: { name: 'clip.avi' },
    });
    expect(body.data.kind).toBe('video');
    expect(body.data.size).toBe(10);
  });

  it('issues a fresh key every time', async () => {
    const token = await ctx.loginCustomer();
    const a = await tokenFor(token, 'customer', 'a.png');
    const b = await tokenFor(token, 'customer', 'a.png');
    expect(a.body.data.key).not.toBe(b.body.data.key);
  });

  it('uses the platform and agent prefixes and the console limits (is_admin gets 50 MB)', async () => {
    const admin = await tokenFor(await ctx.loginAdmin(), 'admin', 'banner.jpg');
    expect(admin.body.data.key).toMatch(/^platform\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\d{5}\.jpg$/);
    expect(admin.body.data.user).toEqual({ agent_id: 0, customer_id: 0, user_id: expect.any(Number) });
    // the seeded admin has is_admin = 1
    expect(admin.body.data.size).toBe(50);

    const agent = await tokenFor(await ctx.loginAgent('staff@example.com'), 'agent', 'intro.mp4');
    expect(agent.body.data.key.startsWith(`agent/${ctx.ids.agent1Id}/`)).toBe(true);
    expect(agent.body.data.size).toBe(10);
    expect(agent.body.data.user.customer_id).toBe(0);
  });

  it('refuses formats the console does not take, and a type that contradicts the extension', async () => {
    const agent = await ctx.loginAgent('staff@example.com');
    for (const name of ['page.html', 'run.exe', 'clip.avi', 'noextension']) {
      const { status } = await tokenFor(agent, 'agent', name);
      expect(status, name).toBe(400);
    }
    const { status } = await tokenFor(agent, 'agent', 'a.png', '&type=video');
    expect(status).toBe(400);
  });

  it('needs a session of the console', async () => {
    const { status, body } = await tokenFor('', 'customer', 'a.png');
    expect(status).toBe(401);
    expect(body.code).toBe(-2);
  });
});

describe('POST /api/{platform}/Upload/postAdd', () => {
  it('registers an uploaded file with its sniffed type', async () => {
    const token = await ctx.loginCustomer();
    const acid = await activityOf(ctx.ids.agent1Id, ctx.ids.customers.agent1Phone);
    const key = await upload(token, 'customer', 'logo.png', PNG_1X1);
    const { status, body } = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/postAdd',
      token,
      payload: { acid, files: [{ name: 'logo.png', url: key, size: PNG_1X1.length, type: 'image/png' }] },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({
        name: 'logo.png',
        url: key,
        src: `/storage/${key}`,
        size: PNG_1X1.length,
        type: 'image/png',
        kind: 'image',
        acid,
      }),
    ]);
    const row = await ctx.db
      .selectFrom('files')
      .selectAll()
      .where('storage_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      agent_id: ctx.ids.agent1Id,
      customer_id: ctx.ids.customers.agent1Phone,
      uploader_audience: 'customer',
    });

    // the same key a second time is refused
    const again = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/postAdd',
      token,
      payload: { files: [{ name: 'logo.png', url: key, size: PNG_1X1.length, type: 'image/png' }] },
    });
    expect(again.status).toBe(400);
  });

  it('refuses a .png that is really a script, and writes nothing for the good file beside it', async () => {
    const token = await ctx.loginCustomer();
    const good = await upload(token, 'customer', 'good.png', PNG_1X1);
    const bad = await upload(token, 'customer', 'evil.png', SCRIPT_AS_PNG);
    const before = await fileCount();
    const { status, body } = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/postAdd',
      token,
      payload: {
        files: [
          { name: 'good.png', url: good, size: PNG_1X1.length, type: 'image/png' },
          { name: 'evil.png', url: bad, size: SCRIPT_AS_PNG.length, type: 'image/png' },
        ],
      },
    });
    expect(status).toBe(400);
    expect(body.msg).toBe('evil.png: the content is not a png file');
    expect(await fileCount()).toBe(before);
  });

  it('refuses a declared size that differs from the stored one, and a declared type that does not fit', async () => {
    const token = await ctx.loginCustomer();
    const key = await upload(token, 'customer', 'a.png', PNG_1X1);
    const before = await fileCount();
    const size = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/postAdd',
      token,
      payload: { files: [{ name: 'a.png', url: key, size: PNG_1X1.length + 1, type: 'image/png' }] },
    });
    expect(size.status).toBe(400);
    expect(size.body.msg).toContain('differs from the declared size');
    const type = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/postAdd',
      token,
      payload: { files: [{ name: 'a.png', url: key, size: PNG_1X1.length, type: 'text/html' }] },
    });
    expect(type.status).toBe(400);
    expect(type.body.msg).toContain('does not match');
    expect(await fileCount()).toBe(before);
  });

  it("refuses another tenant's key, a key never uploaded, and a key outside our pattern", async () => {
    const neighbour = await ctx.loginCustomer('13800000002');
    const theirs = await upload(neighbour, 'customer', 'theirs.png', PNG_1X1);
    const token = await ctx.loginCustomer();
    const mine = (await tokenFor(token, 'customer', 'never.png')).body.data.key;
    const before = await fileCount();
    for (const url of [
      theirs,
      mine,
      `customer/${ctx.ids.agent1Id}/${ctx.ids.customers.agent1Phone}/../x.png`,
    ]) {
      const { status } = await ctx.call({
        method: 'POST',
        url: '/api/customer/Upload/postAdd',
        token,
        payload: { files: [{ name: 'x.png', url, size: PNG_1X1.length, type: 'image/png' }] },
      });
      expect(status, url).toBe(400);
    }
    expect(await fileCount()).toBe(before);
  });

  it('refuses a file stored over the caller limit even when the store let it in', async () => {
    const token = await ctx.loginAgent('staff@example.com');
    const { body } = await tokenFor(token, 'agent', 'big.png');
    // Written straight to the store, past the 5 MB image limit of the agent console.
    const { Readable } = await import('node:stream');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    await ctx.storage.write(body.data.key, Readable.from([big]), 50 * 1024 * 1024);
    const before = await fileCount();
    const response = await ctx.call({
      method: 'POST',
      url: '/api/agent/Upload/postAdd',
      token,
      payload: { files: [{ name: 'big.png', url: body.data.key, size: big.length, type: 'image/png' }] },
    });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('big.png: upload image size cannot exceed 5M');
    expect(await fileCount()).toBe(before);
  });

  it("answers another tenant's activity (acid) as not found, and writes nothing", async () => {
    const { agent1Id, agent2Id, customers } = ctx.ids;
    const neighbours = await activityOf(agent1Id, customers.agent1Email);
    const otherAgents = await activityOf(agent2Id, customers.agent2Phone);
    const register = async (token: string, platform: string, acid: number) => {
      const key = await upload(token, platform, 'in-context.png', PNG_1X1);
      return ctx.call({
        method: 'POST',
        url: `/api/${platform}/Upload/postAdd`,
        token,
        payload: {
          acid,
          files: [{ name: 'in-context.png', url: key, size: PNG_1X1.length, type: 'image/png' }],
        },
      });
    };
    const customer = await ctx.loginCustomer();
    const agent = await ctx.loginAgent('staff@example.com');
    const before = await fileCount();
    for (const [token, platform, acid] of [
      [customer, 'customer', neighbours], // another customer of the same agent
      [customer, 'customer', otherAgents], // a customer of another agent
      [customer, 'customer', 2_000_000_000], // no such activity
      [agent, 'agent', otherAgents], // an activity of another agent's customer
    ] as const) {
      const { status, body } = await register(token, platform, acid);
      expect([status, body.msg], `${platform} acid ${acid}`).toEqual([404, 'activity not found']);
      const asked = await tokenFor(token, platform, 'in-context.png', `&acid=${acid}`);
      expect(asked.status, `getToken ${platform} acid ${acid}`).toBe(404);
    }
    expect(await fileCount()).toBe(before);

    // the agent works in its own customers' activities, the platform in any
    expect((await register(agent, 'agent', neighbours)).status).toBe(200);
    expect((await register(await ctx.loginAdmin(), 'admin', otherAgents)).status).toBe(200);
    expect(await fileCount()).toBe(before + 2);
  });

  it('validates the body', async () => {
    const token = await ctx.loginCustomer();
    const { status } = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/postAdd',
      token,
      payload: { files: [] },
    });
    expect(status).toBe(400);
  });
});

describe('one token, one write (local store)', () => {
  const store = (fields: Record<string, string>, content: Buffer) =>
    multipart(fields, { name: 'a.png', type: 'image/png', content }).then((body) =>
      ctx.app.inject({ method: 'POST', url: '/storage', ...body }),
    );
  const served = async (key: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/storage/${key}` })).rawPayload;

  it('refuses a second write with the same token: the checked file stays as it was', async () => {
    const token = await ctx.loginCustomer();
    const { body } = await tokenFor(token, 'customer', 'photo.png');
    expect((await store(body.data.fields, PNG_1X1)).statusCode).toBe(200);
    const again = await store(body.data.fields, SCRIPT_AS_PNG);
    expect([again.statusCode, again.json().msg]).toEqual([401, 'upload token has already been used']);
    expect((await served(body.data.key)).equals(PNG_1X1)).toBe(true);
  });

  it('lets only one of two simultaneous writes with one token store its file', async () => {
    const token = await ctx.loginCustomer();
    const { body } = await tokenFor(token, 'customer', 'race.png');
    const answers = await Promise.all([
      store(body.data.fields, PNG_1X1),
      store(body.data.fields, SCRIPT_AS_PNG),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect((await served(body.data.key)).equals(winner === 0 ? PNG_1X1 : SCRIPT_AS_PNG)).toBe(true);
  });

  it('keeps a registered file immutable while its token still lives', async () => {
    const token = await ctx.loginCustomer();
    const { body } = await tokenFor(token, 'customer', 'checked.png');
    const key = body.data.key as string;
    expect((await store(body.data.fields, PNG_1X1)).statusCode).toBe(200);
    const registered = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/postAdd',
      token,
      payload: { files: [{ name: 'checked.png', url: key, size: PNG_1X1.length, type: 'image/png' }] },
    });
    expect(registered.status).toBe(200);
    const overwrite = await store(body.data.fields, SCRIPT_AS_PNG);
    expect(overwrite.statusCode).toBe(401);
    expect((await served(key)).equals(PNG_1X1)).toBe(true);
  });
});

describe('GET /jsconfig.js', () => {
  it('gives the storage base URL as a script', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/jsconfig.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/javascript');
    expect(response.body).toBe(
      'window.__ONSITE_CONFIG__ = {"storage_url":"/storage/","storage_driver":"local"};\n',
    );
  });
});
