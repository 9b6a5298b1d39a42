import type { AnyRoute } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import type { LateRoute } from './client';
import { preSignIn } from './preSignIn';

describe('the routes called before sign-in', () => {
  it.each(Object.entries(preSignIn))('%s is sent as its contract declares it', async (_, route) => {
    const contract = await (route as unknown as LateRoute).late();
    expect(contract).toBeDefined();
    // what the client reads of a route to send it: method, path, whether the input is a query, accepted codes
    expect({ method: route.method, path: route.path }).toEqual({
      method: contract.method,
      path: contract.path,
    });
    expect(contract.query === undefined || contract.method === 'GET').toBe(true);
    expect(contract.multipart ?? false).toBe(false);
    expect(contract.acceptCodes).toBeUndefined();
    expect(contract.reply.kind).toBe(route.reply.kind);
  });

  it('names each contract route once', async () => {
    const contracts = await Promise.all(
      Object.values(preSignIn).map((route) => (route as unknown as LateRoute).late()),
    );
    expect(new Set<AnyRoute>(contracts).size).toBe(contracts.length);
  });
});
