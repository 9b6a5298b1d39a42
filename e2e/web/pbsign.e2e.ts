import { describe, expect } from 'vitest';
import { clickWhenSettled, consoleBase, eventually, loginAdmin, loginCustomer, test } from '../fixtures.ts';
import { screenshotSettled } from './customer-auth.steps.ts';
import { zh_CN } from './strings.ts';

/**
 * Sign-in devices (issues 16 and 18): the admin adds a device model and a unit of it (产品 › 签到设备) and
 * reads its serial and key once; the customer binds the unit by its serial to an activity in progress on
 * /my/tool/pbsign; a second browser opens the kiosk page with serial and key and signs someone in; the
 * customer's sign-in log shows them with the device's serial.
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
    await loginAdmin(admin, demo);
    await admin.goto(`${consoleBase.admin}/product/device`);
    const list = admin.getByTestId('device-list');
    await list.waitFor();

    await clickWhenSettled(list.getByTestId('device-create'));
    const form = admin.getByTestId('device-form');
    await form.waitFor();
    await form.getByTestId('device-name').fill(model);
    await form.getByTestId('device-description').fill('21.5 寸触摸屏，支持手输与扫码签到。');
    await clickWhenSettled(admin.getByTestId('device-form-submit'));
    await admin.getByText(text.device.created).first().waitFor();
    const row = list.locator('tr.ant-table-row').filter({ hasText: model });
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

    // the customer binds it to the activity in progress
    await loginCustomer(page, demo);
    await page.goto(`${consoleBase.customer}/tool/pbsign`);
    const bind = page.getByTestId('pbsign-bind');
    await bind.waitFor();
    await clickWhenSettled(bind.getByTestId('pbsign-activity'));
    await clickWhenSettled(page.locator('.ant-select-item-option').filter({ hasText: '新品发布会' }).first());
    await bind.getByTestId('pbsign-serial').fill(serial.toLowerCase());
    await clickWhenSettled(bind.getByTestId('pbsign-bind-submit'));
    await page.getByText(text.bind.done).first().waitFor();
    const bindings = page.getByTestId('pbsign-bindings');
    await eventually(() => bindings.textContent()).toContain(serial);

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
