import { describe, expect, it } from 'vitest';
import { consoleOfPath } from '#web/app/consolePath';
import { loginLocation, safeFrom, stripBasename } from './loginLocation';

describe('login locations', () => {
  it('carries the attempted path in from, except at the root', () => {
    expect(loginLocation('/partner')).toBe('/login?from=%2Fpartner');
    expect(loginLocation('/')).toBe('/login');
    expect(loginLocation('/login?from=%2Fx')).toBe('/login');
  });

  it('only follows from inside the console', () => {
    expect(safeFrom('/tool/screen?id=1')).toBe('/tool/screen?id=1');
    expect(safeFrom('//evil.example')).toBeNull();
    expect(safeFrom('https://evil.example')).toBeNull();
    expect(safeFrom('/\\evil.example')).toBeNull();
    expect(safeFrom(null)).toBeNull();
  });

  it('strips the console base from a browser path', () => {
    expect(stripBasename('/new_admin/index', '/new_admin')).toBe('/index');
    expect(stripBasename('/new_admin', '/new_admin')).toBe('/');
  });
});

describe('console by path prefix', () => {
  it.each([
    ['/new_admin', 'admin'],
    ['/new_admin/partner', 'admin'],
    ['/new_agent/index', 'agent'],
    ['/my', 'customer'],
    ['/my/activity', 'customer'],
    ['/', null],
    ['/mystery', null],
    ['/new_administrator', null],
  ])('%s → %s', (path, name) => {
    expect(consoleOfPath(path)).toBe(name);
  });
});
