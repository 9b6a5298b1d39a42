import type { OrderInfo, Payment, PayType } from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Divider, Flex, Modal } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { customerQueryKeys } from '#web/features/session/customer';
import { BankTransferPanel } from './BankTransferPanel';
import { formatYuan } from './money';
import { orderKeys, useBankAccount, usePayOrder } from './order.api';
import { PaymentQr } from './PaymentQr';
import { PayTypeChoice } from './PayTypeChoice';

/**
 * Pays an unpaid order: choose the pay type, then scan the QR (spec §5 "pay box"); or, when the site has a
 * receiving bank account, pay by offline bank transfer and report it (payBankOrder).
 */
export function PayBox({ order, onClose }: { order: OrderInfo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const payOrder = usePayOrder();
  const [payType, setPayType] = useState<PayType | null>(null);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [bank, setBank] = useState(false);
  const payable = Boolean(order && order.pay_amount > 0);
  const account = useBankAccount(payable);
  const awaiting = order?.bank_transfer?.status === 'pending';

  const close = () => {
    setPayment(null);
    setBank(false);
    onClose();
  };
  const onPaid = useCallback(() => {
    feedback.success(t('order.paid'));
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.info });
    setPayment(null);
    onClose();
  }, [onClose, queryClient, t]);

  return (
    <Modal
      open={Boolean(order)}
      onCancel={close}
      title={t('order.payTitle')}
      footer={null}
      destroyOnHidden
      width={480}
    >
      {order && !(order.pay_amount > 0) ? (
        // Spec §5 "Pay box": without an amount there is nothing to pay for.
        <Alert type="error" showIcon title={t('order.productMissing')} data-testid="paybox-missing" />
      ) : order && payment && payType ? (
        <PaymentQr payment={payment} payType={payType} onPaid={onPaid} />
      ) : order && bank && account.data ? (
        <BankTransferPanel
          order={order}
          account={account.data}
          onBack={() => setBank(false)}
          onDone={close}
        />
      ) : order ? (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('order.columns.title')}>{order.title}</Descriptions.Item>
            <Descriptions.Item label={t('order.columns.amount')}>
              {formatYuan(order.pay_amount)}
            </Descriptions.Item>
          </Descriptions>
          <PayTypeChoice value={payType} onChange={setPayType} />
          <Button
            type="primary"
            block
            disabled={!payType}
            loading={payOrder.isPending}
            data-testid="paybox-pay"
            onClick={() => {
              if (!payType) return;
              payOrder.mutate({ orderNo: order.order_no, payType }, { onSuccess: setPayment });
            }}
          >
            {t('order.payAmount', { amount: formatYuan(order.pay_amount) })}
          </Button>
          {awaiting ? (
            <Alert type="info" showIcon title={t('order.bank.awaiting')} data-testid="paybox-bank-awaiting" />
          ) : account.data ? (
            <>
              <Divider plain style={{ margin: 0 }}>
                {t('order.bank.or')}
              </Divider>
              <Button block onClick={() => setBank(true)} data-testid="paybox-bank">
                {t('order.bank.payByTransfer')}
              </Button>
            </>
          ) : null}
        </Flex>
      ) : null}
    </Modal>
  );
}
