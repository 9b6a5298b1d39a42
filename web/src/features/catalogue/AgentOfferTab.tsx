import type { PermissionKey } from '@onsite/contracts';
import { Empty, Table, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#web/features/order/money';
import { useCan } from '#web/shell/access';
import { type OfferChange, type OfferRow, useOfferColumns } from './offerColumns';

type OfferMutation<Row> = {
  mutateAsync: (change: OfferChange<Row>) => Promise<unknown>;
  isPending: boolean;
  variables?: OfferChange<Row>;
};

/**
 * A partner drawer tab of one platform catalogue (software, VIP plans): every item, whether the agent may
 * sell it and at what price (never below the platform's). `catalogue` names the texts (`<catalogue>.*`),
 * `testId` the table's and its inputs' test ids; `name` renders the item's first column, `before` and
 * `after` the catalogue's own columns around the platform's price and the offer's.
 */
export function AgentOfferTab<Row extends OfferRow>({
  catalogue,
  testId,
  permission,
  rows,
  offer,
  useMutation,
  name,
  before = [],
  after = [],
  width,
}: {
  catalogue: 'software' | 'vipPlan' | 'copyright' | 'deviceOffer';
  testId: string;
  /** the permission that offers, reprices and withdraws */
  permission: PermissionKey;
  rows: { data?: Row[]; isPending: boolean };
  /** offers, reprices or withdraws one item (the catalogue's setOffer) */
  offer: (change: OfferChange<Row>) => Promise<unknown>;
  /** the catalogue's mutation hook (its queries refetch after a change) */
  useMutation: (call: (change: OfferChange<Row>) => Promise<unknown>) => OfferMutation<Row>;
  name: TableColumnType<Row> & { render: (value: string, row: Row) => ReactNode };
  before?: TableColumnType<Row>[];
  after?: TableColumnType<Row>[];
  /** the table's scroll width: at most the partner drawer's content width (760 - 2 × 24), so it fits */
  width: number;
}) {
  const { t } = useTranslation();
  const set = useMutation(offer);
  const canManage = useCan({ authorities: { allOf: [permission] } });
  const offerColumns = useOfferColumns({ catalogue, testId, canManage, set });
  return (
    <Table<Row>
      data-testid={testId}
      rowKey="id"
      size="small"
      loading={rows.isPending}
      dataSource={rows.data ?? []}
      pagination={false}
      scroll={{ x: width }}
      locale={{ emptyText: <Empty description={t(`${catalogue}.empty`)} /> }}
      columns={[
        name,
        ...before,
        {
          title: t(`${catalogue}.platformPrice`),
          dataIndex: 'price',
          width: 110,
          align: 'right',
          render: (value: number) => formatYuan(value),
        },
        ...offerColumns,
        ...after,
      ]}
    />
  );
}
