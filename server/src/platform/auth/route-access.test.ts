import { TRANSFER_SYMBOLS } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { symbolOf } from '#server/modules/transfer/transfer.symbols.ts';
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

  // Importing or exporting a dataset needs the permission of its list, checked once the symbol is known.
  it('matches the reviewed snapshot of dataset import/export → permission', () => {
    const table = TRANSFER_SYMBOLS.flatMap((symbol) => {
      const definition = symbolOf(symbol);
      return (['import', 'export'] as const).flatMap((direction) =>
        (direction === 'import' ? definition.importAudiences : definition.exportAudiences).map(
          (audience) =>
            `${direction} ${symbol} (${audience}) → ${
              [
                definition.listPermission[audience],
                direction === 'import' ? definition.importPermission?.[audience] : undefined,
              ]
                .filter(Boolean)
                .join(' + ') || '(audience only)'
            }`,
        ),
      );
    }).sort();
    expect(table).toMatchSnapshot();
  });
});
