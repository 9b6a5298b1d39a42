import { describe, expect, it } from 'vitest';
import { createTestContext } from '#server/test/harness.ts';
import { generateOpenApiDocument } from './openapi-document.ts';

describe('OpenAPI document', () => {
  it('lists every API endpoint with its method', async () => {
    const document = (await generateOpenApiDocument()) as { paths: Record<string, Record<string, unknown>> };
    const ctx = await createTestContext();
    try {
      const routes = ctx.app.routeTable.filter(
        (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
      );
      const missing = routes.filter((route) => !document.paths[route.url]?.[route.method.toLowerCase()]);
      expect(routes.length).toBeGreaterThan(10);
      expect(missing).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('is served as JSON at /api/docs/json', async () => {
    const ctx = await createTestContext();
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      expect(response.json().paths['/api/auth/login'].post.requestBody).toBeDefined();
    } finally {
      await ctx.close();
    }
  });
});
