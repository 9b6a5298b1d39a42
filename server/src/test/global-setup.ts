import type { TestProject } from 'vitest/node';
import { buildTemplate, type DbTemplate } from './db-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the seeded database the API test files start from (test/db-template.ts) */
    dbTemplate: DbTemplate;
  }
}

/** Once per run of the server project: the seeded template database, removed at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await buildTemplate();
  project.provide('dbTemplate', template);
  return remove;
}
