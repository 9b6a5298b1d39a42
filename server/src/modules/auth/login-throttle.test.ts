import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext({ loginRateLimit: 3 });

const attempt = (username: string, password: string, ip = '10.0.0.1') =>
  ctx.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, audience: 'agent' },
    remoteAddress: ip,
  });

describe('login rate limits', () => {
  it('answers 429 with how long to wait once one account exceeds its attempts', async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt('staff@example.com', 'wrong-pass', `10.1.0.${i}`)).status).toBe(400);
    const blocked = await attempt('staff@example.com', TEST_PASSWORD, '10.1.0.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      code: 429,
      msg: 'too many login attempts, please try again in 15 minutes',
      data: null,
    });
  });

  it('limits one IP across many accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 9; i++)
      expect((await attempt(`nobody${i}@example.com`, 'wrong-pass', ip)).status).toBe(400);
    expect((await attempt('agent@example.com', TEST_PASSWORD, ip)).status).toBe(429);
    expect((await attempt('agent@example.com', TEST_PASSWORD, '10.2.0.2')).status).toBe(200);
  });

  it('limits customer logins the same way', async () => {
    const login = () =>
      ctx.call({
        method: 'POST',
        url: '/api/customer/login/index',
        payload: { username: '13800000002', password: 'wrong-pass' },
        remoteAddress: '10.3.0.1',
      });
    for (let i = 0; i < 3; i++) expect((await login()).status).toBe(400);
    expect((await login()).status).toBe(429);
  });
});
