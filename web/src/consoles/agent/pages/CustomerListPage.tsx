import { ImportOutlined } from '@ant-design/icons';
import { type CustomerListItem, customerListItem } from '@onsite/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, ImportWidget } from '../../../features/transfer';
import { useApi } from '../../../shell/console';
import type { PageProps } from '../../../shell/pageProps';

const PAGE_SIZE = 10;

export const customerListKeys = {
  list: (keyword: string, page: number) => ['agent', 'customers', keyword, page] as const,
};

/** The team's customers: paged, searchable, with import and export (selected rows or the current search). */
export default function CustomerListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [importing, setImporting] = useState(false);
  const list = useQuery({
    queryKey: customerListKeys.list(keyword, page),
    queryFn: () =>
      api.request('/agent/customer/getList', customerListItem.array(), {
        query: { keyword: keyword || undefined, page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<CustomerListItem> = [
    { title: t('customerList.nickname'), dataIndex: 'nickname' },
    { title: t('customerList.mobile'), dataIndex: 'mobile', render: (value: string) => value || '—' },
    { title: t('customerList.email'), dataIndex: 'email', render: (value: string) => value || '—' },
    { title: t('customerList.company'), dataIndex: 'company_name', render: (value: string) => value || '—' },
    { title: t('customerList.city'), dataIndex: 'city', render: (value: string) => value || '—' },
    {
      title: t('customerList.vip'),
      dataIndex: 'vip_title',
      render: (value: string) => (value ? <Tag color="gold">{value}</Tag> : '—'),
    },
    { title: t('customerList.activities'), dataIndex: 'activity_total' },
    {
      title: t('customerList.created'),
      dataIndex: 'create_time',
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
  ];

  return (
    <Card title={title} data-testid="customer-list">
      <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          style={{ maxWidth: 320 }}
          placeholder={t('customerList.search')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
            setSelected([]);
          }}
          data-testid="customer-search"
        />
        <Flex gap={8} wrap align="center">
          {selected.length > 0 && (
            <Typography.Text type="secondary">
              {t('customerList.selected', { count: selected.length })}
            </Typography.Text>
          )}
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="customer-import">
            {t('transfer.import')}
          </Button>
          <ExportButton
            testId="export-selected"
            request={{ symbol: 'customer', ids: selected }}
            isEmpty={selected.length === 0}
          >
            {t('transfer.exportSelected')}
          </ExportButton>
          <ExportButton
            testId="export-filtered"
            type="primary"
            request={{ symbol: 'customer', keyword: keyword || undefined }}
            isEmpty={!keyword}
          >
            {t('transfer.exportFiltered')}
          </ExportButton>
        </Flex>
      </Flex>
      <Table<CustomerListItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.data ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        locale={{ emptyText: keyword ? t('customerList.noMatch') : t('customerList.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.count ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (total) => t('customerList.total', { total }),
        }}
      />
      <ImportWidget
        symbol="customer"
        open={importing}
        onClose={() => setImporting(false)}
        onFinished={() => void list.refetch()}
      />
    </Card>
  );
}
