import { create } from 'zustand';
import {
  clearThemeSettings,
  DEFAULT_THEME_SETTINGS,
  loadThemeSettings,
  saveThemeSettings,
  type ThemeSettings,
} from './themeSettings';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

interface ThemeState {
  settings: ThemeSettings;
  /** the stored settings could not be read at start (the shell says so once) */
  loadFailed: boolean;
  update: (change: Partial<ThemeSettings>) => void;
  /** back to the defaults, and nothing left in storage */
  reset: () => void;
  acknowledgeLoadFailure: () => void;
}

const initial = loadThemeSettings(browserStorage());

/** The theme settings of the settings drawer, shared by the three consoles (one browser storage key). */
export const useThemeStore = create<ThemeState>((set, get) => ({
  settings: initial.settings,
  loadFailed: initial.failed,
  update: (change) => {
    const settings = { ...get().settings, ...change };
    saveThemeSettings(browserStorage(), settings);
    set({ settings });
  },
  reset: () => {
    clearThemeSettings(browserStorage());
    set({ settings: DEFAULT_THEME_SETTINGS });
  },
  acknowledgeLoadFailure: () => set({ loadFailed: false }),
}));

export const useThemeSettings = (): ThemeSettings => useThemeStore((state) => state.settings);
