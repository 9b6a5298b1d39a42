import { type MaterialItem, materialApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import LibraryPage from './LibraryPage';

const material = (
  id: number,
  hook: MaterialItem['hook'],
  name: string,
  category_id: number,
): MaterialItem => ({
  id,
  name,
  url: `system/${id}.png`,
  src: `/storage/system/${id}.png`,
  size: 2048,
  type: 'image/png',
  kind: 'image',
  category_id,
  hook,
  is_default: 1,
});
const materials = [
  material(1, 'background', 'Red festive background', 10),
  material(2, 'background', 'Blue sky background', 11),
  material(3, 'avatar', 'Smiling avatar', 20),
];
const data = (value: unknown) => Response.json({ code: 0, msg: 'ok', data: value });

/** The platform's system materials by hook and category. */
const server: FakeEndpoint = (url) => {
  const query = url.searchParams;
  switch (url.pathname) {
    case materialApi.getMaterialType.path:
      return data([
        { hook: 'background', types: ['image'], count: 2 },
        { hook: 'avatar', types: ['image'], count: 1 },
      ]);
    case materialApi.getMaterialCategoryList.path:
      return data(
        query.get('hook') === 'avatar'
          ? [{ id: 20, name: 'Faces', file_count: 1 }]
          : [
              { id: 10, name: 'Festive', file_count: 1 },
              { id: 11, name: 'Sky', file_count: 1 },
            ],
      );
    case materialApi.getMaterialList.path:
      return listAnswer(
        materials.filter(
          (row) =>
            (!query.get('hook') || row.hook === query.get('hook')) &&
            (!query.get('category') || String(row.category_id) === query.get('category')),
        ),
      );
    default:
      return listAnswer([]);
  }
};

const systemRequests = (requests: URL[]) =>
  requests.filter((request) => request.pathname === materialApi.getMaterialList.path);
const selectedHook = () => document.querySelector('.ant-segmented-item-selected')?.textContent;

describe('system materials (resource library)', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows the first hook by default, and keeps the chosen hook in the URL under system.', async () => {
    const first = renderAt(<LibraryPage title="Library" />, '/library?tab=system', server, {
      audience: 'customer',
    });
    expect(await screen.findByText('Red festive background')).toBeTruthy();
    expect(screen.queryByText('Smiling avatar')).toBeNull();
    // the default hook is sent, not written: the tab's URL stays plain
    const sent = systemRequests(first.requests)[0]?.searchParams;
    expect(Object.fromEntries(sent ?? [])).toEqual({ mine: '0', hook: 'background', page: '1', limit: '16' });
    expect(first.search().toString()).toBe('tab=system');
    expect(selectedHook()).toBe('Backgrounds');

    fireEvent.click(screen.getByText('Avatars'));
    await waitFor(() => expect(first.search().get('system.hook')).toBe('avatar'));
    expect(await screen.findByText('Smiling avatar')).toBeTruthy();
    expect(screen.queryByText('Red festive background')).toBeNull();
    const url = first.location.current;
    cleanup();

    const reloaded = renderAt(<LibraryPage title="Library" />, url, server, { audience: 'customer' });
    expect(await screen.findByText('Smiling avatar')).toBeTruthy();
    expect(selectedHook()).toBe('Avatars');
    expect(systemRequests(reloaded.requests)).toHaveLength(1);
    expect(systemRequests(reloaded.requests)[0]?.searchParams.get('hook')).toBe('avatar');
  });

  it('narrows to a category from the URL, and offers the whole hook back when it is empty', async () => {
    renderAt(<LibraryPage title="Library" />, '/library?tab=system&system.category=11', server, {
      audience: 'customer',
    });
    expect(await screen.findByText('Blue sky background')).toBeTruthy();
    expect(screen.queryByText('Red festive background')).toBeNull();
    cleanup();

    const empty = renderAt(
      <LibraryPage title="Library" />,
      '/library?tab=system&system.category=99',
      server,
      { audience: 'customer' },
    );
    const shown = await screen.findByTestId('system-empty');
    fireEvent.click(within(shown).getByTestId('system-clear-filters'));
    await waitFor(() => expect(empty.search().has('system.category')).toBe(false));
    expect(await screen.findByText('Red festive background')).toBeTruthy();
  });
});
