import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  exportedFunctions,
  layersImportingModules,
  moduleInternals,
  queriesOutsideRepositories,
  type SourceFile,
  serverSources,
  tenantTables,
  unscopedTenantQueries,
} from '#server/test/architecture.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const sources = serverSources(root);
const tables = tenantTables(fs.readFileSync(path.join(root, 'db/schema.ts'), 'utf8'));
const report = (violations: { path: string; detail: string }[]) =>
  violations.map((violation) => `${violation.path}: ${violation.detail}`);

describe('the server keeps its house rules', () => {
  it('builds queries only in repositories', () => {
    expect(report(queriesOutsideRepositories(sources))).toEqual([]);
  });

  it('gives every repository function on a tenant table the caller’s scope', () => {
    expect(tables.has('orders')).toBe(true);
    expect(tables.has('menus')).toBe(false);
    expect(report(unscopedTenantQueries(sources, tables))).toEqual([]);
  });

  it('lets a module reach another module only through its index.ts', () => {
    expect(report(moduleInternals(sources))).toEqual([]);
  });

  it('keeps platform/ and db/ free of module imports', () => {
    expect(report(layersImportingModules(sources))).toEqual([]);
  });
});

// Each rule shown failing on a planted violation, so a rule that silently stopped matching is noticed.
describe('the architecture rules catch planted violations', () => {
  const planted = (filePath: string, text: string): SourceFile[] => [{ path: filePath, text }];

  it('flags a service that builds a query, and not a repository that does', () => {
    const service = planted(
      'modules/order/order.service.ts',
      "export async function pay(db: Db) {\n  return db.selectFrom('orders').selectAll().execute();\n}\n",
    );
    expect(queriesOutsideRepositories(service)).toMatchObject([{ path: 'modules/order/order.service.ts' }]);
    const routes = planted('modules/order/order.routes.ts', 'await sql`select 1`.execute(db);');
    expect(queriesOutsideRepositories(routes)).toHaveLength(1);
    const repository = planted('modules/order/order.repository.ts', "db.selectFrom('orders')");
    expect(queriesOutsideRepositories(repository)).toEqual([]);
  });

  it('flags a repository function on a tenant table without a scope, unless it says why', () => {
    const unscoped = planted(
      'modules/order/order.repository.ts',
      "export async function findOrder(db: Db, id: number): Promise<{ id: number }> {\n  return db.selectFrom('orders').where('id', '=', id).executeTakeFirstOrThrow();\n}\n",
    );
    expect(unscopedTenantQueries(unscoped, tables)).toMatchObject([
      { detail: 'findOrder() touches orders without a scope parameter' },
    ]);
    const scoped = planted(
      'modules/order/order.repository.ts',
      "export async function findOrder(db: Db, scope: TenantScope, id: number) {\n  return db.selectFrom('orders').where(whereTenant(scope)).execute();\n}\n",
    );
    expect(unscopedTenantQueries(scoped, tables)).toEqual([]);
    const exempt = planted(
      'modules/order/order.repository.ts',
      "// tenancy: the payment notify names its order by number, across tenants\nexport async function byNumber(db: Db, no: string) {\n  return db.selectFrom('orders').execute();\n}\n",
    );
    expect(unscopedTenantQueries(exempt, tables)).toEqual([]);
  });

  it('finds the body after a return type that holds braces', () => {
    const [fn] = exportedFunctions(
      "export async function list(db: Db, scope: TenantScope): Promise<{ rows: Row[] }> {\n  return db.selectFrom('orders');\n}\n",
    );
    expect(fn.body).toContain("selectFrom('orders')");
    expect(fn.params).toContain('TenantScope');
  });

  it('flags a module that imports another module’s internals, not its index.ts', () => {
    const internal = planted(
      'modules/activity/activity-purchase.service.ts',
      "import { newOrderNo } from '#server/modules/order/order.service.ts';",
    );
    expect(moduleInternals(internal)).toMatchObject([{ detail: 'imports modules/order/order.service.ts' }]);
    const relative = planted(
      'modules/activity/activity-purchase.service.ts',
      "import { x } from '../order/order.repository.ts';",
    );
    expect(moduleInternals(relative)).toHaveLength(1);
    const publicFace = planted(
      'modules/activity/activity-purchase.service.ts',
      "import { x } from '#server/modules/order/index.ts';",
    );
    expect(moduleInternals(publicFace)).toEqual([]);
  });

  it('flags platform/ or db/ importing a module', () => {
    const platform = planted(
      'platform/payment/sandbox.ts',
      "import { applyPayment } from '#server/modules/order/index.ts';",
    );
    expect(layersImportingModules(platform)).toHaveLength(1);
    const db = planted('db/database.ts', "import type { X } from '../modules/order/index.ts';");
    expect(layersImportingModules(db)).toHaveLength(1);
  });
});
