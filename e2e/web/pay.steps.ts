import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually, saveScreenshot } from '../fixtures.ts';

/** Steps of the journeys that pay with the sandbox gateway (VIP orders, VIP plans). */

/** Opens the QR's cashier in another tab and pays; answers the cashier's result text. */
export async function payAtCashier(page: Page, openPage: () => Promise<Page>, amount: string): Promise<void> {
  const qr = page.getByTestId('payment-qr');
  await qr.waitFor();
  const url = await qr.getAttribute('data-qrcode-url');
  expect(url).toContain('/api/sandbox/pay/cashier?t=');
  const phone = await openPage();
  await phone.goto(url ?? '');
  expect(await phone.getByTestId('cashier-amount').textContent()).toBe(amount);
  await saveScreenshot(phone, 'sandbox-cashier').catch(() => undefined);
  await phone.getByTestId('cashier-pay').click();
  await eventually(() => phone.getByTestId('cashier-result').textContent()).toBe('支付成功');
}

/** "Pay" on the sandbox cashier of a payment QR without a browser (the phone's side, when the journey is not about it). */
export async function payTicket(baseUrl: string, qrcodeUrl: string): Promise<void> {
  const ticket = new URL(qrcodeUrl).searchParams.get('t') ?? '';
  const paid = await fetch(new URL('/api/sandbox/pay/cashier', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ t: ticket }),
  });
  expect(paid.status).toBe(200);
}
