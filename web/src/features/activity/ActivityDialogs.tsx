import type { ActivityItem } from '@onsite/contracts';
import {
  AutoComplete,
  DatePicker,
  Flex,
  Form,
  Input,
  Modal,
  QRCode,
  Segmented,
  Select,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgrammes } from '../site/site.api';
import {
  useActivityGroups,
  useCreateActivity,
  useGroupActivity,
  useRenameActivity,
  useTools,
  useUpdateTimes,
} from './activity.api';

/** The wall-time format the time dialogs send; the server reads it in the browser's time zone. */
const WALL_TIME = 'YYYY-MM-DD HH:mm:ss';
type Range = [Dayjs, Dayjs];

const rangeRule = (message: string) => ({
  validator: (_: unknown, value: Range | null) =>
    value?.[0] && value[1] && value[0].isBefore(value[1])
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

/** New activity: from a tool or a programme, with a title and its time; answers the order to pay, if any. */
export function NewActivityModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (result: { id: number; order_no: string }) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ source: number; title: string; range: Range }>();
  const [kind, setKind] = useState<'tool' | 'programme'>('tool');
  const tools = useTools();
  const programmes = useProgrammes({ page: 1, limit: 100 });
  const create = useCreateActivity();

  const submit = async () => {
    const values = await form.validateFields();
    const result = await create.mutateAsync({
      ...(kind === 'tool' ? { tool_id: values.source } : { programme_id: values.source }),
      title: values.title?.trim() ?? '',
      begin_time: values.range[0].format(WALL_TIME),
      end_time: values.range[1].format(WALL_TIME),
    });
    form.resetFields();
    onCreated(result);
  };

  return (
    <Modal
      open={open}
      title={t('activity.new.title')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('activity.new.submit')}
      confirmLoading={create.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'activity-new-submit' }}
    >
      <Flex vertical gap={16}>
        <Segmented<'tool' | 'programme'>
          block
          value={kind}
          onChange={(value) => {
            setKind(value);
            form.setFieldValue('source', undefined);
          }}
          options={[
            { value: 'tool', label: t('activity.new.fromTool') },
            { value: 'programme', label: t('activity.new.fromProgramme') },
          ]}
        />
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="source"
            label={kind === 'tool' ? t('activity.new.tool') : t('activity.new.programme')}
            rules={[{ required: true, message: t('activity.new.sourceRequired') }]}
          >
            <Select
              data-testid="activity-new-source"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('activity.new.sourcePlaceholder')}
              loading={kind === 'tool' ? tools.isLoading : programmes.isLoading}
              options={
                kind === 'tool'
                  ? (tools.data ?? []).map((tool) => ({ value: tool.id, label: tool.title }))
                  : (programmes.data?.items ?? []).map((item) => ({ value: item.id, label: item.title }))
              }
            />
          </Form.Item>
          <Form.Item name="title" label={t('activity.fields.title')} rules={[{ max: 50 }]}>
            <Input
              data-testid="activity-new-name"
              placeholder={t('activity.new.titlePlaceholder')}
              maxLength={50}
              showCount
            />
          </Form.Item>
          <Form.Item
            name="range"
            label={t('activity.fields.time')}
            rules={[
              { required: true, message: t('activity.time.required') },
              rangeRule(t('activity.time.beginBeforeEnd')),
            ]}
          >
            <DatePicker.RangePicker
              data-testid="activity-new-range"
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}

export function RenameModal({ activity, onClose }: { activity: ActivityItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ title: string }>();
  const rename = useRenameActivity();
  return (
    <Modal
      open={Boolean(activity)}
      title={t('activity.rename.title')}
      onCancel={onClose}
      confirmLoading={rename.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'activity-rename-submit' }}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => rename.mutateAsync({ id: activity?.id ?? 0, title: values.title.trim() }))
          .then(onClose)
          .catch(() => undefined)
      }
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ title: activity?.title }}>
        <Form.Item
          name="title"
          label={t('activity.fields.title')}
          rules={[{ required: true, whitespace: true, message: t('activity.rename.required') }]}
        >
          <Input data-testid="activity-rename-input" maxLength={50} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function GroupModal({ activity, onClose }: { activity: ActivityItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ group_title: string }>();
  const groups = useActivityGroups();
  const group = useGroupActivity();
  return (
    <Modal
      open={Boolean(activity)}
      title={t('activity.group.title')}
      onCancel={onClose}
      confirmLoading={group.isPending}
      destroyOnHidden
      onOk={() =>
        void form
          .validateFields()
          .then((values) =>
            group.mutateAsync({ id: activity?.id ?? 0, group_title: (values.group_title ?? '').trim() }),
          )
          .then(onClose)
          .catch(() => undefined)
      }
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ group_title: activity?.group_title }}
      >
        <Form.Item
          name="group_title"
          label={t('activity.group.name')}
          extra={t('activity.group.hint')}
          rules={[{ max: 20 }]}
        >
          <AutoComplete
            allowClear
            options={(groups.data ?? []).map((item) => ({ value: item.title }))}
            placeholder={t('activity.group.placeholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The time dialog: begin and end in the browser's time zone. */
export function TimeModal({ activity, onClose }: { activity: ActivityItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ range: Range }>();
  const update = useUpdateTimes();
  return (
    <Modal
      open={Boolean(activity)}
      title={t('activity.time.title')}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'activity-time-submit' }}
      onOk={() =>
        void form
          .validateFields()
          .then((values) =>
            update.mutateAsync({
              id: activity?.id ?? 0,
              begin_time: values.range[0].format(WALL_TIME),
              end_time: values.range[1].format(WALL_TIME),
            }),
          )
          .then(onClose)
          .catch(() => undefined)
      }
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          activity ? { range: [dayjs(activity.begin_time), dayjs(activity.end_time)] } : undefined
        }
      >
        <Form.Item
          name="range"
          label={t('activity.fields.time')}
          extra={t('activity.time.zone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
          rules={[
            { required: true, message: t('activity.time.required') },
            rangeRule(t('activity.time.beginBeforeEnd')),
          ]}
        >
          <DatePicker.RangePicker
            data-testid="activity-time-range"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The activity's big screen: its public link and a QR code of it. */
export function ScreenModal({ activity, onClose }: { activity: ActivityItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const link = activity ? `${window.location.origin}/my/tool/screen?acid=${activity.id}` : '';
  return (
    <Modal
      open={Boolean(activity)}
      title={t('activity.screen.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Flex vertical align="center" gap={16}>
        <QRCode value={link || '-'} size={180} data-testid="activity-screen-qr" />
        <Typography.Paragraph copyable={{ text: link }} style={{ wordBreak: 'break-all', marginBottom: 0 }}>
          <Typography.Link href={link} target="_blank" data-testid="activity-screen-link">
            {link}
          </Typography.Link>
        </Typography.Paragraph>
        <Typography.Text type="secondary">{t('activity.screen.hint')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
