import { customerApi, customerAuthApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '#web/features/upload/testConsole';
import { changeLanguage } from '#web/i18n';
import { CustomerLoginModal } from './CustomerLoginModal';

const SVG = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`;

/** The popup against a scripted server: login settings, captchas (numbered keys) and code sending. */
function renderModal(settings = { phone_on: 1, on_wechat_login: 1 }) {
  const calls: { path: string; body: unknown }[] = [];
  let captchas = 0;
  const server = (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const data =
      path === customerApi.loginInfo.path
        ? settings
        : path === customerAuthApi.getCaptcha.path
          ? { img: SVG, key: `key-${++captchas}` }
          : path === customerAuthApi.postVerifyCode.path
            ? { countdown: 120 }
            : null;
    return new Response(JSON.stringify({ code: 0, msg: 'sent', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
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
