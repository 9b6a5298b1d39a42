import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWecom, startFakeWecom } from '#server/test/fake-wecom.ts';
import { WecomApiError, WecomClient } from './client.ts';

const CORP = { id: 'ww1436e0e65a779aee', secret: 'S0zjZTT7lnk48cC5y6PWVXpZJVKtGly2c1zJt5Fm1Rs' };

const failureOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof WecomApiError) return { failure: error.failure, errcode: error.errcode };
    throw error;
  }
  return { failure: 'none' };
};

describe('the WeCom driver against a local WeCom', () => {
  let fake: FakeWecom;
  let client: WecomClient;
  beforeAll(async () => {
    fake = await startFakeWecom({ [CORP.id]: CORP.secret });
    client = new WecomClient({ baseUrl: `${fake.url}/`, timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  it('gets a token with the right corp id and secret, sending them as gettoken takes them', async () => {
    const token = await client.getToken(CORP.id, CORP.secret);
    expect(token.expiresIn).toBe(7200);
    expect(token.accessToken.length).toBeGreaterThan(20);
    const call = fake.calls.at(-1);
    expect(call?.get('corpid')).toBe(CORP.id);
    expect(call?.get('corpsecret')).toBe(CORP.secret);
  });

  it('names a wrong corp id (40013) and a wrong secret (40001)', async () => {
    expect(await failureOf(() => client.getToken('wwnotacorp', CORP.secret))).toEqual({
      failure: 'invalid corp id',
      errcode: 40013,
    });
    expect(await failureOf(() => client.getToken(CORP.id, 'wrong'))).toEqual({
      failure: 'invalid secret',
      errcode: 40001,
    });
  });

  it('gives up after its timeout when WeCom does not answer, and says so', async () => {
    fake.stall = true;
    try {
      const started = Date.now();
      expect(await failureOf(() => client.getToken(CORP.id, CORP.secret))).toEqual({
        failure: 'timeout',
        errcode: null,
      });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      fake.stall = false;
    }
  });

  it('tells an unreachable host and an answer that is not WeCom’s', async () => {
    const closed = await startFakeWecom();
    const url = closed.url;
    await closed.close();
    expect(
      (await failureOf(() => new WecomClient({ baseUrl: url, timeoutMs: 1000 }).getToken('a', 'b'))).failure,
    ).toBe('unreachable');
    // a path that is not the API: a 404 page
    const wrong = new WecomClient({ baseUrl: `${fake.url}/elsewhere`, timeoutMs: 1000 });
    expect((await failureOf(() => wrong.getToken(CORP.id, CORP.secret))).failure).toBe('bad answer');
  });
});
