import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  type Demo,
  eventually,
  loginAdmin,
  loginAgent,
  test,
} from '../fixtures.ts';
import { nextCaptchaAnswer, screenshotSettled, signUpThroughInvite } from './customer-auth.steps.ts';

/**
 * Invitations and enquiries (issue 15): a visitor of an agent's site leaves an enquiry on a programme page
 * and the agent assigns, notes and follows it up; an agent makes an invite link, its QR downloads as a PNG,
 * a visitor opens the link (the visit is counted) and signs up through it (the sign-up is counted and the
 * customer is the agent's). The platform sees both on its own pages.
 */

const SITE = 'agent1.localhost';
const siteUrl = (baseUrl: string, path: string) => {
  const url = new URL(baseUrl);
  url.hostname = SITE;
  return `${url.origin}${path}`;
};

const screenshot = screenshotSettled;

const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

async function agentToken(baseUrl: string, demo: Demo) {
  const login = await callApi<{ access_token: string }>(baseUrl, '/api/auth/login', {
    body: { ...demo.agent, audience: 'agent' },
  });
  return login.body.data.access_token;
}

describe('invitations and enquiries', () => {
  test("a visitor's enquiry on a programme page reaches the agent, who assigns, notes and follows it up", async ({
    page,
    openPage,
    baseUrl,
    demo,
  }) => {
    const name = `访客${Date.now() % 100000}`;
    // the tool pages and the programme list offer it too
    await page.goto(siteUrl(baseUrl, '/my/tool/screen'));
    await page.getByTestId('tool-page').getByTestId('enquiry-button').waitFor();
    await screenshot(page, 'tool-page-enquiry-button');
    await page.goto(siteUrl(baseUrl, '/my/programme'));
    await page.getByTestId('programmes-page').getByTestId('enquiry-button').waitFor();
    await clickWhenSettled(page.getByTestId('programme-card').first());
    await eventually(() => new URL(page.url()).pathname).toBe('/my/programme_detail');
    const captcha = nextCaptchaAnswer(page);
    await clickWhenSettled(page.getByTestId('enquiry-button'));
    const form = page.getByTestId('enquiry-form');
    await form.waitFor();
    // the form's own validation, in the page's language
    await form.getByTestId('enquiry-form-submit').click();
    await form.getByText('请输入您的姓名').waitFor();
    await form.getByTestId('enquiry-form-name').fill(name);
    await form.getByTestId('enquiry-form-phone').fill('13912345678');
    await form.getByTestId('enquiry-form-need').fill('公司年会 300 人，需要签到、抽奖和大屏互动');
    await form.locator('#captcha_code').fill(await captcha);
    await eventually(() => form.locator('.ant-form-item-explain-error').count()).toBe(0);
    await screenshot(page, 'enquiry-form');
    await form.getByTestId('enquiry-form-submit').click();
    await page.getByText('提交成功，我们会尽快与您联系').waitFor();
    await form.waitFor({ state: 'hidden' });

    // the agent of this site follows it up
    const agent = await openPage();
    await loginAgent(agent, demo, { at: '/guidance/list' });
    const list = agent.getByTestId('enquiry-list');
    const row = list.locator('tr.ant-table-row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByTestId('enquiry-status').textContent()).toBe('新咨询');
    await screenshot(agent, 'agent-enquiry-list');
    await clickWhenSettled(row.getByTestId('enquiry-open'));
    const drawer = agent.getByTestId('enquiry-drawer');
    await drawer.getByText('/programme_detail?id=').waitFor();

    await clickWhenSettled(drawer.getByTestId('enquiry-assignee'));
    await clickWhenSettled(openDropdown(agent).getByText('代理商员工'));
    await agent.getByText('咨询已分配').waitFor();
    await drawer.getByTestId('enquiry-note').fill('已电话联系，周五上门演示');
    await clickWhenSettled(drawer.getByTestId('enquiry-note-add'));
    await agent.getByText('跟进记录已添加').waitFor();
    await clickWhenSettled(drawer.getByTestId('enquiry-status-select'));
    await clickWhenSettled(openDropdown(agent).getByText('跟进中'));
    const history = drawer.getByTestId('enquiry-history');
    await eventually(() => history.locator('.ant-timeline-item').count()).toBe(3);
    for (const text of ['分配给 代理商员工', '已电话联系，周五上门演示', '状态改为跟进中'])
      await history.getByText(text).waitFor();
    await screenshot(agent, 'agent-enquiry-drawer');
    await agent.keyboard.press('Escape');
    await eventually(() => row.getByTestId('enquiry-status').textContent()).toBe('跟进中');

    // the platform sees every site's enquiries
    const admin = await openPage();
    await loginAdmin(admin, demo, { at: '/guidance/list' });
    await admin.getByTestId('enquiry-list').locator('tr.ant-table-row').filter({ hasText: name }).waitFor();
    await screenshot(admin, 'admin-enquiry-list');
  });

  test('an invite link counts its visit and the sign-up through it, and the customer is its agent’s', async ({
    page,
    openPage,
    baseUrl,
    demo,
  }) => {
    const title = `展会海报${Date.now() % 100000}`;
    await loginAgent(page, demo, { at: '/channel/invite' });
    const list = page.getByTestId('invite-link-list');
    await clickWhenSettled(list.getByTestId('invite-link-create'));
    const form = page.getByTestId('invite-link-form');
    await form.getByTestId('invite-link-title').fill(title);
    await form.getByTestId('invite-link-channel').fill('2026 会展');
    await screenshot(page, 'agent-invite-link-form');
    await clickWhenSettled(page.getByTestId('invite-link-form-submit'));
    const row = list.locator('tr.ant-table-row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByTestId('invite-link-visits').textContent()).toBe('0');

    // its QR code, with the link to copy and a PNG to print
    await clickWhenSettled(row.getByTestId('invite-link-qr'));
    const dialog = page.getByTestId('qr-dialog');
    await dialog.getByTestId('qr-image').waitFor();
    const url = await dialog.getByTestId('qr-link').inputValue();
    expect(url).toMatch(/^http:\/\/agent[12]\.localhost:\d+\/api\/customer\/invite\/open\?code=\w+$/);
    await screenshot(page, 'agent-invite-link-qr');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId('qr-download').click(),
    ]);
    const file = await download.path();
    const png = fs.readFileSync(file);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(download.suggestedFilename()).toMatch(/^invite-\w+\.png$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // a visitor scans it: the sign-up of the agent's site opens with the code
    const mobile = await signUpThroughInvite(await openPage(), url, baseUrl, demo, 'invite-sign-up');

    // one visit, one sign-up; the new customer is the agent's
    await page.reload();
    const counted = page
      .getByTestId('invite-link-list')
      .locator('tr.ant-table-row')
      .filter({ hasText: title });
    await eventually(() => counted.getByTestId('invite-link-visits').textContent()).toBe('1');
    expect(await counted.getByTestId('invite-link-signups').textContent()).toBe('1');
    await screenshot(page, 'agent-invite-link-list');
    const token = await agentToken(baseUrl, demo);
    const customers = await callApi<{ mobile: string }[]>(
      baseUrl,
      `/api/agent/customer/getList?keyword=${mobile}`,
      { token },
    );
    expect(customers.body.data.map((customer) => customer.mobile)).toEqual([mobile]);

    // the platform sees every agent's links with their counts
    const admin = await openPage();
    await loginAdmin(admin, demo, { at: '/channel/invite' });
    const adminRow = admin
      .getByTestId('invite-link-list')
      .locator('tr.ant-table-row')
      .filter({ hasText: title });
    await adminRow.waitFor();
    expect(await adminRow.getByTestId('invite-link-signups').textContent()).toBe('1');
    await clickWhenSettled(admin.getByTestId('invite-link-create'));
    await admin.getByTestId('invite-link-form').waitFor();
    await screenshot(admin, 'admin-invite-link-form');
    await admin.keyboard.press('Escape');
    await admin.getByTestId('invite-link-form').waitFor({ state: 'hidden' });
    await screenshot(admin, 'admin-invite-link-list');
  });
});
