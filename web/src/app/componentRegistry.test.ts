import { PAGE_KEYS } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { isRegistered as registered, resolvePage as resolve } from '#web/shell/pageRegistry';
import NotFoundPage from '#web/shell/pages/NotFoundPage';
import { componentRegistry } from './componentRegistry';

const isRegistered = (component: string) => registered(componentRegistry, component);
const resolvePage = (component: string) => resolve(componentRegistry, component);

describe('component registry', () => {
  it.each(PAGE_KEYS)('%s resolves to a page', (key) => {
    expect(isRegistered(key)).toBe(true);
    expect(resolvePage(key)).toBeTypeOf('function');
    expect(resolvePage(key)).not.toBe(NotFoundPage);
  });

  it('has a page for the page keys and nothing else', () => {
    expect(Object.keys(componentRegistry).sort()).toEqual([...PAGE_KEYS].sort());
  });

  it('takes any string: one that is not a page key is the not-found page', () => {
    expect(resolvePage('admin/operational/agent')).toBe(NotFoundPage);
    expect(resolvePage('toString')).toBe(NotFoundPage);
    expect(resolvePage('constructor')).toBe(NotFoundPage);
    expect(isRegistered('/agent/customer/list')).toBe(true);
    expect(isRegistered('admin/operational/agent')).toBe(false);
    expect(resolvePage('/admin/index')).toBe(componentRegistry['admin/index']);
  });
});
