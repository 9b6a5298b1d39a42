import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeEndpoint, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import SetPasswordPage from './SetPasswordPage';

/** The fake server's answer to the link look-up. */
const lookUp =
  (status: number, body: { code: number; msg: string; data: unknown }): FakeEndpoint =>
  (url) =>
    url.pathname === '/api/auth/setPassword/getInfo'
      ? Response.json(body, { status })
      : Response.json({ code: 0, msg: 'ok', data: null });

const open = (server: FakeEndpoint) =>
  renderAt(<SetPasswordPage />, '/set-password?token=abcdefghijklmnopqrstuvwxyz012345', server, {
    audience: 'admin',
  });

describe('the /set-password page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('names the account of the link and asks for the password twice', async () => {
    open(
      lookUp(200, {
        code: 0,
        msg: 'ok',
        data: { username: 'link-wang', nickname: 'Wang', expires_at: '2030-01-01T00:00:00.000Z' },
      }),
    );
    expect((await screen.findByTestId('set-password-account')).textContent).toContain('link-wang');
    expect(screen.getByTestId('set-password-password')).toBeTruthy();
    expect(screen.getByTestId('set-password-password2')).toBeTruthy();
  });

  it('says why a used link cannot be used, and offers no form', async () => {
    const used = 'this set-password link was already used: sign in with your password';
    open(lookUp(400, { code: 400, msg: used, data: null }));
    expect((await screen.findByTestId('set-password-invalid')).textContent).toContain(used);
    expect(screen.queryByTestId('set-password-submit')).toBeNull();
  });
});
