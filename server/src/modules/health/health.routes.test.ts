import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

describe('GET /api/health', () => {
  it('answers ok after a database round trip, naming the database kind', async () => {
    const { status, body, raw } = await ctx.call({ method: 'GET', url: '/api/health' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      database_state: 'up',
    });
    expect(raw.headers['x-request-id']).toEqual(expect.any(String));
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
  });

  it('echoes a well-formed incoming request id', async () => {
    const { raw } = await ctx.call({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(raw.headers['x-request-id']).toBe('req-12345678');
  });

  it('answers unknown endpoints with a 404 envelope', async () => {
    const { status, body } = await ctx.call({ method: 'GET', url: '/api/no/such/thing' });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'no such endpoint: GET /api/no/such/thing', data: null });
  });
});
