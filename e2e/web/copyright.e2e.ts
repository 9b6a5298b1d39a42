import { describe, expect } from 'vitest';
import {
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { drawerSettled, openPartnerTab } from './catalogue-journey.ts';
import { payAtCashier } from './pay.steps.ts';

/**
 * Licensed content (issue 16's "copyright" kind): the admin adds a music licence to 产品 › 版权 (terms,
 * 12 months, commercial use, a file), offers it through the demo agent from the partner drawer's 版权 tab;
 * the agent's customer finds it on /tool/software, reads and accepts the terms, pays at the sandbox cashier
 * and sees the licence under 我的版权授权. At the end the offer is withdrawn and the item taken off sale, so
 * the demo site sells what it sold before (the licence and its order stay, as any purchase's do).
 */

describe('copyright', () => {
  test('the admin creates licensed content and offers it; the demo agent’s customer buys it and sees the licence', async ({
    page,
    openPage,
    demo,
  }) => {
    const tag = `${Date.now() % 1_000_000}`;
    const title = `年会开场音乐 ${tag}`;

    await loginAdmin(page, demo, { at: '/product/copyright' });
    const list = page.getByTestId('copyright-list');
    await list.waitFor();
    await clickWhenSettled(list.getByTestId('copyright-create'));
    const form = page.getByTestId('copyright-form');
    await form.waitFor();
    // no title and no terms: refused under their fields before anything is sent
    await clickWhenSettled(page.getByTestId('copyright-form-submit'));
    await eventually(() => form.locator('.ant-form-item-explain-error').count()).toBeGreaterThanOrEqual(2);
    await form.getByTestId('copyright-title').fill(title);
    await form.getByTestId('copyright-title-en').fill(`Opening music ${tag}`);
    await form.getByTestId('copyright-content-type').getByText('音乐').click();
    await form.getByTestId('copyright-licensor').fill('星河音乐版权代理');
    await form
      .getByTestId('copyright-terms')
      .fill('一、本授权允许在活动现场及其直播中播放本作品。\n二、不得转授权、改编或单独分发。');
    await form.getByTestId('copyright-term-months').fill('12');
    await form.getByTestId('copyright-commercial').check();
    await form.getByTestId('copyright-price').fill('99');
    await form
      .getByTestId('file-picker-upload')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'opening-music.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000')),
      });
    await eventually(() => form.getByTestId('file-picker').textContent()).toContain('.zip');
    await drawerSettled(page);
    await saveScreenshot(page, 'copyright-admin-form');
    await clickWhenSettled(page.getByTestId('copyright-form-submit'));
    await form.waitFor({ state: 'hidden' });
    const row = list.locator('tr.ant-table-row').filter({ hasText: title });
    await eventually(() => row.textContent()).toMatch(
      /音乐.*星河音乐版权代理.*12 个月.*允许商用.*¥99\.00.*已上传.*上架/,
    );
    await saveScreenshot(page, 'copyright-admin-catalogue');

    // the demo agent's drawer: the 版权 tab offers it at the agent's wholesale price
    const drawer = await openPartnerTab(page, '星河活动科技', '版权');
    const tab = drawer.getByTestId('partner-copyright');
    const offerRow = tab.locator('tr.ant-table-row').filter({ hasText: title });
    await offerRow.waitFor();
    const toggle = offerRow.locator('[data-testid^="partner-copyright-switch-"]');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await offerRow.locator('input[data-testid^="partner-copyright-price-"]').fill('128');
    await clickWhenSettled(toggle);
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('true');
    await eventually(() => toggle.getAttribute('class')).not.toContain('ant-switch-loading');
    await drawerSettled(page);
    await page.mouse.move(5, 795);
    await saveScreenshot(page, 'copyright-admin-partner-tab');

    // the agent's customer: /tool/software lists it at the agent's price (retail = wholesale at first)
    const customer = await openPage();
    await loginCustomer(customer, demo, {
      username: 'customer1@example.com',
      password: demo.customer.password,
    });
    await customer.goto(`${consoleBase.customer}/tool/software`);
    const offered = customer.getByTestId('tool-copyright');
    const card = offered.locator('.ant-card').filter({ hasText: title });
    await eventually(() => card.count()).toBe(1);
    expect(await card.textContent()).toMatch(/¥128\.00.*音乐.*12 个月.*允许商用.*星河音乐版权代理/);
    const licences = customer.getByTestId('my-copyright-licences');
    await licences.waitFor();
    await offered.scrollIntoViewIfNeeded();
    await saveScreenshot(customer, 'copyright-site-tool');

    await clickWhenSettled(card.getByTestId('tool-copyright-buy'));
    const modal = customer.getByTestId('copyright-buy-modal');
    await eventually(() => modal.getByTestId('copyright-buy-terms').textContent()).toContain('不得转授权');
    await modal.getByText('微信支付').click();
    // the terms must be accepted first
    expect(await modal.getByTestId('copyright-pay').isDisabled()).toBe(true);
    await modal.getByTestId('copyright-accept').check();
    await eventually(() => modal.getByTestId('copyright-pay').isDisabled()).toBe(false);
    await saveScreenshot(customer, 'copyright-buy');
    await clickWhenSettled(modal.getByTestId('copyright-pay'));
    await eventually(() => modal.getByTestId('payment-amount').textContent()).toBe('¥128.00');
    await payAtCashier(customer, openPage, '¥128.00');
    await modal.getByText('支付成功').waitFor({ timeout: 10_000 });
    await clickWhenSettled(modal.getByTestId('copyright-bought-done'));
    await eventually(() => customer.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await eventually(() => customer.locator('.ant-modal-mask:visible').count()).toBe(0);

    // 我的版权授权: the licence, valid for 12 months, its terms on demand, its file to download
    const mine = licences.locator('tr.ant-table-row').filter({ hasText: title });
    await eventually(() => mine.count()).toBe(1);
    expect(await mine.textContent()).toMatch(/允许商用.*\d{4}-\d{2}-\d{2}.*有效/);
    expect(await mine.getByTestId('copyright-licence-download').count()).toBe(1);
    await clickWhenSettled(mine.getByTestId('copyright-licence-terms'));
    await eventually(() => customer.getByTestId('copyright-terms-modal').textContent()).toContain(
      '不得转授权',
    );
    await customer.keyboard.press('Escape');
    await eventually(() => customer.locator('.ant-modal-wrap:visible').count()).toBe(0);
    await customer.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await licences.scrollIntoViewIfNeeded();
    await saveScreenshot(customer, 'copyright-site-licences');

    // leave the demo site selling what it sold before: withdraw the offer, take the item off sale
    await clickWhenSettled(toggle);
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('false');
    await page.goto(`${consoleBase.admin}/product/copyright`);
    const sold = list.locator('tr.ant-table-row').filter({ hasText: title });
    await eventually(() => sold.textContent()).toMatch(/上架/);
    await clickWhenSettled(sold.getByTestId('copyright-toggle'));
    await clickWhenSettled(page.locator('.ant-popconfirm').getByRole('button', { name: /确\s?定|OK/ }));
    await eventually(() => sold.textContent()).toContain('已下架');
    await customer.reload();
    await licences.waitFor();
    expect(await customer.getByTestId('tool-copyright').count()).toBe(0);
  });
});
