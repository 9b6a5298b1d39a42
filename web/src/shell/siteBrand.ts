import { useSyncExternalStore } from 'react';

/**
 * The white-label brand of the site being shown (the customer site's agent: websiteData.title and its
 * name), set by the console's chrome. Without one the shell shows the product's own name.
 */
export interface SiteBrand {
  /** the name in the header and the login popup */
  name: string;
  /** the document title's suffix (websiteData.title) */
  title: string;
}

let current: SiteBrand | null = null;
const listeners = new Set<() => void>();

export function setSiteBrand(brand: SiteBrand | null): void {
  if (current?.name === brand?.name && current?.title === brand?.title) return;
  current = brand;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteBrand(): SiteBrand | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
