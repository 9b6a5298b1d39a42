import type { IconDefinition } from '@ant-design/icons-svg/lib/types';

/** Draws an icon definition as antd does (AntdIcon renders a definition; pass it as `icon`). */
export { default as IconDrawing } from '@ant-design/icons/es/components/AntdIcon';

/**
 * The drawings of these names that exist (unknown names are left out). The registry of names
 * (iconDrawings.ts) is a chunk of its own, fetched on the first call: importing every drawing's loader
 * statically put ~120 KB of stubs and names in the entry every console shares (issue 19).
 */
export async function loadIcons(names: readonly string[]): Promise<Record<string, IconDefinition>> {
  const { iconLoaders } = await import('./iconDrawings');
  const entries = await Promise.all(
    names.map(async (name) => {
      const load = iconLoaders.get(name);
      return load ? ([name, await load()] as const) : null;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}
