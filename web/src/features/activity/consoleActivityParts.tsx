import type { ConsoleActivityItem } from '@onsite/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOUR } from './activity.format';

/** Cells the console activity list and its drawer share. */

/** The customer and its login, on two lines. */
export function CustomerCell({
  row,
}: {
  row: Pick<ConsoleActivityItem, 'customer_nickname' | 'customer_login'>;
}) {
  return (
    <Space direction="vertical" size={0}>
      <span>{row.customer_nickname || '—'}</span>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {row.customer_login}
      </Typography.Text>
    </Space>
  );
}

/** An activity's state (ActivityStatus), coloured as on the customer's own list. */
export function ActivityStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOUR[status]}>{t(`activity.status.${status}`)}</Tag>;
}
