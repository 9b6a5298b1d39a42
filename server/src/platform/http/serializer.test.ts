import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializer } from './serializer.ts';

const schema = {
  response: { 200: z.object({ code: z.number().int(), data: z.object({ name: z.string() }) }) },
};

async function appAnswering(data: unknown, validate: boolean) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(createResponseSerializer({ validate }));
  app.get('/thing', { schema }, async () => data);
  await app.ready();
  return app;
}

describe('response serializer', () => {
  it('writes only the properties the contract declares', async () => {
    const app = await appAnswering({ code: 0, data: { name: 'a', password_hash: 'secret' } }, false);
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.json()).toEqual({ code: 0, data: { name: 'a' } });
    expect(response.body).not.toContain('secret');
  });

  it('fails a response that drifts from its contract when validating (the API suite)', async () => {
    const app = await appAnswering({ code: 0, data: { name: 42 } }, true);
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('does not match its contract');
  });
});
