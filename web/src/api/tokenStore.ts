import type { Audience } from '@onsite/contracts';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export const TOKEN_STORAGE_KEYS = {
  admin: 'admin_token',
  agent: 'agent_token',
  customer: 'customer_token',
} as const satisfies Record<Audience, string>;

type Tokens = Record<Audience, string | null>;

const AUDIENCES = Object.keys(TOKEN_STORAGE_KEYS) as Audience[];

function storages(): { local: Storage | null; session: Storage | null } {
  try {
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return { local: null, session: null };
  }
}

/**
 * A remembered token lives in localStorage, a session-only one in sessionStorage; either may hold it. The
 * tab's own (sessionStorage) comes first: a support tab ("log in as") keeps its session whatever the
 * browser's remembered one is.
 */
function readToken(audience: Audience): string | null {
  const key = TOKEN_STORAGE_KEYS[audience];
  const { local, session } = storages();
  return session?.getItem(key) || local?.getItem(key) || null;
}

function readAll(): Tokens {
  return { admin: readToken('admin'), agent: readToken('agent'), customer: readToken('customer') };
}

export const tokenStore = createStore<Tokens>(() => readAll());

export function getToken(audience: Audience): string | null {
  return tokenStore.getState()[audience];
}

export function saveToken(audience: Audience, token: string, remember: boolean): void {
  const key = TOKEN_STORAGE_KEYS[audience];
  const { local, session } = storages();
  const [keep, drop] = remember ? [local, session] : [session, local];
  drop?.removeItem(key);
  keep?.setItem(key, token);
  tokenStore.setState({ [audience]: token });
}

/** A token for this tab only (a support session), leaving the browser's remembered one alone. */
export function saveTabToken(audience: Audience, token: string): void {
  storages().session?.setItem(TOKEN_STORAGE_KEYS[audience], token);
  tokenStore.setState({ [audience]: token });
}

/** Ends this tab's own token; the tab falls back to the browser's remembered one, if any. */
export function clearTabToken(audience: Audience): void {
  storages().session?.removeItem(TOKEN_STORAGE_KEYS[audience]);
  tokenStore.setState({ [audience]: readToken(audience) });
}

export function clearToken(audience: Audience): void {
  const key = TOKEN_STORAGE_KEYS[audience];
  const { local, session } = storages();
  local?.removeItem(key);
  session?.removeItem(key);
  tokenStore.setState({ [audience]: null });
}

/** Re-reads storage, e.g. after another tab logged in or out. */
export function syncTokensFromStorage(): void {
  tokenStore.setState(readAll());
}

export function useToken(audience: Audience): string | null {
  return useStore(tokenStore, (tokens) => tokens[audience]);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || AUDIENCES.some((audience) => TOKEN_STORAGE_KEYS[audience] === event.key)) {
      syncTokensFromStorage();
    }
  });
}
