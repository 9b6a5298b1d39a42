import { z } from 'zod';

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

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i);

/** Spec §3 "Theme settings"; defaults exactly as the spec lists them, the rest chosen for a plain start. */
export const themeSettingsSchema = z.object({
  layout: z.enum(LAYOUTS).default('side'),
  headStyle: z.enum(HEAD_STYLES).default('light'),
  sideStyle: z.enum(SIDE_STYLES).default('dark'),
  sideMenuStyle: z.enum(SIDE_MENU_STYLES).default('default'),
  primaryColor: hexColor.default(PRESET_COLORS[0]),
  dark: z.boolean().default(false),
  bodyFullWidth: z.boolean().default(true),
  fixedBody: z.boolean().default(true),
  fixedHeader: z.boolean().default(false),
  fixedSidebar: z.boolean().default(true),
  logoAutoSize: z.boolean().default(false),
  colorfulIcon: z.boolean().default(false),
  uniqueOpened: z.boolean().default(false),
  showFooter: z.boolean().default(true),
  weak: z.boolean().default(false),
  showTabs: z.boolean().default(true),
  tabStyle: z.enum(TAB_STYLES).default('default'),
  transition: z.enum(TRANSITIONS).default('slide-right'),
});

export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

export const DEFAULT_THEME_SETTINGS: ThemeSettings = Object.freeze(themeSettingsSchema.parse({}));

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
    const parsed = themeSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success
      ? { settings: parsed.data, failed: false }
      : { settings: DEFAULT_THEME_SETTINGS, failed: true };
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
