import { describe, expect } from 'vitest';
import { callApi, clickWhenSettled, eventually, loginCustomer, saveScreenshot, test } from '../fixtures.ts';
import { zh_CN } from './strings.ts';

/**
 * The activity's big screen and its h5 sign-in (issue 18): the organiser opens the screen of an activity in
 * progress from its screen dialog; an attendee scans the screen's QR (its link, in a second browser without
 * an account), signs in with name and mobile, and the screen's counter rises.
 */
const text = zh_CN.activityScreen;

describe('activity screen', () => {
  test('an attendee signs in on the h5 page from the screen’s QR and the screen counts them', async ({
    page,
    demo,
    baseUrl,
    openPage,
  }) => {
    const token = await loginCustomer(page, demo, { at: '/activity' });
    const row = page
      .getByTestId('activity-page')
      .locator('tr.ant-table-row')
      .filter({ hasText: '新品发布会' });
    await clickWhenSettled(row.getByRole('button', { name: zh_CN.activity.actions.screen }));
    const screenLink = page.getByTestId('activity-screen-link');
    const href = (await screenLink.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/my\/tool\/screen\?acid=\d+$/);

    await page.goto(href);
    const screen = page.getByTestId('activity-screen');
    await eventually(() => screen.getByTestId('activity-screen-title').textContent()).toBe('新品发布会');
    const counter = screen.getByTestId('activity-screen-signins').locator('.ant-statistic-content-value');
    const before = Number(await counter.textContent());
    await screen.getByTestId('activity-screen-h5-qr').waitFor();
    const h5 = (await screen.getByTestId('activity-screen-h5-link').getAttribute('href')) ?? '';
    expect(h5).toMatch(/\/my\/tool\/h5\?code=[0-9a-f]{32}$/);
    await saveScreenshot(page, 'activity-screen-page');

    // the attendee's phone: no account, a narrow screen
    const phone = await openPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(h5);
    const form = phone.getByTestId('h5-page');
    await eventually(() => form.getByTestId('h5-title').textContent()).toBe('新品发布会');
    await form.getByTestId('h5-name').fill('李雷');
    await form.getByTestId('h5-mobile').fill('1391234');
    await clickWhenSettled(form.getByTestId('h5-submit'));
    await form.getByText(text.h5.mobileInvalid).waitFor();
    const mobile = `139${String(Date.now()).slice(-8)}`;
    await form.getByTestId('h5-mobile').fill(mobile);
    await saveScreenshot(phone, 'activity-h5');
    await clickWhenSettled(form.getByTestId('h5-submit'));
    await form.getByText(text.h5.done).waitFor();

    // the screen refreshes on its own: one more, the newest name first
    await eventually(async () => Number(await counter.textContent())).toBe(before + 1);
    await eventually(() =>
      screen
        .getByTestId('activity-screen-latest')
        .locator('.activity-screen-latest-row')
        .first()
        .textContent(),
    ).toContain('李雷');
    await saveScreenshot(page, 'activity-screen-counted');

    // the same mobile again keeps the first sign-in
    await phone.reload();
    await phone.getByTestId('h5-name').fill('李雷雷');
    await phone.getByTestId('h5-mobile').fill(mobile);
    await clickWhenSettled(phone.getByTestId('h5-submit'));
    await phone.getByText(text.h5.again).waitFor();
    expect(Number(await counter.textContent())).toBe(before + 1);

    // a venue's machine, nobody signed in: the screen asks for the access password the organiser sets
    const acid = Number(new URL(href, baseUrl).searchParams.get('acid'));
    const setPassword = (password: string) =>
      callApi(baseUrl, '/api/ym/ActiveSetting/editPassword', { token, body: { id: acid, password } });
    expect((await setPassword('venue-2026')).body.code).toBe(0);
    try {
      const venue = await openPage();
      await venue.goto(href);
      const gate = venue.getByTestId('screen-password');
      await gate.getByTestId('screen-password-input').fill('guess');
      await clickWhenSettled(gate.getByTestId('screen-password-submit'));
      await gate.getByText('访问密码不正确').waitFor();
      await gate.getByTestId('screen-password-input').fill('venue-2026');
      await saveScreenshot(venue, 'activity-screen-password');
      await clickWhenSettled(gate.getByTestId('screen-password-submit'));
      const opened = venue.getByTestId('activity-screen');
      await eventually(() =>
        opened.getByTestId('activity-screen-signins').locator('.ant-statistic-content-value').textContent(),
      ).toBe(String(before + 1));
    } finally {
      await setPassword('');
    }
  });
});
