import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#web/features/order/money';
import '#web/features/settlement/settlement.strings';

/** An agent's settlement balance in words: what the platform owes it, what it owes, or settled. */
export function BalanceText({ cents, testId }: { cents: number; testId?: string }) {
  const { t } = useTranslation();
  if (cents === 0)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('settlement.settled')}
      </Typography.Text>
    );
  return cents > 0 ? (
    <Typography.Text type="success" data-testid={testId}>
      {t('settlement.owed', { amount: formatYuan(cents) })}
    </Typography.Text>
  ) : (
    <Typography.Text type="danger" data-testid={testId}>
      {t('settlement.owing', { amount: formatYuan(-cents) })}
    </Typography.Text>
  );
}
