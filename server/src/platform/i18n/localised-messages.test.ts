import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestContext } from '#server/test/harness.ts';

/** Every `msg` the API answers comes in the language of Accept-Language: zh_CN (default), en or zh_TW. */
const ctx = useTestContext();

// a new unknown account each time: failed logins of one account from one source slow down (login-throttle.ts),
// and this file signs in as admin afterwards
let tries = 0;
const wrongLogin = () => ({ username: `nobody-${++tries}`, password: 'not-the-password', audience: 'admin' });

describe('localised server messages', () => {
  it('answers a failed login in zh_CN, zh_TW and en', async () => {
    const msgIn = async (language: string) =>
      (
        await ctx.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: wrongLogin(),
          headers: { 'accept-language': language },
        })
      ).body;
    expect(await msgIn('zh-CN')).toMatchObject({ code: 400, msg: '账号或密码错误' });
    expect(await msgIn('zh-TW')).toMatchObject({ code: 400, msg: '帳號或密碼錯誤' });
    expect(await msgIn('en-US')).toMatchObject({ code: 400, msg: 'wrong username or password' });
  });

  it('answers zh_CN when the request names no language, or none we have', async () => {
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: wrongLogin(),
    });
    expect(bare.json()).toMatchObject({ code: 400, msg: '账号或密码错误' });
    const french = await ctx.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: wrongLogin(),
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(french.body.msg).toBe('账号或密码错误');
  });

  it('translates validation errors, keeping the field name in front', async () => {
    const missingUsername = (language: string) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { password: TEST_PASSWORD, audience: 'admin' },
        headers: { 'accept-language': language },
      });
    expect((await missingUsername('zh_CN')).body.msg).toBe(
      'username: 无效输入：期望 string，实际接收 undefined',
    );
    expect((await missingUsername('en')).body.msg).toBe(
      'username: Invalid input: expected string, received undefined',
    );

    const emptyUsername = (language: string) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: ' ', password: TEST_PASSWORD, audience: 'admin' },
        headers: { 'accept-language': language },
      });
    expect((await emptyUsername('zh_CN')).body).toMatchObject({ code: 400, msg: 'username: 请输入账号' });
    expect((await emptyUsername('zh_TW')).body).toMatchObject({ code: 400, msg: 'username: 請輸入帳號' });
    expect((await emptyUsername('en')).body).toMatchObject({
      code: 400,
      msg: 'username: please enter the username',
    });

    const token = await ctx.loginAdmin();
    const tooMany = await ctx.call({
      method: 'GET',
      url: '/api/admin/notice/getList?limit=500',
      token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(tooMany.body).toMatchObject({ code: 400, msg: 'limit: 数值过大：期望 number <=100' });
    // a contract's own message, from its module's catalogue (modules/notice/notice.messages.ts)
    const badRead = await ctx.call({
      method: 'GET',
      url: '/api/admin/notice/getList?read=2',
      token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(badRead.body).toMatchObject({ code: 400, msg: 'read: read 必须是 0 或 1' });
  });

  it('translates not-found errors and unknown endpoints', async () => {
    const token = await ctx.loginAdmin();
    const markMissing = (language: string) =>
      ctx.call({
        method: 'POST',
        url: '/api/admin/notice/markRead',
        token,
        payload: { ids: [999_999] },
        headers: { 'accept-language': language },
      });
    expect((await markMissing('zh-CN')).body).toMatchObject({ code: 404, msg: '通知不存在' });
    expect((await markMissing('zh-Hant-TW')).body).toMatchObject({ code: 404, msg: '通知不存在' });
    expect((await markMissing('en')).body).toMatchObject({ code: 404, msg: 'notice not found' });

    const nowhere = await ctx.call({
      method: 'GET',
      url: '/api/no/such',
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(nowhere.body).toMatchObject({ code: 404, msg: '介面不存在：GET /api/no/such' });
  });

  it('translates success messages and session errors', async () => {
    const login = await ctx.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: TEST_PASSWORD, audience: 'admin' },
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(login.body).toMatchObject({ code: 0, msg: '登入成功' });
    const user = await ctx.call({
      method: 'GET',
      url: '/api/auth/user',
      token: login.body.data.access_token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(user.body.msg).toBe('成功');
    const anonymous = await ctx.call({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(anonymous.body).toMatchObject({ code: 401, msg: '登录状态已过期，请退出后重新登录' });
  });
});
