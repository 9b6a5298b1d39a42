import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';
import { multipart, PNG_1X1 } from '#server/test/upload-fixtures.ts';

const MB = 1024 * 1024;

/** Small quotas: a customer 12 MB (two 5 MB image grants fit, a third does not), an agent 30 MB. */
const ctx = useTestContext({
  config: { uploadQuota: { customer: 12 * MB, agent: 30 * MB, platform: null } },
});

const getToken = (token: string, platform = 'customer', name = 'photo.png') =>
  ctx.call({ method: 'GET', url: `/api/${platform}/Upload/getToken?name=${name}`, token });

const store = async (fields: Record<string, string>, content: Buffer) =>
  ctx.app.inject({
    method: 'POST',
    url: '/storage',
    ...(await multipart(fields, { name: 'a.png', type: 'image/png', content })),
  });

const grantCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('upload_grants')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('upload quota per tenant', () => {
  it('counts grants at their largest until written, then at their size, and refuses past the quota', async () => {
    const customer = await ctx.loginCustomer();
    const first = await getToken(customer);
    const second = await getToken(customer);
    expect([first.status, second.status]).toEqual([200, 200]);

    // 5 + 5 MB reserved: another 5 MB image would pass 12 MB
    const before = await grantCount();
    const refused = await getToken(customer);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      'storage quota reached: 10M of 12M used, and this upload may take up to 5M; delete files you no longer need',
    );
    expect(await grantCount()).toBe(before);

    // the first upload stores 67 bytes: its grant now holds only that, and there is room again
    expect((await store(first.body.data.fields, PNG_1X1)).statusCode).toBe(200);
    const third = await getToken(customer);
    expect(third.status).toBe(200);
    // registering the file keeps it counted (now as a file)
    const registered = await ctx.call({
      method: 'POST',
      url: '/api/customer/Upload/postAdd',
      token: customer,
      payload: {
        files: [{ name: 'photo.png', url: first.body.data.key, size: PNG_1X1.length, type: 'image/png' }],
      },
    });
    expect(registered.status).toBe(200);
    expect((await getToken(customer)).status).toBe(400);

    // a token that expired unused can no longer be written (local store): it holds nothing any more
    await ctx.db
      .updateTable('upload_grants')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('storage_key', 'in', [second.body.data.key, third.body.data.key])
      .execute();
    expect((await getToken(customer)).status).toBe(200);
  });

  it('is per tenant: another customer and the agent have their own', async () => {
    const neighbour = await ctx.loginCustomer('13800000002');
    expect((await getToken(neighbour)).status).toBe(200);
    expect((await getToken(neighbour)).status).toBe(200);
    expect((await getToken(neighbour)).status).toBe(400);

    // the agent's quota counts its own uploads only (10 MB videos: three fit in 30 MB, a fourth does not)
    const agent = await ctx.loginAgent('staff@example.com');
    for (let index = 0; index < 3; index += 1)
      expect((await getToken(agent, 'agent', 'clip.mp4')).status).toBe(200);
    const full = await getToken(agent, 'agent', 'clip.mp4');
    expect(full.status).toBe(400);
    expect(full.body.msg).toContain('30M');

    // the platform has no quota here
    const admin = await ctx.loginAdmin();
    for (let index = 0; index < 3; index += 1)
      expect((await getToken(admin, 'admin', 'big.png')).status).toBe(200);
  });

  it('lets only what fits through when getToken calls race', async () => {
    const customer = await ctx.loginCustomer('customer1@example.com');
    const answers = await Promise.all(Array.from({ length: 6 }, () => getToken(customer)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(4);
  });

  it('answers the refusal in the caller’s language', async () => {
    // the neighbour of the test above, whose quota is full
    const customer = await ctx.loginCustomer('13800000002');
    const { body } = await ctx.call({
      method: 'GET',
      url: '/api/customer/Upload/getToken?name=photo.png',
      token: customer,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(body.msg).toMatch(/^存储空间已达上限/);
  });
});
