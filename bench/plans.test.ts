import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl } from '../server/src/test/db-template.ts';
import { CASES, inspectCase, openApp, type Prepared, prepareScale } from './scale-plans.ts';

/**
 * The plans of every console list and home page, regenerated on PostgreSQL (`npm run test:api:pg`, and so
 * in CI) on 100,000 rows of the bench:scale data set and compared with bench/plans/at-100k/*.txt: a change
 * of plan (an index no longer used, a sort over the whole table) fails here and shows in review.
 * `npm run test:api:pg -- bench/plans.test.ts -u` rewrites the files. The full table statistics
 * (default_statistics_target 10000 reads every row of these tables) keep the plans from changing with
 * ANALYZE's random sample. On PGlite it is skipped: bench:scale's plans are PostgreSQL's.
 */
const ROWS = 100_000;
const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)('list plans at 100,000 rows (bench/plans/at-100k)', () => {
  const database = `onsite_plans_${randomBytes(6).toString('hex')}`;
  let url = '';
  let prepared: Prepared;
  let opened: Awaited<ReturnType<typeof openApp>>;

  beforeAll(async () => {
    if (!serverUrl) return;
    await adminQuery(serverUrl, `create database ${database}`);
    await adminQuery(serverUrl, `alter database ${database} set default_statistics_target = 10000`);
    url = databaseUrl(serverUrl, database);
    prepared = await prepareScale(url, ROWS, false);
    opened = await openApp(url);
  }, 300_000);

  afterAll(async () => {
    await opened?.close();
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${database} with (force)`);
  });

  it.each(CASES.map((entry) => [entry.key, entry] as const))('%s', async (key, entry) => {
    const { plans } = await inspectCase(opened.app, url, entry, prepared.tokens[entry.who], ROWS);
    await expect(plans).toMatchFileSnapshot(`./plans/at-100k/${key}.txt`);
  });
});
