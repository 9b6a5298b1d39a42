import { describe, expect, it } from 'vitest';
import {
  clearThemeSettings,
  DEFAULT_THEME_SETTINGS,
  loadThemeSettings,
  saveThemeSettings,
  THEME_STORAGE_KEY,
} from './themeSettings';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('theme settings', () => {
  it('has the defaults of spec §3', () => {
    expect(DEFAULT_THEME_SETTINGS).toMatchObject({
      headStyle: 'light',
      sideStyle: 'dark',
      layout: 'side',
      tabStyle: 'default',
      transition: 'slide-right',
      fixedSidebar: true,
      fixedBody: true,
    });
  });

  it('starts from the defaults when nothing is stored, without reporting a failure', () => {
    expect(loadThemeSettings(memoryStorage())).toEqual({ settings: DEFAULT_THEME_SETTINGS, failed: false });
  });

  it('reads back what was saved under the theme key', () => {
    const storage = memoryStorage();
    const changed = {
      ...DEFAULT_THEME_SETTINGS,
      layout: 'mix' as const,
      dark: true,
      primaryColor: '#13c2c2',
    };
    saveThemeSettings(storage, changed);
    expect(JSON.parse(storage.data.get(THEME_STORAGE_KEY) ?? '')).toEqual(changed);
    expect(loadThemeSettings(storage)).toEqual({ settings: changed, failed: false });
  });

  it('fills settings added later with their defaults', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: JSON.stringify({ layout: 'top' }) });
    expect(loadThemeSettings(storage)).toEqual({
      settings: { ...DEFAULT_THEME_SETTINGS, layout: 'top' },
      failed: false,
    });
  });

  it.each([
    ['not JSON', '{layout:'],
    ['an unknown layout', JSON.stringify({ layout: 'diagonal' })],
    ['a colour that is not a hex colour', JSON.stringify({ primaryColor: 'url(evil)' })],
    ['a non-object', '42'],
    ['null', 'null'],
    ['an array', '[]'],
    ['a switch that is not a boolean', JSON.stringify({ dark: 'yes' })],
    ['an unknown transition', JSON.stringify({ transition: 'spin' })],
  ])('reports a failure and uses the defaults when the stored value is %s', (_, raw) => {
    expect(loadThemeSettings(memoryStorage({ [THEME_STORAGE_KEY]: raw }))).toEqual({
      settings: DEFAULT_THEME_SETTINGS,
      failed: true,
    });
  });

  it('drops what it does not know (a setting a later release removed)', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: JSON.stringify({ dark: true, sparkles: 3 }) });
    expect(loadThemeSettings(storage)).toEqual({
      settings: { ...DEFAULT_THEME_SETTINGS, dark: true },
      failed: false,
    });
  });

  it('reports a failure when storage itself cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadThemeSettings(broken).failed).toBe(true);
  });

  it('clears the stored settings on reset', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: JSON.stringify({ layout: 'top' }) });
    clearThemeSettings(storage);
    expect(storage.data.has(THEME_STORAGE_KEY)).toBe(false);
  });
});
