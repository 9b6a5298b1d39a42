import type { BankAccount, OrderInfo } from '@onsite/contracts';
import { Alert, Button, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ImagePicker } from '#web/features/upload/LazyPickers';
import { formatYuan } from './money';
import { usePayBankOrder } from './order.api';

interface TransferForm {
  payer_name: string;
  account_tail: string;
  voucher?: string;
}

/**
 * Offline bank transfer of an unpaid order: the site's receiving account, the amount and the order number
 * to write as the transfer reference; the customer then reports the transfer (payer, last 4 digits of the
 * paying account, optional voucher image) and the order awaits the agent's confirmation.
 */
export function BankTransferPanel({
  order,
  account,
  onBack,
  onDone,
}: {
  order: OrderInfo;
  account: BankAccount;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const payBank = usePayBankOrder();
  const [form] = Form.useForm<TransferForm>();

  const submit = async (values: TransferForm) => {
    await payBank.mutateAsync({
      order_no: order.order_no,
      payer_name: values.payer_name.trim(),
      account_tail: values.account_tail.trim(),
      voucher: values.voucher ?? '',
    });
    feedback.success(t('order.bank.submitted'));
    onDone();
  };

  return (
    <Flex vertical gap={12} data-testid="bank-transfer">
      <Alert type="info" showIcon title={t('order.bank.hint')} />
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('order.bank.accountName')}>{account.account_name}</Descriptions.Item>
        <Descriptions.Item label={t('order.bank.bankName')}>{account.bank_name}</Descriptions.Item>
        <Descriptions.Item label={t('order.bank.accountNo')}>
          <Typography.Text copyable data-testid="bank-account-no">
            {account.account_no}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('order.columns.amount')}>
          <Typography.Text strong>{formatYuan(order.pay_amount)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('order.bank.reference')}>
          <Typography.Text copyable data-testid="bank-reference">
            {order.order_no}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Form<TransferForm> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="payer_name"
          label={t('order.bank.payerName')}
          rules={[
            { required: true, whitespace: true, message: t('order.bank.payerNameRequired') },
            { max: 50, message: t('order.bank.payerNameTooLong') },
          ]}
        >
          <Input maxLength={50} data-testid="bank-payer-name" />
        </Form.Item>
        <Form.Item
          name="account_tail"
          label={t('order.bank.accountTail')}
          rules={[
            { required: true, message: t('order.bank.accountTailRequired') },
            { pattern: /^\d{4}$/, message: t('order.bank.accountTailInvalid') },
          ]}
        >
          <Input maxLength={4} inputMode="numeric" style={{ width: 120 }} data-testid="bank-account-tail" />
        </Form.Item>
        <Form.Item name="voucher" label={t('order.bank.voucher')} extra={t('order.bank.voucherHint')}>
          <ImagePicker data-testid="bank-voucher" />
        </Form.Item>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onBack}>{t('order.bank.back')}</Button>
          <Button type="primary" htmlType="submit" loading={payBank.isPending} data-testid="bank-submit">
            {t('order.bank.submit')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
