import { describe, expect } from 'vitest';
import { type Console, consoleBase, eventually, saveScreenshot, test } from '../fixtures.ts';

/**
 * Each console's login screen in each language (issue 19: the login form is a small form of its own, not
 * antd's Form): its labels and the messages of an empty submit in that language, the fields marked invalid,
 * and nothing below the fields moved by the messages. The screenshots are for looking at.
 */
const messages = {
  zh_CN: { username: '请输入账号', customerUsername: '请输入正确的手机号或邮箱', password: '请输入密码' },
  en: {
    username: 'Please enter the username',
    customerUsername: 'Please enter a valid phone number or email',
    password: 'Please enter the password',
  },
  zh_TW: {
    username: '請輸入帳號',
    customerUsername: '請輸入正確的手機號碼或電子郵件',
    password: '請輸入密碼',
  },
} as const;

describe.each(['admin', 'agent', 'customer'] as const)('the %s login screen', (who: Console) => {
  test.for(['zh_CN', 'en', 'zh_TW'] as const)(
    'in %s says what is missing, in place',
    async (language, { page }) => {
      await page.addInitScript((stored) => localStorage.setItem('language', stored), language);
      await page.goto(`${consoleBase[who]}/login`);
      const submit = page.getByTestId('login-submit');
      await submit.waitFor();
      await saveScreenshot(page, `${who}-login-${language}`);
      const before = await submit.boundingBox();

      await submit.click();
      const expected = messages[language];
      await page.getByText(who === 'customer' ? expected.customerUsername : expected.username).waitFor();
      await page.getByText(expected.password).waitFor();
      expect(await page.locator('#username').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#password').getAttribute('aria-invalid')).toBe('true');
      await eventually(async () => (await submit.boundingBox())?.y).toBe(before?.y);
      await saveScreenshot(page, `${who}-login-${language}-empty`);
    },
  );
});
