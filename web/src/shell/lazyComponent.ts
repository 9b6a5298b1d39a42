import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A component whose module is fetched on first render (render it inside Suspense). Consoles hand the shell
 * their widgets this way (notices, change password, the customer site's header and footer, the pages
 * besides login), so that a console's first load is little more than its login screen (issue 19).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}
