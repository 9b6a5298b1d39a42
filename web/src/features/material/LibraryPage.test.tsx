import { type LibraryFile, materialApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import LibraryPage from './LibraryPage';

const file = (id: number, name: string, kind: LibraryFile['kind']): LibraryFile => ({
  id,
  name,
  url: `agent/1/2026/01/01/${id}`,
  src: `/storage/agent/1/2026/01/01/${id}`,
  size: 2048,
  type: kind === 'video' ? 'video/mp4' : 'image/png',
  kind,
  acid: null,
  create_time: '2026-01-02T03:04:05Z',
  category_id: null,
});
const files = [file(1, 'poster.png', 'image'), file(2, 'opening-clip.mp4', 'video')];

/** The agent's files, narrowed by type and name; no categories, no session (the agent info stays pending). */
const server: FakeEndpoint = (url) => {
  if (url.pathname === materialApi.getList.agent.path) {
    const type = url.searchParams.get('type');
    const keyword = url.searchParams.get('keyword') ?? '';
    return listAnswer(files.filter((row) => (!type || row.kind === type) && row.name.includes(keyword)));
  }
  if (url.pathname === materialApi.getCategoryList.agent.path)
    return Response.json({ code: 0, msg: 'ok', data: [] });
  return Response.json({ code: 500, msg: 'not in this test', data: null });
};

const renderPage = (url: string) =>
  renderAt(<LibraryPage title="Library" />, url, server, { audience: 'agent' });
const searchBox = () =>
  within(screen.getByTestId('library-search')).getByRole('searchbox') as HTMLInputElement;
const selectedKind = () =>
  screen.getByTestId('library-type').querySelector('.ant-segmented-item-selected')?.textContent;

describe('resource library page', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('keeps the type, category and name in the URL beside the activity, so a reload opens the same files', async () => {
    const first = renderPage('/library?acid=12');
    expect(await screen.findByText('poster.png')).toBeTruthy();
    expect(
      first.requests.find((request) => request.pathname === materialApi.getList.agent.path)?.search,
    ).toBe('?acid=12&page=1&limit=16');

    fireEvent.click(within(screen.getByTestId('library-type')).getByText('Videos'));
    await waitFor(() => expect(first.search().get('type')).toBe('video'));
    fireEvent.change(searchBox(), { target: { value: 'clip' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(first.search().get('keyword')).toBe('clip'));
    fireEvent.click(within(screen.getByTestId('library-categories')).getByText('Uncategorised'));
    await waitFor(() => expect(first.search().get('category')).toBe('0'));
    await waitFor(() => expect(screen.queryByText('poster.png')).toBeNull());
    expect(screen.getByText('opening-clip.mp4')).toBeTruthy();
    // the activity is the page's context: kept, and sent with every call
    expect(first.search().get('acid')).toBe('12');
    const url = first.location.current;
    cleanup();

    const reloaded = renderPage(url);
    expect(await screen.findByText('opening-clip.mp4')).toBeTruthy();
    expect(screen.queryByText('poster.png')).toBeNull();
    expect(selectedKind()).toBe('Videos');
    expect(searchBox().value).toBe('clip');
    const sent = reloaded.requests.find((request) => request.pathname === materialApi.getList.agent.path);
    expect(Object.fromEntries(sent?.searchParams ?? [])).toMatchObject({
      acid: '12',
      type: 'video',
      keyword: 'clip',
      category: '0',
    });
  });

  it('offers to clear the filters when no file matches them, and keeps the activity', async () => {
    const rendered = renderPage('/library?acid=12&type=audio');
    await screen.findByTestId('library-empty');
    expect(screen.getByText('No files match these filters')).toBeTruthy();
    fireEvent.click(screen.getByTestId('library-clear-filters'));
    expect(await screen.findByText('poster.png')).toBeTruthy();
    expect(rendered.search().toString()).toBe('acid=12');
    expect(selectedKind()).toBe('All');
  });
});
