import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  test,
} from '../fixtures.ts';
import { screenshotSettled } from './customer-auth.steps.ts';

/**
 * SCRM (issue 17, admin › SCRM): the platform's leads (business). The admin reaches the page through the
 * SCRM group of the menu, adds a lead by hand, gives it to the operator, moves it along the pipeline (a won
 * lead asks first and is final), notes the follow-up, and finds it again by the list's filters. The WeCom
 * page shows every agent's binding with its check state and opens the agent's drawer to change it. An agent
 * works its own team's pipeline on the same page in its console, with its members as owners.
 */

const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

describe('SCRM', () => {
  test('the admin adds a lead, assigns it, moves it along the pipeline and notes the follow-up', async ({
    page,
    demo,
  }) => {
    const name = `线索${Date.now() % 100000}`;
    await loginAdmin(page, demo, { at: '/index' });
    // the menu's SCRM group opens the page
    await clickWhenSettled(page.getByRole('menuitem', { name: /SCRM/ }));
    await clickWhenSettled(page.getByRole('menuitem', { name: /商机线索/ }));
    await eventually(() => new URL(page.url()).pathname).toBe(`${consoleBase.admin}/scrm/business`);
    const list = page.getByTestId('lead-list');
    await list.waitFor();
    await screenshotSettled(page, 'scrm-business-list');

    // a new lead: the form's own validation first
    await clickWhenSettled(list.getByTestId('lead-create'));
    const form = page.getByTestId('lead-form');
    await form.waitFor();
    await form.getByTestId('lead-phone').fill('123');
    await clickWhenSettled(page.getByTestId('lead-form-submit'));
    await form.getByText('请输入姓名').waitFor();
    await form.getByText('手机号格式不正确').waitFor();
    await form.getByTestId('lead-name').fill(name);
    await form.getByTestId('lead-phone').fill('13912345678');
    await form.getByTestId('lead-company').fill('星河传媒');
    await form.getByTestId('lead-need').fill('年会 500 人，签到、抽奖和大屏互动');
    await eventually(() => form.locator('.ant-form-item-explain-error').count()).toBe(0);
    await screenshotSettled(page, 'scrm-business-form');
    await clickWhenSettled(page.getByTestId('lead-form-submit'));
    await page.getByText('线索已添加').waitFor();
    await form.waitFor({ state: 'hidden' });

    // the new lead's drawer opens: assign it to the operator
    const drawer = page.getByTestId('lead-drawer');
    await drawer.getByText(`线索：${name}`).waitFor();
    expect(await drawer.getByTestId('lead-stage').textContent()).toBe('新线索');
    await clickWhenSettled(drawer.getByTestId('lead-owner'));
    await clickWhenSettled(openDropdown(page).getByText('平台运营'));
    await page.getByText('线索已分配').waitFor();

    // the pipeline: only the allowed moves are offered
    expect(await drawer.getByTestId('lead-move-won').count()).toBe(0);
    await clickWhenSettled(drawer.getByTestId('lead-move-contacted'));
    await eventually(() => drawer.getByTestId('lead-stage').textContent()).toBe('已联系');
    await clickWhenSettled(drawer.getByTestId('lead-move-qualified'));
    await eventually(() => drawer.getByTestId('lead-stage').textContent()).toBe('已确认意向');
    await drawer.getByTestId('lead-note').fill('已电话沟通，周五上门演示');
    await clickWhenSettled(drawer.getByTestId('lead-note-add'));
    await page.getByText('跟进记录已添加').waitFor();
    // won is final: it asks first
    await clickWhenSettled(drawer.getByTestId('lead-move-won'));
    await page.getByText('成交后线索成为客户，阶段不能再变更。确定标记为已成交吗？').waitFor();
    await screenshotSettled(page, 'scrm-business-confirm-won');
    await clickWhenSettled(page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }));
    await eventually(() => drawer.getByTestId('lead-stage').textContent()).toBe('已成交');
    await drawer.getByText('已成交，阶段不再变更').waitFor();
    const history = drawer.getByTestId('lead-history');
    await eventually(() => history.locator('.ant-timeline-item').count()).toBe(6);
    for (const text of [
      '创建线索（手动录入）',
      '分配给 平台运营',
      '阶段：新线索 → 已联系',
      '阶段：已联系 → 已确认意向',
      '已电话沟通，周五上门演示',
      '阶段：已确认意向 → 已成交',
    ])
      await history.getByText(text).waitFor();
    await screenshotSettled(page, 'scrm-business-drawer');
    await page.keyboard.press('Escape');

    // the list: found by keyword and stage, with its owner and one note
    const row = list.locator('tr.ant-table-row').filter({ hasText: name });
    await eventually(() => row.getByTestId('lead-stage').textContent()).toBe('已成交');
    expect(await row.textContent()).toContain('平台运营');
    await list.getByTestId('list-search').locator('input').fill(name);
    await list.getByTestId('list-search').locator('input').press('Enter');
    await eventually(() => list.locator('tr.ant-table-row').count()).toBe(1);
    await screenshotSettled(page, 'scrm-business-list-filtered');
  });

  test("an agent adds a lead to its team's pipeline and gives it to a team member", async ({
    page,
    demo,
  }) => {
    const name = `团队线索${Date.now() % 100000}`;
    await loginAgent(page, demo, { at: '/index' });
    await clickWhenSettled(page.getByRole('menuitem', { name: /商机线索/ }));
    await eventually(() => new URL(page.url()).pathname).toBe(`${consoleBase.agent}/scrm/business`);
    const list = page.getByTestId('lead-list');
    await list.waitFor();
    // the platform's leads (the journey above) are not the team's
    await page
      .getByText(/暂无线索|共 \d+ 条线索/)
      .first()
      .waitFor();
    expect(await list.getByText(/^线索\d+$/).count()).toBe(0);

    await clickWhenSettled(list.getByTestId('lead-create'));
    const form = page.getByTestId('lead-form');
    await form.getByTestId('lead-name').fill(name);
    await form.getByTestId('lead-company').fill('远山会展');
    // the owners offered are the team's members
    await clickWhenSettled(form.getByTestId('lead-form-owner'));
    await clickWhenSettled(openDropdown(page).getByText('代理商员工'));
    await clickWhenSettled(page.getByTestId('lead-form-submit'));
    await page.getByText('线索已添加').waitFor();
    const drawer = page.getByTestId('lead-drawer');
    await drawer.getByText(`线索：${name}`).waitFor();
    await drawer.getByTestId('lead-history').getByText('分配给 代理商员工').waitFor();
    await clickWhenSettled(drawer.getByTestId('lead-move-contacted'));
    await eventually(() => drawer.getByTestId('lead-stage').textContent()).toBe('已联系');
    await screenshotSettled(page, 'scrm-agent-lead-drawer');
    await page.keyboard.press('Escape');
    const row = list.locator('tr.ant-table-row').filter({ hasText: name });
    await eventually(() => row.getByTestId('lead-stage').textContent()).toBe('已联系');
    expect(await row.textContent()).toContain('代理商员工');
    await screenshotSettled(page, 'scrm-agent-lead-list');
  });

  test("the WeCom page shows every agent's binding and its check, and opens the agent to change it", async ({
    page,
    baseUrl,
    demo,
  }) => {
    // the demo agent's binding to the sandbox corp, set and checked through the partner drawer's API
    const login = await callApi<{ access_token: string }>(baseUrl, '/api/auth/login', {
      body: { ...demo.admin, audience: 'admin' },
    });
    const token = login.body.data.access_token;
    const agents = await callApi<{ id: number; corporate_name: string }[]>(
      baseUrl,
      `/api/admin/partner/getList?keyword=${encodeURIComponent('星河活动科技')}`,
      { token },
    );
    const agentId = agents.body.data[0]?.id;
    expect(agentId).toBeTruthy();
    const saved = await callApi(baseUrl, '/api/admin/partner/wework/save', {
      token,
      body: {
        agent_id: agentId,
        corp_id: 'wwsandbox0onsite01',
        app_agent_id: 1000002,
        secret: 'SbxOnsiteDemoCorpSecret0123456789abcdefghij',
        callback_token: 'hJqcu3uJ9Tn2gXPmxx2w9kkCkCE2EPYo',
        encoding_aes_key: '6qkdMrq68nTKduznJYO1A37W2oEgpkMUvkttRToqhUt',
      },
    });
    expect(saved.body.code).toBe(0);
    await callApi(baseUrl, '/api/admin/partner/wework/verify', { token, body: { agent_id: agentId } });

    // the binding is the demo agent's, which other journeys (partner-wework) expect unset: removed afterwards
    try {
      await loginAdmin(page, demo, { at: '/scrm/wework' });
      const list = page.getByTestId('wework-overview');
      const row = list.locator('tr.ant-table-row').filter({ hasText: '星河活动科技' });
      await row.waitFor();
      expect(await row.getByTestId('wecom-status').textContent()).toBe('已验证');
      expect(await row.textContent()).toContain('wwsandbox0onsite01');
      await screenshotSettled(page, 'scrm-wework-overview');
      await clickWhenSettled(row.getByTestId('wework-overview-agent'));
      await eventually(() => new URL(page.url()).pathname).toBe(`${consoleBase.admin}/partner`);
      await page.getByTestId('partner-detail-drawer').getByText('星河活动科技').first().waitFor();
    } finally {
      // a new session: the page's login ended the first one (one admin session at a time)
      const again = await callApi<{ access_token: string }>(baseUrl, '/api/auth/login', {
        body: { ...demo.admin, audience: 'admin' },
      });
      const removed = await callApi(baseUrl, '/api/admin/partner/wework/delete', {
        token: again.body.data.access_token,
        body: { agent_id: agentId },
      });
      expect(removed.body.code, removed.body.msg).toBe(0);
    }
  });
});
