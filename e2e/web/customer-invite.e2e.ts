import { describe, expect } from 'vitest';
import { clickWhenSettled, consoleBase, eventually, loginAdmin, loginCustomer, test } from '../fixtures.ts';
import { screenshotSettled, signUpThroughInvite } from './customer-auth.steps.ts';

/**
 * A customer's own invitation (issue 18): the platform sets the reward on its invite page; a customer opens
 * /invite from its resource account, copies its link; a visitor opens it in another browser and signs up;
 * the inviter's page counts the sign-up and its ledger holds the reward.
 */

const screenshot = screenshotSettled;

describe("a customer's invitation", () => {
  test('brings a new customer attributed to the inviter, who is credited the platform reward', async ({
    page,
    openPage,
    baseUrl,
    demo,
  }) => {
    // the platform sets the reward: 30 SMS and ¥2.00 per sign-up
    const admin = await openPage();
    await loginAdmin(admin, demo, { at: '/channel/invite' });
    await clickWhenSettled(admin.getByTestId('invite-reward-edit'));
    const form = admin.getByTestId('invite-reward-form');
    await form.waitFor();
    await form.getByTestId('invite-reward-sms').fill('30');
    await form.getByTestId('invite-reward-balance').fill('2');
    await screenshot(admin, 'admin-invite-reward-form');
    await clickWhenSettled(admin.getByTestId('invite-reward-form-submit'));
    await eventually(() => admin.getByTestId('invite-reward-now').textContent()).toContain(
      '30 条短信 + ¥2.00',
    );
    await screenshot(admin, 'admin-invite-reward-list');

    // the inviter opens /invite from its resource account and copies its link
    await loginCustomer(page, demo);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(`${consoleBase.customer}/resource`);
    await clickWhenSettled(page.getByTestId('resource-invite'));
    await eventually(() => new URL(page.url()).pathname).toBe(`${consoleBase.customer}/invite`);
    const invitePage = page.getByTestId('my-invite-page');
    await invitePage.getByTestId('qr-image').waitFor();
    const url = await invitePage.getByTestId('qr-link').inputValue();
    expect(url).toMatch(/^http:\/\/agent1\.localhost:\d+\/api\/customer\/invite\/open\?code=\w{12}$/);
    await clickWhenSettled(invitePage.getByTestId('qr-copy'));
    await page.getByText('复制成功').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(url);
    const signups = async () =>
      Number(
        await invitePage
          .getByTestId('my-invite-signups')
          .locator('.ant-statistic-content-value')
          .textContent(),
      );
    const before = await signups();
    await screenshot(page, 'customer-invite-page');

    // a visitor opens the link in another browser and signs up on the inviter's site
    const mobile = await signUpThroughInvite(await openPage(), url, baseUrl, demo);

    // the inviter's page counts the sign-up; the friend is listed, masked, with the reward
    await page.reload();
    await eventually(signups).toBe(before + 1);
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
    const row = invitePage
      .getByTestId('my-invitee-list')
      .locator('tr.ant-table-row')
      .filter({ hasText: masked });
    await row.waitFor();
    expect(await row.textContent()).toContain('30 条短信 + ¥2.00');
    await screenshot(page, 'customer-invite-page-signed-up');

    // and its ledger holds the reward
    await page.goto(`${consoleBase.customer}/resource?tab=logs`);
    const logs = page.getByTestId('logs-table');
    // one entry per account credited (SMS and balance), at least this sign-up's
    await eventually(async () => (await logs.getByText('邀请奖励：好友已注册').count()) >= 2).toBe(true);
    await screenshot(page, 'customer-invite-reward-ledger');
  });
});
