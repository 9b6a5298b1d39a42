import type { z } from 'zod';
import type { Audience } from './auth.ts';
import type { PermissionKey } from './permissions.ts';

/**
 * One declaration per endpoint: method, path, access, input and answer. The server registers its routes
 * from these (server/src/platform/http/route.ts), OpenAPI is generated from them, and the web calls them
 * through `api.call(route, input)` — nobody writes a path or restates a request type twice.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RouteAudience = Audience | 'public';

export interface RouteAccess {
  /** who may call it; 'public' needs no session */
  audience: RouteAudience | readonly RouteAudience[];
  /** a permission string the caller's roles must grant (spec §6) */
  permission?: PermissionKey;
}

/** What the endpoint answers. */
export type RouteReply =
  /** the envelope `{ code, msg, data }` */
  | { kind: 'data'; schema: z.ZodType }
  /** a page: `{ code, msg, data: rows, count }` */
  | { kind: 'list'; schema: z.ZodType }
  /** a file download (the body is the file) */
  | { kind: 'file' }
  /** an HTML page (sandbox cashier, QR landing pages) */
  | { kind: 'html' }
  /** anything else the handler sends itself (images, redirects, plain text) */
  | { kind: 'raw' };

export const reply = {
  data: <S extends z.ZodType>(schema: S) => ({ kind: 'data', schema }) as const,
  list: <S extends z.ZodType>(row: S) => ({ kind: 'list', schema: row }) as const,
  file: () => ({ kind: 'file' }) as const,
  html: () => ({ kind: 'html' }) as const,
  raw: () => ({ kind: 'raw' }) as const,
};

export interface RouteDef<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Reply extends RouteReply = RouteReply,
> {
  method: HttpMethod;
  /** the full path, `/api/...`, as spec §7 writes it (matched case-insensitively) */
  path: string;
  access: RouteAccess;
  tags: readonly string[];
  summary: string;
  query?: Query;
  body?: Body;
  /** the body is multipart/form-data, read by the handler itself (uploads, imports) */
  multipart?: boolean;
  /** kept out of the OpenAPI document (internal file serving) */
  hidden?: boolean;
  /** non-zero envelope codes the client treats as an answer (the help design fetch accepts -10) */
  acceptCodes?: readonly number[];
  /** HTTP statuses besides 200 whose envelope still carries `data` of the reply schema (health's 503 report) */
  dataOnStatus?: readonly number[];
  reply: Reply;
}

export type AnyRoute = RouteDef<z.ZodType | undefined, z.ZodType | undefined, RouteReply>;

/** Declares an endpoint; `const` keeps the literal path, method and schemas in the type. */
export function defineRoute<
  const Query extends z.ZodType | undefined = undefined,
  const Body extends z.ZodType | undefined = undefined,
  const Reply extends RouteReply = RouteReply,
>(route: RouteDef<Query, Body, Reply>): RouteDef<Query, Body, Reply> {
  return route;
}

/**
 * The same endpoint under each console's prefix (`/api/{platform}/notice/getList`): one declaration per
 * audience, keyed by audience so a console picks its own (`routes.getList[api.audience]`).
 */
export function perAudience<const A extends Audience, R extends AnyRoute>(
  audiences: readonly A[],
  declare: (audience: A) => R,
): { [K in A]: R } {
  return Object.fromEntries(audiences.map((audience) => [audience, declare(audience)])) as {
    [K in A]: R;
  };
}

/** What the caller sends: the parsed-from query and body, as the contract's input types. */
export type QueryInput<R> =
  R extends RouteDef<infer Q, z.ZodType | undefined, RouteReply>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type BodyInput<R> =
  R extends RouteDef<z.ZodType | undefined, infer B, RouteReply>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;

/** What the handler receives after validation. */
export type QueryOutput<R> =
  R extends RouteDef<infer Q, z.ZodType | undefined, RouteReply>
    ? Q extends z.ZodType
      ? z.output<Q>
      : undefined
    : never;
export type BodyOutput<R> =
  R extends RouteDef<z.ZodType | undefined, infer B, RouteReply>
    ? B extends z.ZodType
      ? z.output<B>
      : undefined
    : never;

/** The `data` of the answer as the client sees it (parsed by the contract). */
export type ReplyData<R> = R extends { reply: { kind: 'data'; schema: infer S } }
  ? S extends z.ZodType
    ? z.output<S>
    : never
  : R extends { reply: { kind: 'list'; schema: infer S } }
    ? S extends z.ZodType
      ? z.output<S>[]
      : never
    : never;

/** The `data` the handler hands to the serializer (the schema's input type: dates before formatting). */
export type ReplyInput<R> = R extends { reply: { kind: 'data'; schema: infer S } }
  ? S extends z.ZodType
    ? z.input<S>
    : never
  : R extends { reply: { kind: 'list'; schema: infer S } }
    ? S extends z.ZodType
      ? z.input<S>[]
      : never
    : never;

/**
 * The input of `api.call(route, input)`: the query fields when the route declares a query, otherwise the
 * body fields (no endpoint declares both).
 */
export type CallInput<R> = QueryInput<R> extends undefined ? BodyInput<R> : QueryInput<R>;

/** Whether `api.call` needs an input argument. */
export type NeedsInput<R> =
  QueryInput<R> extends undefined ? (BodyInput<R> extends undefined ? false : true) : true;
