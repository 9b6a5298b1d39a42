import { describe, expect, it } from 'vitest';
import { grantsOf, principals } from '#server/platform/auth/authorization-matrix.test-helpers.ts';
import type { Principal } from '#server/platform/auth/principal.ts';
import { useTestContext } from '#server/test/harness.ts';
import { holdsPermission } from './permissions.ts';

const ctx = useTestContext();

describe('holdsPermission', () => {
  it('answers, for every staff principal and permission string, what its roles grant', async () => {
    const marks = await ctx.db
      .selectFrom('menus')
      .select('permission_mark')
      .distinct()
      .where('permission_mark', '<>', '')
      .execute();
    const permissions = [...marks.map((row) => row.permission_mark), 'no:such:permission'];
    expect(permissions.length).toBeGreaterThan(50);
    let held = 0;
    let refused = 0;
    for (const who of Object.values(await principals(ctx))) {
      if (!who.userId || !who.tenant) continue;
      let principal: Principal;
      if (who.audience === 'admin') principal = { kind: 'admin', adminId: who.userId, sessionId: 0 };
      else if (who.audience === 'agent' && who.tenant.kind === 'agent')
        principal = { kind: 'agent', agentUserId: who.userId, agentId: who.tenant.agentId, sessionId: 0 };
      else continue;
      // the grants read by a join of the matrix's own, not through platform/access
      const grants = await grantsOf(ctx.db, who);
      for (const permission of permissions) {
        const holds = await holdsPermission(ctx.db, principal, permission);
        expect({ who: who.name, permission, holds }).toEqual({
          who: who.name,
          permission,
          holds: grants.has(permission),
        });
        if (holds) held += 1;
        else refused += 1;
      }
    }
    // both answers were given many times: staff with full, partial and no grants
    expect(held).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });

  it('grants a customer nothing', async () => {
    const customer: Principal = {
      kind: 'customer',
      customerId: ctx.ids.customers.agent1Phone,
      agentId: ctx.ids.agent1Id,
      sessionId: 0,
    };
    expect(await holdsPermission(ctx.db, customer, 'anything')).toBe(false);
  });
});
