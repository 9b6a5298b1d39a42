import { healthApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppDeps } from '#server/platform/deps.ts';
import { ok } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, databaseKind }) => {
  serve(app, healthApi.health, async () => {
    const row = await sql<{ now: Date }>`select now() as now`.execute(db);
    return ok({
      status: 'ok' as const,
      database: databaseKind,
      time: new Date(row.rows[0].now).toISOString(),
    });
  });
};
