import { z } from 'zod';
import { defineRoute, reply } from './route.ts';

/**
 * `status` ok: the database answered a round trip (HTTP 200, code 0). Otherwise `status` is `unavailable`
 * and `database_state` `down`, with HTTP 503 and code 503 — the answer load balancers and monitors read.
 */
export const health = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** which database this server uses */
  database: z.enum(['pglite', 'postgres']),
  database_state: z.enum(['up', 'down']),
  time: z.string(),
});

export const healthApi = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    access: { audience: 'public' },
    tags: ['health'],
    summary: 'Liveness with a database round trip (503 with the same report while the database is down)',
    dataOnStatus: [503],
    reply: reply.data(health),
  }),
};
