import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { MemoryRateLimiter } from './platform/ratelimit/rate-limiter.ts';

/** The OpenAPI document as served at /api/docs/json, generated from the zod contracts of every route. */
export async function generateOpenApiDocument(): Promise<Record<string, unknown>> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    db: handle.db,
    databaseKind: handle.kind,
    rateLimiter: new MemoryRateLimiter(),
  });
  try {
    await app.ready();
    const document = app.swagger() as unknown as { paths?: Record<string, unknown> };
    // Paths in a stable order, so the committed file changes only when a contract does.
    const paths = Object.fromEntries(
      Object.entries(document.paths ?? {}).sort(([a], [b]) => a.localeCompare(b)),
    );
    return { ...document, paths };
  } finally {
    await app.close();
    await handle.close();
  }
}
