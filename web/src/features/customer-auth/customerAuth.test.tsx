import { customerApi, customerAuthApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '#web/features/upload/testConsole';
import { changeLanguage } from '#web/i18n';
import { CustomerAuthPanel } from './CustomerAuthPanel';
import { CustomerLoginModal } from './CustomerLoginModal';

const SVG = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`;

/** A scripted server: login settings, captchas (numbered keys) and code sending; it keeps the calls. */
function scriptedServer(settings: { phone_on: number; on_wechat_login: number }) {
  const calls: { path: string; body: Record<string, unknown> | undefined }[] = [];
  let captchas = 0;
  const server = (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const data =
      path === customerApi.loginInfo.path
        ? settings
        : path === customerAuthApi.getCaptcha.path
          ? { img: SVG, key: `key-${++captchas}` }
          : path === customerAuthApi.postVerifyCode.path || path === customerAuthApi.postEmailVerifyCode.path
            ? { countdown: 120 }
            : null;
    return new Response(JSON.stringify({ code: 0, msg: 'sent', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { calls, server };
}

/** The popup against the scripted server. */
function renderModal(settings = { phone_on: 1, on_wechat_login: 1 }) {
  const { calls, server } = scriptedServer(settings);
  const onClose = vi.fn();
  const modal = (open: boolean) => <CustomerLoginModal open={open} onClose={onClose} onLoggedIn={vi.fn()} />;
  const view = renderInConsole(modal(true), 'customer', server, { basename: '/my', token: null });
  return { calls, onClose, reopen: (open: boolean) => view.rerender(modal(open)) };
}

const mode = () => screen.getByTestId('customer-auth').getAttribute('data-mode');

describe('customer login popup', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('is 784 wide and offers the modes the site allows', async () => {
    renderModal();
    await screen.findByTestId('customer-auth');
    const modal = document.querySelector('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('784px');
    expect(mode()).toBe('login');
    for (const name of ['Register by phone', 'Register by email', 'Forgot password', 'WeChat scan login'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('hides phone registration and WeChat login when the login settings turn them off', async () => {
    renderModal({ phone_on: 0, on_wechat_login: 0 });
    await screen.findByTestId('customer-auth');
    expect(screen.queryByRole('button', { name: 'Register by phone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'WeChat scan login' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Register by email' })).toBeTruthy();
  });

  it('sends a code with the captcha, counts down 120 s, and clears form and countdown on a mode switch', async () => {
    const { calls } = renderModal();
    await screen.findByTestId('customer-auth');
    fireEvent.click(screen.getByRole('button', { name: 'Register by phone' }));
    await waitFor(() => expect(mode()).toBe('phoneRegister'));
    await screen.findByAltText('Graphic code');

    fireEvent.change(document.querySelector('#mobile') as HTMLInputElement, {
      target: { value: '13912345678' },
    });
    fireEvent.click(screen.getByTestId('send-code'));
    await screen.findByText('Please enter the graphic code');
    expect(calls.some((call) => call.path === customerAuthApi.postVerifyCode.path)).toBe(false);

    fireEvent.change(document.querySelector('#captcha_code') as HTMLInputElement, {
      target: { value: 'ab12' },
    });
    fireEvent.click(screen.getByTestId('send-code'));
    await screen.findByText(/Again in 1[12]\d s/);
    expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((call) => call.path === customerAuthApi.postVerifyCode.path)?.body).toEqual({
      mobile: '13912345678',
      captcha_code: 'ab12',
      captcha_key: 'key-1',
    });
    // a captcha is single use: a new one was loaded and the typed answer cleared
    await waitFor(() =>
      expect(calls.filter((call) => call.path === customerAuthApi.getCaptcha.path).length).toBe(2),
    );
    expect((document.querySelector('#captcha_code') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(mode()).toBe('login'));
    fireEvent.click(screen.getByRole('button', { name: 'Register by phone' }));
    await waitFor(() => expect(mode()).toBe('phoneRegister'));
    expect((document.querySelector('#mobile') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('send-code').textContent).toBe('Get code');
    await waitFor(() => expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(false));
  });

  it('opens again in login mode after being closed', async () => {
    const { reopen } = renderModal();
    await screen.findByTestId('customer-auth');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password' }));
    await waitFor(() => expect(mode()).toBe('reset'));
    reopen(false);
    reopen(true);
    await waitFor(() => expect(mode()).toBe('login'));
    expect(screen.getAllByTestId('customer-auth')).toHaveLength(1);
  });
});

/** The sign-in panel an invite link opens (/my/login?invite=…), against the scripted server. */
function renderInvited(settings: { phone_on: number; on_wechat_login: number }) {
  const { calls, server } = scriptedServer(settings);
  renderInConsole(
    <CustomerAuthPanel onLoggedIn={vi.fn()} initialMode="phoneRegister" inviteCode="Code123456" />,
    'customer',
    server,
    { basename: '/my', token: null },
  );
  return calls;
}

/** Fills the account, code and password, submits, and answers the registration the server got. */
async function registerAs(calls: ReturnType<typeof renderInvited>, account: [string, string]) {
  const fill = (selector: string, value: string) =>
    fireEvent.change(document.querySelector(selector) as HTMLElement, { target: { value } });
  fill(account[0], account[1]);
  fill('#verify_code', '123456');
  fill('#password', 'Invited-Visitor-Pass-9');
  fireEvent.click(screen.getByTestId('register-submit'));
  await waitFor(() =>
    expect(calls.some((call) => call.path === customerAuthApi.postRegister.path)).toBe(true),
  );
  return calls.find((call) => call.path === customerAuthApi.postRegister.path)?.body;
}

describe('the sign-up an invite link opens', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('registers by phone with the link’s code', async () => {
    const calls = renderInvited({ phone_on: 1, on_wechat_login: 0 });
    await screen.findByAltText('Graphic code');
    expect(mode()).toBe('phoneRegister');
    expect(await registerAs(calls, ['#mobile', '13912345678'])).toMatchObject({
      register_type: 'mobile',
      mobile: '13912345678',
      invite_code: 'Code123456',
    });
  });

  it('registers by email on a site without phone sign-in, still with the code', async () => {
    const calls = renderInvited({ phone_on: 0, on_wechat_login: 0 });
    await screen.findByAltText('Graphic code');
    expect(mode()).toBe('emailRegister');
    expect(await registerAs(calls, ['#email', 'invited@example.com'])).toMatchObject({
      register_type: 'email',
      invite_code: 'Code123456',
    });
  });
});
