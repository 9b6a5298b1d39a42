import { messageOutboxApi } from '@onsite/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/platform/deps.ts';
import { okList } from '#server/platform/http/envelope.ts';
import { serve } from '#server/platform/http/route.ts';
import { iso } from '#server/platform/time.ts';
import { listMessages } from './outbox.repository.ts';

/** The message outbox for platform operations: what SMS and email went out, through which driver, and how. */
export const messagingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  serve(app, messageOutboxApi.getList, async (request) => {
    const { rows, count } = await listMessages(db, request.query);
    return okList(
      rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        agent_id: row.agent_id,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        driver: row.driver,
        status: row.status,
        error: row.error,
        create_time: iso(row.created_at),
      })),
      count,
    );
  });
};
