import { type OwnSoftwareItem, ownSoftwareApi } from '@onsite/contracts';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components';
import { formatYuan } from '#web/features/order/money';
import { PluginStatusTag } from '#web/features/plugin/PluginTags';
import type { PageProps } from '#web/shell/pageProps';
import { SoftwareName } from './SoftwareName';
import '#web/features/software/software.strings';

const when = (value: string) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—');

/**
 * The agent console's Software (read-only): the PC software the platform lets the team sell, with seats,
 * the platform's price and the team's. One taken off sale stays listed, marked: its customers no longer see it.
 */
export default function OwnSoftwarePage({ title }: PageProps) {
  const { t } = useTranslation();
  const columns: DataColumn<OwnSoftwareItem>[] = [
    {
      title: t('software.name'),
      dataIndex: 'name',
      hideable: false,
      width: 240,
      render: (value: string, row) => (
        <SoftwareName name={value} version={row.version} cover={row.cover} testId="own-software-name" />
      ),
    },
    { title: t('software.description'), dataIndex: 'description', render: (value: string) => value || '—' },
    { title: t('software.seats'), dataIndex: 'seats', width: 90, align: 'right' },
    {
      title: t('software.platformPrice'),
      dataIndex: 'price',
      width: 110,
      align: 'right',
      render: (value: number) => formatYuan(value),
    },
    {
      title: t('software.yourPrice'),
      dataIndex: 'agent_price',
      width: 110,
      align: 'right',
      render: (value: number) => <Typography.Text strong>{formatYuan(value)}</Typography.Text>,
    },
    {
      title: t('software.status'),
      dataIndex: 'status',
      width: 100,
      render: (value: number) => <PluginStatusTag status={value} />,
    },
    { title: t('software.offeredAt'), dataIndex: 'offered_at', width: 150, render: when },
  ];
  return (
    <DataTable
      route={ownSoftwareApi.getList}
      title={title}
      testId="own-software-list"
      tableId="own-software-list"
      rowKey="id"
      columns={columns}
      searchFields={[
        {
          kind: 'text',
          name: 'keyword',
          label: t('table.keyword'),
          placeholder: t('software.search'),
          testId: 'list-search',
        },
      ]}
      emptyText={t('software.ownEmpty')}
      noMatchText={t('software.noMatch')}
      totalText={(total) => t('software.total', { total })}
      tableProps={{ scroll: { x: 1000 } }}
    />
  );
}
