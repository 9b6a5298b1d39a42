import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';

/**
 * Outbound URLs (payment QR links, WeChat and authorisation pages, the sandbox gateway's notify) come only
 * from configuration (PUBLIC_URL, else the address the server listens on) or an agent's registered domain:
 * a forged Host or X-Forwarded-Host gets no say.
 */
const ctx = useTestContext();

/** Without PUBLIC_URL and before listening: the configured port on localhost (tests: 3000). */
const DEFAULT_ORIGIN = 'http://localhost:3000';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

const originOf = (url: string) => new URL(url).origin;

async function linksFor(headers: Record<string, string>) {
  const token = await ctx.loginCustomer();
  const vip = await ctx.call({ method: 'GET', url: '/api/customer/customerOrder/getVipList', token });
  const plan = vip.body.data[0] as { id: number; agent_price: number };
  const order = await ctx.call({
    method: 'POST',
    url: '/api/customer/customerOrder/payVipOrder',
    token,
    headers,
    payload: { order_type: 17, vip_id: plan.id, amount: plan.agent_price, pay_amount: plan.agent_price },
  });
  const recharge = await ctx.call({
    method: 'POST',
    url: '/api/customer/customerOrder/payment',
    token,
    headers,
    payload: { amount: 100 },
  });
  const bind = await ctx.call({
    method: 'GET',
    url: '/api/customer/customer/getWechatBindQrcode',
    token,
    headers,
  });
  const authorize = await ctx.call({
    method: 'POST',
    url: '/api/customer/officialAccount/authorize',
    token,
    headers,
    payload: {},
  });
  for (const answer of [order, recharge, bind, authorize]) expect(answer.body.code, answer.body.msg).toBe(0);
  return [
    order.body.data.qrcode_url,
    recharge.body.data.qrcode_url,
    bind.body.data.qrcode_url,
    authorize.body.data.auth_url,
  ] as string[];
}

describe('links the server hands out', () => {
  it('ignore a forged Host and X-Forwarded-Host', async () => {
    const links = await linksFor(FORGED);
    expect(links.map(originOf)).toEqual(links.map(() => DEFAULT_ORIGIN));
  });

  it("follow the customer's own agent site when the request came in on one of its registered domains", async () => {
    // agent1.localhost is agent 1's registered domain (the demo customer's agent); the port is the server's
    const own = await linksFor({ host: 'agent1.localhost:3000' });
    expect(own.map(originOf)).toEqual(own.map(() => 'http://agent1.localhost:3000'));
    // a port the server does not listen on is not taken from the header
    const otherPort = await linksFor({ host: 'agent1.localhost:6666' });
    expect(otherPort.map(originOf)).toEqual(otherPort.map(() => 'http://agent1.localhost'));
    // another agent's domain is not the payee's site
    const otherAgent = await linksFor({ host: 'agent2.localhost' });
    expect(otherAgent.map(originOf)).toEqual(otherAgent.map(() => DEFAULT_ORIGIN));
  });

  it('gives the WeChat login QR of a registered site that domain, and never a forged one', async () => {
    const qr = await ctx.call({
      method: 'GET',
      url: '/api/customer/login/getWechatQrcode',
      headers: { host: 'agent1.localhost', 'x-forwarded-host': 'evil.example' },
    });
    expect(qr.body.code, qr.body.msg).toBe(0);
    expect(originOf(qr.body.data.qrcode_url)).toBe('http://agent1.localhost');
  });
});

describe('the sandbox cashier', () => {
  const attacker = { server: http.createServer(), received: [] as string[] };
  afterAll(() => new Promise<void>((resolve) => attacker.server.close(() => resolve())));

  it('posts its notify to the server itself, not to the host a forged Host header names', async () => {
    attacker.server.on('request', (request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        attacker.received.push(`${request.method} ${request.url} ${body}`);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"code":0}');
      });
    });
    await new Promise<void>((resolve) => attacker.server.listen(0, '127.0.0.1', resolve));
    const attackerPort = (attacker.server.address() as AddressInfo).port;

    const token = await ctx.loginCustomer();
    const recharge = await ctx.call({
      method: 'POST',
      url: '/api/customer/customerOrder/payment',
      token,
      payload: { amount: 100 },
    });
    const { order_no, qrcode_url } = recharge.body.data as { order_no: string; qrcode_url: string };
    const ticket = new URL(qrcode_url).searchParams.get('t') ?? '';

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const form = new URLSearchParams({ t: ticket }).toString();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/sandbox/pay/cashier',
          headers: {
            host: `127.0.0.1:${attackerPort}`,
            'x-forwarded-host': `127.0.0.1:${attackerPort}`,
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(form),
            'accept-language': 'en',
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end(form);
    });

    expect(attacker.received).toEqual([]);
    expect(answer.status).toBe(200);
    const order = await ctx.db
      .selectFrom('orders')
      .select('is_pay')
      .where('order_no', '=', order_no)
      .executeTakeFirstOrThrow();
    expect(order.is_pay).toBe(1);
  });
});
