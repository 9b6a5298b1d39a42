import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useConsole } from '#web/shell/console';
import type { Tab } from './tabRules';

export interface TabsState {
  tabs: Tab[];
  /** the tab of the page shown; null when the page shown has no tab */
  activeKey: string | null;
  /** the console's home route, where closing the last page leads */
  home: string;
  /** keepAlive tabs whose page is mounted (kept while hidden); a reload or a close drops one */
  alive: string[];
}

export interface TabsActions {
  setTabs: (tabs: Tab[]) => void;
  markAlive: (key: string) => void;
  dropAlive: (key: string) => void;
  reset: () => void;
}

export type TabsStore = StoreApi<TabsState & TabsActions>;

const initialState = (): TabsState => ({ tabs: [], activeKey: null, home: '/', alive: [] });

export function createTabsStore(): TabsStore {
  return createStore<TabsState & TabsActions>()((set) => ({
    ...initialState(),
    setTabs: (tabs) =>
      set((state) => {
        const open = new Set(tabs.map((tab) => tab.key));
        // A closed keepAlive page loses its state.
        const alive = state.alive.filter((key) => open.has(key));
        return { tabs, alive: alive.length === state.alive.length ? state.alive : alive };
      }),
    markAlive: (key) =>
      set((state) => (state.alive.includes(key) ? state : { alive: [...state.alive, key] })),
    dropAlive: (key) =>
      set((state) => (state.alive.includes(key) ? { alive: state.alive.filter((k) => k !== key) } : state)),
    reset: () => set(initialState()),
  }));
}

// One store per console (by its base path), kept in memory for the life of the page.
const stores = new Map<string, TabsStore>();

export function tabsStoreOf(consoleId: string): TabsStore {
  let store = stores.get(consoleId);
  if (!store) {
    store = createTabsStore();
    stores.set(consoleId, store);
  }
  return store;
}

/** The tabs store of the console the component is in. */
export function useTabsStoreApi(): TabsStore {
  return tabsStoreOf(useConsole().definition.basename);
}

export function useTabs<T>(select: (state: TabsState & TabsActions) => T): T {
  return useStore(useTabsStoreApi(), select);
}
