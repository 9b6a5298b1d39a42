import { useCallback, useState } from 'react';

/** antd's table sizes ('middle' is deprecated in antd 6). */
export type Density = 'large' | 'medium' | 'small';
export const DENSITIES: readonly Density[] = ['large', 'medium', 'small'];

/** What a user changes about one table and expects to find again: hidden columns and density. */
export interface TableSettings {
  hidden: string[];
  density: Density;
}

export const tableSettingsKey = (tableId: string) => `onsite.table.${tableId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function load(tableId: string | undefined, fallback: TableSettings): TableSettings {
  if (!tableId) return fallback;
  try {
    const stored = JSON.parse(
      storage()?.getItem(tableSettingsKey(tableId)) ?? 'null',
    ) as Partial<TableSettings> | null;
    return {
      hidden: Array.isArray(stored?.hidden)
        ? stored.hidden.filter((key) => typeof key === 'string')
        : fallback.hidden,
      density: DENSITIES.includes(stored?.density as Density)
        ? (stored?.density as Density)
        : fallback.density,
    };
  } catch {
    // a damaged entry is as good as none
    return fallback;
  }
}

/** The table's settings, kept per `tableId` in localStorage (in memory only without one). */
export function useTableSettings(tableId: string | undefined, defaults: TableSettings) {
  const [settings, setSettings] = useState(() => load(tableId, defaults));
  const update = useCallback(
    (change: Partial<TableSettings> | null) => {
      setSettings((current) => {
        const next = change === null ? defaults : { ...current, ...change };
        if (tableId) {
          if (change === null) storage()?.removeItem(tableSettingsKey(tableId));
          else storage()?.setItem(tableSettingsKey(tableId), JSON.stringify(next));
        }
        return next;
      });
    },
    [tableId, defaults],
  );
  return [settings, update] as const;
}
