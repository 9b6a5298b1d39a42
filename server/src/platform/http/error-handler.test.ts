import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';
import { notFound, tooManyRequests } from './errors.ts';

async function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/boom', handler);
  await app.ready();
  return app;
}

describe('error handling', () => {
  it('answers a server fault with 500, the request id and no internals', async () => {
    const app = await appWith(() => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    const response = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      code: 500,
      msg: 'server error, please try again later',
      data: null,
      requestId: expect.any(String),
    });
    expect(response.body).not.toContain('secret');
  });

  it('answers a lost database connection with 503 and Retry-After, not 500', async () => {
    const app = await appWith(() => {
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    });
    const response = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      code: 503,
      msg: 'the database is unavailable, please try again shortly',
      data: null,
      requestId: expect.any(String),
    });
  });

  it('answers an AppError with its status and code', async () => {
    const app = await appWith(() => {
      throw notFound('customer not found');
    });
    const response = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: 'customer not found', data: null });
  });

  it('answers in the language of Accept-Language, zh_CN without one', async () => {
    const app = await appWith(() => {
      throw notFound('customer not found');
    });
    const msgFor = async (language?: string) => {
      const headers = language === undefined ? {} : { 'accept-language': language };
      return (await app.inject({ method: 'GET', url: '/boom', headers })).json().msg;
    };
    expect(await msgFor()).toBe('客户不存在');
    expect(await msgFor('zh-TW')).toBe('客戶不存在');
    expect(await msgFor('en-US,en;q=0.9')).toBe('customer not found');
    expect(await msgFor('fr-FR')).toBe('客户不存在');
  });

  it('fills the params of a templated message in every language', async () => {
    const app = await appWith(() => {
      throw tooManyRequests(
        'too many failed logins, please wait {seconds} seconds and try again',
        { seconds: 7 },
        7,
      );
    });
    const msgFor = async (language: string) =>
      (await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': language } })).json()
        .msg;
    expect(await msgFor('en')).toBe('too many failed logins, please wait 7 seconds and try again');
    expect(await msgFor('zh-CN')).toBe('登录失败次数过多，请等待 7 秒后再试');
    expect(await msgFor('zh-Hant')).toBe('登入失敗次數過多，請等待 7 秒後再試');
  });

  it('translates the unknown-endpoint message with its method and path', async () => {
    const app = await appWith(() => null);
    const response = await app.inject({
      method: 'GET',
      url: '/nowhere?x=1',
      headers: { 'accept-language': 'zh_TW' },
    });
    expect(response.json()).toEqual({ code: 404, msg: '介面不存在：GET /nowhere', data: null });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.post('/echo', async (request) => request.body);
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请求体不是有效的 JSON', data: null });
  });
});
