import { type PbsignBinding, type PbsignLog, pbsignApi } from '@onsite/contracts';
import { Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ConfirmAction, type DataColumn, DataTable, type SearchField } from '#web/components';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { serialOf, useBindableActivities, useBindingChoices, useBindingMutation } from './pbsign.api';
import '#web/features/pbsign/pbsign.strings';

import { when } from '#web/features/activity/activity.format';

/** Bind a device, by its serial (typed, or scanned: a scanner types the label's QR), to an open activity. */
function BindForm() {
  const { t } = useTranslation();
  const api = useApi();
  const activities = useBindableActivities();
  const [form] = Form.useForm<{ activity_id: number; serial: string }>();
  const bind = useBindingMutation((input: { activity_id: number; serial: string }) =>
    api.call(pbsignApi.bind, input),
  );
  return (
    <Card title={t('pbsign.bind.title')} size="small" data-testid="pbsign-bind">
      <Typography.Paragraph type="secondary">{t('pbsign.bind.help')}</Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        onFinish={async (values) => {
          await bind.mutateAsync({ activity_id: values.activity_id, serial: serialOf(values.serial) });
          feedback.success(t('pbsign.bind.done'));
          form.resetFields(['serial']);
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
          <Button type="primary" htmlType="submit" loading={bind.isPending} data-testid="pbsign-bind-submit">
            {t('pbsign.bind.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** The customer's bindings: device, activity, rental period, sign-ins; unbinding asks first. */
function Bindings() {
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
      rowActionsWidth={80}
      rowActions={(row) => (
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
      )}
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
  return (
    <Flex vertical gap={16} data-testid="pbsign-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title ?? t('pbsign.title')}
      </Typography.Title>
      <BindForm />
      <Bindings />
      <Logs />
    </Flex>
  );
}
