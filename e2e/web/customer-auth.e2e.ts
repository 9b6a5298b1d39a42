import { describe, expect } from 'vitest';
import { callApi, clickWhenSettled, eventually, pathOf, saveScreenshot, test } from '../fixtures.ts';
import { codeFromOutbox, isPath, nextCaptchaAnswer, sendCode, uniquePhone } from './customer-auth.steps.ts';

/**
 * Customer sign-in journeys (spec §4 login popup, §5, §7 "Customer login"): register by phone with an SMS
 * code, log in with it; reset a password by email code; WeChat scan login through the sandbox
 * confirmation page, first binding a phone, then signing straight in. Codes are read the way operators
 * read them: the admin message outbox (GET /api/admin/messageOutbox/getList).
 */

describe('customer sign-in and registration', () => {
  test('a visitor registers by email in the header popup, logs in there and stays on the programme page', async ({
    page,
    baseUrl,
    demo,
  }) => {
    const email = `popup-${Date.now()}@example.com`;
    const password = 'Popup-Email-Pass-7';
    await page.goto('/my/programme');
    await page.getByTestId('programme-card').first().waitFor();

    await clickWhenSettled(page.getByTestId('header-register'));
    const popup = page.getByTestId('customer-login-modal');
    await popup.waitFor();
    const box = page.locator('.ant-modal-container, .ant-modal-content').first();
    await eventually(() => box.evaluate((el: Element) => Math.round(el.getBoundingClientRect().width))).toBe(
      784,
    );
    await eventually(() => page.getByTestId('customer-auth').getAttribute('data-mode')).toBe('phoneRegister');
    await saveScreenshot(page, 'customer-auth-popup-phone-register');

    // Back to login, and from there to email registration.
    await clickWhenSettled(popup.getByText('返回登录'));
    await eventually(() => page.getByTestId('customer-auth').getAttribute('data-mode')).toBe('login');
    await saveScreenshot(page, 'customer-auth-popup-login');
    const captcha = nextCaptchaAnswer(page);
    await clickWhenSettled(popup.getByRole('button', { name: '邮箱注册' }));
    await eventually(() => page.getByTestId('customer-auth').getAttribute('data-mode')).toBe('emailRegister');
    await page.locator('#email').fill(email);
    await sendCode(page, captcha);
    await saveScreenshot(page, 'customer-auth-popup-email-register');
    await page.locator('#verify_code').fill(await codeFromOutbox(baseUrl, demo.admin.password, email));
    await page.locator('#password').fill(password);
    await page.getByTestId('register-submit').click();
    await page.getByText('注册成功，请登录').waitFor();

    await eventually(() => page.getByTestId('customer-auth').getAttribute('data-mode')).toBe('login');
    await page.locator('#password').fill(password);
    await page.getByTestId('login-submit').click();
    // Spec §2: a login on a /programme page stays there.
    await page.getByTestId('header-user').waitFor();
    expect(pathOf(page)).toBe('/my/programme');
    await popup.waitFor({ state: 'hidden' });
  });

  test('registers by phone with an SMS code, then logs in with the new account', async ({
    page,
    baseUrl,
    demo,
  }) => {
    const mobile = uniquePhone();
    const password = 'Phone-Journey-Pass-8';
    await page.goto('/my/login');
    await page.getByTestId('customer-auth').waitFor();

    const captcha = nextCaptchaAnswer(page);
    await clickWhenSettled(page.getByRole('button', { name: '手机号注册' }));
    await eventually(() => page.getByTestId('customer-auth').getAttribute('data-mode')).toBe('phoneRegister');

    // the form's own validation first
    await page.getByTestId('register-submit').click();
    for (const message of ['请输入手机号', '请输入验证码', '请输入新密码'])
      await page.getByText(message).first().waitFor();

    await page.locator('#mobile').fill(mobile);
    await page.getByTestId('send-code').click();
    await page.getByText('请输入图形验证码').waitFor();
    await sendCode(page, captcha);
    await saveScreenshot(page, 'customer-auth-phone-register');

    await page.locator('#verify_code').fill(await codeFromOutbox(baseUrl, demo.admin.password, mobile));
    await page.locator('#password').fill('password123');
    await page.getByText('该密码过于常见，请换一个').waitFor();
    await page.locator('#password').fill(password);
    await page.getByTestId('register-submit').click();
    await page.getByText('注册成功，请登录').waitFor();

    // back in login mode with the phone filled in
    await eventually(() => page.getByTestId('customer-auth').getAttribute('data-mode')).toBe('login');
    expect(await page.locator('#username').inputValue()).toBe(mobile);
    await page.locator('#password').fill(password);
    await page.getByTestId('login-submit').click();
    await eventually(() => pathOf(page)).toBe('/my/activity');
    await page.getByTestId('side-menu').waitFor();
  });

  test('resets a password by email code; the old password stops working', async ({ page, baseUrl, demo }) => {
    const email = `reset-${Date.now()}@example.com`;
    const oldPassword = 'Email-Old-Pass-1';
    const newPassword = 'Email-New-Pass-2';
    // an account of this run, registered through the API with the same captcha and code steps
    const captcha = await fetch(`${baseUrl}/api/customer/login/getCaptcha`);
    const key = ((await captcha.json()) as { data: { key: string } }).data.key;
    const sent = await callApi(baseUrl, '/api/customer/login/postEmailVerifyCode', {
      body: { email, captcha_key: key, captcha_code: captcha.headers.get('x-test-captcha-answer') },
    });
    expect(sent.body.code, sent.body.msg).toBe(0);
    const registered = await callApi(baseUrl, '/api/customer/login/postRegister', {
      body: {
        register_type: 'email',
        email,
        password: oldPassword,
        verify_code: await codeFromOutbox(baseUrl, demo.admin.password, email),
      },
    });
    expect(registered.body.code, registered.body.msg).toBe(0);

    await page.goto('/my/login');
    await page.getByTestId('customer-auth').waitFor();
    const answer = nextCaptchaAnswer(page);
    await clickWhenSettled(page.getByRole('button', { name: '忘记密码' }));
    await page.locator('#account').fill(email);
    await sendCode(page, answer);
    await page.locator('#verify_code').fill(await codeFromOutbox(baseUrl, demo.admin.password, email));
    await page.locator('#password').fill(newPassword);
    await page.getByTestId('reset-submit').click();
    await page.getByText('修改成功，请重新登录').waitFor();
    await eventually(() => page.getByTestId('customer-auth').getAttribute('data-mode')).toBe('login');

    const oldLogin = await callApi(baseUrl, '/api/customer/login/index', {
      body: { username: email, password: oldPassword },
    });
    expect(oldLogin.body.code).toBe(400);
    await page.locator('#password').fill(newPassword);
    await page.getByTestId('login-submit').click();
    await eventually(() => pathOf(page)).toBe('/my/activity');
  });

  test('signs in by WeChat scan on an agent site: bind a phone the first time, straight in the next', async ({
    page,
    openPage,
    baseUrl,
    demo,
  }) => {
    // agent1's host has WeChat login on (the platform default site has it off)
    const agentSite = baseUrl.replace('127.0.0.1', 'agent1.localhost');
    const phone = await openPage(); // the "phone" that scans; it keeps its WeChat identity in a cookie
    let shot = false;
    const scanAndConfirm = async () => {
      const [qrcode] = await Promise.all([
        page.waitForResponse(isPath('/api/customer/login/getWechatQrcode')),
        clickWhenSettled(page.getByRole('button', { name: '微信扫码登录' })),
      ]);
      const { data } = (await qrcode.json()) as { data: { qrcode_url: string } };
      await page.getByTestId('wechat-qrcode').waitFor();
      expect(data.qrcode_url).toContain('/api/sandbox/wechat/confirm?ticket=');
      if (!shot) {
        shot = true;
        await saveScreenshot(page, 'customer-auth-wechat-qrcode');
      }
      await phone.goto(data.qrcode_url);
      await phone.getByRole('button', { name: /确认登录/ }).click();
      await phone.getByText('已确认登录').waitFor();
    };

    await page.goto(`${agentSite}/my/login`);
    await page.getByTestId('customer-auth').waitFor();
    await scanAndConfirm();
    await saveScreenshot(phone, 'customer-auth-wechat-sandbox-confirmed');

    // no account yet for this WeChat → bind mode (the 2 s poll notices); the bind form loads its captcha
    // as it opens, so wait for that response before the mode can change
    const captcha = nextCaptchaAnswer(page);
    await eventually(() => page.getByTestId('customer-auth').getAttribute('data-mode')).toBe('bind');
    const mobile = uniquePhone();
    await page.locator('#mobile').fill(mobile);
    await sendCode(page, captcha);
    await page.locator('#verify_code').fill(await codeFromOutbox(baseUrl, demo.admin.password, mobile));
    await saveScreenshot(page, 'customer-auth-bind-phone');
    await page.getByTestId('bind-submit').click();
    await page.getByText('绑定成功').waitFor();
    await eventually(() => pathOf(page)).toBe('/my/activity');
    await page.getByTestId('side-menu').waitFor();

    // log out, scan again with the same phone: signed in directly
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(`${agentSite}/my/login`);
    await page.getByTestId('customer-auth').waitFor();
    await scanAndConfirm();
    await eventually(() => pathOf(page)).toBe('/my/activity');
    await page.getByTestId('side-menu').waitFor();
  });
  test("the header popup on an agent's site: its brand, WeChat scan and reset modes, and closing resets to login", async ({
    page,
    baseUrl,
  }) => {
    const agentSite = baseUrl.replace('127.0.0.1', 'agent1.localhost');
    await page.goto(`${agentSite}/my/programme`);
    await page.getByTestId('programme-card').first().waitFor();
    await clickWhenSettled(page.getByTestId('header-login'));
    const popup = page.getByTestId('customer-login-modal');
    await popup.getByText('星河活动科技').waitFor();
    const mode = () => page.getByTestId('customer-auth').getAttribute('data-mode');
    await eventually(mode).toBe('login');

    await clickWhenSettled(popup.getByRole('button', { name: '微信扫码登录' }));
    await eventually(mode).toBe('weixin');
    await popup.getByTestId('wechat-qrcode').locator('canvas, svg').first().waitFor();
    await saveScreenshot(page, 'customer-auth-popup-weixin');

    await clickWhenSettled(popup.getByText('返回登录'));
    await clickWhenSettled(popup.getByRole('button', { name: '忘记密码' }));
    await eventually(mode).toBe('reset');
    await page.locator('#account').fill('13800000001');
    await saveScreenshot(page, 'customer-auth-popup-reset');

    // Closing and opening again: login mode, nothing kept from before.
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    await clickWhenSettled(page.getByTestId('header-login'));
    await eventually(mode).toBe('login');
    expect(await page.locator('#username').inputValue()).toBe('');
  });
});
