import {
  type OrderInfo,
  type PbsignBinding,
  type PbsignBindingState,
  type PbsignLog,
  type PbsignQuote,
  pbsignApi,
} from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ConfirmAction } from '#web/components/actions/DeleteAction';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { formatYuan } from '#web/features/order/money';
import { PayBox } from '#web/features/order/PayBox';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import {
  serialOf,
  useBindableActivities,
  useBindingChoices,
  useBindingMutation,
  useRentalOrder,
} from './pbsign.api';
import '#web/features/pbsign/pbsign.strings';

import { when } from '#web/features/activity/activity.format';

const STATE_COLOURS: Record<PbsignBindingState, string | undefined> = {
  pending: 'orange',
  expired: undefined,
  active: 'green',
  ended: undefined,
};

/** A priced rental's confirmation: the device, the period, days × price per day, then order and pay. */
function QuoteModal({
  quote,
  busy,
  onConfirm,
  onClose,
}: {
  quote: PbsignQuote | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={quote !== null}
      title={t('pbsign.bind.quoteTitle')}
      onCancel={onClose}
      onOk={onConfirm}
      okText={t('pbsign.bind.confirmPay')}
      cancelText={t('shell.cancel')}
      okButtonProps={{
        loading: busy,
        ...({ 'data-testid': 'pbsign-quote-confirm' } as Record<string, string>),
      }}
      destroyOnHidden
    >
      {quote ? (
        <Flex vertical gap={12} data-testid="pbsign-quote">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('pbsign.bind.device')}>
              {quote.device_name} · <Typography.Text code>{quote.serial}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('pbsign.bind.activity')}>{quote.activity_title}</Descriptions.Item>
            <Descriptions.Item label={t('pbsign.bind.period')}>
              {when(quote.begin_time)} – {when(quote.end_time)}
            </Descriptions.Item>
            <Descriptions.Item label={t('pbsign.bind.days')}>
              {t('pbsign.bind.daysOf', { days: quote.days })}
            </Descriptions.Item>
            <Descriptions.Item label={t('pbsign.bind.dayPrice')}>
              {formatYuan(quote.day_price)}
            </Descriptions.Item>
            <Descriptions.Item label={t('pbsign.bind.amount')}>
              <Typography.Text strong type="danger" data-testid="pbsign-quote-amount">
                {formatYuan(quote.amount)}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">{t('pbsign.bind.quoteHelp')}</Typography.Text>
        </Flex>
      ) : null}
    </Modal>
  );
}

/** The pay box of a rental's order (after ordering, or 去支付 on a pending one); paid: the bindings refetch. */
function useRentalPayBox() {
  const api = useApi();
  const queryClient = useQueryClient();
  const orderOf = useRentalOrder();
  const [order, setOrder] = useState<OrderInfo | null>(null);
  return {
    open: async (orderNo: string) => setOrder(await orderOf(orderNo)),
    box: (
      <PayBox
        order={order}
        onClose={() => {
          setOrder(null);
          void queryClient.invalidateQueries({
            queryKey: pagedQueryKey(api.audience, pbsignApi.getBindings),
          });
        }}
      />
    ),
  };
}

/**
 * Bind a device, by its serial (typed, or scanned: a scanner types the label's QR), to an open activity. A
 * free model binds at once; a priced one shows its price first (days × the site's price per day), then orders
 * and opens the pay box.
 */
function BindForm({ pay }: { pay: (orderNo: string) => Promise<void> }) {
  const { t } = useTranslation();
  const api = useApi();
  const activities = useBindableActivities();
  const [form] = Form.useForm<{ activity_id: number; serial: string }>();
  const [quote, setQuote] = useState<(PbsignQuote & { activity_id: number }) | null>(null);
  const [quoting, setQuoting] = useState(false);
  const bind = useBindingMutation((input: { activity_id: number; serial: string; amount?: number }) =>
    api.call(pbsignApi.bind, input),
  );
  const order = async () => {
    if (!quote) return;
    const made = await bind.mutateAsync({
      activity_id: quote.activity_id,
      serial: quote.serial,
      amount: quote.amount,
    });
    setQuote(null);
    form.resetFields(['serial']);
    if (made.payment) {
      feedback.success(t('pbsign.bind.ordered'));
      await pay(made.payment.order_no);
    }
  };
  return (
    <Card title={t('pbsign.bind.title')} size="small" data-testid="pbsign-bind">
      <Typography.Paragraph type="secondary">{t('pbsign.bind.help')}</Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        onFinish={async (values) => {
          const input = { activity_id: values.activity_id, serial: serialOf(values.serial) };
          setQuoting(true);
          try {
            const priced = await api.call(pbsignApi.getQuote, input);
            if (priced.amount > 0) {
              setQuote({ ...priced, activity_id: input.activity_id });
              return;
            }
            await bind.mutateAsync({ ...input, amount: 0 });
            feedback.success(t('pbsign.bind.done'));
            form.resetFields(['serial']);
          } finally {
            setQuoting(false);
          }
        }}
      >
        <Form.Item
          name="activity_id"
          label={t('pbsign.bind.activity')}
          rules={[{ required: true, message: t('pbsign.bind.activityRequired') }]}
        >
          <Select
            style={{ width: 320 }}
            loading={activities.isPending}
            placeholder={t('pbsign.bind.activityPlaceholder')}
            notFoundContent={t('pbsign.bind.noActivity')}
            data-testid="pbsign-activity"
            options={(activities.data ?? []).map((row) => ({
              value: row.id,
              label: `${row.title}（${when(row.begin_time)} – ${when(row.end_time)}）`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="serial"
          label={t('pbsign.bind.serial')}
          rules={[
            { required: true, message: t('pbsign.bind.serialRequired') },
            {
              validator: (_, value: string | undefined) =>
                !value || /^[A-Z0-9-]{4,32}$/.test(serialOf(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('pbsign.unit.serialInvalid'))),
            },
          ]}
        >
          <Input
            style={{ width: 240 }}
            placeholder={t('pbsign.bind.serialPlaceholder')}
            data-testid="pbsign-serial"
          />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={quoting || (bind.isPending && !quote)}
            data-testid="pbsign-bind-submit"
          >
            {t('pbsign.bind.submit')}
          </Button>
        </Form.Item>
      </Form>
      <QuoteModal
        quote={quote}
        busy={bind.isPending}
        onConfirm={() => void order()}
        onClose={() => setQuote(null)}
      />
    </Card>
  );
}

/**
 * The customer's bindings: device, activity, rental period, state, order and amount, sign-ins. A pending
 * (or expired) rental is paid from here (去支付) or cancelled; a free binding is unbound; both ask first.
 */
function Bindings({ pay }: { pay: (orderNo: string) => Promise<void> }) {
  const { t } = useTranslation();
  const api = useApi();
  const unbind = useBindingMutation((row: PbsignBinding) => api.call(pbsignApi.unbind, { id: row.id }));
  const columns: DataColumn<PbsignBinding>[] = [
    {
      title: t('pbsign.bindings.device'),
      dataIndex: 'serial',
      hideable: false,
      render: (value: string, row) => (
        <Flex vertical>
          <Typography.Text code data-testid="binding-serial">
            {value}
          </Typography.Text>
          <Typography.Text type="secondary">{row.device_name}</Typography.Text>
        </Flex>
      ),
    },
    { title: t('pbsign.bindings.activity'), dataIndex: 'activity_title', ellipsis: true },
    {
      title: t('pbsign.bindings.period'),
      key: 'period',
      width: 280,
      render: (_: unknown, row) => `${when(row.begin_time)} – ${when(row.end_time)}`,
    },
    {
      title: t('pbsign.bindings.state'),
      dataIndex: 'state',
      width: 110,
      render: (value: PbsignBindingState, row) => (
        <Flex vertical>
          <Tag color={STATE_COLOURS[value]} data-testid="binding-state" style={{ width: 'fit-content' }}>
            {t(`pbsign.bindings.states.${value}`)}
          </Tag>
          {value === 'pending' && row.expires_at ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('pbsign.bindings.reservedUntil', { time: when(row.expires_at) })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('pbsign.bindings.order'),
      dataIndex: 'order_no',
      width: 240,
      render: (value: string, row) =>
        value ? (
          <Flex vertical>
            <Typography.Text copyable data-testid="binding-order">
              {value}
            </Typography.Text>
            <Typography.Text strong data-testid="binding-amount">
              {formatYuan(row.amount)}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('pbsign.bindings.free')}</Typography.Text>
        ),
    },
    { title: t('pbsign.bindings.signins'), dataIndex: 'signins', width: 90, align: 'right' },
  ];
  return (
    <DataTable
      route={pbsignApi.getBindings}
      title={t('pbsign.bindings.title')}
      queryOptions={{ prefix: 'bindings.', defaultLimit: 10 }}
      testId="pbsign-bindings"
      rowKey="id"
      columns={columns}
      rowActionsWidth={140}
      rowActions={(row) =>
        row.order_no === '' ? (
          <ConfirmAction
            danger
            confirm={t('pbsign.bindings.unbindConfirm', { serial: row.serial, title: row.activity_title })}
            onConfirm={async () => {
              await unbind.mutateAsync(row);
              feedback.success(t('pbsign.bindings.unbound'));
            }}
            testId="binding-unbind"
          >
            {t('pbsign.bindings.unbind')}
          </ConfirmAction>
        ) : row.state === 'pending' || row.state === 'expired' ? (
          <Space size={4}>
            <Button type="link" size="small" onClick={() => void pay(row.order_no)} data-testid="binding-pay">
              {t('pbsign.bindings.pay')}
            </Button>
            <ConfirmAction
              danger
              confirm={t('pbsign.bindings.cancelConfirm', { serial: row.serial })}
              onConfirm={async () => {
                await unbind.mutateAsync(row);
                feedback.success(t('pbsign.bindings.cancelled'));
              }}
              testId="binding-cancel"
            >
              {t('pbsign.bindings.cancel')}
            </ConfirmAction>
          </Space>
        ) : null
      }
      emptyText={t('pbsign.bindings.empty')}
      totalText={(total) => t('pbsign.bindings.total', { total })}
    />
  );
}

/** The sign-ins the customer's devices recorded: filters, masked mobiles, export through the job centre. */
function Logs() {
  const { t } = useTranslation();
  const choices = useBindingChoices();
  const columns: DataColumn<PbsignLog>[] = [
    { title: t('pbsign.logs.name'), dataIndex: 'name', hideable: false, width: 140 },
    { title: t('pbsign.logs.mobile'), dataIndex: 'mobile', width: 140 },
    { title: t('pbsign.logs.activity'), dataIndex: 'activity_title', ellipsis: true },
    {
      title: t('pbsign.logs.device'),
      dataIndex: 'serial',
      width: 160,
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    { title: t('pbsign.logs.time'), dataIndex: 'create_time', width: 150, render: when },
  ];
  const searchFields: SearchField<'keyword' | 'activity_id' | 'device_id' | 'start_date' | 'end_date'>[] = [
    { kind: 'text', name: 'keyword', label: t('table.keyword'), placeholder: t('pbsign.logs.search') },
    {
      kind: 'select',
      name: 'activity_id',
      label: t('pbsign.logs.activity'),
      placeholder: t('pbsign.logs.allActivities'),
      showSearch: true,
      options: choices.data?.activities ?? [],
    },
    {
      kind: 'select',
      name: 'device_id',
      label: t('pbsign.logs.device'),
      placeholder: t('pbsign.logs.allDevices'),
      showSearch: true,
      options: choices.data?.devices ?? [],
    },
    { kind: 'dateRange', name: ['start_date', 'end_date'], label: t('pbsign.logs.dates') },
  ];
  return (
    <DataTable
      route={pbsignApi.getLogs}
      title={t('pbsign.logs.title')}
      queryOptions={{ prefix: 'logs.' }}
      testId="pbsign-logs"
      tableId="pbsign-logs"
      rowKey="id"
      columns={columns}
      searchFields={searchFields}
      exportSymbol="pbsign_log"
      exportUnfiltered
      emptyText={t('pbsign.logs.empty')}
      noMatchText={t('pbsign.logs.noMatch')}
      totalText={(total) => t('pbsign.logs.total', { total })}
    />
  );
}

/**
 * /tool/pbsign (customer): on-site sign-in with devices — bind a kiosk by its serial to one of the
 * customer's activities for the activity's period, see and unbind the bindings, and read (and export) the
 * sign-ins the devices recorded.
 */
export default function PbsignPage({ title }: PageProps) {
  const { t } = useTranslation();
  const rental = useRentalPayBox();
  return (
    <Flex vertical gap={16} data-testid="pbsign-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title ?? t('pbsign.title')}
      </Typography.Title>
      <BindForm pay={rental.open} />
      <Bindings pay={rental.open} />
      <Logs />
      {rental.box}
    </Flex>
  );
}
