import { type ReactNode, use, useMemo } from 'react';
import { ConsoleContext, useConsole } from './console';
import type { PageRegistry } from './pageRegistry';

// One fetch per loader, kept for the life of the page (React's `use` wants the same promise every render).
const fetched = new WeakMap<() => Promise<PageRegistry>, Promise<PageRegistry>>();

function registryOf(load: () => Promise<PageRegistry>): Promise<PageRegistry> {
  let promise = fetched.get(load);
  if (!promise) {
    promise = load();
    fetched.set(load, promise);
  }
  return promise;
}

/**
 * Hands the shell the console's pages: those of the context, or the registry its `loadPages` fetches
 * (suspending until it has arrived: wrap in Suspense).
 */
export function WithPages({ children }: { children: ReactNode }) {
  const context = useConsole();
  const pages = context.pages ?? (context.loadPages ? use(registryOf(context.loadPages)) : undefined);
  const value = useMemo(() => ({ ...context, pages }), [context, pages]);
  return <ConsoleContext.Provider value={value}>{children}</ConsoleContext.Provider>;
}
