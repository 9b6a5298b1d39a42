import { type Payment, type PayType, RECHARGE_MAX, RECHARGE_MIN } from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, InputNumber, Result, Segmented, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { formatYuan } from '#web/features/order/money';
import { orderKeys } from '#web/features/order/order.api';
import { PaymentQr } from '#web/features/order/PaymentQr';
import { PayTypeChoice } from '#web/features/order/PayTypeChoice';
import { EntryTable } from './EntryTable';
import { yuanToCents } from './format';
import { useInvalidateResource, useRecharge } from './resource.api';

const PRESETS = [5_000, 10_000, 50_000, 100_000];

/** recharge: amount → QR (the sandbox cashier) → paid → the balance and its recharge entries. */
export function RechargePanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const invalidateResource = useInvalidateResource();
  const recharge = useRecharge();
  const [preset, setPreset] = useState<number | 'custom'>(PRESETS[1] ?? 10_000);
  const [custom, setCustom] = useState<number | null>(null);
  const [payType, setPayType] = useState<PayType | null>(null);
  const [payment, setPayment] = useState<{ payment: Payment; payType: PayType } | null>(null);
  const [paid, setPaid] = useState<number | null>(null);

  const amount = preset === 'custom' ? yuanToCents(custom) : preset;
  const valid = amount !== null && amount >= RECHARGE_MIN && amount <= RECHARGE_MAX;

  const onPaid = useCallback(() => {
    setPaid(payment?.payment.pay_amount ?? null);
    setPayment(null);
    feedback.success(t('resource.recharge.paidToast'));
    void invalidateResource();
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }, [payment, queryClient, invalidateResource, t]);

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('resource.recharge.title')} data-testid="recharge-panel">
        {paid !== null ? (
          <Result
            status="success"
            title={t('resource.recharge.paid', { amount: formatYuan(paid) })}
            extra={
              <Button type="primary" onClick={() => setPaid(null)}>
                {t('resource.recharge.again')}
              </Button>
            }
            data-testid="recharge-paid"
          />
        ) : payment ? (
          <Flex vertical align="center" gap={12}>
            <PaymentQr payment={payment.payment} payType={payment.payType} onPaid={onPaid} />
            <Button onClick={() => setPayment(null)}>{t('resource.recharge.cancel')}</Button>
          </Flex>
        ) : (
          <Flex vertical gap={16} style={{ maxWidth: 560 }}>
            <div>
              <Typography.Text type="secondary">{t('resource.recharge.amount')}</Typography.Text>
              <Flex gap={12} wrap align="center" style={{ marginTop: 8 }}>
                <Segmented<number | 'custom'>
                  value={preset}
                  onChange={setPreset}
                  options={[
                    ...PRESETS.map((value) => ({ value, label: formatYuan(value) })),
                    { value: 'custom' as const, label: t('resource.recharge.custom') },
                  ]}
                  data-testid="recharge-presets"
                />
                {preset === 'custom' ? (
                  <InputNumber<number>
                    prefix="¥"
                    min={0}
                    max={RECHARGE_MAX / 100}
                    precision={2}
                    value={custom}
                    onChange={setCustom}
                    placeholder={t('resource.recharge.customPlaceholder')}
                    style={{ width: 200 }}
                    data-testid="recharge-custom"
                    status={custom !== null && !valid ? 'error' : undefined}
                  />
                ) : null}
              </Flex>
              {preset === 'custom' && custom !== null && !valid ? (
                <Typography.Text type="danger">{t('resource.recharge.range')}</Typography.Text>
              ) : null}
            </div>
            <PayTypeChoice value={payType} onChange={setPayType} />
            <Button
              type="primary"
              size="large"
              disabled={!valid || !payType}
              loading={recharge.isPending}
              data-testid="recharge-submit"
              onClick={() => {
                if (!valid || !payType || amount === null) return;
                recharge.mutate(
                  { amount, payType },
                  { onSuccess: (created) => setPayment({ payment: created, payType }) },
                );
              }}
            >
              {valid
                ? t('resource.recharge.payNow', { amount: formatYuan(amount) })
                : t('resource.recharge.submit')}
            </Button>
          </Flex>
        )}
      </Card>
      <EntryTable
        fixed={{ kind: 'balance', type: 'recharge' }}
        prefix="recharge."
        defaultLimit={5}
        title={t('resource.recharge.history')}
        testId="recharge-history"
      />
    </Flex>
  );
}
