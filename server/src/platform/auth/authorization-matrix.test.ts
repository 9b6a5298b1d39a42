import {
  type AnyRoute,
  ErrorCode,
  fromText,
  type RouteAudience,
  TRANSFER_SYMBOLS,
  transferApi,
} from '@onsite/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { symbolOf } from '#server/modules/transfer/transfer.symbols.ts';
import { exportAndRead, uploadImport, xlsxOf } from '#server/modules/transfer/transfer.test-helpers.ts';
import { DEMO } from '#server/seed/demo.ts';
import { seedSystemMaterials } from '#server/seed/materials.ts';
import { useTestContext } from '#server/test/harness.ts';
import {
  type FieldClass,
  ID_FIELD,
  ID_ROUTES,
  type IdRoute,
  NOT_FOUND,
  type ObjectKind,
  PUBLIC_ROUTES,
} from './authorization-matrix.cases.ts';
import {
  canOwn,
  contractsByRoute,
  createObject,
  expectedOutcome,
  grantsOf,
  principals,
  reaches,
  rowCounts,
  shapeOf,
  type Who,
} from './authorization-matrix.test-helpers.ts';

/**
 * The authorization matrix, generated from the route table (issue 13): A. every API route × every principal,
 * the expectation taken from the route's declared access and the principal's grants in the database;
 * B. every route with an object id × tenant relation, with objects created per tenant; C. every transfer
 * dataset × direction × principal. A route the matrix does not classify fails it (authorization-matrix.cases.ts).
 */
const ctx = useTestContext();
const contracts = contractsByRoute();
const counts = { routes: 0, principals: 0, cases: 0, called: 0, tenant: 0, symbol: 0 };

let who: Record<string, Who>;
const grants = new Map<string, Set<string>>();

beforeAll(async () => {
  await seedSystemMaterials(ctx.db, ctx.storage);
  who = await principals(ctx);
  for (const principal of Object.values(who)) grants.set(principal.name, await grantsOf(ctx.db, principal));
}, 60_000);

afterAll(() => {
  console.log(
    `authorization matrix: ${counts.routes} routes × ${counts.principals} principals = ${counts.cases} cases (${counts.called} called); ${counts.tenant} tenant cases; ${counts.symbol} symbol cases`,
  );
});

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const apiRoutes = () =>
  ctx.app.routeTable.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));
const audiencesOf = (access: { audience: RouteAudience | readonly RouteAudience[] }) =>
  ([] as RouteAudience[]).concat(access.audience);
const contractOf = (key: string): AnyRoute => {
  const contract = contracts.get(key);
  if (!contract) throw new Error(`${key}: no route contract`);
  return contract;
};

/** The auth hook's own refusals (a handler's 403 says why in its own words, an open API's 401 is its own). */
const AUTH_REFUSALS = ['this account cannot use this endpoint', 'you are not allowed to do this'];
function refusedByAuth(key: string, answer: { status: number; raw: LightMyRequestResponse }): boolean {
  if (key in PUBLIC_ROUTES) return false;
  if (answer.status === 401) return true;
  return answer.status === 403 && AUTH_REFUSALS.includes(answer.raw.json().msg);
}

/** Injects without input (access is checked before validation) or with the given query or body. */
async function send(
  key: string,
  caller: Who,
  input: { query?: Record<string, unknown>; body?: unknown } = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; code: number | undefined; data: unknown; raw: LightMyRequestResponse }> {
  const [method, path] = key.split(' ');
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {}))
    query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  const raw = await ctx.app.inject({
    method: method as 'GET',
    url: query.size ? `${path}?${query}` : path,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'accept-language': 'en',
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...headers,
    },
    ...(input.body !== undefined ? { payload: input.body as object } : {}),
  });
  let body: { code?: number; data?: unknown } = {};
  if (String(raw.headers['content-type'] ?? '').includes('application/json')) body = raw.json();
  return { status: raw.statusCode, code: body.code, data: body.data, raw };
}

describe('A. every route × every principal', () => {
  it('finds a contract with the same access for every API route', () => {
    const drift = apiRoutes().filter((route) => {
      const contract = contracts.get(keyOf(route));
      return !contract || JSON.stringify(contract.access) !== JSON.stringify(route.access);
    });
    expect(drift.map(keyOf)).toEqual([]);
  });

  it('lists every public route in PUBLIC_ROUTES, and only public ones', () => {
    const publicRoutes = apiRoutes()
      .filter((route) => route.access && audiencesOf(route.access).includes('public'))
      .map(keyOf);
    const unlisted = publicRoutes.filter((key) => !(key in PUBLIC_ROUTES));
    const noLongerPublic = Object.keys(PUBLIC_ROUTES).filter((key) => !publicRoutes.includes(key));
    expect(unlisted, 'public routes missing from PUBLIC_ROUTES (review them, then list them)').toEqual([]);
    expect(noLongerPublic, 'PUBLIC_ROUTES entries that are no longer public routes').toEqual([]);
  });

  /** route → principal → expected outcome, for every route of the table */
  const expectations = () =>
    apiRoutes().map((route) => ({
      key: keyOf(route),
      access: route.access!,
      outcomes: Object.values(who).map((principal) => ({
        principal,
        outcome: expectedOutcome(route.access!, principal, grants.get(principal.name)!),
      })),
    }));

  it('matches the reviewed matrix of who may call what', () => {
    const table = expectations()
      .map(
        ({ key, outcomes }) =>
          `${key} → ${outcomes.map(({ principal, outcome }) => `${principal.name}: ${outcome}`).join(', ')}`,
      )
      .sort();
    counts.routes = table.length;
    counts.principals = Object.keys(who).length;
    counts.cases = counts.routes * counts.principals;
    expect(table).toMatchSnapshot();
  });

  it('refuses every call the matrix expects refused, with 401/-2 or 403, writing nothing', async () => {
    const before = await rowCounts(ctx.db);
    const wrong: string[] = [];
    for (const { key, access, outcomes } of expectations()) {
      for (const { principal, outcome } of outcomes) {
        if (outcome === 'ok') continue;
        const answer = await send(key, principal);
        counts.called++;
        const audiences = audiencesOf(access);
        const code =
          outcome === 401
            ? audiences.length === 1 && audiences[0] === 'customer'
              ? ErrorCode.customerUnauthenticated
              : ErrorCode.unauthenticated
            : ErrorCode.forbidden;
        if (answer.status !== outcome || answer.code !== code)
          wrong.push(
            `${key} as ${principal.name}: ${answer.status}/${answer.code}, expected ${outcome}/${code}`,
          );
      }
    }
    expect(wrong, 'unexpected answers to calls that must be refused').toEqual([]);
    expect(await rowCounts(ctx.db)).toEqual(before);
  }, 60_000);

  it('lets every allowed call past the auth hook (reads, and writes whose input the contract refuses)', async () => {
    const wrong: string[] = [];
    for (const { key, outcomes } of expectations()) {
      const contract = contractOf(key);
      // a write is called only when validation is sure to stop it before the handler: nothing is written
      const refusesEmpty =
        contract.body !== undefined && !contract.multipart && !contract.body.safeParse({}).success;
      if (contract.method !== 'GET' && !refusesEmpty) continue;
      for (const { principal, outcome } of outcomes) {
        if (outcome !== 'ok') continue;
        const answer = await send(key, principal, contract.method === 'GET' ? {} : { body: {} });
        counts.called++;
        if (refusedByAuth(key, answer) || answer.status >= 500)
          wrong.push(`${key} as ${principal.name}: ${answer.status}/${answer.code}`);
        if (contract.method !== 'GET' && answer.status !== 400)
          wrong.push(`${key} as ${principal.name}: ${answer.status}, expected the contract's 400`);
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});

/** The callers of a route's tenant cases: one per console, the agent in each of its teams and as staff. */
const CALLERS: Record<RouteAudience, string[]> = {
  admin: ['admin platform_super_admin'],
  agent: ['agent owner in team 1', 'agent owner in team 2', 'agent staff in team 1'],
  customer: ['customer of agent 1'],
  public: ['visitor of site 1'],
};

describe('B. every object id × tenant relation', () => {
  const idFieldsOf = (contract: AnyRoute) =>
    Object.keys(shapeOf(contract.query ?? contract.body)).filter((field) => ID_FIELD.test(field));

  it('classifies every route with an id-like input, and every such field of it', () => {
    const routes = apiRoutes().filter((route) => idFieldsOf(contractOf(keyOf(route))).length > 0);
    const problems: string[] = [];
    for (const route of routes) {
      const key = keyOf(route);
      const entry = ID_ROUTES[key];
      if (!entry) {
        problems.push(`unclassified route: ${key} (${idFieldsOf(contractOf(key)).join(', ')})`);
        continue;
      }
      for (const field of idFieldsOf(contractOf(key)))
        if (!(field in entry.fields)) problems.push(`${key}: unclassified field ${field}`);
    }
    const known = new Set(routes.map(keyOf));
    for (const key of Object.keys(ID_ROUTES)) if (!known.has(key)) problems.push(`stale entry: ${key}`);
    expect(problems).toEqual([]);
  });

  const objects = new Map<string, Promise<number | string>>();
  const objectOf = (kind: Parameters<typeof createObject>[1], owner: Who) => {
    const cacheKey = `${kind}|${owner.name}`;
    if (!objects.has(cacheKey)) objects.set(cacheKey, createObject(ctx, kind, owner));
    return objects.get(cacheKey)!;
  };

  interface TenantCase {
    key: string;
    field: string;
    kind: ObjectKind;
    expect: 'notFound' | 'filter' | 'export' | 'own';
    caller: Who;
    owner: Who;
    input: { query?: Record<string, unknown>; body?: unknown };
  }

  /** The input of one case: the route's extra input, the caller's own objects for the other required id fields. */
  async function inputOf(key: string, entry: IdRoute, field: string, value: number | string, caller: Who) {
    const contract = contractOf(key);
    const schema = (contract.query ?? contract.body)!;
    const shape = shapeOf(schema);
    const fieldClass = entry.fields[field] as Extract<FieldClass, { kind: string }>;
    const base: Record<string, unknown> = {};
    for (const [name, extra] of Object.entries({ ...entry.extra, ...fieldClass.extra }))
      base[name] = typeof extra === 'function' ? await extra(ctx.db) : extra;
    for (const [other, otherClass] of Object.entries(entry.fields)) {
      if (other === field || 'notTenant' in otherClass || shape[other].safeParse(undefined).success) continue;
      base[other] = await objectOf(otherClass.kind, ownerFor(caller));
    }
    const asQuery = (input: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(input).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
      );
    let issues = '';
    for (const candidate of [value, [value], String(value)]) {
      const input = { ...base, [field]: candidate };
      // a query is text, read as the server reads it (plain decimals become numbers)
      const parsed = schema.safeParse(contract.query ? fromText(schema, asQuery(input)) : input);
      if (parsed.success) return contract.query ? { query: input } : { body: input };
      issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    }
    throw new Error(
      `${key} ${field}: the contract refuses the classified input (${issues}); fix its extra input in ID_ROUTES`,
    );
  }

  /** The owner whose objects are the caller's own (the site visitor's are its agent's). */
  const ownerFor = (caller: Who) => (caller.audience === null ? who['agent owner in team 1'] : caller);

  async function tenantCases(): Promise<TenantCase[]> {
    who['visitor of site 1'] ??= {
      name: 'visitor of site 1',
      audience: null,
      tenant: { kind: 'agent', agentId: ctx.ids.agent1Id },
    };
    const cases: TenantCase[] = [];
    for (const [key, entry] of Object.entries(ID_ROUTES)) {
      const contract = contractOf(key);
      for (const audience of audiencesOf(contract.access)) {
        for (const callerName of CALLERS[audience]) {
          const caller = who[callerName];
          if (
            audience !== 'public' &&
            expectedOutcome(contract.access, caller, grants.get(callerName)!) !== 'ok'
          )
            continue;
          for (const [field, fieldClass] of Object.entries(entry.fields)) {
            if ('notTenant' in fieldClass) continue;
            for (const owner of Object.values(who)) {
              if (!canOwn(fieldClass.kind, owner) || reaches(fieldClass.kind, caller, owner)) continue;
              const value = await objectOf(fieldClass.kind, owner);
              cases.push({
                key,
                field,
                kind: fieldClass.kind,
                expect: fieldClass.expect ?? 'notFound',
                caller,
                owner,
                input: await inputOf(key, entry, field, value, caller),
              });
            }
            if (entry.own) {
              const value = await objectOf(fieldClass.kind, ownerFor(caller));
              cases.push({
                key,
                field,
                kind: fieldClass.kind,
                expect: 'own',
                caller,
                owner: ownerFor(caller),
                input: await inputOf(key, entry, field, value, caller),
              });
            }
          }
        }
      }
    }
    return cases;
  }

  const siteHeaders = (caller: Who): Record<string, string> =>
    caller.audience === null ? { host: DEMO.agent1.domains[0] } : {};

  it("answers 404 for another tenant's object, and works on the caller's own", async () => {
    const cases = await tenantCases();
    const problems: string[] = [];
    const label = (c: TenantCase) => `${c.key} ${c.field} as ${c.caller.name}, object of ${c.owner.name}`;
    // the refusals first, proven to write nothing
    const before = await rowCounts(ctx.db);
    for (const c of cases.filter((one) => one.expect === 'notFound')) {
      const answer = await send(c.key, c.caller, c.input, siteHeaders(c.caller));
      if (answer.status === 400)
        problems.push(
          `${label(c)}: 400 (${JSON.stringify(answer.raw.json().msg)}): the classification's input is wrong`,
        );
      else if (answer.status !== 404 || answer.code !== ErrorCode.notFound)
        problems.push(`${label(c)}: ${answer.status}/${answer.code}, expected 404`);
      else if (answer.raw.json().msg !== NOT_FOUND[c.kind])
        problems.push(
          `${label(c)}: 404 "${answer.raw.json().msg}", expected "${NOT_FOUND[c.kind]}" (a 404 for another reason)`,
        );
    }
    expect(await rowCounts(ctx.db)).toEqual(before);
    for (const c of cases.filter((one) => one.expect !== 'notFound')) {
      if (c.expect === 'export') {
        const platform = c.caller.audience!;
        const query = new URLSearchParams(c.input.query as Record<string, string>).toString();
        const rows = await exportAndRead(ctx, platform, c.caller.token!, query);
        if (rows.length !== 1)
          problems.push(`${label(c)}: the export holds ${rows.length - 1} rows of another tenant`);
        continue;
      }
      const answer = await send(c.key, c.caller, c.input, siteHeaders(c.caller));
      if (answer.code !== ErrorCode.ok)
        problems.push(`${label(c)}: ${answer.status}/${answer.code}, expected code 0`);
      else if (c.expect === 'filter' && (answer.data as unknown[]).length !== 0)
        problems.push(`${label(c)}: the filter answered another tenant's rows`);
    }
    counts.tenant = cases.length;
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('C. every transfer dataset × direction × principal', () => {
  it('refuses import and export to a principal without the list permission, and answers one with it', async () => {
    const problems: string[] = [];
    const before = await rowCounts(ctx.db);
    const sheet = [{ name: 'matrix.xlsx', content: await xlsxOf([['x'], ['y']]) }];
    for (const symbol of TRANSFER_SYMBOLS) {
      const definition = symbolOf(symbol);
      for (const direction of ['import', 'export'] as const) {
        const audiences = direction === 'import' ? definition.importAudiences : definition.exportAudiences;
        for (const principal of Object.values(who)) {
          if (!principal.audience || !audiences.includes(principal.audience)) continue;
          const platform = principal.audience;
          const needed = definition.listPermission[platform];
          const allowed = !needed || grants.get(principal.name)!.has(needed);
          counts.symbol++;
          const label = `${direction} ${symbol} as ${principal.name}`;
          // the read-only door of each direction: the import template, the dataset's export jobs
          const door = await send(
            `GET ${(direction === 'import' ? transferApi.getTemplate : transferApi.getExportList)[platform].path}`,
            principal,
            { query: { symbol } },
          );
          if (allowed !== (door.status === 200))
            problems.push(`${label}: ${door.status}, expected allowed=${allowed}`);
          if (allowed) continue;
          const answer =
            direction === 'import'
              ? await uploadImport(ctx, platform, principal.token, { symbol, activity_id: '1' }, sheet)
              : await send(`GET ${transferApi.exportData[platform].path}`, principal, {
                  query: { symbol, keyword: 'x', activity_id: 1 },
                });
          if (answer.status !== 403) problems.push(`${label}: ${answer.status}, expected 403`);
        }
      }
    }
    expect(problems).toEqual([]);
    // refused or read-only: no job queued, nothing written
    expect(await rowCounts(ctx.db)).toEqual(before);
  }, 60_000);
});
