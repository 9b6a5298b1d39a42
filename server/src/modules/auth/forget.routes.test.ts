import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { countRows, TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';
import { lastCodeTo as lastCode } from '#server/test/verification-codes.ts';

const ctx = useTestContext();
const NEW_PASSWORD = 'Recovered-Pass-2026';

async function sendCode(audience: 'admin' | 'agent', account: string) {
  const captcha = await ctx.call({ method: 'GET', url: '/api/auth/captcha' });
  return ctx.call({
    method: 'POST',
    url: '/api/auth/forget/sendCode',
    payload: {
      audience,
      account,
      captcha_key: captcha.body.data.key,
      captcha_code: String(captcha.raw.headers['x-test-captcha-answer']),
    },
  });
}

const lastCodeTo = (email: string) => lastCode(ctx, email);

const reset = (audience: 'admin' | 'agent', account: string, code: string, password = NEW_PASSWORD) =>
  ctx.call({
    method: 'POST',
    url: '/api/auth/forget/reset',
    payload: { audience, account, code, password, password2: password },
  });

const signIn = (audience: 'admin' | 'agent', username: string, password: string) =>
  ctx.call({ method: 'POST', url: '/api/auth/login', payload: { username, password, audience } });

describe('the staff /forget', () => {
  it('resets an agent user’s password with the emailed code and signs out its sessions', async () => {
    const session = await ctx.loginAgent(DEMO.agentStaff);
    const sent = await sendCode('agent', DEMO.agentStaff);
    expect(sent.body).toMatchObject({
      code: 0,
      msg: 'if the account exists and has an email, a code was sent to it',
    });
    const code = await lastCodeTo(DEMO.agentStaff);
    expect((await reset('agent', DEMO.agentStaff, code)).body).toMatchObject({
      code: 0,
      msg: 'password reset, please sign in with the new password',
    });
    expect((await ctx.call({ method: 'GET', url: '/api/auth/user', token: session })).status).toBe(401);
    expect((await signIn('agent', DEMO.agentStaff, TEST_PASSWORD)).body.code).not.toBe(0);
    expect((await signIn('agent', DEMO.agentStaff, NEW_PASSWORD)).body.code).toBe(0);
    // a code is spent once
    expect((await reset('agent', DEMO.agentStaff, code, 'Another-Pass-2026')).body.code).not.toBe(0);
  });

  it('resets an admin by username or email (the email set on the account)', async () => {
    await ctx.db
      .updateTable('admins')
      .set({ email: 'ops@example.com' })
      .where('username', '=', DEMO.operator)
      .execute();
    await sendCode('admin', 'OPS@example.com');
    const code = await lastCodeTo('ops@example.com');
    expect((await reset('admin', DEMO.operator, code)).body.code).toBe(0);
    expect((await signIn('admin', DEMO.operator, NEW_PASSWORD)).body.code).toBe(0);
  });

  it('answers an unknown account exactly like a known one, and sends nothing', async () => {
    const outbox = await countRows(ctx.db, 'message_outbox');
    const unknown = await sendCode('admin', 'nobody-here');
    const noEmail = await sendCode('admin', DEMO.admin); // the demo admin has no email
    expect(unknown.body).toEqual((await sendCode('agent', 'ghost@example.com')).body);
    expect(noEmail.body).toEqual(unknown.body);
    expect(await countRows(ctx.db, 'message_outbox')).toBe(outbox);
    // a wrong code reads the same for an account that exists and one that does not
    await sendCode('agent', DEMO.agentUser);
    const known = await reset('agent', DEMO.agentUser, '000000');
    const ghost = await reset('agent', 'ghost@example.com', '000000');
    expect([ghost.status, ghost.body.msg]).toEqual([known.status, known.body.msg]);
    expect(known.body.msg).toBe('wrong verification code');
  });

  it('refuses a weak password or the account’s own email, and bad input, changing nothing', async () => {
    await sendCode('agent', DEMO.agentUser);
    const code = await lastCodeTo(DEMO.agentUser);
    const own = await reset('agent', DEMO.agentUser, code, DEMO.agentUser);
    expect(own.status).toBe(400);
    for (const [payload, message] of [
      [
        { audience: 'admin', account: 'x', code: '12', password: NEW_PASSWORD, password2: NEW_PASSWORD },
        'code: the verification code is 6 digits',
      ],
      [
        { audience: 'root', account: 'x', code: '123456', password: NEW_PASSWORD, password2: NEW_PASSWORD },
        'audience: audience must be admin or agent',
      ],
      [
        { audience: 'admin', account: 'x', code: '123456', password: NEW_PASSWORD, password2: 'other' },
        'password2: the two passwords entered are inconsistent',
      ],
    ] as const) {
      const answer = await ctx.call({ method: 'POST', url: '/api/auth/forget/reset', payload });
      expect([answer.status, answer.body.msg]).toEqual([400, message]);
    }
    expect((await signIn('agent', DEMO.agentUser, TEST_PASSWORD)).body.code).toBe(0);
  });

  it('needs the captcha and limits how often a code goes to one account', async () => {
    const noCaptcha = await ctx.call({
      method: 'POST',
      url: '/api/auth/forget/sendCode',
      payload: { audience: 'agent', account: DEMO.agentUser, captcha_key: 'x', captcha_code: 'y' },
    });
    expect(noCaptcha.status).toBe(400);
    await sendCode('admin', 'limit-probe');
    const again = await sendCode('admin', 'limit-probe');
    expect(again.status).toBe(429);
  });
});
