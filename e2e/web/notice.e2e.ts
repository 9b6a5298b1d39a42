import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  pathOf,
  saveScreenshot,
  test,
} from '../fixtures.ts';

/**
 * The header's notification popover and the message centre, against the demo notices of the agent's
 * team (three todos: not started, due soon, in progress). The default language is zh_CN.
 */

const bell = (page: Page) => page.getByTestId('notice-bell');
/** the number on the bell's badge; 0 when it shows none */
async function bellCount(page: Page): Promise<number> {
  const text =
    (await bell(page)
      .locator('.ant-badge-count')
      .textContent()
      .catch(() => null)) ?? '';
  const count = Number.parseInt(text.replace(/\D/g, ''), 10);
  return Number.isNaN(count) ? 0 : count;
}

describe('notifications', () => {
  test('the agent sees the unread count, the todos in the popover, marks them read and views more', async ({
    page,
    demo,
  }) => {
    await loginAgent(page, demo);

    await eventually(() => bellCount(page)).toBeGreaterThan(0);
    const before = await bellCount(page);

    await bell(page).click();
    await clickWhenSettled(page.getByTestId('notice-tab-label-todo'));
    const todoTab = page.getByTestId('notice-tab-todo');
    for (const title of [
      '为客户「张经理」配置年会抽奖活动',
      '续费提醒：3 位客户的 VIP 即将到期',
      '完善站点底部的备案号与客服二维码',
    ]) {
      await todoTab.getByText(title).waitFor();
    }
    for (const status of ['未开始', '即将到期', '进行中']) {
      await todoTab.locator('.ant-tag', { hasText: status }).first().waitFor();
    }
    const popover = page.locator('.notice-popover');
    await eventually(() => popover.locator('.ant-tabs-tab-active').textContent()).toBe('待办 (3)');
    // Let the tabs' ink bar and colours finish sliding to the todo tab before the screenshot.
    await eventually(() =>
      popover.evaluate(
        (element: { getAnimations(options: { subtree: boolean }): { playState: string }[] }) =>
          element.getAnimations({ subtree: true }).filter((motion) => motion.playState === 'running').length,
      ),
    ).toBe(0);
    await page.waitForTimeout(400);
    await saveScreenshot(page, 'notice-popover');

    await clickWhenSettled(todoTab.getByTestId('notice-mark-all'));
    await eventually(() => bellCount(page)).toBe(before - 3);
    await todoTab.getByText('暂无待办事项').waitFor();

    await clickWhenSettled(todoTab.getByTestId('notice-view-more'));
    await eventually(() => pathOf(page)).toBe('/new_agent/user/message?type=todo');
    const centre = page.getByTestId('message-center');
    await centre.waitFor();
    await eventually(() => centre.locator('.ant-tabs-tab-active').textContent()).toBe('待办');
    await centre.getByText('为客户「张经理」配置年会抽奖活动').waitFor();
    expect(await centre.getByTestId('message-mark-read').count()).toBe(0);
    await eventually(() => centre.locator('.ant-spin-spinning, .ant-spin-blur').count()).toBe(0);
    await page.waitForTimeout(400);
    await saveScreenshot(page, 'message-center');
  });

  for (const who of ['admin', 'customer'] as const) {
    test(`${who}: the popover shows the server's unread notices; reading one lowers the count`, async ({
      page,
      demo,
      baseUrl,
    }) => {
      const token = who === 'admin' ? await loginAdmin(page, demo) : await loginCustomer(page, demo);
      const platform = who === 'admin' ? 'admin' : 'customer';
      const unread = await callApi<{ notice: { title: string }[]; total: number }>(
        baseUrl,
        `/api/${platform}/notice/getUnread`,
        { token },
      );
      expect(unread.body.data.notice.length).toBeGreaterThan(0);
      await eventually(() => bellCount(page)).toBe(unread.body.data.total);

      await bell(page).click();
      const noticeTab = page.getByTestId('notice-tab-notice');
      const first = noticeTab.getByTestId('notice-item').first();
      await eventually(() => first.textContent()).toContain(unread.body.data.notice[0].title);
      const popover = page.locator('.notice-popover');
      expect(await popover.evaluate((element) => getComputedStyle(element).width)).toBe('330px');
      await clickWhenSettled(first);
      await eventually(() => bellCount(page)).toBe(unread.body.data.total - 1);
      const after = await callApi<{ total: number }>(baseUrl, `/api/${platform}/notice/getUnread`, { token });
      expect(after.body.data.total).toBe(unread.body.data.total - 1);
    });
  }

  test('only an admin holding the send permission sees "send notice"; sending answers in the UI language', async ({
    page,
    demo,
    openPage,
  }) => {
    // The operator's role lacks admin.notice.send (the permission the server checks on /admin/notice/send).
    const operatorPage = await openPage();
    await loginAdmin(operatorPage, demo, {
      as: { username: 'operator', password: demo.admin.password },
      at: '/user/message?type=notice',
    });
    const operatorCentre = operatorPage.getByTestId('message-center');
    await operatorCentre.getByTestId('message-mark-all').waitFor();
    expect(await operatorCentre.getByTestId('notice-send').count()).toBe(0);

    await loginAdmin(page, demo, { at: '/user/message?type=notice' });
    const centre = page.getByTestId('message-center');
    await clickWhenSettled(centre.getByTestId('notice-send'));
    const dialog = page.locator('.ant-modal').filter({ hasText: '发送通知' });
    await dialog.getByTestId('notice-send-title').fill('端到端测试通知');
    await dialog.getByTestId('notice-send-content').fill('由管理员从消息中心发送');
    // The icon picker: basic and plugin tabs of 24 icons a page, a search, then the chosen name.
    await clickWhenSettled(dialog.getByTestId('notice-send-icon').getByRole('button'));
    const picker = page.locator('.ant-modal').filter({ has: page.getByTestId('icon-option') });
    await eventually(() => picker.getByTestId('icon-option').count()).toBe(24);
    // each icon is drawn (its drawing is a small chunk of its own, loaded for the page shown)
    await eventually(() => picker.getByTestId('icon-option').locator('svg').count()).toBe(24);
    await clickWhenSettled(picker.getByRole('tab', { name: '插件' }));
    await eventually(() => picker.getByTestId('icon-option').first().getAttribute('title')).toMatch(
      /(Filled|TwoTone)$/,
    );
    await clickWhenSettled(picker.getByRole('tab', { name: '基础' }));
    await picker.getByPlaceholder('搜索图标').fill('rocket');
    await picker.getByPlaceholder('搜索图标').press('Enter');
    await eventually(() => picker.getByTestId('icon-option').count()).toBe(1);
    await eventually(() => picker.getByTestId('icon-option').locator('svg').count()).toBe(1);
    await saveScreenshot(page, 'icon-picker');
    await clickWhenSettled(picker.getByTestId('icon-option'));
    await eventually(() => dialog.getByTestId('notice-send-icon-value').textContent()).toBe('RocketOutlined');
    await clickWhenSettled(
      dialog.getByRole('button', { name: '发 送' }).or(dialog.getByRole('button', { name: '发送' })),
    );
    // The server's "sent", in zh_CN because the console asked for it with Accept-Language.
    await page.locator('.ant-message').getByText('发送成功').waitFor();
    await centre.getByText('端到端测试通知').waitFor();
    // The message centre draws the notice with the icon the admin picked.
    await centre
      .getByTestId('message-item')
      .filter({ hasText: '端到端测试通知' })
      .locator('.ant-avatar .anticon-rocket')
      .waitFor();
  });
});
