import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWechatMp, startFakeWechatMp } from '#server/test/fake-wechat-mp.ts';
import { WechatMpApiError, WechatMpClient } from './mp-client.ts';

const APPID = 'wx0123456789abcdef';
const SECRET = 'fakeSecret0123456789abcdef012345';

const failureOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof WechatMpApiError) return { failure: error.failure, errcode: error.errcode };
    throw error;
  }
  return { failure: 'none' };
};

const person = (openid: string, subscribed = true) => ({
  openid,
  nickname: `nick ${openid}`,
  subscribed,
  subscribeTime: new Date('2026-11-01T08:00:00Z'),
});

describe('the WeChat official-account driver against a local WeChat', () => {
  let fake: FakeWechatMp;
  let client: WechatMpClient;
  beforeAll(async () => {
    fake = await startFakeWechatMp({ secrets: { [APPID]: SECRET }, pageSize: 2 });
    client = new WechatMpClient({ baseUrl: `${fake.url}/`, timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  it('gets a token with client_credential, and names wrong appids and secrets by their errcodes', async () => {
    const token = await client.getToken(APPID, SECRET);
    expect(token.expiresIn).toBe(7200);
    expect(fake.calls.at(-1)?.query.get('grant_type')).toBe('client_credential');
    expect(await failureOf(() => client.getToken('wxffffffffffffffff', SECRET))).toEqual({
      failure: 'rejected',
      errcode: 40013,
    });
    expect(await failureOf(() => client.getToken(APPID, 'wrong'))).toEqual({
      failure: 'rejected',
      errcode: 40125,
    });
  });

  it('pages through user/get after next_openid and reads profiles with batchget', async () => {
    fake.followers.set(APPID, [person('oC'), person('oA'), person('oB'), person('oGone', false)]);
    const { accessToken } = await client.getToken(APPID, SECRET);
    const first = await client.getFollowers(accessToken);
    expect(first).toEqual({ total: 3, openids: ['oA', 'oB'], nextOpenid: 'oB' });
    const second = await client.getFollowers(accessToken, first.nextOpenid);
    expect(second).toEqual({ total: 3, openids: ['oC'], nextOpenid: 'oC' });
    expect(await client.getFollowers(accessToken, 'oC')).toEqual({ total: 3, openids: [], nextOpenid: '' });
    expect(await failureOf(() => client.getFollowers(accessToken, 'oNobody'))).toEqual({
      failure: 'rejected',
      errcode: 40003,
    });
    const profiles = await client.batchGetUserInfo(accessToken, ['oA', 'oGone']);
    expect(profiles).toEqual([
      {
        openid: 'oA',
        subscribed: true,
        nickname: 'nick oA',
        remark: '',
        subscribeTime: new Date('2026-11-01T08:00:00Z'),
      },
      { openid: 'oGone', subscribed: false, nickname: '', remark: '', subscribeTime: null },
    ]);
    const tooMany = Array.from({ length: 101 }, (_, index) => `o${index}`);
    expect(await failureOf(() => client.batchGetUserInfo(accessToken, tooMany))).toEqual({
      failure: 'rejected',
      errcode: 40032,
    });
  });

  it('refuses a missing, forged or expired token as WeChat does', async () => {
    expect(await failureOf(() => client.getFollowers(''))).toEqual({ failure: 'rejected', errcode: 41001 });
    expect(await failureOf(() => client.getFollowers('abc.def'))).toEqual({
      failure: 'rejected',
      errcode: 40001,
    });
  });

  it('publishes a menu WeChat takes and shows it live; refuses a bad one with its errcode', async () => {
    const { accessToken } = await client.getToken(APPID, SECRET);
    const menu = {
      button: [
        { name: '官网', type: 'view', url: 'https://example.com/' },
        { name: '更多', sub_button: [{ name: '联系我们', type: 'click', key: 'CONTACT' }] },
      ],
    };
    await client.createMenu(accessToken, menu);
    expect(await client.getCurrentMenu(accessToken)).toMatchObject({
      is_menu_open: 1,
      selfmenu_info: {
        button: [{ name: '官网' }, { name: '更多', sub_button: { list: [{ key: 'CONTACT' }] } }],
      },
    });
    const four = { button: Array.from({ length: 4 }, () => ({ name: 'a', type: 'click', key: 'k' })) };
    expect(await failureOf(() => client.createMenu(accessToken, four))).toEqual({
      failure: 'rejected',
      errcode: 40016,
    });
    const longName = { button: [{ name: '六个汉字名称', type: 'click', key: 'k' }] };
    expect(await failureOf(() => client.createMenu(accessToken, longName))).toEqual({
      failure: 'rejected',
      errcode: 40018,
    });
  });

  it('names an errcode, a timeout, an unreachable host and an answer that is not WeChat’s', async () => {
    fake.failing.set('/cgi-bin/token', { errcode: 45009, errmsg: 'reach max api daily quota limit' });
    const failed = await failureOf(() => client.getToken(APPID, SECRET));
    fake.failing.clear();
    expect(failed).toEqual({ failure: 'rejected', errcode: 45009 });
    fake.stall = true;
    expect(await failureOf(() => client.getToken(APPID, SECRET))).toEqual({
      failure: 'timeout',
      errcode: null,
    });
    fake.stall = false;
    const nowhere = new WechatMpClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 300 });
    expect((await failureOf(() => nowhere.getToken(APPID, SECRET))).failure).toBe('unreachable');
    const html = new WechatMpClient({ baseUrl: `${fake.url}/elsewhere`, timeoutMs: 300 });
    expect((await failureOf(() => html.getToken(APPID, SECRET))).failure).toBe('bad answer');
  });
});
