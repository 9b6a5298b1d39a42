import type { FeeRate } from '@onsite/contracts';
import { Alert, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#web/features/order/money';
import { formatBasisPoints } from './format';
import { useFeeRates } from './resource.api';

/** rate: the site's fee rates, read-only. */
export function RatesPanel() {
  const { t } = useTranslation();
  const rates = useFeeRates();
  return (
    <Card size="small">
      <Alert type="info" showIcon title={t('resource.rate.intro')} style={{ marginBottom: 16 }} />
      <Table<FeeRate>
        rowKey="id"
        size="middle"
        data-testid="rate-list"
        loading={rates.isFetching}
        dataSource={rates.data ?? []}
        pagination={false}
        locale={{ emptyText: t('resource.rate.empty') }}
        columns={[
          { title: t('resource.rate.name'), dataIndex: 'name', width: 160 },
          {
            title: t('resource.rate.rule'),
            key: 'rule',
            width: 160,
            render: (_, rate) =>
              rate.mode === 'percent'
                ? formatBasisPoints(rate.rate)
                : t('resource.rate.perUnit', { price: formatYuan(rate.rate) }),
          },
          {
            title: t('resource.rate.minFee'),
            dataIndex: 'min_fee',
            width: 120,
            render: (value: number) => (value > 0 ? formatYuan(value) : '—'),
          },
          { title: t('resource.rate.description'), dataIndex: 'description' },
        ]}
      />
    </Card>
  );
}
