import { type ComponentType, createElement, lazy } from 'react';
import { i18n } from '#web/i18n';
import type { PageProps } from './pageProps';
import NotFoundPage from './pages/NotFoundPage';

export type PageComponent = ComponentType<PageProps>;

// Spec §8: a page chunk that has not arrived after 120 s fails instead of spinning forever.
const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(i18n.t('error.chunkTimeout'))), CHUNK_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// Pages whose chunk failed to load, each with the function that gives it a fresh loader.
const failedPages = new Set<() => void>();

/**
 * Forgets the failed loads, so the pages fetch their chunks again on their next render: the error page's
 * "try again". (React keeps a failed lazy() failed for good; re-creating it at once would loop.)
 */
export function retryFailedPages(): void {
  for (const renew of failedPages) renew();
  failedPages.clear();
}

type PageModule = { default: PageComponent };

/**
 * The chunk a failed dynamic import names (Chromium: "Failed to fetch dynamically imported module: <url>",
 * Firefox: "error loading dynamically imported module: <url>"), if any.
 */
export function failedChunkUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : '';
  const match = /dynamically imported module:?\s+(\S+)/i.exec(message);
  return match?.[1];
}

/**
 * Loads a chunk again after a failure. The browser remembers a failed module URL for the life of the page
 * and answers the same failure without asking the network, so the retry asks for the chunk under a new
 * query string (same file, new module record); without a URL to go by, the original loader tries again.
 */
function reload(load: () => Promise<PageModule>, previous: unknown): Promise<PageModule> {
  const url = failedChunkUrl(previous);
  if (!url) return load();
  const retried = `${url}${url.includes('?') ? '&' : '?'}retry=${Date.now()}`;
  return import(/* @vite-ignore */ retried) as Promise<PageModule>;
}

/** A page whose chunk loads on first render and can be loaded again after a failure. */
export function lazyPage(load: () => Promise<PageModule>): PageComponent {
  let lastFailure: unknown;
  const renew = () => {
    current = fresh();
  };
  const fresh = (): PageComponent =>
    lazy(() =>
      withTimeout(lastFailure === undefined ? load() : reload(load, lastFailure)).catch((error: unknown) => {
        lastFailure = error;
        failedPages.add(renew);
        throw error;
      }),
    );
  let current = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module load, never in a render
  return function LazyPage(props) {
    return createElement(current, props);
  };
}

/**
 * Server `component` strings → pages. The app's registry (web/src/app/componentRegistry.ts) has one page per
 * page key of the contracts; the shell receives it through the console context and knows no page itself.
 */
export type PageRegistry = Readonly<Record<string, PageComponent>>;

function registryKey(component: string): string {
  return component.trim().replace(/^\.?\/+/, '');
}

export function isRegistered(registry: PageRegistry, component: string): boolean {
  return Object.hasOwn(registry, registryKey(component));
}

/** The page of a server `component` string; any string is accepted, an unknown one is not found. */
export function resolvePage(registry: PageRegistry, component: string): PageComponent {
  const key = registryKey(component);
  return Object.hasOwn(registry, key) ? (registry[key] as PageComponent) : NotFoundPage;
}
