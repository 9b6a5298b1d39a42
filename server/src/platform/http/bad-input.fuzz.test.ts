import { type AnyRoute, type Audience, fromText } from '@onsite/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '#server/platform/auth/sessions.ts';
import { contractRoutes, routeName } from '#server/test/contract-routes.ts';
import { useTestContext } from '#server/test/harness.ts';
import {
  arbitraryOf,
  inputJsonSchema,
  type JsonSchema,
  nodeAt,
  typesOf,
  violates,
} from '#server/test/json-schema-arbitrary.ts';
import { findBadText } from './input.ts';

/**
 * Property-based bad input (issue 13), generated from the route table: for every endpoint the contracts
 * declare, inputs generated from its query or body schema, valid and mutated (wrong types, numbers beyond
 * their bounds, NUL, unpaired surrogates, huge values, extra fields, malformed JSON, wrong content types,
 * odd query strings), sent with a valid session of the route's audience. Every answer must be:
 * - never a 5xx;
 * - the envelope `{ code, msg, data }` for a JSON route and for every refusal (an HTML or file route's
 *   success is its page or file);
 * - a refusal (4xx, code ≠ 0) when the contract refuses the input — by JSON Schema alone (another type, an
 *   integer beyond its column) or by the contract's own parse;
 * - with nothing written when refused: a trigger on every table records each row written, and a refused
 *   request must leave no row but its audit log entry (the audit of refused calls is by design).
 *
 * CI runs a fixed seed with CI_RUNS cases per endpoint (inside `npm run test:unit`); `npm run fuzz` runs the
 * same with FUZZ_RUNS cases (1,000 by default) and a new seed each time (FUZZ_SEED repeats one). The figures
 * are printed at the end.
 */

// 60 (decision 337; 200 until decision 324): this file is the unit run's longest by far. `npm run test:api:pg`
// runs 30 more per endpoint from another seed (FUZZ_SEED=13014), so CI sends each endpoint 90 different cases.
const CI_RUNS = 60;
const CI_SEED = 13_013;
const RUNS = Number(process.env.FUZZ_RUNS) || CI_RUNS;
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED) || CI_SEED;
/** A route without input varies only in junk it ignores: fewer cases. */
const RUNS_WITHOUT_INPUT = Math.min(RUNS, Math.max(10, Math.round(RUNS / 10)));

/**
 * Routes left out, and why. Only multipart uploads: their input is a file stream the handler reads itself,
 * which generated JSON cannot stand for (their refusals are tested in their own modules). Every other route
 * is covered, file downloads and HTML pages included (their input is a query or form like any other), and
 * a new route is covered without being listed anywhere.
 */
const SKIPPED: Record<string, string> = {
  'POST /storage': 'the local storage driver’s multipart file upload, authorised by a signed token',
  'POST /api/admin/import/importData': 'a multipart spreadsheet upload, read by the handler itself',
  'POST /api/agent/import/importData': 'a multipart spreadsheet upload, read by the handler itself',
  'POST /api/customer/import/importData': 'a multipart spreadsheet upload, read by the handler itself',
};

const ctx = useTestContext();
const routes = contractRoutes();
const covered = routes.filter((route) => !(routeName(route) in SKIPPED));

// ---- sessions: one per audience, renewed when a case ends it (logout, a password change…) ----

const tokens = new Map<Audience, string>();
/** The last row written before the current case (see recordWrites). */
let baseline = 0;

function audienceOf(route: AnyRoute): Audience | undefined {
  return ([] as string[]).concat(route.access.audience).find((audience) => audience !== 'public') as
    | Audience
    | undefined;
}

async function tokenFor(audience: Audience): Promise<string> {
  const known = tokens.get(audience);
  if (known) return known;
  const { ids, db } = ctx;
  const subject =
    audience === 'admin'
      ? { subjectId: ids.adminId, agentId: null }
      : audience === 'agent'
        ? { subjectId: ids.agentUserId, agentId: ids.agent1Id }
        : { subjectId: ids.customers.agent1Phone, agentId: ids.agent1Id };
  const { token } = await createSession(db, { audience, ...subject, remember: true });
  tokens.set(audience, token);
  // the session is the suite's write, not the request's
  baseline = await lastWrite();
  return token;
}

// ---- what a request wrote: a row trigger on every table ----

/**
 * Written on refusals by design: the audit log of state-changing calls records refused ones too, and the
 * count of refused payment notifies beyond the stored sample is flushed each second (order/notify-log.ts).
 */
const WRITTEN_BY_DESIGN = new Set(['audit_logs', 'payment_notify_drops', 'fuzz_writes']);

async function recordWrites(): Promise<void> {
  await sql`create table fuzz_writes (id serial primary key, table_name text not null, operation text not null)`.execute(
    ctx.db,
  );
  await sql`
    create function fuzz_record_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_writes (table_name, operation) values (TG_TABLE_NAME, TG_OP);
      return null;
    end $$`.execute(ctx.db);
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema()`.execute(ctx.db);
  for (const { tablename } of rows) {
    if (WRITTEN_BY_DESIGN.has(tablename)) continue;
    await sql`create trigger fuzz_write after insert or update or delete on ${sql.table(tablename)}
      for each row execute function fuzz_record_write()`.execute(ctx.db);
  }
}

async function lastWrite(): Promise<number> {
  const { rows } = await sql<{ id: number | null }>`select max(id) as id from fuzz_writes`.execute(ctx.db);
  return rows[0]?.id ?? 0;
}

async function writesSince(id: number): Promise<{ id: number; table_name: string; operation: string }[]> {
  const { rows } = await sql<{ id: number; table_name: string; operation: string }>`
    select id, table_name, operation from fuzz_writes where id > ${id} order by id`.execute(ctx.db);
  return rows;
}

// ---- cases ----

interface Case {
  /** what was sent, for the report */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** the contract refuses the input: it must be refused and write nothing (undefined: nobody can tell) */
  refused: boolean | undefined;
}

type Input = Record<string, unknown>;

/** Whether the contract takes an input that arrived as JSON (exactly) or as text (a query string, a form). */
function contractTakes(schema: AnyRoute['body'], input: unknown, text: boolean): boolean {
  if (!schema) return true;
  if (findBadText(input)) return false;
  try {
    return schema.safeParse(text ? fromText(schema, input) : input).success;
  } catch {
    return false;
  }
}

/** A value whose JSON type or bounds the field's JSON Schema refuses by itself. */
const textViolates = (node: JsonSchema | undefined, value: unknown): boolean => {
  if (!node || typeof value !== 'string') return Array.isArray(value) && !typesOf(node).has('array');
  const types = typesOf(node);
  if (!types.has('number') || types.has('string') || types.has('any')) return false;
  return !/^-?\d+(\.\d+)?$/.test(value) || violates(node, Number(value));
};

const BAD_JSON_VALUES: unknown[] = [
  true,
  false,
  null,
  '',
  'x',
  '1',
  '0x10',
  ' 1',
  1.5,
  -1,
  0,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  -1e308,
  [],
  [1],
  {},
  { a: 1 },
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  'a'.repeat(5000),
  '１２',
  "' or 1=1 --",
  '__proto__',
];

const BAD_TEXT_VALUES: (string | string[])[] = [
  '',
  ' ',
  '0x10',
  '1e3',
  '+1',
  ' 1',
  '1 ',
  '1.5',
  '-1',
  '0',
  '2147483647',
  '2147483648',
  '-2147483649',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '\u0000',
  'a\u0000',
  // sent as the bytes of a surrogate (invalid UTF-8): the server decodes them its own way
  '\ud800',
  '１２',
  'a'.repeat(3000),
  '__proto__',
  ['1', '2'],
];

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'x\u0000', 'id'];

const textOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** Text of an input for a query string: numbers and booleans as their decimal and words. */
function toText(input: Input): Record<string, string | string[]> {
  const text: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(input)) {
    // what a query string cannot carry is not sent: no value, or an empty list
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    text[key] = Array.isArray(value) ? value.map(textOf) : textOf(value);
  }
  return text;
}

/** Percent-encodes text; an unpaired surrogate (which has no UTF-8) goes as its CESU-8 bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((character) => {
        const code = character.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff || character.length === 2) return encodeURIComponent(character);
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
      })
      .join('');
  }
}

function queryString(text: Record<string, string | string[]>): string {
  return Object.entries(text)
    .flatMap(([key, value]) => ([] as string[]).concat(value).map((item) => `${encode(key)}=${encode(item)}`))
    .join('&');
}

/** Top-level and nested paths of the input and of its schema: where a mutation may land. */
function pathsOf(input: unknown, schema: JsonSchema): string[][] {
  const paths = new Map<string, string[]>();
  const walk = (value: unknown, path: string[], depth: number) => {
    if (path.length > 0) paths.set(path.join('\u0001'), path);
    if (depth > 3 || typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) walk(child, [...path, key], depth + 1);
  };
  walk(input, [], 0);
  const flat = schema.anyOf ?? schema.oneOf ?? [schema];
  for (const variant of flat) {
    for (const key of Object.keys(variant.properties ?? {})) paths.set(key, [key]);
  }
  return [...paths.values()];
}

function withValueAt(input: Input, path: string[], value: unknown): Input {
  const copy = structuredClone(input);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] = typeof next === 'object' && next !== null ? next : {};
    node = node[key] as Record<string, unknown>;
  }
  Object.defineProperty(node, path[path.length - 1] as string, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** A JSON body: the contract decides exactly what it takes. */
function jsonCase(route: AnyRoute, label: string, input: unknown, known = false): Case {
  const payload = JSON.stringify(input) ?? 'null';
  const sent: unknown = JSON.parse(payload);
  return {
    label,
    method: route.method,
    url: route.path,
    headers: JSON_TYPE,
    payload,
    refused: known || !contractTakes(route.body, sent, false),
  };
}

/** Whether the text goes into a URL as it is (an unpaired surrogate has no UTF-8: the server decodes its bytes its own way). */
const sendsExactly = (text: Record<string, string | string[]>) =>
  Object.entries(text).every(([key, value]) =>
    [key, ...([] as string[]).concat(value)].every((item) => {
      try {
        encodeURIComponent(item);
        return true;
      } catch {
        return false;
      }
    }),
  );

/** A query string: text, of which the contract takes plain decimals as numbers. */
function queryCase(
  route: AnyRoute,
  label: string,
  text: Record<string, string | string[]>,
  known = false,
): Case {
  const search = queryString(text);
  return {
    label,
    method: route.method,
    url: search ? `${route.path}?${search}` : route.path,
    headers: {},
    refused: sendsExactly(text) ? known || !contractTakes(route.query, text, true) : undefined,
  };
}

/** Raw bodies a JSON route cannot read, or reads into something else than an object. */
function rawBodyCases(route: AnyRoute, valid: Input): fc.Arbitrary<Case> {
  const hasBody = route.body !== undefined;
  const raw = (
    label: string,
    contentType: string | undefined,
    payload: string,
    refused: boolean | undefined,
  ) => ({
    label,
    method: route.method,
    url: route.path,
    headers: contentType ? { 'content-type': contentType } : ({} as Record<string, string>),
    payload,
    refused: hasBody ? refused : undefined,
  });
  const parsedJson = (payload: string) => {
    try {
      // a byte order mark is allowed before JSON text (RFC 8259 §8.1), and Fastify skips it
      return { ok: true as const, value: JSON.parse(payload.replace(/^\ufeff/, '')) as unknown };
    } catch {
      return { ok: false as const };
    }
  };
  const json = (label: string, payload: string) => {
    const parsed = parsedJson(payload);
    // unreadable JSON is refused; readable JSON is the contract's to judge
    return raw(
      label,
      'application/json',
      payload,
      parsed.ok ? !contractTakes(route.body, parsed.value, false) : true,
    );
  };
  const form = new URLSearchParams(toText(valid) as Record<string, string>).toString();
  const formTaken = contractTakes(route.body, Object.fromEntries(new URLSearchParams(form)), true);
  return fc.constantFrom(
    json('truncated JSON', '{'),
    json('unfinished member', '{"a":'),
    json('bad literal', 'nul'),
    json('trailing brace', '{"a":1}}'),
    json('trailing comma', '{"a":1,}'),
    json('single quotes', "{'a':1}"),
    json('byte order mark', '\ufeff{}'),
    json('empty body', ''),
    json('blank body', ' '),
    json('an array', '[]'),
    json('a number', '1'),
    json('a string', '"s"'),
    json('null', 'null'),
    json('escaped NUL', '{"a":"\\u0000"}'),
    json('escaped unpaired surrogate', '{"a":"\\ud800"}'),
    json('deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`),
    json('deep objects', `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`),
    json('prototype pollution', '{"__proto__":{"polluted":1}}'),
    json('constructor pollution', '{"constructor":{"prototype":{"polluted":1}}}'),
    json(
      'duplicate keys',
      `${JSON.stringify(valid).slice(0, -1)}${Object.keys(valid).length ? ',' : ''}"id":true}`,
    ),
    raw('text/plain body', 'text/plain', JSON.stringify(valid), true),
    raw('XML body', 'application/xml', '<a>1</a>', true),
    raw('octet-stream body', 'application/octet-stream', JSON.stringify(valid), true),
    raw('multipart without boundary', 'multipart/form-data', JSON.stringify(valid), true),
    raw('JSON in UTF-16', 'application/json; charset=utf-16', JSON.stringify(valid), undefined),
    raw('no content type', undefined, JSON.stringify(valid), undefined),
    // a form is text: the routes that take forms read it like a query string, the others refuse it (415)
    raw('a form body', 'application/x-www-form-urlencoded', form, formTaken ? undefined : true),
  );
}

/** Raw query strings: malformed percent escapes, repeated and odd keys, a great many parameters. */
function rawQueryCases(route: AnyRoute): fc.Arbitrary<Case> {
  const raw = (label: string, search: string): Case => ({
    label,
    method: route.method,
    url: `${route.path}?${search}`,
    headers: {},
    refused: undefined,
  });
  return fc.constantFrom(
    raw('lone percent', '%'),
    raw('broken escape', 'a=%E0%A4%A'),
    raw('unpaired surrogate bytes', 'a=%ED%A0%80'),
    raw('overlong NUL', 'a=%C0%80'),
    raw('bracket keys', 'a[b]=1&a[c][d]=2'),
    raw('empty key', '=1'),
    raw('only separators', '&&&;;'),
    raw('prototype keys', '__proto__=1&constructor=1&prototype=1'),
    raw('NUL key', '%00=1'),
    raw('many parameters', Array.from({ length: 1000 }, (_, index) => `p${index}=${index}`).join('&')),
  );
}

/** Every case of a route: generated input as it is, mutated, with extra fields, or raw. */
function casesOf(route: AnyRoute): fc.Arbitrary<Case> {
  const schema = route.query ?? route.body;
  const text = route.query !== undefined;
  const json = schema ? inputJsonSchema(schema) : ({ type: 'object', properties: {} } as JsonSchema);
  const base = (schema ? arbitraryOf(json) : fc.constant({})) as fc.Arbitrary<Input>;
  const send = (label: string, input: unknown, known = false): Case => {
    if (!text) return jsonCase(route, label, input, known);
    const record =
      typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Input) : {};
    return queryCase(route, label, toText(record), known);
  };
  const valid = base.map((input) => send('generated', input));
  const mutated = base.chain((input) => {
    const paths = pathsOf(input, json);
    if (paths.length === 0) return fc.constant(send('generated', input));
    const values = text
      ? fc.oneof(fc.constantFrom(...BAD_TEXT_VALUES), fc.string({ maxLength: 20, unit: 'grapheme' }))
      : fc.oneof(fc.constantFrom(...BAD_JSON_VALUES), fc.jsonValue({ maxDepth: 2 }));
    return fc.tuple(fc.constantFrom(...paths), values).map(([path, value]) => {
      const node = nodeAt(json, path);
      const known = text ? textViolates(node, value) : violates(node, value);
      const mutatedInput = withValueAt(input, path, value);
      return send(`${path.join('.')} = ${JSON.stringify(value)?.slice(0, 60)}`, mutatedInput, known);
    });
  });
  const extra = base.chain((input) =>
    fc
      .tuple(
        fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ minLength: 1, maxLength: 12 })),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([key, value]) => send(`extra field ${JSON.stringify(key)}`, withValueAt(input, [key], value))),
  );
  const raw = base.chain((input) =>
    text || route.method === 'GET' ? rawQueryCases(route) : rawBodyCases(route, input),
  );
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 5, arbitrary: mutated },
    { weight: 1, arbitrary: extra },
    { weight: 2, arbitrary: raw },
  );
}

// ---- one request and its checks ----

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Envelope).code === 'number' &&
  typeof (value as Envelope).msg === 'string' &&
  'data' in value;

const figures = {
  cases: 0,
  refused: 0,
  accepted: 0,
  unknown: 0,
  failures: 0,
  statuses: new Map<number, number>(),
};
const failures: string[] = [];

async function send(route: AnyRoute, sent: Case) {
  const audience = audienceOf(route);
  const inject = async () =>
    ctx.app.inject({
      method: sent.method as 'GET',
      url: sent.url,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'accept-language': 'en',
        ...(audience ? { authorization: `Bearer ${await tokenFor(audience)}` } : {}),
        ...sent.headers,
      },
      ...(sent.payload === undefined ? {} : { payload: sent.payload }),
    });
  let response = await inject();
  // a case that ended the session (logout, a password change): a new session, the same case again
  if (response.statusCode === 401 && audience) {
    tokens.delete(audience);
    response = await inject();
  }
  return response;
}

async function check(route: AnyRoute, sent: Case): Promise<void> {
  const response = await send(route, sent);
  const status = response.statusCode;
  figures.cases += 1;
  figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
  if (sent.refused === true) figures.refused += 1;
  else if (sent.refused === false) figures.accepted += 1;
  else figures.unknown += 1;

  const problems: string[] = [];
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = undefined;
  }
  if (status >= 500) problems.push(`answered HTTP ${status}: ${response.body.slice(0, 200)}`);
  // a JSON route always answers the envelope; an HTML page may answer its own refusal as a page (the
  // cashier's "invalid link"), but what the contract refuses is the envelope everywhere
  const jsonRoute = route.reply.kind === 'data' || route.reply.kind === 'list';
  const refusal = status >= 400 && (route.reply.kind !== 'html' || sent.refused === true);
  if ((jsonRoute || refusal) && !isEnvelope(body)) {
    problems.push(`answered HTTP ${status} without the envelope: ${response.body.slice(0, 200)}`);
  }
  if (status >= 400 && isEnvelope(body) && body.code === 0)
    problems.push(`answered HTTP ${status} with code 0`);
  if (sent.refused === true) {
    if (status < 400 || (isEnvelope(body) && body.code === 0)) {
      problems.push(`took input the contract refuses: HTTP ${status} ${response.body.slice(0, 200)}`);
    }
    const writes = await writesSince(baseline);
    if (writes.length > 0) {
      problems.push(
        `wrote on refusal: ${writes.map((write) => `${write.operation} ${write.table_name}`).join(', ')}`,
      );
    }
    baseline = writes.at(-1)?.id ?? baseline;
  } else {
    baseline = await lastWrite();
  }
  if (problems.length > 0) {
    throw new Error(`${sent.label}\n  ${sent.method} ${sent.url.slice(0, 300)}\n  ${problems.join('\n  ')}`);
  }
}

/** A stable seed per route, so a new route does not change the cases of the others. */
function seedOf(route: AnyRoute): number {
  let hash = SEED;
  for (const character of routeName(route)) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}

const started = Date.now();

describe(`bad input, generated from the contracts (seed ${SEED}, ${RUNS} cases per endpoint)`, () => {
  beforeAll(async () => {
    await recordWrites();
    baseline = await lastWrite();
  });

  afterAll(() => {
    const statuses = [...figures.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(
      [
        `bad-input suite: ${covered.length} endpoints covered, ${routes.length - covered.length} skipped (${Object.keys(SKIPPED).join(', ')})`,
        `  seed ${SEED}, ${RUNS} cases per endpoint (${RUNS_WITHOUT_INPUT} without input)`,
        `  ${figures.cases} cases: ${figures.refused} refused by the contract, ${figures.accepted} taken by it, ${figures.unknown} raw`,
        `  statuses: ${statuses}`,
        // not "N failures in N s": CI's log reader takes that shape for a test runner's closing line of no test
        `  ${figures.failures === 0 ? 'every case kept the rules' : `${figures.failures} cases broke the rules`} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        ...failures.map((failure) => `  ✗ ${failure.split('\n').join('\n    ')}`),
      ].join('\n'),
    );
  });

  it('skips only multipart uploads, each listed with its reason', () => {
    const multipart = routes.filter((route) => route.multipart).map(routeName);
    expect(Object.keys(SKIPPED).sort()).toEqual(multipart.sort());
  });

  for (const route of covered) {
    const runs = route.query || route.body ? RUNS : RUNS_WITHOUT_INPUT;
    it(routeName(route), { timeout: Math.max(60_000, runs * 300) }, async () => {
      const result = await fc.check(
        fc.asyncProperty(casesOf(route), (sent) => check(route, sent)),
        { seed: seedOf(route), numRuns: runs },
      );
      if (result.failed) {
        figures.failures += 1;
        const message = `${routeName(route)}: ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`;
        failures.push(message);
        throw new Error(`${message}\n(seed ${SEED}, path ${result.counterexamplePath})`);
      }
    });
  }
});
