import {
  resourceApi,
  WITHDRAWAL_MAX,
  WITHDRAWAL_MIN,
  WITHDRAWAL_STATUSES,
  type Withdrawal,
  type WithdrawalChannel,
  type WithdrawalStatus,
} from '@onsite/contracts';
import { Button, Card, Flex, Form, Input, InputNumber, Radio, Segmented, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { usePagedQuery } from '#web/components/data-table/usePagedQuery';
import { formatYuan } from '#web/features/order/money';
import { feeFor, yuanToCents } from './format';
import {
  balanceOf,
  useFeeRates,
  usePaymentSetting,
  useRequestWithdrawal,
  useResourceInfo,
} from './resource.api';

interface WithdrawalForm {
  kind: 'balance' | 'profit';
  amount: number | null;
  channel: WithdrawalChannel;
  account_name: string;
  bank_name: string;
  account_no: string;
  remark: string;
}

const STATUS_COLOURS: Record<WithdrawalStatus, string> = {
  pending: 'processing',
  approved: 'blue',
  rejected: 'error',
  paid: 'success',
};

/** withdrawal: a request form (prefilled from the collection settings) and the requests with their status. */
export function WithdrawalPanel() {
  const { t } = useTranslation();
  const [form] = Form.useForm<WithdrawalForm>();
  const info = useResourceInfo();
  const rates = useFeeRates();
  const setting = usePaymentSetting();
  const request = useRequestWithdrawal();
  // the requests' page and status live in the URL, under `withdrawals.`
  const list = usePagedQuery(resourceApi.getWithdrawalList, { prefix: 'withdrawals.', defaultLimit: 10 });

  const kind = Form.useWatch('kind', form) ?? 'balance';
  const channel = Form.useWatch('channel', form) ?? 'bank';
  const amount = yuanToCents(Form.useWatch('amount', form));
  const rate = rates.data?.find((row) => row.code === `withdraw_${channel}`);
  const fee = rate && amount ? feeFor(rate, amount) : null;
  const available = balanceOf(info.data, kind);

  // Prefill the payee from the collection settings (/resource/payment) once they arrive, and on a channel switch.
  const saved = setting.data;
  useEffect(() => {
    if (!saved) return;
    form.setFieldsValue(
      channel === 'bank'
        ? {
            account_name: saved.bank_account_name,
            bank_name: saved.bank_name,
            account_no: saved.bank_account_no,
          }
        : { account_name: saved.wechat_name, bank_name: '', account_no: saved.wechat_account },
    );
  }, [saved, channel, form]);
  // the default channel once, when the settings first arrive (not again after every refetch)
  const defaulted = useRef(false);
  useEffect(() => {
    if (!saved || defaulted.current) return;
    defaulted.current = true;
    form.setFieldValue('channel', saved.default_channel);
  }, [saved, form]);

  const submit = async (values: WithdrawalForm) => {
    const cents = yuanToCents(values.amount);
    if (cents === null) return;
    const confirmed = await feedback.confirm({
      title: t('resource.withdrawal.confirmTitle'),
      content: t('resource.withdrawal.confirm', {
        amount: formatYuan(cents),
        fee: formatYuan(fee ?? 0),
        actual: formatYuan(cents - (fee ?? 0)),
      }),
      okText: t('shell.ok'),
      cancelText: t('shell.cancel'),
    });
    if (!confirmed) return;
    await request.mutateAsync({
      kind: values.kind,
      amount: cents,
      channel: values.channel,
      account_name: values.account_name,
      bank_name: values.channel === 'bank' ? values.bank_name : '',
      account_no: values.account_no,
      remark: values.remark ?? '',
    });
    form.setFieldValue('amount', null);
    feedback.success(t('resource.withdrawal.done'));
  };

  const columns: DataColumn<Withdrawal>[] = [
    {
      title: t('resource.columns.time'),
      dataIndex: 'create_time',
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('resource.withdrawal.from'),
      dataIndex: 'kind',
      render: (value: Withdrawal['kind']) => t(`resource.kind.${value}`),
    },
    {
      title: t('resource.withdrawal.amountColumn'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: number) => formatYuan(value),
    },
    {
      title: t('resource.withdrawal.feeColumn'),
      dataIndex: 'fee',
      align: 'right',
      render: (value: number) => formatYuan(value),
    },
    {
      title: t('resource.withdrawal.actualColumn'),
      dataIndex: 'actual_amount',
      align: 'right',
      render: (value: number) => formatYuan(value),
    },
    {
      title: t('resource.withdrawal.payee'),
      key: 'payee',
      render: (_, row) => (
        <Typography.Text>
          {t(`resource.channel.${row.channel}`)} · {row.account_name}
          {row.bank_name ? ` · ${row.bank_name}` : ''} · {row.account_no}
        </Typography.Text>
      ),
    },
    {
      title: t('resource.withdrawal.statusColumn'),
      dataIndex: 'status',
      hideable: false,
      render: (value: WithdrawalStatus, row) => (
        <Flex vertical>
          <Tag color={STATUS_COLOURS[value]} style={{ width: 'fit-content' }}>
            {t(`resource.status.${value}`)}
          </Tag>
          {row.review_note ? (
            <Typography.Text type="secondary" data-testid="withdrawal-reason">
              {t('resource.withdrawal.reason', { reason: row.review_note })}
            </Typography.Text>
          ) : null}
          {row.paid_reference ? (
            <Typography.Text type="secondary" data-testid="withdrawal-reference">
              {t('resource.withdrawal.reference', { reference: row.paid_reference })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={t('resource.withdrawal.title')}
        extra={<Link to="/resource/payment">{t('resource.withdrawal.settings')}</Link>}
      >
        <Form<WithdrawalForm>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '120px' }}
          style={{ maxWidth: 620 }}
          initialValues={{ kind: 'balance', channel: 'bank', amount: null, remark: '' }}
          onFinish={(values) => void submit(values).catch(() => undefined)}
          data-testid="withdrawal-form"
        >
          <Form.Item name="kind" label={t('resource.withdrawal.from')}>
            <Radio.Group
              options={(['balance', 'profit'] as const).map((value) => ({
                value,
                label: `${t(`resource.kind.${value}`)} (${formatYuan(balanceOf(info.data, value))})`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('resource.withdrawal.amount')}
            extra={
              fee !== null && amount !== null && amount > fee
                ? t('resource.withdrawal.fee', { fee: formatYuan(fee), actual: formatYuan(amount - fee) })
                : t('resource.withdrawal.available', { amount: formatYuan(available) })
            }
            rules={[
              { required: true, message: t('resource.withdrawal.amountRequired') },
              {
                validator: async (_, value: number | null) => {
                  const cents = yuanToCents(value);
                  if (cents === null) return;
                  if (cents < WITHDRAWAL_MIN || cents > WITHDRAWAL_MAX) {
                    throw new Error(t('resource.withdrawal.amountRange'));
                  }
                  if (cents > available) throw new Error(t('resource.insufficient'));
                },
              },
            ]}
          >
            <InputNumber<number> prefix="¥" min={0} precision={2} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="channel" label={t('resource.withdrawal.channel')}>
            <Radio.Group
              options={(['bank', 'wechat'] as const).map((value) => ({
                value,
                label: t(`resource.channel.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="account_name"
            label={t('resource.withdrawal.accountName')}
            rules={[
              { required: true, whitespace: true, message: t('resource.withdrawal.accountNameRequired') },
              { max: 30 },
            ]}
          >
            <Input maxLength={30} />
          </Form.Item>
          {channel === 'bank' ? (
            <Form.Item
              name="bank_name"
              label={t('resource.withdrawal.bankName')}
              rules={[
                { required: true, whitespace: true, message: t('resource.withdrawal.bankNameRequired') },
              ]}
            >
              <Input maxLength={50} />
            </Form.Item>
          ) : null}
          <Form.Item
            name="account_no"
            label={
              channel === 'bank' ? t('resource.withdrawal.cardNo') : t('resource.withdrawal.wechatAccount')
            }
            rules={[
              { required: true, whitespace: true, message: t('resource.withdrawal.accountNoRequired') },
              ...(channel === 'bank' ? [{ pattern: /^\d{12,30}$/, message: t('resource.cardInvalid') }] : []),
            ]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="remark" label={t('resource.withdrawal.remark')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Button
              type="primary"
              htmlType="submit"
              loading={request.isPending}
              data-testid="withdrawal-submit"
            >
              {t('resource.withdrawal.submit')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <DataTable
        query={list}
        title={t('resource.withdrawal.list')}
        testId="withdrawal-list"
        tableId="resource-withdrawals"
        rowKey="id"
        columns={columns}
        actions={
          <Segmented<WithdrawalStatus | 'all'>
            value={list.filters.status ?? 'all'}
            onChange={(value) => list.setFilters({ status: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: t('resource.withdrawal.all') },
              ...WITHDRAWAL_STATUSES.map((value) => ({ value, label: t(`resource.status.${value}`) })),
            ]}
            data-testid="withdrawal-status"
          />
        }
        emptyText={t('resource.withdrawal.empty')}
        noMatchText={t('resource.withdrawal.empty')}
        totalText={(total) => t('resource.total', { total })}
      />
    </Flex>
  );
}
