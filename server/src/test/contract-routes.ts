import type { AnyRoute } from '@onsite/contracts';
import * as contracts from '@onsite/contracts';

function isRoute(value: unknown): value is AnyRoute {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyRoute>;
  return typeof candidate.method === 'string' && typeof candidate.path === 'string' && !!candidate.reply;
}

/**
 * Every endpoint the contracts declare (`defineRoute`, alone or per audience inside an `…Api` object),
 * found by walking what contracts/src/index.ts exports: a new route is listed without anyone adding it
 * here. One entry per method and path, in declaration order.
 */
export function contractRoutes(): AnyRoute[] {
  const routes = new Map<string, AnyRoute>();
  const visit = (value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > 3) return;
    if (isRoute(value)) {
      routes.set(`${value.method} ${value.path}`, value);
      return;
    }
    // a zod schema is no route container
    if ('_zod' in value) return;
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  for (const value of Object.values(contracts)) visit(value, 0);
  return [...routes.values()];
}

/** `GET /api/...`: how a route is named in test output. */
export const routeName = (route: AnyRoute) => `${route.method} ${route.path}`;
