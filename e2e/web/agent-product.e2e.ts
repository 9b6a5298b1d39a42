import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAgent,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { journeyPlan } from './catalogue.steps.ts';
import { adminToken, agentCustomer } from './customer-auth.steps.ts';

/**
 * An agent's retail prices (issue 16, agent › 产品): the platform offers a VIP plan of its own making (this
 * journey's, so the demo agent's other offers stay as other journeys expect them) to the demo agent at a
 * wholesale price; the agent's 产品 page lists it with the seeded software, refuses a retail price below the
 * wholesale and saves one above it with its margin; the agent's own customer sees that price in the VIP
 * popup. The plan is withdrawn and deleted at the end.
 */

describe('agent products', () => {
  test('the agent sets a retail price; its customer’s VIP popup shows it', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const tag = `${Date.now() % 1_000_000}`;
    const title = `零售旅程套餐 ${tag}`;
    const token = await adminToken(baseUrl, demo.admin.password);
    const { planId, offer } = await journeyPlan(baseUrl, token, { title, sort: 90, wholesale: 29_900 });

    try {
      // the agent's 产品 page: the plan at its wholesale, retail the same, margin 0
      await loginAgent(page, demo);
      await page.goto(`${consoleBase.agent}/product`);
      const list = page.getByTestId('agent-product-list');
      await eventually(() => list.textContent()).toContain(title);
      expect(await list.textContent()).toContain('大屏互动 PC 客户端');
      const row = list.locator('tr.ant-table-row').filter({ hasText: title });
      expect(await row.textContent()).toMatch(/VIP 套餐.*¥299\.00.*¥299\.00.*¥0\.00/);
      await saveScreenshot(page, 'agent-product-list');

      // below the wholesale: refused under the field, nothing sent
      await clickWhenSettled(row.getByTestId(`agent-product-edit-vip-${planId}`));
      const form = page.getByTestId('agent-product-form');
      await form.waitFor();
      const retail = form.getByTestId('agent-product-retail');
      await retail.fill('199');
      await clickWhenSettled(page.getByTestId('agent-product-form-submit'));
      await eventually(() => form.locator('.ant-form-item-explain-error').first().textContent()).toContain(
        '零售价不能低于批发价 ¥299.00',
      );
      await saveScreenshot(page, 'agent-product-below-wholesale');
      // above it: saved, with its margin
      await retail.fill('399');
      await clickWhenSettled(page.getByTestId('agent-product-form-submit'));
      await form.waitFor({ state: 'hidden' });
      await eventually(() => row.textContent()).toMatch(/¥299\.00.*¥399\.00.*¥100\.00/);
      await saveScreenshot(page, 'agent-product-saved');

      // the agent's own customer: the VIP popup sells it at the retail price
      const customer = await openPage();
      await loginCustomer(customer, demo, await agentCustomer(baseUrl, demo, '零售价旅程客户'));
      await clickWhenSettled(customer.getByTestId('vip-open'));
      await clickWhenSettled(customer.getByTestId('vip-open-modal'));
      const modal = customer.getByTestId('vip-modal');
      const card = modal.getByTestId('vip-plan').filter({ hasText: title });
      await eventually(() => card.textContent()).toContain('¥399.00');
      await saveScreenshot(customer, 'agent-product-vip-popup');

      // switched off on the agent's page: out of the popup
      const toggle = row.getByTestId(`agent-product-switch-vip-${planId}`);
      await clickWhenSettled(toggle);
      await eventually(() => toggle.getAttribute('aria-checked')).toBe('false');
      await customer.reload();
      await clickWhenSettled(customer.getByTestId('vip-open'));
      await clickWhenSettled(customer.getByTestId('vip-open-modal'));
      await modal.getByTestId('vip-plan').first().waitFor();
      expect(await modal.textContent()).not.toContain(title);
    } finally {
      // the demo agent sells what it sold before
      expect((await offer(false)).body.code).toBe(0);
      await callApi(baseUrl, '/api/admin/vipPlan/delete', { token, body: { id: planId } });
    }
  });
});
