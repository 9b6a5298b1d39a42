import { newPassword, resemblesIdentifier } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '#server/seed/demo.ts';
import { TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';
import { sendCodeThroughOutbox } from '#server/test/verification-codes.ts';

/**
 * Issue 13: weak passwords were accepted (8 spaces, 8 NUL characters, the account's own email). One policy
 * (contracts/src/password.ts) on every path that sets a password: the staff and the customer password
 * change, registration and the reset by code. A refused password changes nothing.
 */
const ctx = useTestContext();

const NUL8 = '\u0000'.repeat(8);
const SPACES8 = ' '.repeat(8);

describe('the password policy', () => {
  it('refuses blanks, control characters, lone surrogates and one repeated character', () => {
    const problem = (value: string) => {
      const result = newPassword.safeParse(value);
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(problem(SPACES8)).toBe('this password is too simple, choose another');
    expect(problem('aaaaaaaa')).toBe('this password is too simple, choose another');
    expect(problem('abababab')).toBe('this password is too simple, choose another');
    expect(problem(NUL8)).toBe('the password contains characters that cannot be used');
    expect(problem('Good-Pass\u0000-1')).toBe('the password contains characters that cannot be used');
    expect(problem('Good-Pass-\uD800-1')).toBe('the password contains characters that cannot be used');
    expect(problem('Good-Pass-😀-1')).toBeNull();
    expect(problem('长城 长城 2026 秋天')).toBeNull();
  });

  it("knows the account's own identifiers, the email's name part included", () => {
    const own = ['Ann.Lee@example.com', '13912345678', 'Ann'];
    expect(resemblesIdentifier('ann.lee@example.com', own)).toBe(true);
    expect(resemblesIdentifier('ANN.LEE-2026!', own)).toBe(true);
    expect(resemblesIdentifier('pw13912345678', own)).toBe(true);
    expect(resemblesIdentifier('example', own)).toBe(true);
    // identifiers shorter than four characters are not held against a password
    expect(resemblesIdentifier('Annual-Report-9', own)).toBe(false);
  });
});

const changeStaff = (token: string, password: string) =>
  ctx.call({
    method: 'PUT',
    url: '/api/auth/password',
    token,
    payload: { oldPassword: TEST_PASSWORD, password, password2: password },
  });

describe('every path that sets a password applies it, and a refusal changes nothing', () => {
  it('the staff password change (admin and agent)', async () => {
    const admin = await ctx.loginAdmin(DEMO.operator);
    const agent = await ctx.loginAgent(DEMO.agentStaff);
    const cases: [string, string, string][] = [
      [admin, SPACES8, 'password: this password is too simple, choose another'],
      // the ground's input layer refuses a NUL anywhere in a request before the policy sees it
      [admin, NUL8, 'password2: must not contain a NUL character or an unpaired surrogate'],
      [
        admin,
        'Operator-2026',
        'password: the password must not contain your account name, email or phone number',
      ],
      [
        agent,
        DEMO.agentStaff,
        'password: the password must not contain your account name, email or phone number',
      ],
      [
        agent,
        'my-staff-pass-1',
        'password: the password must not contain your account name, email or phone number',
      ],
    ];
    for (const [token, password, msg] of cases) {
      const { status, body } = await changeStaff(token, password);
      expect([status, body.msg], JSON.stringify(password)).toEqual([400, msg]);
    }
    // nothing changed: both sessions live on and the old password still signs in
    expect((await ctx.call({ method: 'GET', url: '/api/auth/user', token: admin })).body.code).toBe(0);
    expect((await ctx.call({ method: 'GET', url: '/api/auth/user', token: agent })).body.code).toBe(0);
    await ctx.loginAgent(DEMO.agentStaff);
  });

  it("the customer's password change", async () => {
    const token = await ctx.loginCustomer(DEMO.agent2Customers.phone);
    const change = (password: string) =>
      ctx.call({
        method: 'POST',
        url: '/api/customer/customer/postPassword',
        token,
        payload: { oldPassword: TEST_PASSWORD, password, password2: password },
      });
    expect((await change(SPACES8)).body.msg).toBe('password: this password is too simple, choose another');
    expect((await change(`pw-${DEMO.agent2Customers.phone}`)).body.msg).toBe(
      'password: the password must not contain your account name, email or phone number',
    );
    expect((await ctx.call({ method: 'GET', url: '/api/customer/customer/getInfo', token })).body.code).toBe(
      0,
    );
  });

  it('registration, with the phone or email it registers', async () => {
    const register = (payload: Record<string, unknown>) =>
      ctx.call({ method: 'POST', url: '/api/customer/login/postRegister', payload });
    const email = await register({
      register_type: 'email',
      email: 'fresh.person@example.com',
      verify_code: '123456',
      password: 'fresh.person@example.com',
    });
    expect([email.status, email.body.msg]).toEqual([
      400,
      'password: the password must not contain your account name, email or phone number',
    ]);
    const mobile = await register({
      register_type: 'mobile',
      mobile: '13912340000',
      verify_code: '123456',
      password: 'x13912340000',
    });
    expect(mobile.body.msg).toBe(
      'password: the password must not contain your account name, email or phone number',
    );
    expect(
      (
        await register({
          register_type: 'mobile',
          mobile: '13912340000',
          verify_code: '123456',
          password: NUL8,
        })
      ).body.msg,
    ).toBe('password: must not contain a NUL character or an unpaired surrogate');
  });

  it("the reset by code, with the account it names and the account's other identifiers", async () => {
    const reset = (account: string, verify_code: string, password: string) =>
      ctx.call({
        method: 'POST',
        url: '/api/customer/login/resetPassword',
        payload: { account, verify_code, password },
      });
    const phone = DEMO.agent1Customers.phone;
    expect((await reset(phone, '123456', `${phone}!`)).body.msg).toBe(
      'password: the password must not contain your account name, email or phone number',
    );

    // the account's email is known only to the server: checked once the code proved the caller owns it
    await ctx.db
      .updateTable('customers')
      .set({ email: 'first.customer@example.com' })
      .where('mobile', '=', phone)
      .execute();
    const code = await sendCodeThroughOutbox(ctx, phone);
    const refused = await reset(phone, code, 'First.Customer-2026');
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      'password: the password must not contain your account name, email or phone number',
    ]);
    // the old password still signs in
    await ctx.loginCustomer(phone);
  });
});
