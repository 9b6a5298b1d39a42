import { type ActivityItem, ActivityOrderType, ActivityPricing } from '@onsite/contracts';
import {
  Alert,
  AutoComplete,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  QRCode,
  Segmented,
  Select,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../order/money';
import { useProgrammes } from '../site/site.api';
import {
  useActivityGroups,
  useCopyActivity,
  useCreateActivity,
  useExpandActivity,
  useGroupActivity,
  useOrderQuote,
  useProductInfo,
  useRenameActivity,
  useRenewActivity,
  useTools,
  useUpdateTimes,
} from './activity.api';
import { when } from './activity.format';

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
  const source = Form.useWatch('source', form) as number | undefined;
  const toolId =
    kind === 'tool' ? source : programmes.data?.items.find((item) => item.id === source)?.tools[0]?.id;

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
        {toolId ? <PriceHint toolId={toolId} /> : null}
      </Flex>
    </Modal>
  );
}

/** Whether the new activity is free from the VIP plan (free_num left, showings_num) or goes to the pay dialog. */
function PriceHint({ toolId }: { toolId: number }) {
  const { t } = useTranslation();
  const product = useProductInfo(toolId);
  if (!product.data) return null;
  const info = product.data;
  return info.pay_amount === 0 ? (
    <Alert
      type="success"
      showIcon
      data-testid="activity-new-price"
      title={t('activity.new.free', { left: info.free_left, showings: info.showings })}
    />
  ) : (
    <Alert
      type="info"
      showIcon
      data-testid="activity-new-price"
      title={t('activity.new.price', { price: formatYuan(info.pay_amount), showings: info.showings })}
      description={info.vip_covered ? t('activity.new.quotaUsed', { count: info.free_num }) : undefined}
    />
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

/** What a purchase dialog answers: the order to pay ('' when a VIP quota made it free). */
type Purchased = (result: { id: number; order_no: string }) => void;

/** The copy dialog: the copy's title; it is charged like a new activity (the pay dialog follows). */
export function CopyModal({
  activity,
  onClose,
  onCopied,
}: {
  activity: ActivityItem | null;
  onClose: () => void;
  onCopied: Purchased;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ title: string }>();
  const copy = useCopyActivity();
  return (
    <Modal
      open={Boolean(activity)}
      title={t('activity.copy.title')}
      onCancel={onClose}
      okText={t('activity.copy.submit')}
      confirmLoading={copy.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'activity-copy-submit' }}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => copy.mutateAsync({ id: activity?.id ?? 0, title: values.title.trim() }))
          .then(onCopied)
          .catch(() => undefined)
      }
    >
      <Flex vertical gap={12}>
        <Alert type="info" showIcon title={t('activity.copy.hint')} />
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            title: activity ? t('activity.copy.defaultTitle', { title: activity.title }) : '',
          }}
        >
          <Form.Item
            name="title"
            label={t('activity.fields.title')}
            rules={[{ required: true, whitespace: true, message: t('activity.rename.required') }]}
          >
            <Input data-testid="activity-copy-input" maxLength={50} showCount />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}

const DAY_MS = 86_400_000;
const DAY_CHOICES = [1, 3, 7, 30] as const;

/** The extend dialog (postRenew): how many days to add, what it costs and the end time once paid. */
export function ExtendModal({
  activity,
  onClose,
  onOrdered,
}: {
  activity: ActivityItem | null;
  onClose: () => void;
  onOrdered: Purchased;
}) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(ActivityPricing.renewDefaultDays);
  const renew = useRenewActivity();
  const validDays = Number.isInteger(days) && days >= 1 && days <= ActivityPricing.renewMaxDays;
  const quote = useOrderQuote(
    activity && validDays ? { order_type: ActivityOrderType.renew, id: activity.id, days } : null,
  );
  const from = activity ? Math.max(new Date(activity.end_time).getTime(), Date.now()) : 0;
  return (
    <Modal
      open={Boolean(activity)}
      title={t('activity.extend.title')}
      onCancel={onClose}
      okText={t('activity.extend.submit')}
      okButtonProps={{ disabled: !validDays, 'data-testid': 'activity-extend-submit' }}
      confirmLoading={renew.isPending}
      destroyOnHidden
      afterClose={() => setDays(ActivityPricing.renewDefaultDays)}
      onOk={() =>
        void renew
          .mutateAsync({ id: activity?.id ?? 0, days })
          .then(onOrdered)
          .catch(() => undefined)
      }
    >
      {activity ? (
        <Flex vertical gap={16} data-testid="activity-extend">
          <Flex gap={8} align="center" wrap>
            <Segmented<number>
              value={DAY_CHOICES.includes(days as (typeof DAY_CHOICES)[number]) ? days : undefined}
              onChange={setDays}
              options={DAY_CHOICES.map((value) => ({
                value,
                label: t('activity.extend.days', { count: value }),
              }))}
            />
            <InputNumber<number>
              min={1}
              max={ActivityPricing.renewMaxDays}
              precision={0}
              value={days}
              onChange={(value) => setDays(value ?? 0)}
              suffix={t('activity.extend.unit')}
              style={{ width: 120 }}
              data-testid="activity-extend-days"
            />
          </Flex>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('activity.extend.currentEnd')}>
              {when(activity.end_time)}
            </Descriptions.Item>
            <Descriptions.Item label={t('activity.extend.newEnd')}>
              {days ? when(new Date(from + days * DAY_MS).toISOString()) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('activity.extend.price')}>
              <Typography.Text strong data-testid="activity-extend-price">
                {validDays && quote.data ? formatYuan(quote.data.pay_amount) : '—'}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">
            {t('activity.extend.hint', { price: formatYuan(ActivityPricing.renewPerDay) })}
          </Typography.Text>
        </Flex>
      ) : null}
    </Modal>
  );
}

/** The expand dialog (postExpand): how many places to add, in blocks of 100, and what it costs. */
export function ExpandModal({
  activity,
  onClose,
  onOrdered,
}: {
  activity: ActivityItem | null;
  onClose: () => void;
  onOrdered: Purchased;
}) {
  const { t } = useTranslation();
  const block = ActivityPricing.expandBlock;
  const [persons, setPersons] = useState<number>(block);
  const expand = useExpandActivity();
  const valid =
    persons >= block && persons <= block * ActivityPricing.expandMaxBlocks && persons % block === 0;
  const quote = useOrderQuote(
    activity && valid ? { order_type: ActivityOrderType.expand, id: activity.id, persons } : null,
  );
  return (
    <Modal
      open={Boolean(activity)}
      title={t('activity.expand.title')}
      onCancel={onClose}
      okText={t('activity.expand.submit')}
      okButtonProps={{ disabled: !valid, 'data-testid': 'activity-expand-submit' }}
      confirmLoading={expand.isPending}
      destroyOnHidden
      afterClose={() => setPersons(block)}
      onOk={() =>
        void expand
          .mutateAsync({ id: activity?.id ?? 0, persons })
          .then(onOrdered)
          .catch(() => undefined)
      }
    >
      {activity ? (
        <Flex vertical gap={16} data-testid="activity-expand">
          <InputNumber<number>
            min={block}
            max={block * ActivityPricing.expandMaxBlocks}
            step={block}
            precision={0}
            value={persons}
            onChange={(value) => setPersons(value ?? 0)}
            suffix={t('activity.expand.unit')}
            style={{ width: 200 }}
            data-testid="activity-expand-persons"
          />
          {valid ? null : (
            <Typography.Text type="danger">{t('activity.expand.rule', { block })}</Typography.Text>
          )}
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('activity.expand.current')}>{activity.capacity}</Descriptions.Item>
            <Descriptions.Item label={t('activity.expand.after')}>
              {valid ? activity.capacity + persons : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('activity.expand.price')}>
              <Typography.Text strong data-testid="activity-expand-price">
                {valid && quote.data ? formatYuan(quote.data.pay_amount) : '—'}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">
            {t('activity.expand.hint', { block, price: formatYuan(ActivityPricing.expandPerBlock) })}
          </Typography.Text>
        </Flex>
      ) : null}
    </Modal>
  );
}
