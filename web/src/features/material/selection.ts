import type { MaterialItem } from '@onsite/contracts';

/** System materials and own files have separate id spaces: a selection tells them apart by source. */
export const selectionKey = (item: Pick<MaterialItem, 'id' | 'hook'>) =>
  `${item.hook ? 'system' : 'mine'}:${item.id}`;

export const isSelected = (selected: readonly MaterialItem[], item: MaterialItem) =>
  selected.some((entry) => selectionKey(entry) === selectionKey(item));

/**
 * Toggles an item: selected → removed; otherwise added unless `max` are chosen already, in which case
 * the selection stays and `limitReached` tells the dialog to say so (spec §5 "max selectable reached").
 * With max 1 a click replaces the choice, as a single picker does.
 */
export function toggleSelection(
  selected: readonly MaterialItem[],
  item: MaterialItem,
  max: number,
): { selected: MaterialItem[]; limitReached: boolean } {
  if (isSelected(selected, item)) {
    return {
      selected: selected.filter((entry) => selectionKey(entry) !== selectionKey(item)),
      limitReached: false,
    };
  }
  if (max === 1) return { selected: [item], limitReached: false };
  if (selected.length >= max) return { selected: [...selected], limitReached: true };
  return { selected: [...selected, item], limitReached: false };
}
