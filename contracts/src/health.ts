import { z } from 'zod';
import { defineRoute, reply } from './route.ts';

export const health = z.object({
  status: z.enum(['ok']),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
});

export const healthApi = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    access: { audience: 'public' },
    tags: ['health'],
    summary: 'Liveness with a database round trip',
    reply: reply.data(health),
  }),
};
