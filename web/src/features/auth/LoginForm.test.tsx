import { accountSecurityApi, authApi, ErrorCode } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearToken, getToken } from '#web/api/tokenStore';
import { renderInConsole } from '#web/features/upload/testConsole';
import { changeLanguage } from '#web/i18n';
import StaffLoginPage from './StaffLoginPage';

const SVG = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`;
const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The staff login against a server that asks for a captcha, then refuses a wrong password. */
function renderLogin() {
  const logins: Record<string, unknown>[] = [];
  let captchas = 0;
  const server = (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === authApi.captcha.path) return { img: SVG, key: `key-${++captchas}` };
    if (path === authApi.login.path) {
      logins.push(JSON.parse(String(init?.body)));
      return logins.length === 1
        ? envelope(429, {
            code: ErrorCode.captchaRequired,
            msg: 'too many failed logins for this account, please enter the graphic code',
            data: null,
          })
        : envelope(400, { code: ErrorCode.badRequest, msg: 'wrong username or password', data: null });
    }
    return {};
  };
  const view = renderInConsole(<StaffLoginPage />, 'admin', server, { basename: '/admin', token: null });
  return { ...view, logins, captchaCount: () => captchas };
}

const input = (id: string) => document.querySelector(`#${id}`) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

describe('staff login form', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows the captcha once the server asks for it, sends it with the next try, and renews it after a failure', async () => {
    const { logins, captchaCount } = renderLogin();
    type('username', 'admin');
    type('password', 'secret-pass');
    expect(screen.queryByAltText('Graphic code')).toBeNull();
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(logins).toHaveLength(1));
    expect(logins[0]).not.toHaveProperty('captcha_key');

    await screen.findByAltText('Graphic code');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByText('Please enter the graphic code');
    expect(logins).toHaveLength(1);

    type('captcha_code', ' ab12 ');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(logins).toHaveLength(2));
    expect(logins[1]).toEqual({
      username: 'admin',
      password: 'secret-pass',
      remember: false,
      audience: 'admin',
      captcha_key: 'key-1',
      captcha_code: 'ab12',
    });
    // a captcha is single use: the failed try brings a new one and clears the answer
    await waitFor(() => expect(captchaCount()).toBe(2));
    expect(input('captcha_code').value).toBe('');
  });

  it('says what is missing before sending anything, marks the fields, and checks a field again as it changes', async () => {
    const { logins } = renderLogin();
    fireEvent.submit(screen.getByTestId('login-submit').closest('form') as HTMLFormElement);
    await screen.findByText('Please enter the username');
    screen.getByText('Please enter the password');
    expect(input('username').getAttribute('aria-invalid')).toBe('true');
    expect(input('username').getAttribute('aria-describedby')).toBe('username_help');
    expect(logins).toHaveLength(0);
    type('username', '  ');
    screen.getByText('Please enter the username');
    type('username', 'admin');
    await waitFor(() => expect(screen.queryByText('Please enter the username')).toBeNull());
    expect(input('username').getAttribute('aria-invalid')).toBeNull();
    type('password', 'secret-pass');
    // Enter in a field submits the form: the browser sends its submit event
    fireEvent.submit(input('password').closest('form') as HTMLFormElement);
    await waitFor(() => expect(logins).toHaveLength(1));
  });

  it('asks for the code after a correct password of a two-factor account, and signs in with it', async () => {
    const verifies: Record<string, unknown>[] = [];
    const server = (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === authApi.login.path)
        return { two_factor: 'code', challenge_token: 'challenge-1', expires_at: '2030-01-01T00:00:00.000Z' };
      if (path === accountSecurityApi.verify.path) {
        verifies.push(JSON.parse(String(init?.body)));
        return verifies.length === 1
          ? envelope(400, { code: ErrorCode.badRequest, msg: 'the code is wrong', data: null })
          : { access_token: 'session-token', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00.000Z' };
      }
      return {};
    };
    clearToken('admin');
    renderInConsole(<StaffLoginPage />, 'admin', server, { basename: '/admin', token: null });
    type('username', 'admin');
    type('password', 'secret-pass');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('two-factor-step');
    expect(screen.queryByTestId('login-submit')).toBeNull();

    fireEvent.click(screen.getByTestId('two-factor-submit'));
    await screen.findByText('Please enter the code');
    expect(verifies).toHaveLength(0);
    fireEvent.change(screen.getByTestId('two-factor-code'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByTestId('two-factor-submit'));
    await waitFor(() => expect(verifies).toHaveLength(1));
    expect(verifies[0]).toEqual({ challenge_token: 'challenge-1', code: '123456' });
    expect(getToken('admin')).toBeNull();
    // the wrong code keeps the step; the next one signs in
    fireEvent.change(screen.getByTestId('two-factor-code'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByTestId('two-factor-submit'));
    await waitFor(() => expect(getToken('admin')).toBe('session-token'));
    expect(verifies[1]).toEqual({ challenge_token: 'challenge-1', code: 'abcde-fghjk' });
  });
});
