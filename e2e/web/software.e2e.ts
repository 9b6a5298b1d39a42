import { describe, expect } from 'vitest';
import {
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { drawerSettled, hostUrl, openPartnerTab, uploadSquareImage } from './catalogue-journey.ts';

/**
 * Software licences (issue 15 "software" tab): the admin adds a software product to the catalogue
 * (产品 › 软件管理) with a cover and an installer, offers it through the demo agent from the partner
 * drawer's "软件" tab at the agent's (wholesale) price; the agent console's 产品 page lists it at that price,
 * and so does /tool/software of that agent's customer site — and not the other agent's site.
 */

describe('software', () => {
  test('the admin creates software and offers it through the demo agent; its console and its site show it', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const tag = `${Date.now() % 1_000_000}`;
    const name = `活动数据大屏 ${tag}`;

    // the catalogue: the seeded software, then a new one
    await loginAdmin(page, demo, { at: '/product/software' });
    const list = page.getByTestId('software-list');
    await eventually(() => list.textContent()).toContain('会议签到一体机软件');
    expect(await list.textContent()).toContain('已下架');
    await saveScreenshot(page, 'software-admin-catalogue');

    await clickWhenSettled(list.getByTestId('software-create'));
    const form = page.getByTestId('software-form');
    await form.waitFor();
    // no name: refused under its field before anything is sent
    await clickWhenSettled(page.getByTestId('software-form-submit'));
    await eventually(() => form.locator('.ant-form-item-explain-error').first().textContent()).toBeTruthy();
    await form.getByTestId('software-name').fill(name);
    await form.getByTestId('software-version').fill('2.3.0');
    await form
      .getByTestId('software-description')
      .fill('会场电脑运行的数据大屏：签到、互动、投票数据实时汇总。');
    await uploadSquareImage(page, form.getByTestId('software-cover-upload'), 'dashboard.png');
    await form.getByTestId('software-seats').fill('5');
    await form.getByTestId('software-price').fill('300');
    expect(await form.getByTestId('software-seats').inputValue()).toBe('5');
    expect(await form.getByTestId('software-price').inputValue()).toBe('300');
    // the installer: a zip uploaded with the console's file picker
    await form
      .getByTestId('file-picker-upload')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'dashboard-setup.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000')),
      });
    await eventually(() => form.getByTestId('file-picker').textContent()).toContain('.zip');
    await drawerSettled(page);
    await saveScreenshot(page, 'software-admin-form');
    await clickWhenSettled(page.getByTestId('software-form-submit'));
    await form.waitFor({ state: 'hidden' });
    const row = list.locator('tr.ant-table-row').filter({ hasText: name });
    await eventually(() => row.textContent()).toContain('v2.3.0');
    expect(await row.textContent()).toMatch(/5.*¥300\.00.*已上传.*上架/);

    // the demo agent's drawer: the software tab offers it at the agent's price
    const drawer = await openPartnerTab(page, '星河活动科技', '软件');
    const tab = drawer.getByTestId('partner-software');
    await eventually(() => tab.textContent()).toContain(name);
    const offerRow = tab.locator('tr.ant-table-row').filter({ hasText: name });
    const toggle = offerRow.locator('[data-testid^="partner-software-switch-"]');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    const price = offerRow.locator('input[data-testid^="partner-software-price-"]');
    await price.fill('388');
    await clickWhenSettled(toggle);
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('true');
    await eventually(() => toggle.getAttribute('class')).not.toContain('ant-switch-loading');
    expect(await price.inputValue()).toBe('388.00');
    await drawerSettled(page);
    // the switch has slid on (its handle on the right half) and the pointer is off it, for the screenshot
    await page.mouse.move(5, 795);
    const box = await toggle.boundingBox();
    await eventually(async () => {
      const handle = await toggle.locator('.ant-switch-handle').boundingBox();
      return (handle?.x ?? 0) > (box?.x ?? 0) + (box?.width ?? 0) / 2;
    }).toBe(true);
    await saveScreenshot(page, 'software-admin-partner-tab');
    // the catalogue counts the agent
    await page.goto(`${consoleBase.admin}/product/software`);
    await eventually(() => list.locator('tr.ant-table-row').filter({ hasText: name }).textContent()).toMatch(
      /上架1/,
    );

    // the agent console: its 产品 page, at its wholesale price (its retail price the same at first)
    const agentPage = await openPage();
    await loginAgent(agentPage, demo, { at: '/product' });
    const own = agentPage.getByTestId('agent-product-list');
    await eventually(() => own.textContent()).toContain(name);
    expect(await own.locator('tr.ant-table-row').filter({ hasText: name }).textContent()).toContain(
      '¥388.00',
    );
    expect(await own.textContent()).toContain('大屏互动 PC 客户端');
    await saveScreenshot(agentPage, 'software-agent-page');

    // the agent's customer site: /tool/software lists it at the agent's price; the other agent's does not
    const visitor = await openPage();
    await visitor.goto(hostUrl(baseUrl, 'agent1.localhost', `${consoleBase.customer}/tool/software`));
    const offered = visitor.getByTestId('tool-software');
    await eventually(() => offered.textContent()).toContain(name);
    const card = offered.locator('.ant-card').filter({ hasText: name });
    expect(await card.textContent()).toMatch(/¥388\.00.*v2\.3\.0.*每授权 5 台/);
    // its uploaded cover loads from storage
    await eventually(() =>
      card.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    await offered.scrollIntoViewIfNeeded();
    await saveScreenshot(visitor, 'software-site-tool');
    await visitor.goto(hostUrl(baseUrl, 'agent2.localhost', `${consoleBase.customer}/tool/software`));
    await eventually(() => visitor.getByTestId('tool-software').textContent()).toContain(
      '大屏互动 PC 客户端',
    );
    expect(await visitor.getByTestId('tool-software').textContent()).not.toContain(name);
  });
});
