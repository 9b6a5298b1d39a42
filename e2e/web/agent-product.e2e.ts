import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { journeyPlan } from './catalogue.steps.ts';
import { openPartnerTab } from './catalogue-journey.ts';
import { adminToken, agentCustomer, screenshotSettled } from './customer-auth.steps.ts';

/**
 * An agent's retail prices (issue 16, agent › 产品): the platform offers a VIP plan of its own making (this
 * journey's, so the demo agent's other offers stay as other journeys expect them) to the demo agent at a
 * wholesale price; the agent's 产品 page lists it with the seeded software, refuses a retail price below the
 * wholesale and saves one above it with its margin; the agent's own customer sees that price in the VIP
 * popup. The plan is withdrawn and deleted at the end. Then a resource pack of this journey's making (every
 * pack is offered to every agent at its price): the agent raises its retail price and the customer's SMS view
 * on /my/resource sells it at that price. The pack is taken off sale at the end.
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
    const packName = `零售旅程短信包 ${tag}`;
    const pack = await callApi<{ id: number }>(baseUrl, '/api/admin/resourcePack/create', {
      token,
      body: { name: packName, kind: 'sms', quantity: 200, price: 1_000, sort: 90, status: 1 },
    });
    expect(pack.body.code).toBe(0);
    const packId = pack.body.data.id;

    try {
      // the agent's 产品 page: the plan at its wholesale, retail the same, margin 0
      await loginAgent(page, demo, { at: '/product' });
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

      // a resource pack: listed at its price as wholesale and retail; the agent raises the retail
      await page.reload();
      const packRow = list.locator('tr.ant-table-row').filter({ hasText: packName });
      await eventually(() => packRow.textContent()).toMatch(/资源包.*¥10\.00.*¥10\.00.*¥0\.00/);
      await clickWhenSettled(packRow.getByTestId(`agent-product-edit-resource-${packId}`));
      await form.waitFor();
      await retail.fill('12.5');
      await clickWhenSettled(page.getByTestId('agent-product-form-submit'));
      await form.waitFor({ state: 'hidden' });
      await eventually(() => packRow.textContent()).toMatch(/¥10\.00.*¥12\.50.*¥2\.50/);
      await saveScreenshot(page, 'agent-product-pack-retail');
      // the customer's SMS view sells it at the retail price
      await customer.goto('/my/resource?tab=note');
      const packCard = customer.getByTestId('pack-offer').filter({ hasText: packName });
      await eventually(() => packCard.textContent()).toContain('¥12.50');
      await saveScreenshot(customer, 'agent-product-pack-on-site');
      // the platform sees it in the agent's partner drawer
      const admin = await openPage();
      await loginAdmin(admin, demo);
      const drawer = await openPartnerTab(admin, '星河活动科技', '资源包');
      const drawerRow = drawer
        .getByTestId('partner-packs')
        .locator('tr.ant-table-row')
        .filter({ hasText: packName });
      await eventually(() => drawerRow.textContent()).toMatch(/¥10\.00.*¥12\.50.*在售/);
      await screenshotSettled(admin, 'agent-product-pack-partner-drawer');
    } finally {
      // a fresh admin session: the browser's sign-in above ends the first
      const session = await adminToken(baseUrl, demo.admin.password);
      const off = { id: packId, status: 0 };
      await callApi(baseUrl, '/api/admin/resourcePack/setStatus', { token: session, body: off });
      // the demo agent sells what it sold before
      expect((await offer(false, session)).body.code).toBe(0);
      await callApi(baseUrl, '/api/admin/vipPlan/delete', { token: session, body: { id: planId } });
    }
  });
});
