import { describe, expect, it } from 'vitest';
import { en } from '#web/i18n/locales/en';
import { zh_CN } from '#web/i18n/locales/zh_CN';
import { zh_TW } from '#web/i18n/locales/zh_TW';
import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  openTab,
  refreshTabs,
  TAB_MESSAGES,
  type Tab,
  withHomeTab,
} from './tabRules';

function tab(key: string, fields: Partial<Tab> = {}): Tab {
  return { key, fullPath: key, path: key, title: key, closable: true, meta: { keepAlive: false }, ...fields };
}

const home = tab('/index', { closable: false });
const a = tab('/a');
const b = tab('/b');
const c = tab('/c');
const keys = (tabs: readonly Tab[]) => tabs.map((open) => open.key);
const place = (activeKey: string | null) => ({ activeKey, home: '/index' });

describe('openTab', () => {
  it('adds the tab of a route opened for the first time at the end', () => {
    expect(keys(openTab([home, a], b))).toEqual(['/index', '/a', '/b']);
  });

  it('keeps one tab per key when the same page is opened again', () => {
    expect(keys(openTab([home, a, b], tab('/a')))).toEqual(['/index', '/a', '/b']);
  });

  it('replaces the tab of the same key with a different path in place', () => {
    const message = tab('/user/message', { fullPath: '/user/message?type=notice' });
    const todo = tab('/user/message', { fullPath: '/user/message?type=todo', title: 'Todo' });
    const tabs = openTab([home, message, a], todo);
    expect(keys(tabs)).toEqual(['/index', '/user/message', '/a']);
    expect(tabs[1]).toEqual(todo);
  });
});

describe('withHomeTab', () => {
  it('puts the home tab first and makes it the only one that cannot close', () => {
    const tabs = withHomeTab([a, tab('/b', { closable: false })], home);
    expect(keys(tabs)).toEqual(['/index', '/a', '/b']);
    expect(tabs.map((open) => open.closable)).toEqual([false, true, true]);
  });

  it('keeps the open home tab at its current path', () => {
    const openHome = tab('/index', { fullPath: '/index?x=1', closable: true });
    const tabs = withHomeTab([a, openHome], home);
    expect(tabs[0]).toMatchObject({ key: '/index', fullPath: '/index?x=1', closable: false });
    expect(tabs).toHaveLength(2);
  });

  it('adds no home tab when the console has no home page', () => {
    expect(keys(withHomeTab([a], null))).toEqual(['/a']);
  });
});

describe('refreshTabs', () => {
  it('takes the titles and keepAlive of the routes (another language) and drops tabs of routes gone', () => {
    const routes: Record<string, { title: string; keepAlive: boolean }> = {
      '/index': { title: 'Home', keepAlive: true },
      '/b': { title: 'Bee', keepAlive: false },
    };
    const tabs = refreshTabs([home, a, b], (key) => routes[key]);
    expect(tabs.map((open) => [open.key, open.title, open.meta.keepAlive])).toEqual([
      ['/index', 'Home', true],
      ['/b', 'Bee', false],
    ]);
  });
});

describe('closeTab', () => {
  it('closes a closable tab that is not shown and stays', () => {
    expect(closeTab([home, a, b], '/a', place('/b'))).toEqual({ ok: true, tabs: [home, b] });
  });

  it('goes to the previous tab when the shown tab closes', () => {
    expect(closeTab([home, a, b], '/b', place('/b'))).toEqual({
      ok: true,
      tabs: [home, a],
      navigateTo: '/a',
    });
  });

  it('goes to the previous tab at its full path', () => {
    const message = tab('/m', { fullPath: '/m?type=todo' });
    expect(closeTab([home, message, b], '/b', place('/b'))).toMatchObject({ navigateTo: '/m?type=todo' });
  });

  it('goes home when the shown tab has none before it', () => {
    expect(closeTab([a, b], '/a', place('/a'))).toEqual({ ok: true, tabs: [b], navigateTo: '/index' });
  });

  it('refuses to close a tab that is not closable: "current tab cannot be closed"', () => {
    expect(closeTab([home, a], '/index', place('/index'))).toEqual({
      ok: false,
      message: TAB_MESSAGES.cannotClose,
    });
  });

  it('changes nothing for a tab that is not open', () => {
    expect(closeTab([home, a], '/zzz', place('/a'))).toEqual({ ok: true, tabs: [home, a] });
  });
});

describe('closeLeft', () => {
  it('closes the closable tabs left of the tab and keeps the home tab', () => {
    expect(closeLeft([home, a, b, c], '/c', place('/c'))).toEqual({ ok: true, tabs: [home, c] });
  });

  it('goes to the tab when the shown one was on its left', () => {
    expect(closeLeft([home, a, b, c], '/b', place('/a'))).toEqual({
      ok: true,
      tabs: [home, b, c],
      navigateTo: '/b',
    });
  });

  it('refuses at the leftmost tab: "no tabs to close on the left"', () => {
    expect(closeLeft([home, a], '/index', place('/index'))).toEqual({
      ok: false,
      message: TAB_MESSAGES.noLeft,
    });
  });

  it('refuses when only non-closable tabs are on the left', () => {
    expect(closeLeft([home, a], '/a', place('/a'))).toEqual({ ok: false, message: TAB_MESSAGES.noLeft });
  });
});

describe('closeRight', () => {
  it('closes the closable tabs right of the tab', () => {
    expect(closeRight([home, a, b, c], '/a', place('/a'))).toEqual({ ok: true, tabs: [home, a] });
  });

  it('goes to the tab when the shown one was on its right', () => {
    expect(closeRight([home, a, b, c], '/index', place('/c'))).toEqual({
      ok: true,
      tabs: [home],
      navigateTo: '/index',
    });
  });

  it('refuses at the rightmost tab: "no tabs to close on the right"', () => {
    expect(closeRight([home, a], '/a', place('/a'))).toEqual({ ok: false, message: TAB_MESSAGES.noRight });
  });

  it('refuses when only non-closable tabs are on the right', () => {
    const pinned = tab('/pinned', { closable: false });
    expect(closeRight([home, a, pinned], '/a', place('/a'))).toEqual({
      ok: false,
      message: TAB_MESSAGES.noRight,
    });
  });
});

describe('closeOthers', () => {
  it('closes every closable tab but the one, keeping the home tab', () => {
    expect(closeOthers([home, a, b, c], '/b', place('/b'))).toEqual({ ok: true, tabs: [home, b] });
  });

  it('goes to the tab when the shown one closed', () => {
    expect(closeOthers([home, a, b], '/a', place('/b'))).toEqual({
      ok: true,
      tabs: [home, a],
      navigateTo: '/a',
    });
  });

  it('refuses when nothing else can close: "no closable tabs"', () => {
    expect(closeOthers([home, a], '/a', place('/a'))).toEqual({
      ok: false,
      message: TAB_MESSAGES.noClosable,
    });
    expect(closeOthers([home], '/index', place('/index'))).toEqual({
      ok: false,
      message: TAB_MESSAGES.noClosable,
    });
  });
});

describe('closeAll', () => {
  it('closes every closable tab, keeps the non-closable ones and goes home from a closed page', () => {
    const pinned = tab('/pinned', { closable: false });
    expect(closeAll([home, a, pinned, b], place('/b'))).toEqual({
      ok: true,
      tabs: [home, pinned],
      navigateTo: '/index',
    });
  });

  it('stays when the shown tab is not closable', () => {
    expect(closeAll([home, a, b], place('/index'))).toEqual({ ok: true, tabs: [home] });
  });

  it('stays on a page without a tab (e.g. not found)', () => {
    expect(closeAll([home, a], place(null))).toEqual({ ok: true, tabs: [home] });
  });

  it('refuses when only the home tab is open: "no closable tabs"', () => {
    expect(closeAll([home], place('/index'))).toEqual({ ok: false, message: TAB_MESSAGES.noClosable });
  });
});

describe('tab messages', () => {
  const lookup = (messages: object, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);

  it('are translated in every language', () => {
    for (const key of Object.values(TAB_MESSAGES)) {
      for (const messages of [en, zh_CN, zh_TW]) {
        expect(lookup(messages, key), key).toEqual(expect.any(String));
      }
    }
    expect(Object.values(TAB_MESSAGES).map((key) => lookup(en, key))).toEqual([
      'The current tab cannot be closed',
      'No tabs to close on the left',
      'No tabs to close on the right',
      'No closable tabs',
    ]);
  });
});
