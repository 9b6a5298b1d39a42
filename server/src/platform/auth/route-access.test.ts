import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/harness.ts';

const ctx = useTestContext();

const apiRoutes = () =>
  ctx.app.routeTable.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'));

describe('route access declarations', () => {
  it('has every API route declare its audience', () => {
    const undeclared = apiRoutes().filter((route) => !route.access);
    expect(undeclared).toEqual([]);
  });

  // A permission change shows up in review as a change of this snapshot.
  it('matches the reviewed snapshot of route → audience and permission', () => {
    const table = apiRoutes()
      .map(
        (route) =>
          `${route.method} ${route.url} → ${([] as string[]).concat(route.access!.audience).join('|')}${route.access?.permission ? ` [${route.access.permission}]` : ''}`,
      )
      .sort();
    expect(table).toMatchSnapshot();
  });
});
