import type { Payment, PayType } from '@onsite/contracts';
import { Alert, Flex, QRCode, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from './money';
import { usePayStatus } from './order.api';

interface PaymentQrProps {
  payment: Payment;
  payType: PayType;
  /** called once when the server reports the order paid */
  onPaid: (orderNo: string) => void;
}

/** The payment QR of an order and its status, polled every 2 s until paid (spec §4 VIP popup, pay box). */
export function PaymentQr({ payment, payType, onPaid }: PaymentQrProps) {
  const { t } = useTranslation();
  const status = usePayStatus(payment.order_no);
  const paid = status.data?.is_pay === 1;
  useEffect(() => {
    if (paid) onPaid(payment.order_no);
  }, [paid, onPaid, payment.order_no]);

  return (
    <Flex vertical align="center" gap={12} data-testid="payment-qr" data-qrcode-url={payment.qrcode_url}>
      <Typography.Text type="secondary">{t('order.orderNo', { orderNo: payment.order_no })}</Typography.Text>
      <Typography.Title level={3} style={{ margin: 0 }} data-testid="payment-amount">
        {formatYuan(payment.pay_amount)}
      </Typography.Title>
      <QRCode value={payment.qrcode_url} size={200} />
      <Typography.Text>{t(payType === 'alipay' ? 'order.scanAlipay' : 'order.scanWechat')}</Typography.Text>
      {status.isError ? (
        <Alert type="error" showIcon title={t('order.statusFailed')} />
      ) : (
        <Flex gap={8} align="center">
          <Spin size="small" />
          <Typography.Text type="secondary">{t('order.waiting')}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
