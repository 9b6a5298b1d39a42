import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';
import { notFound } from './errors.ts';

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
    const response = await app.inject({ method: 'GET', url: '/boom' });
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

  it('answers an AppError with its status and code', async () => {
    const app = await appWith(() => {
      throw notFound('activity not found');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: 'activity not found', data: null });
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
    expect(response.json()).toMatchObject({ code: 400, data: null });
  });
});
