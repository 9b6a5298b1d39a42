import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_THEME_SETTINGS, THEME_STORAGE_KEY } from './themeSettings';
import { useThemeStore } from './themeStore';

afterEach(() => {
  useThemeStore.getState().reset();
  localStorage.clear();
});

describe('theme store', () => {
  it('persists every change to browser storage', () => {
    useThemeStore.getState().update({ layout: 'top', tabStyle: 'card' });
    expect(useThemeStore.getState().settings).toMatchObject({ layout: 'top', tabStyle: 'card' });
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toMatchObject({
      layout: 'top',
      tabStyle: 'card',
    });
  });

  it('reset restores the defaults and leaves nothing stored', () => {
    useThemeStore.getState().update({ dark: true, weak: true });
    useThemeStore.getState().reset();
    expect(useThemeStore.getState().settings).toEqual(DEFAULT_THEME_SETTINGS);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});
