import { customerApi, customerAuthApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '#web/features/upload/testConsole';
import { changeLanguage } from '#web/i18n';
import { CustomerAuthPanel } from './CustomerAuthPanel';

const SVG = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`;

/** The sign-in panel opened by an invite link, against a scripted server. */
function renderInvited(settings: { phone_on: number; on_wechat_login: number }) {
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
    return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  renderInConsole(
    <CustomerAuthPanel onLoggedIn={vi.fn()} initialMode="phoneRegister" inviteCode="Code123456" />,
    'customer',
    server,
    { basename: '/my', token: null },
  );
  return calls;
}

const mode = () => screen.getByTestId('customer-auth').getAttribute('data-mode');
const fill = (selector: string, value: string) =>
  fireEvent.change(document.querySelector(selector) as HTMLElement, { target: { value } });

describe('the sign-up an invite link opens', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('registers by phone with the link’s code', async () => {
    const calls = renderInvited({ phone_on: 1, on_wechat_login: 0 });
    await screen.findByAltText('Graphic code');
    expect(mode()).toBe('phoneRegister');
    fill('#mobile', '13912345678');
    fill('#verify_code', '123456');
    fill('#password', 'Invited-Visitor-Pass-9');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === customerAuthApi.postRegister.path)).toBe(true),
    );
    const sent = calls.find((call) => call.path === customerAuthApi.postRegister.path);
    expect(sent?.body).toMatchObject({
      register_type: 'mobile',
      mobile: '13912345678',
      invite_code: 'Code123456',
    });
  });

  it('registers by email on a site without phone sign-in, still with the code', async () => {
    const calls = renderInvited({ phone_on: 0, on_wechat_login: 0 });
    await screen.findByAltText('Graphic code');
    expect(mode()).toBe('emailRegister');
    fill('#email', 'invited@example.com');
    fill('#verify_code', '123456');
    fill('#password', 'Invited-Visitor-Pass-9');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === customerAuthApi.postRegister.path)).toBe(true),
    );
    const sent = calls.find((call) => call.path === customerAuthApi.postRegister.path);
    expect(sent?.body).toMatchObject({ register_type: 'email', invite_code: 'Code123456' });
  });
});
