import { createContext, useContext } from 'react';
import type { ShellUser } from './console';
import type { MenuNode } from './menuRoutes';

export interface ShellContextValue {
  /** null for a visitor on a public page */
  user: ShellUser | null;
  /** the whole menu tree, hidden entries included */
  menuTree: MenuNode[];
}

export const ShellContext = createContext<ShellContextValue>({ user: null, menuTree: [] });

export function useShell(): ShellContextValue {
  return useContext(ShellContext);
}
