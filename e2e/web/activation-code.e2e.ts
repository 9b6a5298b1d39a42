import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginCustomer,
  test,
} from '../fixtures.ts';
import { createActivityThroughApi } from './activity.steps.ts';
import { screenshotSettled } from './customer-auth.steps.ts';

/**
 * Activation codes (issue 16's "code" kind): the admin generates a batch of codes for 大屏互动 on 产品 › 激活码;
 * the customer opens an unpaid 大屏互动 activity's 激活码 dialog on /my/activity, a code of another tool's batch
 * is refused and stays unused, the right code pays for the activity (its status leaves 待支付, no order to
 * pay), and the batch counts the code as used.
 */
describe('activation codes', () => {
  test('the admin generates codes for a tool; a customer pays for an unpaid activity with one', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const name = `大屏激活码 ${Date.now() % 1_000_000}`;
    const adminToken = await (async () => {
      const admin = await openPage();
      const token = await loginAdmin(admin, demo, { at: '/product/code' });
      const list = admin.getByTestId('cdkey-list');
      await list.waitFor();

      await clickWhenSettled(list.getByTestId('cdkey-create'));
      const form = admin.getByTestId('cdkey-form');
      await form.waitFor();
      await form.getByTestId('cdkey-name').fill(name);
      await form.getByTestId('cdkey-prefix').fill('act');
      await form.getByTestId('cdkey-count').fill('5');
      await clickWhenSettled(form.getByTestId('cdkey-tool'));
      await admin
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .getByTitle('大屏互动')
        .click();
      await screenshotSettled(admin, 'activation-code-form');
      await clickWhenSettled(admin.getByTestId('cdkey-form-submit'));
      await admin.getByText('已生成 5 个激活码').first().waitFor();
      const drawer = admin.getByTestId('cdkey-drawer');
      await eventually(() => drawer.textContent()).toContain('大屏互动 活动 1 场');
      await screenshotSettled(admin, 'activation-code-drawer');
      return token;
    })();

    // the codes, as the admin reads them; and a code of another tool's batch (made through the API)
    const batches = await callApi<{ id: number; name: string }[]>(baseUrl, '/api/admin/code/getList', {
      token: adminToken,
    });
    const batch = batches.body.data.find((row) => row.name === name);
    const keys = await callApi<{ code: string }[]>(baseUrl, `/api/admin/code/getKeys?batch_id=${batch?.id}`, {
      token: adminToken,
    });
    const code = keys.body.data[0]?.code ?? '';
    expect(code).toMatch(/^ACT(-[2-9A-HJKMNP-Z]{4}){4}$/);
    const other = await callApi<{ id: number }>(baseUrl, '/api/admin/code/create', {
      token: adminToken,
      body: { name: `${name} 会议`, count: 1, tool_id: 8 },
    });
    const otherKeys = await callApi<{ code: string }[]>(
      baseUrl,
      `/api/admin/code/getKeys?batch_id=${other.body.data.id}`,
      { token: adminToken },
    );

    // an unpaid 大屏互动 activity of the customer (no VIP quota covers it)
    const token = await loginCustomer(page, demo);
    const title = `激活码开通 ${Date.now() % 100_000}`;
    const created = await createActivityThroughApi(baseUrl, token, title);
    expect(created.order_no).not.toBe('');
    await page.goto(`${consoleBase.customer}/activity`);
    const row = page
      .getByTestId('activity-page')
      .locator('tr.ant-table-row')
      .filter({ hasText: title })
      .first();
    await eventually(() => row.getByTestId('activity-status').textContent()).toBe('待支付');

    await clickWhenSettled(row.getByTestId('activity-activate'));
    const dialog = page.getByTestId('cdkey-redeem');
    await eventually(() => dialog.textContent()).toContain(`用激活码开通“${title}”`);
    // another tool's code: refused in place, the activity still unpaid
    await dialog.getByTestId('cdkey-redeem-code').fill(otherKeys.body.data[0]?.code ?? '');
    await clickWhenSettled(dialog.getByTestId('cdkey-redeem-submit'));
    await eventually(() => dialog.getByTestId('cdkey-redeem-error').textContent()).toContain(
      '该激活码不适用于此活动的工具',
    );
    await screenshotSettled(page, 'activation-code-refused');
    await dialog.getByTestId('cdkey-redeem-code').fill(code.toLowerCase());
    await clickWhenSettled(dialog.getByTestId('cdkey-redeem-submit'));
    await eventually(() => dialog.getByTestId('cdkey-redeem-success').textContent()).toContain(
      `“${title}”已开通`,
    );
    await screenshotSettled(page, 'activation-code-done');
    await clickWhenSettled(dialog.getByTestId('cdkey-redeem-done'));
    await eventually(() => row.getByTestId('activity-status').textContent()).toBe('未开始');
    expect(await row.getByTestId('activity-activate').count()).toBe(0);

    // the batch counts the code as used, the other batch's code is still unused
    const after = await callApi<{ id: number; used: number }[]>(baseUrl, '/api/admin/code/getList', {
      token: adminToken,
    });
    expect(after.body.data.find((row) => row.id === batch?.id)?.used).toBe(1);
    expect(after.body.data.find((row) => row.id === other.body.data.id)?.used).toBe(0);
  });
});
