import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { clickWhenSettled, eventually, loginAdmin, loginAgent, saveScreenshot, test } from '../fixtures.ts';

/**
 * An agent's WeCom binding (issue 15, the partner drawer's "企业微信" tab): the admin enters the sandbox corp
 * (WECOM=sandbox, the e2e server's default) with a wrong secret first — the sandbox refuses it as WeCom would
 * (40001) — then the right one, and verifies: the tab shows 已验证 and the agent's console page shows the same.
 */

/** Waits until the drawers have slid in fully (the screenshot shows them whole). */
const drawersSettled = (page: Page) =>
  eventually(() =>
    page
      .locator('.ant-drawer-open .ant-drawer-content-wrapper')
      .evaluateAll((elements) =>
        elements.some((element) =>
          Array.from(element.classList).some((name) => /-(appear|enter)/.test(name)),
        ),
      ),
  ).toBe(false);

const field = (form: Locator, testId: string) =>
  form.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

describe('partner wework', () => {
  test('the admin binds the demo agent to the sandbox WeCom and verifies it; the agent sees it verified', async ({
    page,
    openPage,
    demo,
  }) => {
    await loginAdmin(page, demo, { at: '/partner' });
    const agentRow = page
      .getByTestId('partner-list')
      .locator('tr.ant-table-row')
      .filter({ hasText: '星河活动科技' });
    await clickWhenSettled(agentRow.getByTestId('partner-detail'));
    const drawer = page.getByTestId('partner-detail-drawer');
    await clickWhenSettled(drawer.getByRole('tab', { name: '企业微信' }));
    const tab = drawer.getByTestId('partner-wework');
    await eventually(() => tab.textContent()).toContain('尚未设置企业微信');
    // the sandbox says which corp it accepts
    const corpId = ((await tab.getByTestId('wecom-sandbox-corp').textContent()) ?? '').trim();
    const secret = ((await tab.getByTestId('wecom-sandbox-secret').textContent()) ?? '').trim();
    expect(corpId).toMatch(/^ww\w{16}$/);
    expect(secret).toHaveLength(43);

    // a new binding: a short EncodingAESKey is refused under its field before anything is sent
    await clickWhenSettled(tab.getByTestId('partner-wework-edit'));
    const form = page.getByTestId('partner-wework-form');
    await form.waitFor();
    await field(form, 'wecom-corp-id').fill(corpId);
    await field(form, 'wecom-app-agent-id').fill('1000002');
    await field(form, 'wecom-secret').fill(`${secret.slice(0, -1)}X`);
    await field(form, 'wecom-callback-token').fill('onsiteDemoToken');
    await field(form, 'wecom-aes-key').fill('abcdefghijklmnopqrstuvwxyz0123456789ABCDEF');
    await clickWhenSettled(page.getByTestId('partner-wework-form-submit'));
    await eventually(() => form.locator('.ant-form-item-explain-error').first().textContent()).toContain(
      'EncodingAESKey格式不正确',
    );
    await field(form, 'wecom-aes-key').fill('abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    await drawersSettled(page);
    await saveScreenshot(page, 'partner-wework-form');
    await clickWhenSettled(page.getByTestId('partner-wework-form-submit'));
    await form.waitFor({ state: 'hidden' });
    const view = tab.getByTestId('partner-wework-binding');
    await eventually(() => view.textContent()).toContain('未验证');
    expect(await view.textContent()).toContain(corpId);
    // the secret is never shown: only its last four characters
    expect(await tab.textContent()).toContain(`尾号 ${secret.slice(-4, -1)}X`);
    expect(await view.textContent()).not.toContain(secret.slice(0, 20));
    expect(await view.getByTestId('wecom-callback-url').textContent()).toMatch(
      /\/api\/wecom\/callback\?agent_id=\d+$/,
    );

    // the wrong secret: the sandbox answers 40001 as WeCom does
    await clickWhenSettled(tab.getByTestId('partner-wework-verify'));
    await eventually(() => tab.getByTestId('wecom-status').textContent()).toBe('验证失败');
    expect(await tab.getByTestId('wecom-last-error').textContent()).toContain('企业微信拒绝了 Secret');

    // the right secret; the other fields are kept
    await clickWhenSettled(tab.getByTestId('partner-wework-edit'));
    await form.waitFor();
    expect(await field(form, 'wecom-corp-id').inputValue()).toBe(corpId);
    expect(await field(form, 'wecom-secret').inputValue()).toBe('');
    await field(form, 'wecom-secret').fill(secret);
    await clickWhenSettled(page.getByTestId('partner-wework-form-submit'));
    await form.waitFor({ state: 'hidden' });
    await eventually(() => tab.getByTestId('wecom-status').textContent()).toBe('未验证');
    await clickWhenSettled(tab.getByTestId('partner-wework-verify'));
    await eventually(() => tab.getByTestId('wecom-status').textContent()).toBe('已验证');
    expect(await tab.getByTestId('wecom-last-error').count()).toBe(0);
    // the sandbox WeCom verifies the callback URL as WeCom does when the URL is saved in the app
    expect(await view.textContent()).toContain('尚未验证');
    await clickWhenSettled(tab.getByTestId('partner-wework-sandbox-callback'));
    await eventually(() => view.textContent()).not.toContain('尚未验证');
    await drawersSettled(page);
    // the toasts have gone (they would hide the tab in the screenshot)
    await eventually(() => page.locator('.ant-message-notice').count()).toBe(0);
    await saveScreenshot(page, 'partner-wework-verified');

    // the agent's console: its WeCom page shows the binding verified, without the secret
    const agentPage = await openPage();
    await loginAgent(agentPage, demo, { at: '/wework' });
    const own = agentPage.getByTestId('own-wework');
    await eventually(() => own.getByTestId('wecom-status').textContent()).toBe('已验证');
    expect(await own.textContent()).toContain(corpId);
    expect(await own.textContent()).not.toContain(secret.slice(0, 20));
    await saveScreenshot(agentPage, 'agent-wework');
  });
});
