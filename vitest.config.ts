import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './e2e/workers.ts';

// Three projects: `server` (units + API tests through app.inject, on PGlite or DATABASE_URL),
// `web` (components with happy-dom), `e2e` (real Chromium against a running server; run on its own).
export default defineConfig({
  test: {
    // vitest's default on 2 cores is 1 worker; each API test file's PGlite keeps its worker busy, so two use
    // both (one value for all projects: server and web run in one vitest, which needs them alike)
    maxWorkers: 2,
    // CI's log stays short (a dot a test, failures in full, the summary): the run's whole log is read for its
    // closing count, and a line a file for five suites made it long
    reporters: process.env.CI ? ['dot'] : ['default'],
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/build/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          // the seeded database every API test file copies (server/src/test/db-template.ts)
          globalSetup: ['server/src/test/global-setup.ts'],
          // Files of a worker share one module graph: each file still gets its own database (its harness
          // copies the template) and its own app, and about a third of the CPU was module import per file.
          // A test file must therefore leave no module-level state behind (config, timers, registries).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
          // As in the server project: the files of a worker share one module graph and one page (each file
          // still renders its own tree and the setup file resets storage, session and language). Importing
          // antd and React again for each of the ~90 files was two thirds of this project's time.
          isolate: false,
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // one server per worker (e2e/workers.ts); the files of a worker share its modules and its Chromium
          // (e2e/fixtures.ts), so a journey file keeps no state at module level that another could see
          isolate: false,
          // one server per worker (e2e/workers.ts)
          fileParallelism: e2eWorkers() > 1,
          maxWorkers: e2eWorkers(),
        },
      },
    ],
  },
});
