import { DownloadOutlined } from '@ant-design/icons';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';

/** A page size of the customer's licence lists (software licences, content licences). */
export const LICENCES_PAGE_SIZE = 10;

/** One page of the customer's licences, paged on the server. */
export function LicenceTable<Row extends { id: number }>({
  columns,
  licences,
  page,
  onPage,
  emptyText,
}: {
  columns: ColumnsType<Row>;
  licences: { data?: { rows: Row[]; count: number }; isPending: boolean };
  page: number;
  onPage: (page: number) => void;
  emptyText: ReactNode;
}) {
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={licences.data?.rows ?? []}
      loading={licences.isPending}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      pagination={{
        current: page,
        pageSize: LICENCES_PAGE_SIZE,
        total: licences.data?.count ?? 0,
        onChange: onPage,
        hideOnSinglePage: true,
      }}
    />
  );
}

/**
 * The file of a licence (an installer, a licensed asset): a signed link asked for when pressed, then
 * followed; a dash where there is nothing to download.
 */
export function LicenceDownload({
  licenceId,
  available,
  link,
  testId,
  children,
}: {
  licenceId: number;
  available: boolean;
  /** the mutation answering the signed link of a licence */
  link: {
    isPending: boolean;
    mutate: (licenceId: number, options: { onSuccess: (answer: { url: string }) => void }) => void;
  };
  testId: string;
  children: ReactNode;
}) {
  if (!available) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      loading={link.isPending}
      data-testid={testId}
      onClick={() => link.mutate(licenceId, { onSuccess: ({ url }) => window.location.assign(url) })}
    >
      {children}
    </Button>
  );
}
