import { describe, expect } from 'vitest';
import { clickWhenSettled, consoleBase, eventually, loginAdmin, loginCustomer, test } from '../fixtures.ts';
import { openPartnerTab } from './catalogue-journey.ts';
import { screenshotSettled } from './customer-auth.steps.ts';
import { payAtCashier } from './pay.steps.ts';
import { zh_CN } from './strings.ts';

/**
 * Sign-in devices (issues 16 and 18): the admin adds a device model at a price per day and a unit of it
 * (产品 › 签到设备), reads its serial and key once, and lets the demo agent rent the model out (the partner
 * drawer's 签到设备 tab); the customer binds the unit by its serial to an activity in progress on
 * /my/tool/pbsign, sees the rental's price (days × price per day), pays at the sandbox cashier and the
 * binding is active; the admin sees whom the unit is rented to; a second browser opens the kiosk page with
 * serial and key and signs someone in; the customer's sign-in log shows them with the device's serial.
 */
const text = zh_CN.pbsign;
const screenshot = screenshotSettled;

describe('pbsign', () => {
  test('a device is bound to an activity and a sign-in at it appears in the log', async ({
    page,
    openPage,
    demo,
  }) => {
    const model = `签到一体机 ${Date.now() % 1_000_000}`;
    const admin = await openPage();
    await loginAdmin(admin, demo, { at: '/product/device' });
    const list = admin.getByTestId('device-list');
    await list.waitFor();

    await clickWhenSettled(list.getByTestId('device-create'));
    const form = admin.getByTestId('device-form');
    await form.waitFor();
    await form.getByTestId('device-name').fill(model);
    await form.getByTestId('device-description').fill('21.5 寸触摸屏，支持手输与扫码签到。');
    await form.getByTestId('device-day-price').fill('30');
    await clickWhenSettled(admin.getByTestId('device-form-submit'));
    await admin.getByText(text.device.created).first().waitFor();
    const row = list.locator('tr.ant-table-row').filter({ hasText: model });
    await eventually(() => row.getByTestId('device-day-price-cell').textContent()).toBe('¥30.00 / 天');
    await screenshot(admin, 'pbsign-admin-models');
    await clickWhenSettled(row.getByTestId('device-units'));
    const drawer = admin.getByTestId('units-drawer');
    await drawer.getByText(text.unit.empty).waitFor();

    // a unit with a generated serial: its key is shown once, with the kiosk's QR
    await clickWhenSettled(drawer.getByTestId('unit-add'));
    await clickWhenSettled(admin.getByTestId('unit-add-submit'));
    const key = admin.getByTestId('unit-key');
    await key.waitFor();
    const serial = (await key.getByTestId('unit-key-serial').textContent()) ?? '';
    const secret = (await key.getByTestId('unit-key-key').textContent()) ?? '';
    expect(serial).toMatch(/^PB-[A-Z0-9]{8}$/);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await screenshot(admin, 'pbsign-admin-key');
    await clickWhenSettled(admin.getByTestId('unit-key-close'));
    await eventually(() => drawer.getByTestId('unit-state').first().textContent()).toBe(
      text.unit.states.stock,
    );
    await screenshot(admin, 'pbsign-admin-units');

    // the demo agent may rent it out at ¥40 a day (its retail starts at that price)
    const partner = await openPartnerTab(admin, '星河活动科技', '签到设备');
    const offerRow = partner
      .getByTestId('partner-device')
      .locator('tr.ant-table-row')
      .filter({ hasText: model });
    await offerRow.waitFor();
    const toggle = offerRow.locator('[data-testid^="partner-device-switch-"]');
    await offerRow.locator('input[data-testid^="partner-device-price-"]').fill('40');
    await clickWhenSettled(toggle);
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('true');
    await eventually(() => toggle.getAttribute('class')).not.toContain('ant-switch-loading');
    await screenshot(admin, 'pbsign-admin-partner-tab');

    // the customer binds it to the activity in progress
    await loginCustomer(page, demo, { at: '/tool/pbsign' });
    const bind = page.getByTestId('pbsign-bind');
    await bind.waitFor();
    await clickWhenSettled(bind.getByTestId('pbsign-activity'));
    await clickWhenSettled(page.locator('.ant-select-item-option').filter({ hasText: '新品发布会' }).first());
    await bind.getByTestId('pbsign-serial').fill(serial.toLowerCase());
    await clickWhenSettled(bind.getByTestId('pbsign-bind-submit'));
    // the price first: the days the activity spans × the site's ¥40 a day
    const quote = page.getByTestId('pbsign-quote');
    await quote.waitFor();
    const amount = (await quote.getByTestId('pbsign-quote-amount').textContent()) ?? '';
    const days = Number(/(\d+) 天/.exec((await quote.textContent()) ?? '')?.[1]);
    expect(amount).toBe(`¥${(40 * days).toFixed(2)}`);
    await screenshot(page, 'pbsign-customer-quote');
    await clickWhenSettled(page.getByTestId('pbsign-quote-confirm'));
    // the pay box: WeChat Pay, the QR, the sandbox cashier
    await page.getByText(text.bind.ordered).first().waitFor();
    await page.getByText('微信支付').click();
    await clickWhenSettled(page.getByTestId('paybox-pay'));
    await payAtCashier(page, openPage, amount);
    await page.getByText('支付成功').first().waitFor({ timeout: 10_000 });
    const bindings = page.getByTestId('pbsign-bindings');
    const bindingRow = bindings.locator('tr.ant-table-row').filter({ hasText: serial }).first();
    await eventually(() => bindingRow.getByTestId('binding-state').textContent()).toBe(
      text.bindings.states.active,
    );
    expect(await bindingRow.getByTestId('binding-amount').textContent()).toBe(amount);
    await screenshot(page, 'pbsign-customer-bound');

    // the admin sees whom the unit is rented to
    await admin.goto(`${consoleBase.admin}/product/device`);
    await clickWhenSettled(
      list.locator('tr.ant-table-row').filter({ hasText: model }).getByTestId('device-units'),
    );
    await eventually(() => drawer.getByTestId('unit-state').first().textContent()).toBe(
      text.unit.states.bound,
    );
    await eventually(() => drawer.getByTestId('unit-rented-to').count()).toBe(1);
    await screenshot(admin, 'pbsign-admin-rented');

    // binding it again to the same activity is refused
    await bind.getByTestId('pbsign-serial').fill(serial);
    await clickWhenSettled(bind.getByTestId('pbsign-bind-submit'));
    await page.getByText('该设备已绑定此活动').first().waitFor();

    // the kiosk, another browser: the activity now, a sign-in
    const kiosk = await openPage();
    await kiosk.goto(
      `${consoleBase.customer}/tool/pbsign/device?serial=${serial}&key=${encodeURIComponent(secret)}`,
    );
    const card = kiosk.getByTestId('kiosk-page');
    await eventually(() => card.getByTestId('kiosk-title').textContent()).toBe('新品发布会');
    const mobile = `137${String(Date.now()).slice(-8)}`;
    await card.getByTestId('kiosk-name').fill('王小明');
    await card.getByTestId('kiosk-mobile').fill(mobile);
    await screenshot(kiosk, 'pbsign-kiosk');
    await clickWhenSettled(card.getByTestId('kiosk-submit'));
    await card.getByText(text.kiosk.done.replace('{{name}}', '王小明')).waitFor();
    await screenshot(kiosk, 'pbsign-kiosk-done');

    // a wrong key is refused
    const stranger = await openPage();
    await stranger.goto(`${consoleBase.customer}/tool/pbsign/device?serial=${serial}&key=${'x'.repeat(32)}`);
    await stranger.getByText(text.kiosk.refused).waitFor();

    // the customer's log shows the sign-in, the mobile masked, with the device's serial
    await page.reload();
    const logs = page.getByTestId('pbsign-logs');
    const logRow = logs.locator('tr.ant-table-row').filter({ hasText: '王小明' }).first();
    await logRow.waitFor();
    expect(await logRow.textContent()).toContain(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(await logRow.textContent()).toContain(serial);
    await screenshot(page, 'pbsign-customer');
    await logs.scrollIntoViewIfNeeded();
    await screenshot(page, 'pbsign-customer-log');
  });
});
