import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '#server/db/database.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

let handle: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-seed-'));
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const count = async (table: 'admins' | 'agents' | 'customers' | 'menus' | 'agent_users') =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seedIfEmpty', () => {
  it('seeds the demo data once, keeps the generated password, and adds nothing on a second run', async () => {
    const password = await seedIfEmpty(handle.db, { dataDir });
    expect(password).toMatch(/^Demo-[\w-]{12}$/);
    expect(fs.readFileSync(path.join(dataDir, 'demo-password.txt'), 'utf8').trim()).toBe(password);
    const counts = {
      admins: await count('admins'),
      agents: await count('agents'),
      customers: await count('customers'),
      menus: await count('menus'),
    };
    expect(counts).toMatchObject({ admins: 2, agents: 3, customers: 4 });

    expect(await seedIfEmpty(handle.db, { dataDir })).toBe(password);
    expect({
      admins: await count('admins'),
      agents: await count('agents'),
      customers: await count('customers'),
      menus: await count('menus'),
    }).toEqual(counts);
  });

  it('creates one verified and one unverified agent, and an agent user in both', async () => {
    const agents = await handle.db
      .selectFrom('agents')
      .select(['corporate_name', 'status', 'is_platform_default'])
      .orderBy('id')
      .execute();
    expect(agents.filter((agent) => !agent.is_platform_default).map((agent) => agent.status)).toEqual([1, 0]);
    const memberships = await handle.db
      .selectFrom('agent_memberships')
      .innerJoin('agent_users', 'agent_users.id', 'agent_memberships.agent_user_id')
      .select('agent_memberships.agent_id')
      .where('agent_users.email', '=', 'agent@example.com')
      .execute();
    expect(memberships).toHaveLength(2);
  });
});
