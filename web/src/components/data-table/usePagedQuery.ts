import { type AnyRoute, type Audience, fromText, type QueryOutput, type ReplyData } from '@onsite/contracts';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { CallArgs, Page, QueryValue } from '#web/api/client';
import { accepts, defaultOf, shapeOf } from '#web/components/zodShape';
import { useApi } from '#web/shell/console';

/**
 * A contract route that answers a page of rows: the rows with the total in the envelope (`reply.list`), or
 * the spec's other paged answer, `data: { list, total }` (the import and export logs).
 */
export type ListRoute = AnyRoute &
  (
    | { reply: { kind: 'list'; schema: z.ZodType } }
    | { reply: { kind: 'data'; schema: z.ZodType<{ list: unknown[]; total: number }> } }
  );

/** One row of a list route, as the client parses it. */
export type RowOf<R> =
  ReplyData<R> extends (infer Row)[]
    ? Row
    : ReplyData<R> extends { list: (infer Row)[]; total: number }
      ? Row
      : never;

/** The query keys the kit owns: paging and sorting. Everything else the route declares is a filter. */
const PAGING_KEYS = ['page', 'limit', 'sort', 'order'] as const;
type PagingKey = (typeof PAGING_KEYS)[number];
const isPagingKey = (key: string): key is PagingKey => (PAGING_KEYS as readonly string[]).includes(key);

/** The filters of a list route: its query fields besides paging and sorting, each optional. */
export type FiltersOf<R> =
  QueryOutput<R> extends object ? Partial<Omit<QueryOutput<R>, PagingKey>> : Record<string, never>;

export type SortOrder = 'ascend' | 'descend';
/** The sort in antd's terms; sent as the route's own `sort` and `order` fields. */
export interface SortState {
  field: string;
  order: SortOrder;
}

export interface PagedQueryOptions<R extends ListRoute> {
  /** prefixes the URL keys (`logs.page`), for two tables on one page */
  prefix?: string;
  /** false keeps the state in memory instead of the URL (a table inside a dialog) */
  syncWithLocation?: boolean;
  /** rows per page when the URL says nothing; the route's own default otherwise */
  defaultLimit?: number;
  /** the sort when the URL says nothing; the route's own `sort`/`order` defaults otherwise */
  defaultSort?: SortState;
  /** query fields the page fixes (a tab, the open activity): always sent, never in the URL */
  fixed?: FiltersOf<R>;
  /**
   * filters in force while the URL names none of them (a segmented control's first choice): sent, shown as
   * chosen, left out of the URL while they hold, and what `reset` returns to; they do not count as filtered
   */
  defaultFilters?: FiltersOf<R>;
  /**
   * the key the list's pages live under, when not `pagedQueryKey(audience, route)`: a domain whose changes
   * invalidate a key of its own (`['order']`, also from other features) keeps its list under that key, so
   * the same invalidation refreshes the list
   */
  queryKey?: QueryKey;
  enabled?: boolean;
  /** polls while it answers a number (e.g. while a job on the page is still running) */
  refetchInterval?: (page: Page<RowOf<R>> | undefined) => number | false;
}

export interface SetFiltersOptions {
  /** replace the history entry (the default: filters do not each make a back-button step) */
  replace?: boolean;
}

export interface PagedQuery<R extends ListRoute> {
  route: R;
  rows: RowOf<R>[];
  count: number;
  /** the server counted only up to `count`: there are more rows ("10,000+"), past the pages it offers */
  countCapped: boolean;
  page: number;
  limit: number;
  sort: SortState | undefined;
  /** the sort when nobody chose one (the options' or the route's); `setSort(undefined)` goes back to it */
  defaultSort: SortState | undefined;
  filters: FiltersOf<R>;
  /** what the list sends: fixed fields, filters, paging and sort */
  query: Record<string, QueryValue>;
  /** the fixed fields and filters without paging: what "export by filter" sends */
  filterQuery: Record<string, QueryValue>;
  /** whether the user has set any filter (the empty state then says "nothing matches") */
  isFiltered: boolean;
  /** whether the route declares `sort` and `order` */
  canSort: boolean;
  /** the first load, with nothing to show yet */
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
  setPage: (page: number, limit?: number) => void;
  /** merges filters (empty values remove one) and goes back to page 1 */
  setFilters: (filters: FiltersOf<R>, options?: SetFiltersOptions) => void;
  /** a new sort (undefined: the default one) from page 1 */
  setSort: (sort: SortState | undefined) => void;
  /** no filters, page 1, the default sort; the page size stays */
  reset: () => void;
}

/**
 * The query-key prefix of every page of a route: `invalidateQueries({ queryKey })` after a mutation (a list
 * given its own `queryKey` lives under that one instead).
 */
export function pagedQueryKey(audience: Audience, route: AnyRoute): readonly [Audience, string] {
  return [audience, route.path] as const;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const toQueryValue = (value: unknown): QueryValue | undefined => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as QueryValue;
  return undefined;
};

interface ViewState {
  page: number;
  limit: number;
  sort: SortState | undefined;
  filters: Record<string, unknown>;
}

/** Everything the hook derives once per route: the route's keys, defaults and how it spells an order. */
function describeRoute(route: ListRoute, options: PagedQueryOptions<ListRoute>) {
  const schema = route.query;
  const shape = shapeOf(schema);
  const fixed: Record<string, unknown> = { ...(options.fixed as Record<string, unknown> | undefined) };
  const keys = Object.keys(shape).filter((key) => !(key in fixed));
  const filterKeys = keys.filter((key) => !isPagingKey(key));
  const canSort = 'sort' in shape && 'order' in shape;
  // Routes spell the order 'asc'/'desc' (the server's) or antd's 'ascend'/'descend'.
  const shortOrder = accepts(shape.order, 'asc');
  const toWire = (order: SortOrder) => (shortOrder ? (order === 'ascend' ? 'asc' : 'desc') : order);
  const fromWire = (order: unknown): SortOrder =>
    order === 'asc' || order === 'ascend' ? 'ascend' : 'descend';
  const defaultSort =
    options.defaultSort ??
    (canSort && defaultOf(shape.sort) !== undefined
      ? { field: String(defaultOf(shape.sort)), order: fromWire(defaultOf(shape.order)) }
      : undefined);
  const limitDefault = defaultOf(shape.limit);
  const defaultLimit = options.defaultLimit ?? (typeof limitDefault === 'number' ? limitDefault : 20);
  const given = (options.defaultFilters ?? {}) as Record<string, unknown>;
  const defaultFilters = Object.fromEntries(
    filterKeys.filter((key) => !isEmpty(given[key])).map((key) => [key, given[key]]),
  );
  return {
    schema,
    shape,
    fixed,
    keys,
    filterKeys,
    canSort,
    toWire,
    fromWire,
    defaultSort,
    defaultLimit,
    defaultFilters,
  };
}
type RouteDescription = ReturnType<typeof describeRoute>;

/**
 * The URL's values, read as the server reads a query string (`fromText`: plain decimals are numbers) and
 * checked by the route's own query schema: a value the schema refuses is dropped (and the rest kept), so a
 * hand-edited or stale link opens the nearest valid view instead of an error.
 */
function parseParams(
  params: URLSearchParams,
  prefix: string,
  route: RouteDescription,
): Record<string, unknown> {
  const candidate: Record<string, string> = {};
  for (const key of route.keys) {
    const value = params.get(prefix + key);
    if (value !== null && value !== '') candidate[key] = value;
  }
  if (!route.schema || Object.keys(candidate).length === 0) return {};
  for (let attempt = 0; attempt <= route.keys.length; attempt += 1) {
    const result = route.schema.safeParse(fromText(route.schema, { ...route.fixed, ...candidate }));
    if (result.success) {
      const data = result.data as Record<string, unknown>;
      return Object.fromEntries(Object.keys(candidate).map((key) => [key, data[key]]));
    }
    const refused = new Set(
      result.error.issues.map((issue) => String(issue.path[0])).filter((key) => key in candidate),
    );
    // the object fails for a reason that is not the URL's (a required field the page did not fix)
    if (refused.size === 0) break;
    for (const key of refused) delete candidate[key];
  }
  // field by field, then
  const parsed: Record<string, unknown> = {};
  const read = fromText(route.schema, candidate) as Record<string, unknown>;
  for (const [key, value] of Object.entries(read)) {
    const result = route.shape[key]?.safeParse(value);
    if (result?.success) parsed[key] = result.data;
  }
  return parsed;
}

function readState(params: URLSearchParams, prefix: string, route: RouteDescription): ViewState {
  const parsed = parseParams(params, prefix, route);
  const filters = Object.fromEntries(
    route.filterKeys
      .map((key) => [key, isEmpty(parsed[key]) ? route.defaultFilters[key] : parsed[key]] as const)
      .filter(([, value]) => !isEmpty(value)),
  );
  const sort =
    route.canSort && parsed.sort !== undefined
      ? {
          field: String(parsed.sort),
          order:
            parsed.order === undefined
              ? (route.defaultSort?.order ?? 'ascend')
              : route.fromWire(parsed.order),
        }
      : route.defaultSort;
  return {
    page: typeof parsed.page === 'number' ? parsed.page : 1,
    limit: typeof parsed.limit === 'number' ? parsed.limit : route.defaultLimit,
    sort,
    filters,
  };
}

/** Whether a filter's value is its default (a default filter stays out of the URL while it holds). */
const isDefaultFilter = (route: RouteDescription, key: string, value: unknown) =>
  key in route.defaultFilters && String(route.defaultFilters[key]) === String(value);

/** Writes the view into the params: only what differs from the defaults, so plain lists keep plain URLs. */
function writeState(params: URLSearchParams, prefix: string, route: RouteDescription, state: ViewState) {
  for (const key of route.keys) params.delete(prefix + key);
  for (const key of route.filterKeys) {
    const value = state.filters[key];
    if (!isEmpty(value) && !isDefaultFilter(route, key, value)) params.set(prefix + key, String(value));
  }
  if (state.page > 1) params.set(`${prefix}page`, String(state.page));
  if (state.limit !== route.defaultLimit) params.set(`${prefix}limit`, String(state.limit));
  const { sort } = state;
  const isDefaultSort = sort?.field === route.defaultSort?.field && sort?.order === route.defaultSort?.order;
  if (route.canSort && sort && !isDefaultSort) {
    params.set(`${prefix}sort`, sort.field);
    params.set(`${prefix}order`, String(route.toWire(sort.order)));
  }
}

/**
 * One page of a list route, with its page, page size, sort and filters kept in the URL (Refine's
 * `syncWithLocation`): a reload, a shared link or the back button returns to the same view. The URL is read
 * through the route's query schema; the list is fetched with `api.page(route, query)` (or `api.call` for a
 * `{ list, total }` answer).
 */
export function usePagedQuery<R extends ListRoute>(
  route: R,
  options: PagedQueryOptions<R> = {},
): PagedQuery<R> {
  const api = useApi();
  const { prefix = '', syncWithLocation = true, enabled = true, refetchInterval } = options;
  const [urlParams, setUrlParams] = useSearchParams();
  const [memoryParams, setMemoryParams] = useState(() => new URLSearchParams());
  const params = syncWithLocation ? urlParams : memoryParams;

  const fixedKey = JSON.stringify(options.fixed ?? {});
  const sortKey = JSON.stringify(options.defaultSort ?? null);
  const defaultFiltersKey = JSON.stringify(options.defaultFilters ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are compared by value
  const description = useMemo(
    () => describeRoute(route, options as PagedQueryOptions<ListRoute>),
    [route, fixedKey, sortKey, defaultFiltersKey, options.defaultLimit],
  );
  const paramsKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: params are compared by their text
  const state = useMemo(() => readState(params, prefix, description), [paramsKey, prefix, description]);

  const commit = useCallback(
    (next: ViewState, replace: boolean) => {
      const update = (previous: URLSearchParams) => {
        const updated = new URLSearchParams(previous);
        writeState(updated, prefix, description, next);
        return updated;
      };
      if (syncWithLocation) setUrlParams(update, { replace });
      else setMemoryParams(update);
    },
    [prefix, description, syncWithLocation, setUrlParams],
  );

  const query = useMemo(() => {
    const sent: Record<string, QueryValue> = {};
    for (const [key, value] of Object.entries({ ...description.fixed, ...state.filters })) {
      const wire = toQueryValue(value);
      if (wire !== undefined) sent[key] = wire;
    }
    const filterQuery = { ...sent };
    if ('page' in description.shape) sent.page = state.page;
    if ('limit' in description.shape) sent.limit = state.limit;
    if (description.canSort && state.sort) {
      sent.sort = state.sort.field;
      sent.order = description.toWire(state.sort.order);
    }
    return { sent, filterQuery };
  }, [description, state]);

  const list = useQuery({
    queryKey: [...(options.queryKey ?? pagedQueryKey(api.audience, route)), query.sent],
    queryFn: async (): Promise<Page<RowOf<R>>> => {
      const args = (route.query ? [query.sent] : []) as unknown as CallArgs<R>;
      if (route.reply.kind === 'list') return api.page(route as R & { reply: { kind: 'list' } }, ...args);
      const { list: rows, total } = (await api.call(route, ...args)) as { list: RowOf<R>[]; total: number };
      return { rows, count: total };
    },
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: refetchInterval ? (current) => refetchInterval(current.state.data) : undefined,
  });

  const setPage = useCallback(
    (page: number, limit?: number) => commit({ ...state, page, limit: limit ?? state.limit }, false),
    [commit, state],
  );
  const setFilters = useCallback(
    (filters: FiltersOf<R>, { replace = true }: SetFiltersOptions = {}) =>
      commit({ ...state, page: 1, filters: { ...state.filters, ...(filters as object) } }, replace),
    [commit, state],
  );
  const setSort = useCallback(
    (sort: SortState | undefined) =>
      commit({ ...state, page: 1, sort: sort ?? description.defaultSort }, false),
    [commit, state, description],
  );
  const reset = useCallback(
    () => commit({ ...state, page: 1, filters: {}, sort: description.defaultSort }, false),
    [commit, state, description],
  );

  return {
    route,
    rows: list.data?.rows ?? [],
    count: list.data?.count ?? 0,
    countCapped: list.data?.capped === true,
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    defaultSort: description.defaultSort,
    filters: state.filters as FiltersOf<R>,
    query: query.sent,
    filterQuery: query.filterQuery,
    isFiltered: Object.entries(state.filters).some(
      ([key, value]) => !isDefaultFilter(description, key, value),
    ),
    canSort: description.canSort,
    isLoading: list.isPending && enabled,
    isFetching: list.isFetching,
    error: list.error,
    refetch: list.refetch,
    setPage,
    setFilters,
    setSort,
    reset,
  };
}
