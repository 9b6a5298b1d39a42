import type { IconDefinition } from '@ant-design/icons-svg/lib/types';

/** Draws an icon definition as antd does (AntdIcon renders a definition; pass it as `icon`). */
export { default as IconDrawing } from '@ant-design/icons/es/components/AntdIcon';

/**
 * Every antd icon's drawing, each its own small lazy chunk, by name. The picker and NamedIcon load only the
 * names they show. Importing the whole @ant-design/icons entry instead (even lazily) made the bundler keep
 * that entry, and so every icon, in the chunk the consoles' static icon imports use: ~190 KB of the
 * first load (issue 19).
 */
const drawings = import.meta.glob<IconDefinition>('../../../node_modules/@ant-design/icons-svg/es/asn/*.js', {
  import: 'default',
});
const byName = new Map(
  Object.entries(drawings).map(([file, load]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.js'.length),
    load,
  ]),
);

/** The drawings of these names that exist (unknown names are left out). */
export async function loadIcons(names: readonly string[]): Promise<Record<string, IconDefinition>> {
  const entries = await Promise.all(
    names.map(async (name) => {
      const load = byName.get(name);
      return load ? ([name, await load()] as const) : null;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}
