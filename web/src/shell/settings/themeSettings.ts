/** Browser storage key of the theme settings (spec §9 "Storage keys"). */
export const THEME_STORAGE_KEY = 'theme';

/** Seven preset theme colours (spec §2); any other colour comes from the custom picker. */
export const PRESET_COLORS = [
  '#1f6feb',
  '#f5222d',
  '#fa541c',
  '#faad14',
  '#13c2c2',
  '#52c41a',
  '#722ed1',
] as const;

export const LAYOUTS = ['side', 'top', 'mix'] as const;
export const HEAD_STYLES = ['light', 'dark', 'primary'] as const;
export const SIDE_STYLES = ['dark', 'light'] as const;
export const SIDE_MENU_STYLES = ['default', 'mix'] as const;
export const TAB_STYLES = ['default', 'dot', 'card'] as const;
export const TRANSITIONS = ['slide-right', 'slide-bottom', 'zoom-in', 'zoom-out', 'fade'] as const;

type OneOf<T extends readonly string[]> = T[number];

/** Spec §3 "Theme settings". */
export interface ThemeSettings {
  layout: OneOf<typeof LAYOUTS>;
  headStyle: OneOf<typeof HEAD_STYLES>;
  sideStyle: OneOf<typeof SIDE_STYLES>;
  sideMenuStyle: OneOf<typeof SIDE_MENU_STYLES>;
  primaryColor: string;
  dark: boolean;
  bodyFullWidth: boolean;
  fixedBody: boolean;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  logoAutoSize: boolean;
  colorfulIcon: boolean;
  uniqueOpened: boolean;
  showFooter: boolean;
  weak: boolean;
  showTabs: boolean;
  tabStyle: OneOf<typeof TAB_STYLES>;
  transition: OneOf<typeof TRANSITIONS>;
}

/** The defaults exactly as the spec lists them, the rest chosen for a plain start. */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = Object.freeze({
  layout: 'side',
  headStyle: 'light',
  sideStyle: 'dark',
  sideMenuStyle: 'default',
  primaryColor: PRESET_COLORS[0],
  dark: false,
  bodyFullWidth: true,
  fixedBody: true,
  fixedHeader: false,
  fixedSidebar: true,
  logoAutoSize: false,
  colorfulIcon: false,
  uniqueOpened: false,
  showFooter: true,
  weak: false,
  showTabs: true,
  tabStyle: 'default',
  transition: 'slide-right',
});

const oneOf = (values: readonly string[]) => (value: unknown) =>
  typeof value === 'string' && values.includes(value);
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isHexColor = (value: unknown) => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

// Checked by hand rather than with a zod schema: the settings are read before the login screen shows, and
// zod is no part of a console's first load (issue 19).
const fieldChecks: { [K in keyof ThemeSettings]: (value: unknown) => boolean } = {
  layout: oneOf(LAYOUTS),
  headStyle: oneOf(HEAD_STYLES),
  sideStyle: oneOf(SIDE_STYLES),
  sideMenuStyle: oneOf(SIDE_MENU_STYLES),
  primaryColor: isHexColor,
  dark: isBoolean,
  bodyFullWidth: isBoolean,
  fixedBody: isBoolean,
  fixedHeader: isBoolean,
  fixedSidebar: isBoolean,
  logoAutoSize: isBoolean,
  colorfulIcon: isBoolean,
  uniqueOpened: isBoolean,
  showFooter: isBoolean,
  weak: isBoolean,
  showTabs: isBoolean,
  tabStyle: oneOf(TAB_STYLES),
  transition: oneOf(TRANSITIONS),
};

/**
 * The settings of a stored value: each setting it holds must be one the spec allows, and one it lacks (added
 * in a later release) takes its default; anything else it holds is dropped. Null when it is not an object or
 * holds a setting out of range.
 */
export function parseThemeSettings(value: unknown): ThemeSettings | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(fieldChecks)) {
    const setting = stored[key];
    if (setting === undefined) settings[key] = DEFAULT_THEME_SETTINGS[key as keyof ThemeSettings];
    else if (check(setting)) settings[key] = setting;
    else return null;
  }
  return settings as unknown as ThemeSettings;
}

export type LoadedTheme = { settings: ThemeSettings; failed: boolean };

/**
 * Reads the stored settings. Nothing stored → defaults. Stored but unreadable (not JSON, or a value out of
 * range) → defaults and `failed`, so the shell can say "theme loading failed". Settings added in a later
 * release are filled with their defaults rather than failing.
 */
export function loadThemeSettings(storage: Pick<Storage, 'getItem'> | null): LoadedTheme {
  let raw: string | null;
  try {
    raw = storage?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    return { settings: DEFAULT_THEME_SETTINGS, failed: true };
  }
  if (raw === null) return { settings: DEFAULT_THEME_SETTINGS, failed: false };
  try {
    const settings = parseThemeSettings(JSON.parse(raw));
    return settings ? { settings, failed: false } : { settings: DEFAULT_THEME_SETTINGS, failed: true };
  } catch {
    return { settings: DEFAULT_THEME_SETTINGS, failed: true };
  }
}

export function saveThemeSettings(storage: Pick<Storage, 'setItem'> | null, settings: ThemeSettings): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage can be full or disabled; the settings then last for this page only.
  }
}

export function clearThemeSettings(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(THEME_STORAGE_KEY);
  } catch {
    // See saveThemeSettings.
  }
}
