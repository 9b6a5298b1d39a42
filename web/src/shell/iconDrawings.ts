import type { IconDefinition } from '@ant-design/icons-svg/lib/types';

/**
 * The icon registry: every icon name the icon picker offers (its basic set, the menus' Outlined icons, and
 * its plugin set, Filled and TwoTone: server/src/modules/material/icons/*.json, which together name every
 * drawing of @ant-design/icons-svg) → a loader of that drawing, each its own small chunk. This map is itself
 * a chunk, loaded the first time a name outside the bundled menu icons is drawn or the picker opens, so
 * that none of it is in a console's first load (issue 19). The drawings are imported with a query of their
 * own, so they are modules apart from those antd's icons import: otherwise every icon antd or a page draws
 * would be a lazy chunk's target, a file of its own (a signed-in list page fetched 75 such files).
 */
const drawings = import.meta.glob<IconDefinition>('../../../node_modules/@ant-design/icons-svg/es/asn/*.js', {
  import: 'default',
  query: '?drawing',
});

export const iconLoaders: ReadonlyMap<string, () => Promise<IconDefinition>> = new Map(
  Object.entries(drawings).map(([file, load]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.js'.length),
    load,
  ]),
);
