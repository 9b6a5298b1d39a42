import { ImportOutlined } from '@ant-design/icons';
import type { TransferSymbol } from '@onsite/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApi } from '../../shell/console';
import { ExportButton } from './ExportButton';
import { ImportWidget } from './ImportWidget';

const PAGE_SIZE = 10;

type Filters = Record<string, string | number | undefined>;

export interface DataListPageProps<Item extends { id: number }> {
  title: ReactNode;
  testId: string;
  /** the dataset the page imports and exports */
  symbol: TransferSymbol;
  /** the list endpoint, without /api (e.g. `/agent/customer/getList`) */
  path: string;
  item: z.ZodType<Item>;
  columns: TableColumnsType<Item>;
  /** shows the import widget button (when the console may import this dataset) */
  canImport: boolean;
  searchPlaceholder: string;
  emptyText: string;
  noMatchText: string;
  totalText: (total: number) => string;
  /** filters besides the keyword (sent to the list and to "export search results" alike) */
  filters?: Filters;
  /** the controls that set `filters`; called with a reset of the page and the selection */
  filterControls?: (onChange: () => void) => ReactNode;
}

/**
 * A console list that imports and exports (admin and agent customers and orders): paged, searchable,
 * selectable rows; "export selected" sends the ids, "export search results" the same filters the list
 * shows; import opens the spreadsheet widget.
 */
export function DataListPage<Item extends { id: number }>(props: DataListPageProps<Item>) {
  const { t } = useTranslation();
  const api = useApi();
  const { symbol, path, item, filters = {} } = props;
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const list = useQuery({
    queryKey: [api.audience, 'data-list', path, keyword, filters, page],
    queryFn: () =>
      api.request(path, item.array(), {
        query: { keyword: keyword || undefined, ...filters, page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
  const resetView = () => {
    setPage(1);
    setSelected([]);
  };
  const filtered = Boolean(keyword) || Object.values(filters).some((value) => value !== undefined);

  return (
    <Card title={props.title} data-testid={props.testId}>
      <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex gap={8} wrap>
          <Input.Search
            allowClear
            style={{ width: 320, maxWidth: '100%' }}
            placeholder={props.searchPlaceholder}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onSearch={(value) => {
              setKeyword(value.trim());
              resetView();
            }}
            data-testid="list-search"
          />
          {props.filterControls?.(resetView)}
        </Flex>
        <Flex gap={8} wrap align="center">
          {selected.length > 0 && (
            <Typography.Text type="secondary">
              {t('transfer.selected', { count: selected.length })}
            </Typography.Text>
          )}
          {props.canImport && (
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="list-import">
              {t('transfer.import')}
            </Button>
          )}
          <ExportButton
            testId="export-selected"
            request={{ symbol, ids: selected }}
            isEmpty={selected.length === 0}
          >
            {t('transfer.exportSelected')}
          </ExportButton>
          <ExportButton
            testId="export-filtered"
            type="primary"
            request={{ symbol, keyword: keyword || undefined, ...filters }}
            isEmpty={!filtered}
          >
            {t('transfer.exportFiltered')}
          </ExportButton>
        </Flex>
      </Flex>
      <Table<Item>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={props.columns}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        locale={{ emptyText: filtered ? props.noMatchText : props.emptyText }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.count ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: props.totalText,
        }}
      />
      {props.canImport && (
        <ImportWidget
          symbol={symbol}
          open={importing}
          onClose={() => setImporting(false)}
          onFinished={() => void list.refetch()}
        />
      )}
    </Card>
  );
}
