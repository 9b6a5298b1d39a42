import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INT4_MAX } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { countRows, useTestContext } from '#server/test/harness.ts';
import { findBadText } from './input.ts';

const ctx = useTestContext();

const BAD_CHARACTER = 'must not contain a NUL character or an unpaired surrogate';
const CUSTOMER_ORDER = '/api/customer/customerOrder';

/** Every refusal here is the envelope: HTTP 400, code 400, the field named, nothing else. */
function expectRefused(
  answer: { status: number; body: { code: number; msg: string; data: unknown } },
  msg: string,
) {
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({ code: 400, msg, data: null });
}

describe('integers bounded to what an integer column holds', () => {
  it('refuses an id above 2^31 − 1 on a public endpoint, answers the largest as not found', async () => {
    const above = await ctx.call({
      method: 'GET',
      url: `/api/customer/common/getArticleDetail?id=${INT4_MAX + 1}`,
    });
    expectRefused(above, 'id: must be at most 2147483647');
    const largest = await ctx.call({
      method: 'GET',
      url: `/api/customer/common/getArticleDetail?id=${INT4_MAX}`,
    });
    expect([largest.status, largest.body.code]).toEqual([404, 404]);
  });

  it('refuses a page whose offset no integer holds on the public product list', async () => {
    const answer = await ctx.call({ method: 'GET', url: '/api/customer/Product/getList?page=2147483647' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/^page: Too big/);
  });

  it('refuses amounts of 2^31 in an order, and writes no order', async () => {
    const token = await ctx.loginCustomer();
    const before = await ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const plans = (await ctx.call({ method: 'GET', url: `${CUSTOMER_ORDER}/getVipList`, token })).body.data;
    const answer = await ctx.call({
      method: 'POST',
      url: `${CUSTOMER_ORDER}/payVipOrder`,
      token,
      payload: { order_type: 17, vip_id: plans[0].id, amount: 2 ** 31, pay_amount: 2 ** 31 },
    });
    expectRefused(answer, 'amount: must be at most 2147483647');
    const after = await ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a payment notify with an amount of 2^31 (unauthenticated), and stores nothing', async () => {
    const stored = () =>
      ctx.db
        .selectFrom('payment_notifies')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
    const before = await stored();
    const answer = await ctx.call({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      payload: { order_no: 'X1', transaction_id: 'T1', amount: 2 ** 31, sign: 'nope' },
    });
    expectRefused(answer, 'amount: must be at most 2147483647');
    expect(await stored()).toEqual(before);
  });
});

describe('NUL characters and unpaired surrogates', () => {
  it('are refused in the staff login (no session, nothing written)', async () => {
    const sessions = await countRows(ctx.db, 'sessions');
    for (const username of ['ad\u0000min', 'admin\ud800', '\udc00admin']) {
      const answer = await ctx.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: 'whatever', audience: 'admin' },
      });
      expectRefused(answer, `username: ${BAD_CHARACTER}`);
    }
    expect(await countRows(ctx.db, 'sessions')).toBe(sessions);
  });

  it('are refused in the customer login and a public list query, in the request language', async () => {
    const login = await ctx.call({
      method: 'POST',
      url: '/api/customer/login/index',
      payload: { username: 'customer1@example.com', password: 'pass\u0000word' },
    });
    expectRefused(login, `password: ${BAD_CHARACTER}`);
    const list = await ctx.call({
      method: 'GET',
      url: '/api/customer/Product/getList?keyword=%00',
      headers: { 'accept-language': 'zh-CN' },
    });
    expectRefused(list, 'keyword: 不能包含 NUL 字符或不成对的代理字符');
  });

  it('are refused in the payment notify, in keys too', async () => {
    for (const payload of [
      { order_no: 'X\u0000', transaction_id: 'T1', amount: 1, sign: 'nope' },
      { order_no: 'X1', transaction_id: 'T1', amount: 1, sign: 'nope', 'x\ud800': 'y' },
    ]) {
      const answer = await ctx.call({ method: 'POST', url: '/api/pay/notify/sandbox', payload });
      expect([answer.status, answer.body.code]).toEqual([400, 400]);
      expect(answer.body.msg).toContain(BAD_CHARACTER);
    }
  });

  it('leave well-formed text alone: a surrogate pair is one character (an emoji)', () => {
    expect(findBadText({ name: 'party 🎉', list: ['中文', { deep: 'ok' }] })).toBeUndefined();
    expect(findBadText({ list: ['ok', { deep: 'x\udfff' }] })).toEqual(['list', '1', 'deep']);
    // a nesting deeper than the call stack is walked all the same
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findBadText(deep)).toHaveLength(100_000);
  });
});

describe('inputs match their contract types exactly', () => {
  it('does not read {"id": true} as id 1 (a bank transfer stays pending)', async () => {
    const customerToken = await ctx.loginCustomer();
    const plans = (
      await ctx.call({ method: 'GET', url: `${CUSTOMER_ORDER}/getVipList`, token: customerToken })
    ).body.data;
    const order = await ctx.call({
      method: 'POST',
      url: `${CUSTOMER_ORDER}/payVipOrder`,
      token: customerToken,
      payload: {
        order_type: 17,
        vip_id: plans[0].id,
        amount: plans[0].agent_price,
        pay_amount: plans[0].agent_price,
      },
    });
    const reported = await ctx.call({
      method: 'POST',
      url: `${CUSTOMER_ORDER}/payBankOrder`,
      token: customerToken,
      payload: { order_no: order.body.data.order_no, payer_name: '张经理', account_tail: '6789' },
    });
    expect(reported.body.code).toBe(0);
    const transfer = await ctx.db
      .selectFrom('bank_transfers')
      .select(['id', 'status'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(transfer).toEqual({ id: 1, status: 'pending' });
    const token = await ctx.loginAgent();
    for (const id of [true, '1', [1], 1.5]) {
      const answer = await ctx.call({
        method: 'POST',
        url: '/api/agent/order/reviewBankTransfer',
        token,
        payload: { id, action: 'confirm' },
      });
      expect([answer.status, answer.body.code]).toEqual([400, 400]);
      expect(answer.body.msg).toMatch(/^id: /);
    }
    const after = await ctx.db
      .selectFrom('bank_transfers')
      .select('status')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('pending');
  });

  it('reads query numbers from plain decimals only', async () => {
    for (const id of ['0x10', '1e1', '+1', '%201', '1%20', '', '1,2', 'Infinity']) {
      const answer = await ctx.call({ method: 'GET', url: `/api/customer/common/getArticleDetail?id=${id}` });
      expect([answer.status, answer.body.code], `id=${id}`).toEqual([400, 400]);
      expect(answer.body.msg).toMatch(/^id: /);
    }
    const repeated = await ctx.call({
      method: 'GET',
      url: '/api/customer/common/getArticleDetail?id=1&id=2',
    });
    expect(repeated.status).toBe(400);
    const plain = await ctx.call({ method: 'GET', url: '/api/customer/common/getArticleDetail?id=1' });
    expect([plain.status, plain.body.data.id]).toEqual([200, 1]);
    const padded = await ctx.call({ method: 'GET', url: '/api/customer/common/getArticleDetail?id=01' });
    expect([padded.status, padded.body.data.id]).toEqual([200, 1]);
  });

  it('reads an HTML form as text like a query string, a JSON body exactly', async () => {
    const fields = 'ticket=none&appid=wx0123456789abcdef&nick_name=Acme';
    const post = (payload: string | object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/sandbox/wechat/authorize',
        headers: {
          'accept-language': 'en',
          'content-type':
            typeof payload === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        payload,
      });
    // a form's decimal is a number: the input is valid, and the (unknown) ticket answers the page
    const decimal = await post(`${fields}&service_type=2&verify_type=-1`);
    expect([decimal.statusCode, decimal.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const hex = await post(`${fields}&service_type=0x2&verify_type=-1`);
    expect([hex.statusCode, hex.json().code]).toEqual([400, 400]);
    expect(hex.json().msg).toMatch(/^service_type: /);
    const json = await post({
      ticket: 'none',
      appid: 'wx0123456789abcdef',
      nick_name: 'Acme',
      service_type: '2',
      verify_type: -1,
    });
    expect([json.statusCode, json.json().code]).toEqual([400, 400]);
    expect(json.json().msg).toMatch(/^service_type: /);
  });
});

describe('what Node refuses before the app', () => {
  it('answers a 20 kB query string with the envelope', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: `/api/customer/Product/getList?keyword=${'a'.repeat(20_000)}` },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              type: String(response.headers['content-type']),
              body,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ code: 400, msg: '请求行或请求头过大', data: null });
  });
});
