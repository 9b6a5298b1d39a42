import {
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ImportOutlined,
  ReloadOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { TransferSymbol } from '@onsite/contracts';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Dropdown,
  Empty,
  Flex,
  Popover,
  Space,
  Table,
  type TableColumnType,
  type TableProps,
  Tooltip,
  Typography,
} from 'antd';
import { type Key, type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryValue } from '#web/api/client';
import { LazyResult } from '#web/components/lazy/LazyResult';
import { filterKeysOf, type SearchField, SearchForm } from './SearchForm';
import { DENSITIES, type Density, type TableSettings, useTableSettings } from './tableSettings';
import { useTransferTools } from './transferTools';
import {
  type FiltersOf,
  type ListRoute,
  type PagedQuery,
  type PagedQueryOptions,
  type RowOf,
  type SortOrder,
  usePagedQuery,
} from './usePagedQuery';

/** An antd column, plus how the kit treats it. */
export type DataColumn<Row> = TableColumnType<Row> & {
  /** sorted by the server: `true` sorts by the column's key (or dataIndex), a string by that sort value */
  sortable?: boolean | string;
  /** false keeps the column out of the column settings: it is always shown */
  hideable?: boolean;
};

const PAGE_SIZES = [10, 20, 50, 100];
const ACTIONS_KEY = '__actions';

/** A column's key: its `key`, else its dataIndex (`a.b` for a path). */
export function columnKeyOf<Row>(column: TableColumnType<Row>, index: number): string {
  if (column.key !== undefined) return String(column.key);
  const { dataIndex } = column;
  if (Array.isArray(dataIndex)) return dataIndex.join('.');
  if (dataIndex !== undefined) return String(dataIndex);
  return `column-${index}`;
}

const titleText = (title: unknown, fallback: string): ReactNode =>
  typeof title === 'function' ? fallback : ((title as ReactNode) ?? fallback);

type ManagedTableProps =
  | 'columns'
  | 'dataSource'
  | 'pagination'
  | 'rowKey'
  | 'loading'
  | 'size'
  | 'rowSelection'
  | 'onChange'
  | 'locale';

export interface DataTableViewProps<R extends ListRoute> {
  /** the card's title (the page title) */
  title?: ReactNode;
  /** the root's test id; the toolbar's and form's test ids derive from it */
  testId: string;
  /** keeps the column settings and density per table in localStorage */
  tableId?: string;
  columns: DataColumn<RowOf<R>>[];
  rowKey: TableProps<RowOf<R>>['rowKey'];
  /** the query form's fields; each names a filter of the route */
  searchFields?: readonly SearchField<keyof FiltersOf<R> & string>[];
  /** toolbar buttons before the built-in ones (e.g. "New") */
  actions?: ReactNode;
  /** the row's actions (view, edit, delete…), in the last column, fixed right */
  rowActions?: (row: RowOf<R>) => ReactNode;
  rowActionsWidth?: number;
  /** rows can be selected; the selection bar then offers `bulkActions` */
  selectable?: boolean;
  bulkActions?: (ids: Key[], clear: () => void) => ReactNode;
  rowSelection?: Omit<NonNullable<TableProps<RowOf<R>>['rowSelection']>, 'selectedRowKeys' | 'onChange'>;
  /** "export selected" and "export by filter" through the job centre (when the console lends the tools) */
  exportSymbol?: TransferSymbol;
  /** "export by filter" without any filter exports everything (otherwise it asks for a filter first) */
  exportUnfiltered?: boolean;
  /** maps the list's filters to the export's (when the export names a filter differently) */
  exportFilters?: (filters: Record<string, QueryValue>) => Record<string, QueryValue>;
  /** the spreadsheet import (when the console may import this dataset and lends the tools) */
  importSymbol?: TransferSymbol;
  canImport?: boolean;
  importFields?: Record<string, string>;
  /** the empty table without filters */
  emptyText?: ReactNode;
  /** the empty table with filters (followed by a "clear filters" link) */
  noMatchText?: ReactNode;
  /** the pager's total; `total` is "10,000+" (a string) when the server capped its count */
  totalText?: (total: number | string) => ReactNode;
  defaultDensity?: Density;
  /** inside another card or a tab: no border and no padding of its own */
  embedded?: boolean;
  /** what else antd's Table takes (onRow, expandable, summary…) */
  tableProps?: Omit<TableProps<RowOf<R>>, ManagedTableProps>;
}

export type DataTableProps<R extends ListRoute> = DataTableViewProps<R> &
  (
    | { /** a page that also reads the query (its filters, its refetch) owns it */ query: PagedQuery<R> }
    | { route: R; queryOptions?: PagedQueryOptions<R>; query?: undefined }
  );

/**
 * The console list (ProTable's shape): a query form, a toolbar (actions, import/export, refresh, density,
 * column settings, fullscreen), server-sorted columns, row actions, selection with bulk actions, a pager
 * with sizes and the total, and the loading, error, empty and no-match states. Page, size, sort and filters
 * live in the URL (`usePagedQuery`).
 */
export function DataTable<R extends ListRoute>(props: DataTableProps<R>) {
  if (props.query) return <DataTableView<R> {...props} query={props.query} />;
  const { route, queryOptions, ...view } = props as DataTableViewProps<R> & {
    route: R;
    queryOptions?: PagedQueryOptions<R>;
  };
  return <RoutedDataTable<R> {...view} route={route} queryOptions={queryOptions} />;
}

function RoutedDataTable<R extends ListRoute>({
  route,
  queryOptions,
  ...view
}: DataTableViewProps<R> & { route: R; queryOptions?: PagedQueryOptions<R> }) {
  const query = usePagedQuery(route, queryOptions);
  return <DataTableView<R> {...view} query={query} />;
}

/** Follows the browser's fullscreen state of one element. */
function useFullscreen(element: RefObject<HTMLElement | null>) {
  const [isFullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [element]);
  const toggle = () => {
    const leave = document.fullscreenElement
      ? document.exitFullscreen?.()
      : element.current?.requestFullscreen?.();
    // a browser that refuses (an iframe without allowfullscreen) leaves the card as it was
    void leave?.catch(() => undefined);
  };
  return { isFullscreen, toggle, supported: typeof document !== 'undefined' && document.fullscreenEnabled };
}

function DataTableView<R extends ListRoute>(props: DataTableViewProps<R> & { query: PagedQuery<R> }) {
  type Row = RowOf<R>;
  const { t, i18n } = useTranslation();
  const { query, testId, columns, searchFields = [] } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(rootRef);
  const defaults = useMemo<TableSettings>(
    () => ({ hidden: [], density: props.defaultDensity ?? 'medium' }),
    [props.defaultDensity],
  );
  const [settings, updateSettings] = useTableSettings(props.tableId, defaults);
  const [selected, setSelected] = useState<Key[]>([]);
  const [importing, setImporting] = useState(false);
  // import and export are the transfer feature's widgets, lent by the app (none: the list offers neither)
  const tools = useTransferTools();
  const exportSymbol = tools ? props.exportSymbol : undefined;
  const importSymbol = tools && props.canImport ? props.importSymbol : undefined;
  // exporting the selected rows needs a selection too
  const selectable = Boolean(props.selectable || exportSymbol);

  // a new filter is a new set of rows: the old selection no longer means anything
  const filterKey = JSON.stringify(query.filterQuery);
  useEffect(() => {
    if (filterKey) setSelected([]);
  }, [filterKey]);

  const keyed = columns.map((column, index) => ({ column, key: columnKeyOf(column, index) }));
  const sortFieldOf = (column: DataColumn<Row>, key: string) =>
    typeof column.sortable === 'string' ? column.sortable : key;
  // A click moves a column to the next direction, and past the last one back to the default sort. The
  // column of the default sort starts at the default's direction, or a click could never leave it.
  const { defaultSort } = query;
  const directionsOf = (field: string): SortOrder[] =>
    defaultSort?.field === field
      ? [defaultSort.order, defaultSort.order === 'ascend' ? 'descend' : 'ascend']
      : ['ascend', 'descend'];
  const tableColumns: TableColumnType<Row>[] = keyed.map(({ column, key }) => {
    const { sortable, hideable, ...rest } = column;
    const field = sortFieldOf(column, key);
    return {
      ...rest,
      key,
      hidden: rest.hidden || (hideable !== false && settings.hidden.includes(key)),
      ...(sortable && query.canSort
        ? {
            sorter: true,
            sortDirections: directionsOf(field),
            sortOrder: query.sort?.field === field ? query.sort.order : null,
          }
        : {}),
    };
  });
  if (props.rowActions) {
    const render = props.rowActions;
    tableColumns.push({
      key: ACTIONS_KEY,
      title: t('table.actions'),
      fixed: 'right',
      width: props.rowActionsWidth,
      render: (_, row) => (
        <Space size={0} wrap={false}>
          {render(row)}
        </Space>
      ),
    });
  }

  const onTableChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const current = Array.isArray(sorter) ? sorter[0] : sorter;
    const entry = keyed.find(({ key }) => key === String(current?.columnKey));
    if (!entry || !current?.order) query.setSort(undefined);
    else query.setSort({ field: sortFieldOf(entry.column, entry.key), order: current.order });
  };

  const clear = () => setSelected([]);
  const exportFilters = props.exportFilters ? props.exportFilters(query.filterQuery) : query.filterQuery;
  const hasExportFilter = Object.values(exportFilters).some((value) => value !== undefined && value !== '');

  const toolbar = (
    <Space wrap size={8}>
      {props.actions}
      {importSymbol ? (
        <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="list-import">
          {t('transfer.import')}
        </Button>
      ) : null}
      {tools && exportSymbol ? (
        <>
          <tools.ExportButton
            testId="export-selected"
            request={{ symbol: exportSymbol, ids: selected.map(Number) }}
            isEmpty={selected.length === 0}
          >
            {t('transfer.exportSelected')}
          </tools.ExportButton>
          <tools.ExportButton
            testId="export-filtered"
            request={{ symbol: exportSymbol, ...(exportFilters as Record<string, string | number>) }}
            isEmpty={!hasExportFilter && !props.exportUnfiltered}
          >
            {t('transfer.exportFiltered')}
          </tools.ExportButton>
        </>
      ) : null}
      <Space size={0}>
        <Tooltip title={t('table.refresh')}>
          <Button
            type="text"
            aria-label={t('table.refresh')}
            icon={<ReloadOutlined spin={query.isFetching} />}
            onClick={() => void query.refetch()}
            data-testid={`${testId}-refresh`}
          />
        </Tooltip>
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [settings.density],
            items: DENSITIES.map((density) => ({ key: density, label: t(`table.density.${density}`) })),
            onClick: ({ key }) => updateSettings({ density: key as Density }),
          }}
        >
          <Tooltip title={t('table.density.title')}>
            <Button
              type="text"
              aria-label={t('table.density.title')}
              icon={<ColumnHeightOutlined />}
              data-testid={`${testId}-density`}
            />
          </Tooltip>
        </Dropdown>
        <Popover
          trigger="click"
          placement="bottomRight"
          title={
            <Flex justify="space-between" align="center" gap={24}>
              {t('table.columns')}
              <Typography.Link
                onClick={() => updateSettings({ hidden: [] })}
                data-testid={`${testId}-columns-reset`}
              >
                {t('table.columnsReset')}
              </Typography.Link>
            </Flex>
          }
          content={
            <Flex vertical gap={4} data-testid={`${testId}-columns-panel`}>
              {keyed
                .filter(({ column }) => column.hideable !== false && !column.hidden)
                .map(({ column, key }) => (
                  <Checkbox
                    key={key}
                    checked={!settings.hidden.includes(key)}
                    onChange={(event) =>
                      updateSettings({
                        hidden: event.target.checked
                          ? settings.hidden.filter((hidden) => hidden !== key)
                          : [...settings.hidden, key],
                      })
                    }
                    data-testid={`${testId}-column-${key}`}
                  >
                    {titleText(column.title, key)}
                  </Checkbox>
                ))}
            </Flex>
          }
        >
          <Tooltip title={t('table.columns')}>
            <Button
              type="text"
              aria-label={t('table.columns')}
              icon={<SettingOutlined />}
              data-testid={`${testId}-columns`}
            />
          </Tooltip>
        </Popover>
        {fullscreen.supported ? (
          <Tooltip title={fullscreen.isFullscreen ? t('table.exitFullscreen') : t('table.fullscreen')}>
            <Button
              type="text"
              aria-label={fullscreen.isFullscreen ? t('table.exitFullscreen') : t('table.fullscreen')}
              icon={fullscreen.isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={fullscreen.toggle}
              data-testid={`${testId}-fullscreen`}
            />
          </Tooltip>
        ) : null}
      </Space>
    </Space>
  );

  const emptyText = query.isLoading ? (
    <div style={{ minHeight: 120 }} />
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid={`${testId}-empty`}
      description={
        query.isFiltered ? (
          <Space size={8} wrap>
            <span>{props.noMatchText ?? t('table.noMatch')}</span>
            <Typography.Link onClick={query.reset} data-testid={`${testId}-clear-filters`}>
              {t('table.clearFilters')}
            </Typography.Link>
          </Space>
        ) : (
          (props.emptyText ?? t('table.empty'))
        )
      }
    />
  );

  return (
    <Card
      ref={rootRef}
      title={props.title}
      extra={toolbar}
      variant={props.embedded ? 'borderless' : 'outlined'}
      styles={{
        root: fullscreen.isFullscreen ? { overflow: 'auto' } : undefined,
        header: props.embedded ? { paddingInline: 0, borderBottom: 'none' } : undefined,
        body: props.embedded ? { padding: 0 } : undefined,
      }}
      data-testid={testId}
    >
      {searchFields.length > 0 ? (
        <SearchForm
          fields={searchFields}
          filters={query.filters as Record<string, unknown>}
          onSearch={(filters) => query.setFilters(filters as FiltersOf<R>)}
          onReset={() =>
            query.setFilters(
              Object.fromEntries(filterKeysOf(searchFields).map((key) => [key, undefined])) as FiltersOf<R>,
            )
          }
          testId={testId}
        />
      ) : null}
      {selectable && selected.length > 0 ? (
        <Alert
          type="info"
          style={{ marginBottom: 16 }}
          data-testid={`${testId}-selection`}
          title={
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Space size={12}>
                <span>{t('table.selected', { count: selected.length })}</span>
                <Typography.Link onClick={clear} data-testid={`${testId}-clear-selection`}>
                  {t('table.clearSelection')}
                </Typography.Link>
              </Space>
              {props.bulkActions ? <Space wrap>{props.bulkActions(selected, clear)}</Space> : null}
            </Flex>
          }
        />
      ) : null}
      {query.error ? (
        <LazyResult
          status="error"
          title={t('table.loadFailed')}
          subTitle={query.error.message}
          data-testid={`${testId}-error`}
          extra={
            <Button type="primary" onClick={() => void query.refetch()} data-testid={`${testId}-retry`}>
              {t('table.retry')}
            </Button>
          }
        />
      ) : (
        <Table<Row>
          {...props.tableProps}
          rowKey={props.rowKey}
          size={settings.density}
          columns={tableColumns}
          dataSource={query.rows}
          loading={query.isFetching}
          scroll={props.tableProps?.scroll ?? { x: 'max-content' }}
          onChange={onTableChange}
          locale={{ emptyText }}
          rowSelection={
            selectable
              ? {
                  ...props.rowSelection,
                  selectedRowKeys: selected,
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => setSelected(keys),
                }
              : undefined
          }
          pagination={{
            current: query.page,
            pageSize: query.limit,
            total: query.count,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => {
              if (!query.countCapped)
                return props.totalText ? props.totalText(total) : t('table.total', { total });
              // a capped count: "10,000+", and why the pager stops there
              const shown = `${new Intl.NumberFormat(i18n.language).format(total)}+`;
              return (
                <Tooltip title={t('table.cappedHint', { total: shown.slice(0, -1) })}>
                  <span data-testid={`${testId}-total-capped`}>
                    {props.totalText ? props.totalText(shown) : t('table.total', { total: shown })}
                  </span>
                </Tooltip>
              );
            },
            onChange: (page, limit) => query.setPage(limit === query.limit ? page : 1, limit),
          }}
        />
      )}
      {tools && importSymbol ? (
        <tools.ImportWidget
          symbol={importSymbol}
          open={importing}
          fields={props.importFields}
          onClose={() => setImporting(false)}
          onFinished={() => void query.refetch()}
        />
      ) : null}
    </Card>
  );
}
