import { ErrorCode, healthApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppDeps } from '#server/platform/deps.ts';
import { DATABASE_RETRY_AFTER_S } from '#server/platform/http/error-handler.ts';
import { serve } from '#server/platform/http/route.ts';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, databaseKind }) => {
  serve(app, healthApi.health, async (request, reply) => {
    try {
      const row = await sql<{ now: Date }>`select now() as now`.execute(db);
      return {
        code: ErrorCode.ok,
        msg: 'success' as const,
        data: {
          status: 'ok' as const,
          database: databaseKind,
          database_state: 'up' as const,
          time: new Date(row.rows[0].now).toISOString(),
        },
      };
    } catch (error) {
      // Whatever broke the round trip, this server cannot serve now: say so with the report, not a 500.
      request.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'health: database down',
      );
      reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return {
        code: ErrorCode.serviceUnavailable,
        msg: 'the database is unavailable, please try again shortly' as const,
        data: {
          status: 'unavailable' as const,
          database: databaseKind,
          database_state: 'down' as const,
          time: new Date().toISOString(),
        },
      };
    }
  });
};
