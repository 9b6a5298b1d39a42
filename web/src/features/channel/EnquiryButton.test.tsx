import { customerAuthApi, enquiryApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInConsole } from '#web/features/upload/testConsole';
import { changeLanguage } from '#web/i18n';
import { EnquiryButton } from './EnquiryButton';

const SVG = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`;

/** The button against a scripted server: numbered captchas, and an enquiry answer (accepted or refused). */
function renderButton(answer: { code: number; msg: string }) {
  const calls: { path: string; body: Record<string, unknown> | undefined }[] = [];
  let captchas = 0;
  const server = (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const envelope =
      path === customerAuthApi.getCaptcha.path
        ? { code: 0, msg: 'success', data: { img: SVG, key: `key-${++captchas}` } }
        : { ...answer, data: null };
    return new Response(JSON.stringify(envelope), {
      status: answer.code === 0 || path !== enquiryApi.submit.path ? 200 : 400,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  renderInConsole(<EnquiryButton />, 'customer', server, { basename: '/my', token: null });
  return calls;
}

const fill = (selector: string, value: string) =>
  fireEvent.change(document.querySelector(selector) as HTMLElement, { target: { value } });

describe('the enquiry button of the customer site', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('checks the form before asking the server, then sends it with the captcha key and the page', async () => {
    const calls = renderButton({ code: 0, msg: 'thank you, we will contact you soon' });
    fireEvent.click(screen.getByTestId('enquiry-button'));
    await screen.findByAltText('Graphic code');
    fill('#phone', '123');
    fireEvent.click(screen.getByTestId('enquiry-form-submit'));
    await screen.findByText('Please enter a valid phone number');
    expect(calls.some((call) => call.path === enquiryApi.submit.path)).toBe(false);

    fill('#name', '王女士');
    fill('#phone', '13912345678');
    fill('#need', '年会抽奖');
    fill('#captcha_code', 'ab12');
    fireEvent.click(screen.getByTestId('enquiry-form-submit'));
    await waitFor(() => expect(calls.some((call) => call.path === enquiryApi.submit.path)).toBe(true));
    const sent = calls.find((call) => call.path === enquiryApi.submit.path);
    expect(sent?.body).toMatchObject({
      name: '王女士',
      phone: '13912345678',
      need: '年会抽奖',
      captcha_code: 'ab12',
      captcha_key: 'key-1',
      page: '/',
    });
  });

  it('shows a new captcha when the server refuses the enquiry', async () => {
    const calls = renderButton({ code: 400, msg: 'wrong graphic code, please try the new one' });
    fireEvent.click(screen.getByTestId('enquiry-button'));
    await screen.findByAltText('Graphic code');
    fill('#name', '王女士');
    fill('#phone', '13912345678');
    fill('#need', '年会抽奖');
    fill('#captcha_code', 'zz');
    fireEvent.click(screen.getByTestId('enquiry-form-submit'));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === customerAuthApi.getCaptcha.path)).toHaveLength(2),
    );
    expect((document.querySelector('#captcha_code') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('enquiry-form')).toBeTruthy();
  });
});
