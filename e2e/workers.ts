/**
 * How many journey files run at once. Each runs against a server of its own worker (global-setup starts
 * one per worker, each on its own embedded database), so two files never share accounts or sessions.
 * The journeys mostly wait on the browser and the server (one worker kept under half a core busy), so two
 * workers roughly halve the run on two cores. With DATABASE_URL every server would share one database:
 * the journeys then run one file at a time against one server.
 */
export function e2eWorkers(): number {
  if (process.env.DATABASE_URL) return 1;
  const asked = Number(process.env.E2E_WORKERS ?? 2);
  return Number.isInteger(asked) && asked >= 1 ? asked : 2;
}

/** The server of the worker running this file: workers are numbered 1…N (VITEST_POOL_ID). */
export function serverOfWorker(baseUrls: readonly string[]): string {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return baseUrls[(Math.max(worker, 1) - 1) % baseUrls.length] as string;
}
