import { useSyncExternalStore } from 'react';

// How many loading placeholders (a page chunk or the session still loading) are on screen right now.
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Called by a loading placeholder when it mounts; the returned function when it unmounts. */
export function beginLoading(): () => void {
  pending += 1;
  emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    emit();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoadingCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => 0,
  );
}
