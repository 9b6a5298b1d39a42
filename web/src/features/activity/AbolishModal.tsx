import {
  type ConsoleActivityDetail,
  consoleActivityApi,
  Permission,
  type RefundableOrder,
  refundApi,
} from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { feedback } from '#web/app/feedback';
import { ABOVE_DRAWER, CrudForm } from '#web/components/form/CrudForm';
import { formatYuan } from '#web/features/order/money';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import '#web/features/activity/activityConsole.strings';

/** The dialog's own fields: whether to refund, and why (checked below, required only when refunding). */
const schema = z.object({ refund: z.boolean().optional(), reason: z.string().optional() });
type Values = z.infer<typeof schema>;

const leftOf = (order: RefundableOrder) => order.pay_amount - order.refunded_amount;

/**
 * The abolish of an activity (作废), confirmed in a dialog that lists the activity's paid orders
 * with something left to refund (create, renew, expand); the platform's (`admin.activity.manage`) or an agent
 * owner's (`agent.activity.abolish`, its customers'). Staff holding the refund permission may tick
 * "退还这些订单" and give a reason: the activity is abolished and each order refunded what is left of it, in
 * one call (all or nothing). Without the permission the dialog says the orders stay unrefunded.
 */
export function AbolishModal({
  activity,
  onClose,
  onDone,
}: {
  activity: ConsoleActivityDetail | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const audience = api.audience === 'admin' ? 'admin' : 'agent';
  const [form] = Form.useForm<Values>();
  const refunding = Form.useWatch('refund', form) === true;
  const canRefund = useCan({ authorities: { allOf: [Permission[audience].orderRefund] } });
  const orders = useQuery({
    queryKey: ['activity-console', audience, 'refundable', activity?.id],
    queryFn: () => api.call(refundApi.activityOrders[audience], { id: activity?.id ?? 0 }),
    enabled: activity !== null,
  });
  const rows = orders.data ?? [];
  const total = rows.reduce((sum, order) => sum + leftOf(order), 0);

  const submit = async (values: Values) => {
    const answer = await api.envelope(consoleActivityApi.postAbolish[audience], {
      id: activity?.id ?? 0,
      ...(values.refund ? { refund: { reason: values.reason ?? '' } } : {}),
    });
    feedback.success(answer.msg);
    await Promise.all([onDone(), orders.refetch()]);
  };

  return (
    <CrudForm<typeof schema, Values>
      open={activity !== null}
      form={form}
      title={t('activityConsole.abolishDialog.title')}
      schema={schema}
      initialValues={{ refund: false, reason: '' }}
      okText={
        refunding
          ? t('activityConsole.abolishDialog.submitRefund')
          : t('activityConsole.abolishDialog.submit')
      }
      width={640}
      zIndex={ABOVE_DRAWER}
      testId="abolish-form"
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography.Paragraph>
        {t('activityConsole.confirm.abolish', { title: activity?.title ?? '' })}
      </Typography.Paragraph>
      <Typography.Text strong>{t('activityConsole.abolishDialog.paidOrders')}</Typography.Text>
      {orders.isError ? (
        <Alert type="error" showIcon title={t('activityConsole.abolishDialog.loadFailed')} />
      ) : (
        <Table<RefundableOrder>
          rowKey="id"
          size="small"
          pagination={false}
          style={{ margin: '8px 0 16px' }}
          loading={orders.isPending}
          dataSource={rows}
          locale={{ emptyText: t('activityConsole.abolishDialog.noPaidOrders') }}
          data-testid="abolish-orders"
          columns={[
            { title: t('activityConsole.orderNo'), dataIndex: 'order_no', width: 190 },
            {
              title: t('activityConsole.title'),
              dataIndex: 'title',
              render: (title: string, order) =>
                `${title} · ${t(`activityConsole.orderTypes.${order.order_type}`, { defaultValue: '' })}`,
            },
            {
              title: t('activityConsole.abolishDialog.paid'),
              dataIndex: 'pay_amount',
              align: 'right',
              render: formatYuan,
            },
            {
              title: t('activityConsole.abolishDialog.refunded'),
              dataIndex: 'refunded_amount',
              align: 'right',
              render: (value: number) => (value ? formatYuan(value) : '—'),
            },
          ]}
        />
      )}
      {rows.length > 0 && canRefund ? (
        <>
          <Form.Item name="refund" valuePropName="checked" style={{ marginBottom: 8 }}>
            <Checkbox data-testid="abolish-refund">
              {t('activityConsole.abolishDialog.refund', { amount: formatYuan(total) })}
            </Checkbox>
          </Form.Item>
          {refunding ? (
            <>
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('activityConsole.abolishDialog.refundHint')}
              />
              <Form.Item
                name="reason"
                label={t('activityConsole.abolishDialog.reason')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('activityConsole.abolishDialog.reasonRequired'),
                  },
                  { max: 200, message: t('activityConsole.abolishDialog.reasonTooLong') },
                ]}
              >
                <Input.TextArea rows={2} maxLength={200} data-testid="abolish-reason" />
              </Form.Item>
            </>
          ) : null}
        </>
      ) : null}
      {rows.length > 0 && !canRefund ? (
        <Alert type="info" showIcon title={t('activityConsole.abolishDialog.noPermission')} />
      ) : null}
    </CrudForm>
  );
}
