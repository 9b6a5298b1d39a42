import { activityListQuery, defineRoute, reply } from '@onsite/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, cleanup, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listAnswer, renderAt } from '#web/components/testHarness';
import { type PagedQuery, type PagedQueryOptions, pagedQueryKey, usePagedQuery } from './usePagedQuery';

const widgetList = defineRoute({
  method: 'GET',
  path: '/api/admin/widget/getList',
  access: { audience: 'admin' },
  tags: ['test'],
  summary: 'Widgets, for the kit tests',
  query: activityListQuery,
  reply: reply.list(z.object({ id: z.number().int(), title: z.string() })),
});
type WidgetQuery = PagedQuery<typeof widgetList>;

interface Latest {
  query: WidgetQuery | null;
}

/** Hands the hook's latest answer to the test. */
function Probe({ latest, options }: { latest: Latest; options?: PagedQueryOptions<typeof widgetList> }) {
  latest.query = usePagedQuery(widgetList, options);
  return null;
}

/** The hook, and the query client it caches in. */
function ClientProbe({
  latest,
  client,
  options,
}: {
  latest: Latest;
  client: { current?: QueryClient };
  options?: PagedQueryOptions<typeof widgetList>;
}) {
  client.current = useQueryClient();
  latest.query = usePagedQuery(widgetList, options);
  return null;
}

/** The hook with a default filter the page learns later. */
function LateDefault({ latest, choose }: { latest: Latest; choose: { status?: (status: number) => void } }) {
  const [status, setStatus] = useState<number | undefined>();
  choose.status = setStatus;
  latest.query = usePagedQuery(widgetList, { defaultFilters: { status } });
  return null;
}

/** Renders the hook at a URL; `current()` is its latest answer. */
function renderHookAt(url: string, options?: PagedQueryOptions<typeof widgetList>) {
  const latest: Latest = { query: null };
  const rendered = renderAt(<Probe latest={latest} options={options} />, url, () =>
    listAnswer([{ id: 1, title: 'One' }], 31),
  );
  const current = () => {
    if (!latest.query) throw new Error('not rendered');
    return latest.query;
  };
  const view = () => {
    const { page, limit, sort, filters } = current();
    return { page, limit, sort, filters };
  };
  return { ...rendered, current, view };
}

describe('usePagedQuery', () => {
  afterEach(cleanup);

  it('reads page, size, filters and sort from the URL and sends them through the route', async () => {
    const { view, requests, current } = renderHookAt(
      '/widgets?page=2&limit=50&status=3&keyword=fair&sort=title&order=asc',
    );
    expect(view()).toEqual({
      page: 2,
      limit: 50,
      sort: { field: 'title', order: 'ascend' },
      filters: { keyword: 'fair', status: 3 },
    });
    await waitFor(() => expect(current().count).toBe(31));
    expect(current().rows).toEqual([{ id: 1, title: 'One' }]);
    const sent = requests[0];
    expect(sent?.pathname).toBe('/api/admin/widget/getList');
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      keyword: 'fair',
      status: '3',
      page: '2',
      limit: '50',
      sort: 'title',
      order: 'asc',
    });
  });

  it('drops the URL values the route refuses and keeps the rest', () => {
    // a number is a plain decimal, as the server reads a query string (not hex or an exponent)
    const { view } = renderHookAt(
      '/widgets?page=0&limit=500&status=9&tool_id=x&group_id=0x10&sort=colour&keyword=fair',
    );
    expect(view()).toEqual({
      page: 1,
      limit: 20,
      // the route's own default sort
      sort: { field: 'create_time', order: 'descend' },
      filters: { keyword: 'fair' },
    });
  });

  it('writes changes back to the URL: a new filter starts at page 1, defaults stay out, other keys stay', async () => {
    const { current, search } = renderHookAt('/widgets?tab=mine&page=3');
    act(() => current().setFilters({ status: 2, keyword: 'fair' }));
    await waitFor(() => expect(search().toString()).toBe('tab=mine&keyword=fair&status=2'));
    act(() => current().setPage(2, 50));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    expect(search().get('limit')).toBe('50');
    act(() => current().setSort({ field: 'title', order: 'ascend' }));
    await waitFor(() => expect(search().get('sort')).toBe('title'));
    expect(search().get('order')).toBe('asc');
    expect(search().has('page')).toBe(false);
    act(() => current().setFilters({ keyword: undefined }));
    await waitFor(() => expect(search().has('keyword')).toBe(false));
    expect(search().get('status')).toBe('2');
    act(() => current().reset());
    await waitFor(() => expect(search().toString()).toBe('tab=mine&limit=50'));
  });

  it('restores the same view after a reload of the URL it left', async () => {
    const first = renderHookAt('/widgets');
    act(() => first.current().setFilters({ keyword: 'fair', group_id: 4 }));
    await waitFor(() => expect(first.search().get('group_id')).toBe('4'));
    act(() => first.current().setSort({ field: 'begin_time', order: 'ascend' }));
    await waitFor(() => expect(first.search().get('sort')).toBe('begin_time'));
    act(() => first.current().setPage(3));
    await waitFor(() => expect(first.search().get('page')).toBe('3'));
    const before = first.view();
    const sentBefore = first.current().query;
    const url = first.location.current;
    cleanup();

    const reloaded = renderHookAt(url);
    expect(reloaded.view()).toEqual(before);
    expect(reloaded.current().query).toEqual(sentBefore);
    await waitFor(() => expect(reloaded.requests).toHaveLength(1));
    expect(reloaded.requests[0]?.searchParams.get('group_id')).toBe('4');
  });

  it('keeps two tables apart by prefix, and fixed fields out of the URL', async () => {
    const { current, search, requests } = renderHookAt('/widgets?logs.page=2&page=5', {
      prefix: 'logs.',
      fixed: { tool_id: 7 },
    });
    expect(current().page).toBe(2);
    act(() => current().setFilters({ status: 1 }));
    await waitFor(() => expect(search().toString()).toBe('page=5&logs.status=1'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('status')).toBe('1'));
    expect(requests.at(-1)?.searchParams.get('tool_id')).toBe('7');
    expect(current().filterQuery).toEqual({ tool_id: 7, status: 1 });
  });

  it('holds default filters while the URL names none: sent, not filtered, out of the URL', async () => {
    const { current, search, requests } = renderHookAt('/widgets?tab=mine', {
      defaultFilters: { status: 1 },
    });
    expect(current().filters).toEqual({ status: 1 });
    expect(current().isFiltered).toBe(false);
    await waitFor(() => expect(requests[0]?.searchParams.get('status')).toBe('1'));
    act(() => current().setFilters({ status: 3 }));
    await waitFor(() => expect(search().get('status')).toBe('3'));
    expect(current().filters).toEqual({ status: 3 });
    expect(current().isFiltered).toBe(true);
    // back to the default: the URL forgets it
    act(() => current().setFilters({ status: 1, keyword: 'fair' }));
    await waitFor(() => expect(search().toString()).toBe('tab=mine&keyword=fair'));
    expect(current().filters).toEqual({ status: 1, keyword: 'fair' });
    act(() => current().setFilters({ status: 3 }));
    await waitFor(() => expect(search().get('status')).toBe('3'));
    act(() => current().reset());
    await waitFor(() => expect(search().toString()).toBe('tab=mine'));
    expect(current().filters).toEqual({ status: 1 });
    expect(current().query.status).toBe(1);
  });

  it('lets the URL override a default filter, and takes a default that arrives later', async () => {
    const linked = renderHookAt('/widgets?status=3', { defaultFilters: { status: 1 } });
    expect(linked.current().filters).toEqual({ status: 3 });
    cleanup();

    // the default is known once the page's own data has loaded (the first of a list of choices)
    const latest: Latest = { query: null };
    const choose: { status?: (status: number) => void } = {};
    renderAt(<LateDefault latest={latest} choose={choose} />, '/widgets', () => listAnswer([], 0));
    expect(latest.query?.filters).toEqual({});
    act(() => choose.status?.(2));
    expect(latest.query?.filters).toEqual({ status: 2 });
  });

  it("keeps its pages under a domain's own key when given one, so that key's invalidation refreshes it", async () => {
    const latest: Latest = { query: null };
    const client: { current?: QueryClient } = {};
    const { requests } = renderAt(
      <ClientProbe latest={latest} client={client} options={{ queryKey: ['widget', 'list'] }} />,
      '/widgets?status=2',
      () => listAnswer([{ id: 1, title: 'One' }], 1),
    );
    await waitFor(() => expect(latest.query?.count).toBe(1));
    const cache = client.current?.getQueryCache();
    expect(cache?.findAll({ queryKey: ['widget'] })).toHaveLength(1);
    expect(cache?.findAll({ queryKey: pagedQueryKey('admin', widgetList) })).toHaveLength(0);
    await act(() => client.current?.invalidateQueries({ queryKey: ['widget'] }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.searchParams.get('status')).toBe('2');
  });

  it('keeps the view in memory when it must not touch the URL', async () => {
    const { current, search } = renderHookAt('/widgets?status=3', { syncWithLocation: false });
    expect(current().filters).toEqual({});
    act(() => current().setFilters({ status: 1 }));
    await waitFor(() => expect(current().filters).toEqual({ status: 1 }));
    expect(search().toString()).toBe('status=3');
  });
});
