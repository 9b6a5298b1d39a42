import type { PayType, SiteSoftware } from '@onsite/contracts';
import { SOFTWARE_LICENCES_MAX } from '@onsite/contracts';
import { Button, Descriptions, Flex, InputNumber, Modal, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#web/features/order/money';
import { PaymentQr } from '#web/features/order/PaymentQr';
import { PayTypeChoice } from '#web/features/order/PayTypeChoice';
import { usePurchaseSteps } from '#web/features/order/usePurchase';
import { softwareKeys, useBuySoftware } from './software.api';
import '#web/features/software/software.strings';

/**
 * Buying licences of one product: how many (1–20) and how to pay → the payment QR (polled every 2 s) →
 * done, the keys are under 我的授权. The total shown is what the server checks.
 */
export function BuySoftwareModal({
  software,
  onClose,
}: {
  software: SiteSoftware | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const buy = useBuySoftware();
  const [quantity, setQuantity] = useState(1);
  const [payType, setPayType] = useState<PayType | null>(null);
  const { step, onPaid, pay: toPay, reset } = usePurchaseSteps(softwareKeys.licences);

  const close = () => {
    onClose();
    reset();
    setQuantity(1);
  };

  const total = software ? software.price * quantity : 0;
  const pay = async () => {
    if (!software || !payType) return;
    const payment = await buy.mutateAsync({ softwareId: software.id, quantity, total, payType });
    toPay(payment, payType);
  };

  return (
    <Modal
      open={Boolean(software)}
      onCancel={close}
      title={t('software.buyTitle')}
      footer={null}
      destroyOnHidden
      width={520}
      data-testid="software-buy-modal"
    >
      {!software ? null : step.kind === 'choose' ? (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('software.name')}>
              {software.name}
              {software.version ? ` v${software.version}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('software.seats')}>
              {t('software.seatsPerLicence', { count: software.seats })}
            </Descriptions.Item>
            <Descriptions.Item label={t('software.unitPrice')}>
              {formatYuan(software.price)}
            </Descriptions.Item>
            <Descriptions.Item label={t('software.quantity')}>
              <InputNumber
                min={1}
                max={SOFTWARE_LICENCES_MAX}
                precision={0}
                value={quantity}
                onChange={(value) => setQuantity(Math.min(SOFTWARE_LICENCES_MAX, Math.max(1, value ?? 1)))}
                data-testid="software-quantity"
              />
            </Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">
            {t('software.quantityHelp', { max: SOFTWARE_LICENCES_MAX })}
          </Typography.Text>
          <PayTypeChoice value={payType} onChange={setPayType} />
          <Button
            type="primary"
            size="large"
            block
            disabled={!payType}
            loading={buy.isPending}
            onClick={() => void pay().catch(() => undefined)}
            data-testid="software-pay"
          >
            {t('order.payAmount', { amount: formatYuan(total) })}
          </Button>
        </Flex>
      ) : step.kind === 'pay' ? (
        <PaymentQr payment={step.payment} payType={step.payType} onPaid={onPaid} />
      ) : (
        <Result
          status="success"
          title={t('software.bought')}
          subTitle={t('software.boughtDetail', { count: quantity })}
          extra={
            <Button type="primary" onClick={close} data-testid="software-bought-done">
              {t('order.done')}
            </Button>
          }
        />
      )}
    </Modal>
  );
}
