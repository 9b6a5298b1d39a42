import { describe, expect } from 'vitest';
import { clickWhenSettled, eventually, loginAdmin, loginCustomer, test } from '../fixtures.ts';
import { screenshotSettled } from './customer-auth.steps.ts';
import { downloadBy, rowsOf } from './spreadsheet.steps.ts';

/**
 * Cdkeys (issue 16): the admin generates a batch of keys granting SMS messages (产品 › 兑换码), opens it,
 * exports its keys through the job centre (the xlsx downloads), a customer redeems one of the exported keys
 * on its resource account and sees the messages credited; the same key again is refused as used, the
 * batch's drawer shows who used it, and once the admin voids the batch its other keys are refused as voided.
 */

const screenshot = screenshotSettled;

describe('cdkeys', () => {
  test('the admin generates and exports a batch; a customer redeems a key once', async ({
    page,
    openPage,
    demo,
  }) => {
    const name = `年会短信礼包 ${Date.now() % 1_000_000}`;
    const admin = await openPage();
    await loginAdmin(admin, demo, { at: '/product/cdkey' });
    const list = admin.getByTestId('cdkey-list');
    await list.waitFor();

    // generate: 20 keys of 50 SMS messages each, for any customer
    await clickWhenSettled(list.getByTestId('cdkey-create'));
    const form = admin.getByTestId('cdkey-form');
    await form.waitFor();
    await form.getByTestId('cdkey-name').fill(name);
    await form.getByTestId('cdkey-prefix').fill('gift');
    await form.getByTestId('cdkey-count').fill('20');
    await clickWhenSettled(form.getByText('资源额度'));
    await form.getByTestId('cdkey-amount').fill('50');
    await screenshot(admin, 'cdkey-admin-form');
    await clickWhenSettled(admin.getByTestId('cdkey-form-submit'));
    await admin.getByText('已生成 20 个兑换码').first().waitFor();

    // the new batch's drawer opens with its keys; export them through the job centre
    const drawer = admin.getByTestId('cdkey-drawer');
    await eventually(() => drawer.textContent()).toContain(`批次“${name}”`);
    expect(await drawer.textContent()).toContain('短信 50 条');
    const keys = drawer.getByTestId('cdkey-keys');
    await eventually(() => keys.getByTestId('cdkey-key').count()).toBe(10);
    expect(await keys.textContent()).toContain('共 20 个兑换码');
    await screenshot(admin, 'cdkey-admin-drawer');
    const rows = await rowsOf(await downloadBy(admin, drawer.getByTestId('cdkey-drawer-export')));
    expect(rows[0]).toEqual(['ID', '兑换码', '使用客户', '客户手机号或邮箱', '使用时间']);
    expect(rows).toHaveLength(21);
    const code = rows[1]?.[1] ?? '';
    expect(code).toMatch(/^GIFT(-[2-9A-HJKMNP-Z]{4}){4}$/);

    // the customer redeems it on the resource account (typed in lower case)
    await loginCustomer(page, demo, { at: '/resource' });
    const sms = page.getByTestId('overview-sms').locator('.ant-statistic-content-value');
    await eventually(() => sms.textContent()).toMatch(/\d/);
    const before = Number(await sms.textContent());
    await clickWhenSettled(page.getByTestId('cdkey-redeem-open'));
    const dialog = page.getByTestId('cdkey-redeem');
    await dialog.getByTestId('cdkey-redeem-code').fill(code.toLowerCase());
    await screenshot(page, 'cdkey-customer-redeem');
    await clickWhenSettled(dialog.getByTestId('cdkey-redeem-submit'));
    await eventually(() => dialog.getByTestId('cdkey-redeem-result').textContent()).toContain(
      `已到账短信 50 条，当前共 ${before + 50} 条`,
    );
    await screenshot(page, 'cdkey-customer-redeemed');
    await clickWhenSettled(dialog.getByTestId('cdkey-redeem-done'));
    await eventually(() => sms.textContent()).toBe(String(before + 50));

    // the same key again: refused as used, nothing credited
    await clickWhenSettled(page.getByTestId('cdkey-redeem-open'));
    await dialog.getByTestId('cdkey-redeem-code').fill(code);
    await clickWhenSettled(dialog.getByTestId('cdkey-redeem-submit'));
    await eventually(() => dialog.getByTestId('cdkey-redeem-error').textContent()).toContain(
      '该兑换码已被使用',
    );
    await screenshot(page, 'cdkey-customer-used');
    expect(await sms.textContent()).toBe(String(before + 50));

    // the admin's list counts it, and the drawer says who used it
    await admin.reload();
    const row = list.locator('tr.ant-table-row').filter({ hasText: name });
    await eventually(() => row.getByTestId('cdkey-usage').textContent()).toBe('1 / 20');
    await eventually(() => keys.locator('tr.ant-table-row').first().textContent()).toContain('张经理');
    await screenshot(admin, 'cdkey-admin-drawer-used');
    await clickWhenSettled(drawer.locator('.ant-drawer-close'));
    await drawer.waitFor({ state: 'hidden' });
    await screenshot(admin, 'cdkey-admin-list');

    // the admin voids the batch (after a confirmation): another of its keys is then refused as voided
    await clickWhenSettled(row.getByTestId('cdkey-void'));
    await clickWhenSettled(admin.locator('.ant-popconfirm .ant-btn-dangerous'));
    await eventually(() => row.getByTestId('cdkey-status').textContent()).toBe('已作废');
    expect(await row.getByTestId('cdkey-void').count()).toBe(0);
    await dialog.getByTestId('cdkey-redeem-code').fill(rows[2]?.[1] ?? '');
    await clickWhenSettled(dialog.getByTestId('cdkey-redeem-submit'));
    await eventually(() => dialog.getByTestId('cdkey-redeem-error').textContent()).toContain(
      '该兑换码已作废',
    );
    expect(await sms.textContent()).toBe(String(before + 50));
  });
});
