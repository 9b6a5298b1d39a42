import type { AnyRoute, BodyOutput, QueryOutput, ReplyInput } from '@onsite/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { listResponses, responses } from './responses.ts';

/** The request a handler receives: query and body already validated by the route's contract. */
export type RouteRequest<R extends AnyRoute> = FastifyRequest<{
  Querystring: QueryOutput<R>;
  Body: BodyOutput<R>;
}>;

/** What a handler answers: the envelope for data and list routes, whatever it sends for the others. */
export type RouteAnswer<R extends AnyRoute> = R['reply']['kind'] extends 'data'
  ? { code: number; msg: MessageKey; data: ReplyInput<R> }
  : R['reply']['kind'] extends 'list'
    ? { code: number; msg: MessageKey; data: ReplyInput<R>; count: number }
    : unknown;

export type RouteHandler<R extends AnyRoute> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteAnswer<R>>;

/** Fastify options a contract does not carry (transport details of one route). */
export type RouteOptions = Pick<RouteShorthandOptions, 'bodyLimit'>;

function responseSchema(route: AnyRoute) {
  if (route.reply.kind === 'data') return responses(route.reply.schema, route.dataOnStatus);
  if (route.reply.kind === 'list') return listResponses(route.reply.schema);
  return undefined;
}

/**
 * Registers an endpoint from its contract declaration: path, method, access (enforced by the auth hook),
 * validation of query and body, the response serializer and the OpenAPI entry all come from `route`.
 */
export function serve<R extends AnyRoute>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): void {
  app.route({
    ...options,
    method: route.method,
    url: route.path,
    config: { access: route.access },
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...(route.hidden ? { hide: true } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(responseSchema(route) ? { response: responseSchema(route) } : {}),
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** Registers each audience's copy of a per-audience endpoint with the audience it serves. */
export function serveEach<A extends string, R extends AnyRoute>(
  app: FastifyInstance,
  routes: { [K in A]: R },
  handler: (audience: A) => RouteHandler<R>,
  options: RouteOptions = {},
): void {
  for (const audience of Object.keys(routes) as A[]) serve(app, routes[audience], handler(audience), options);
}
