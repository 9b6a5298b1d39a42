import type { ResourceKind, TransferRequest } from '@onsite/contracts';
import { Alert, Button, Card, Flex, InputNumber, Skeleton, Space, Statistic, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { formatYuan } from '#web/features/order/money';
import { PackOffers } from '#web/features/resource-pack/PackOffers';
import { EntryTable } from './EntryTable';
import { feeFor, formatBasisPoints, yuanToCents } from './format';
import { balanceOf, useBuySms, useFeeRates, useResourceInfo, useTransfer } from './resource.api';

/** One account: its balance, what it is for, what can be done with it, and its entries. */
function AccountPanel({ kind, intro, actions }: { kind: ResourceKind; intro: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const info = useResourceInfo();
  const balance = balanceOf(info.data, kind);
  return (
    <Flex vertical gap={16} data-testid={`account-${kind}`}>
      <Card size="small">
        <Flex gap={24} wrap align="flex-start">
          <Statistic
            title={t(`resource.kind.${kind}`)}
            loading={info.isPending}
            value={kind === 'sms' ? String(balance) : formatYuan(balance)}
            suffix={
              kind === 'sms' ? (
                <span style={{ fontSize: 14 }}>{t('resource.note.countSuffix')}</span>
              ) : undefined
            }
            styles={{ content: { fontSize: 28 } }}
          />
          <Flex vertical gap={12} style={{ flex: 1, minWidth: 280 }}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {intro}
            </Typography.Paragraph>
            {actions}
          </Flex>
        </Flex>
      </Card>
      <EntryTable
        fixed={{ kind }}
        prefix={`${kind}.`}
        title={t('resource.entries')}
        testId={`entries-${kind}`}
      />
    </Flex>
  );
}

/** note: the SMS credit account; packs are bought from the balance at the site's sms rate. */
export function SmsPanel() {
  const { t } = useTranslation();
  const rates = useFeeRates();
  const info = useResourceInfo();
  const buy = useBuySms();
  const [count, setCount] = useState<number | null>(1000);
  const rate = rates.data?.find((row) => row.code === 'sms');
  const valid = count !== null && Number.isInteger(count) && count >= 100 && count <= 100_000;
  const cost = rate && valid ? feeFor(rate, count) : null;
  const enough = cost !== null && cost <= balanceOf(info.data, 'balance');

  const submit = async () => {
    if (!valid || cost === null) return;
    const confirmed = await feedback.confirm({
      title: t('resource.note.confirmTitle'),
      content: t('resource.note.confirm', { count, amount: formatYuan(cost) }),
      okText: t('shell.ok'),
      cancelText: t('shell.cancel'),
    });
    if (!confirmed) return;
    await buy.mutateAsync(count);
    feedback.success(t('resource.note.bought', { count }));
  };

  return (
    <Flex vertical gap={16}>
      <PackOffers kind="sms" />
      <AccountPanel
        kind="sms"
        intro={t('resource.note.intro')}
        actions={
          rates.isPending ? (
            <Skeleton.Input active />
          ) : !rate ? (
            <Alert type="warning" showIcon title={t('resource.note.unavailable')} />
          ) : (
            <Flex vertical gap={8}>
              <Space wrap>
                <InputNumber<number>
                  min={100}
                  max={100_000}
                  step={100}
                  precision={0}
                  value={count}
                  onChange={setCount}
                  suffix={t('resource.note.countSuffix')}
                  style={{ width: 180 }}
                  data-testid="sms-count"
                  status={count !== null && !valid ? 'error' : undefined}
                />
                <Button
                  type="primary"
                  disabled={!valid || !enough}
                  loading={buy.isPending}
                  onClick={() => void submit().catch(() => undefined)}
                  data-testid="sms-buy"
                >
                  {t('resource.note.buy')}
                </Button>
              </Space>
              <Typography.Text type={valid && !enough ? 'danger' : 'secondary'}>
                {!valid
                  ? t('resource.note.countRange')
                  : !enough
                    ? t('resource.insufficient')
                    : t('resource.note.cost', {
                        price: formatYuan(rate.rate),
                        amount: formatYuan(cost ?? 0),
                      })}
              </Typography.Text>
            </Flex>
          )
        }
      />
    </Flex>
  );
}

/** An inline form that moves money from one account to another (with the red-packet fee when it applies). */
function TransferForm({
  from,
  to,
  label,
  testId,
}: {
  from: TransferRequest['from'];
  to: TransferRequest['to'];
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const info = useResourceInfo();
  const rates = useFeeRates();
  const transfer = useTransfer();
  const [yuan, setYuan] = useState<number | null>(null);
  const amount = yuanToCents(yuan);
  const rate = to === 'redpacket' ? rates.data?.find((row) => row.code === 'redpacket_service') : undefined;
  const fee = rate && amount ? feeFor(rate, amount) : 0;
  const available = balanceOf(info.data, from);
  const valid = amount !== null && amount > 0;
  const enough = valid && amount + fee <= available;

  const submit = async () => {
    if (!valid || amount === null) return;
    const confirmed = await feedback.confirm({
      title: label,
      content: t('resource.transfer.confirm', {
        amount: formatYuan(amount),
        from: t(`resource.kind.${from}`),
        to: t(`resource.kind.${to}`),
        fee: formatYuan(fee),
      }),
      okText: t('shell.ok'),
      cancelText: t('shell.cancel'),
    });
    if (!confirmed) return;
    await transfer.mutateAsync({ from, to, amount });
    setYuan(null);
    feedback.success(t('resource.transfer.done'));
  };

  return (
    <Flex vertical gap={4} data-testid={testId}>
      <Space wrap>
        <InputNumber<number>
          prefix="¥"
          min={0}
          precision={2}
          value={yuan}
          onChange={setYuan}
          placeholder={t('resource.transfer.amount')}
          style={{ width: 180 }}
        />
        <Button
          disabled={!enough}
          loading={transfer.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {label}
        </Button>
      </Space>
      <Typography.Text type={valid && !enough ? 'danger' : 'secondary'}>
        {valid && !enough
          ? t('resource.insufficient')
          : rate
            ? t('resource.transfer.fee', {
                rate: formatBasisPoints(rate.rate),
                fee: formatYuan(fee),
                available: formatYuan(available),
              })
            : t('resource.transfer.available', { available: formatYuan(available) })}
      </Typography.Text>
    </Flex>
  );
}

/** redpacket: funds for the red packets of activities; filled from the balance (service fee), or returned. */
export function RedpacketPanel() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <PackOffers kind="redpacket" />
      <AccountPanel
        kind="redpacket"
        intro={t('resource.redpacket.intro')}
        actions={
          <Flex gap={24} wrap>
            <TransferForm
              from="balance"
              to="redpacket"
              label={t('resource.redpacket.in')}
              testId="redpacket-in"
            />
            <TransferForm
              from="redpacket"
              to="balance"
              label={t('resource.redpacket.out')}
              testId="redpacket-out"
            />
          </Flex>
        }
      />
    </Flex>
  );
}

/** profit: income entries (e.g. activity sign-up fees); moved to the balance or withdrawn. */
export function ProfitPanel({ onWithdraw }: { onWithdraw: () => void }) {
  const { t } = useTranslation();
  return (
    <AccountPanel
      kind="profit"
      intro={t('resource.profit.intro')}
      actions={
        <Flex gap={24} wrap align="flex-start">
          <TransferForm
            from="profit"
            to="balance"
            label={t('resource.profit.toBalance')}
            testId="profit-out"
          />
          <Button type="primary" onClick={onWithdraw}>
            {t('resource.profit.withdraw')}
          </Button>
        </Flex>
      }
    />
  );
}

/** special: money granted for one purpose (activity subsidies); spent on it, never withdrawn or moved. */
export function SpecialPanel() {
  const { t } = useTranslation();
  return <AccountPanel kind="special" intro={t('resource.special.intro')} />;
}
