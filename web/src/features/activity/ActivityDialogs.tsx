import { type ActivityItem, ActivityOrderType, ActivityPricing } from '@onsite/contracts';
import {
  Alert,
  AutoComplete,
  DatePicker,
  Descriptions,
  type DescriptionsProps,
  Flex,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Modal,
  QRCode,
  Segmented,
  Select,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
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

/** The activity's time: a begin-before-end range picker, in the browser's time zone. */
function RangeItem({ testId, extra }: { testId: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="range"
      label={t('activity.fields.time')}
      extra={extra}
      rules={[
        { required: true, message: t('activity.time.required') },
        rangeRule(t('activity.time.beginBeforeEnd')),
      ]}
    >
      <DatePicker.RangePicker
        data-testid={testId}
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

/** A required activity title (rename, copy). */
function TitleItem({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="title"
      label={t('activity.fields.title')}
      rules={[{ required: true, whitespace: true, message: t('activity.rename.required') }]}
    >
      <Input data-testid={testId} maxLength={50} showCount />
    </Form.Item>
  );
}

/**
 * The frame of the one-form dialogs on an activity: open while it has one; OK validates the form,
 * sends it and hands the answer on (a failed check or call keeps the dialog open).
 */
function ActivityFormModal<Values extends object, Result>({
  activity,
  form,
  title,
  okText,
  testId,
  pending,
  initialValues,
  intro,
  send,
  onDone,
  onClose,
  children,
}: {
  activity: ActivityItem | null;
  form: FormInstance<Values>;
  title: string;
  okText?: string;
  testId?: string;
  pending: boolean;
  initialValues?: Partial<Values>;
  /** Shown above the form. */
  intro?: ReactNode;
  send: (id: number, values: Values) => Promise<Result>;
  onDone: (result: Result) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const body = (
    <Form form={form} layout="vertical" preserve={false} initialValues={initialValues}>
      {children}
    </Form>
  );
  return (
    <Modal
      open={Boolean(activity)}
      title={title}
      onCancel={onClose}
      okText={okText}
      confirmLoading={pending}
      destroyOnHidden
      okButtonProps={testId ? { 'data-testid': testId } : undefined}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => send(activity?.id ?? 0, values))
          .then(onDone)
          .catch(() => undefined)
      }
    >
      {intro ? (
        <Flex vertical gap={12}>
          {intro}
          {body}
        </Flex>
      ) : (
        body
      )}
    </Modal>
  );
}

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
          <RangeItem testId="activity-new-range" />
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
    <ActivityFormModal
      activity={activity}
      form={form}
      title={t('activity.rename.title')}
      testId="activity-rename-submit"
      pending={rename.isPending}
      initialValues={{ title: activity?.title }}
      send={(id, values) => rename.mutateAsync({ id, title: values.title.trim() })}
      onDone={onClose}
      onClose={onClose}
    >
      <TitleItem testId="activity-rename-input" />
    </ActivityFormModal>
  );
}

export function GroupModal({ activity, onClose }: { activity: ActivityItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ group_title: string }>();
  const groups = useActivityGroups();
  const group = useGroupActivity();
  return (
    <ActivityFormModal
      activity={activity}
      form={form}
      title={t('activity.group.title')}
      pending={group.isPending}
      initialValues={{ group_title: activity?.group_title }}
      send={(id, values) => group.mutateAsync({ id, group_title: (values.group_title ?? '').trim() })}
      onDone={onClose}
      onClose={onClose}
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
    </ActivityFormModal>
  );
}

/** The time dialog: begin and end in the browser's time zone. */
export function TimeModal({ activity, onClose }: { activity: ActivityItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ range: Range }>();
  const update = useUpdateTimes();
  return (
    <ActivityFormModal
      activity={activity}
      form={form}
      title={t('activity.time.title')}
      testId="activity-time-submit"
      pending={update.isPending}
      initialValues={activity ? { range: [dayjs(activity.begin_time), dayjs(activity.end_time)] } : undefined}
      send={(id, values) =>
        update.mutateAsync({
          id,
          begin_time: values.range[0].format(WALL_TIME),
          end_time: values.range[1].format(WALL_TIME),
        })
      }
      onDone={onClose}
      onClose={onClose}
    >
      <RangeItem
        testId="activity-time-range"
        extra={t('activity.time.zone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
      />
    </ActivityFormModal>
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
    <ActivityFormModal
      activity={activity}
      form={form}
      title={t('activity.copy.title')}
      okText={t('activity.copy.submit')}
      testId="activity-copy-submit"
      pending={copy.isPending}
      initialValues={{ title: activity ? t('activity.copy.defaultTitle', { title: activity.title }) : '' }}
      intro={<Alert type="info" showIcon title={t('activity.copy.hint')} />}
      send={(id, values) => copy.mutateAsync({ id, title: values.title.trim() })}
      onDone={onCopied}
      onClose={onClose}
    >
      <TitleItem testId="activity-copy-input" />
    </ActivityFormModal>
  );
}

/**
 * The frame of the two purchase dialogs on an activity (extend, expand): their controls, a summary
 * ending in the quoted price, and a hint; OK places the order and hands it to the pay dialog.
 */
function PurchaseModal({
  kind,
  activity,
  valid,
  pending,
  price,
  rows,
  hint,
  send,
  afterClose,
  onClose,
  onOrdered,
  children,
}: {
  kind: 'extend' | 'expand';
  activity: ActivityItem | null;
  valid: boolean;
  pending: boolean;
  /** The quoted price in cents, once it is known. */
  price: number | undefined;
  rows: NonNullable<DescriptionsProps['items']>;
  hint: string;
  send: (id: number) => Promise<{ id: number; order_no: string }>;
  afterClose: () => void;
  onClose: () => void;
  onOrdered: Purchased;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={Boolean(activity)}
      title={t(`activity.${kind}.title`)}
      onCancel={onClose}
      okText={t(`activity.${kind}.submit`)}
      okButtonProps={{ disabled: !valid, 'data-testid': `activity-${kind}-submit` }}
      confirmLoading={pending}
      destroyOnHidden
      afterClose={afterClose}
      onOk={() =>
        void send(activity?.id ?? 0)
          .then(onOrdered)
          .catch(() => undefined)
      }
    >
      {activity ? (
        <Flex vertical gap={16} data-testid={`activity-${kind}`}>
          {children}
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              ...rows,
              {
                key: 'price',
                label: t(`activity.${kind}.price`),
                children: (
                  <Typography.Text strong data-testid={`activity-${kind}-price`}>
                    {valid && price !== undefined ? formatYuan(price) : '—'}
                  </Typography.Text>
                ),
              },
            ]}
          />
          <Typography.Text type="secondary">{hint}</Typography.Text>
        </Flex>
      ) : null}
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
    <PurchaseModal
      kind="extend"
      activity={activity}
      valid={validDays}
      pending={renew.isPending}
      price={quote.data?.pay_amount}
      rows={[
        {
          key: 'current',
          label: t('activity.extend.currentEnd'),
          children: activity ? when(activity.end_time) : null,
        },
        {
          key: 'after',
          label: t('activity.extend.newEnd'),
          children: days ? when(new Date(from + days * DAY_MS).toISOString()) : '—',
        },
      ]}
      hint={t('activity.extend.hint', { price: formatYuan(ActivityPricing.renewPerDay) })}
      send={(id) => renew.mutateAsync({ id, days })}
      afterClose={() => setDays(ActivityPricing.renewDefaultDays)}
      onClose={onClose}
      onOrdered={onOrdered}
    >
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
    </PurchaseModal>
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
    <PurchaseModal
      kind="expand"
      activity={activity}
      valid={valid}
      pending={expand.isPending}
      price={quote.data?.pay_amount}
      rows={[
        { key: 'current', label: t('activity.expand.current'), children: activity?.capacity },
        {
          key: 'after',
          label: t('activity.expand.after'),
          children: valid && activity ? activity.capacity + persons : '—',
        },
      ]}
      hint={t('activity.expand.hint', { block, price: formatYuan(ActivityPricing.expandPerBlock) })}
      send={(id) => expand.mutateAsync({ id, persons })}
      afterClose={() => setPersons(block)}
      onClose={onClose}
      onOrdered={onOrdered}
    >
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
      {valid ? null : <Typography.Text type="danger">{t('activity.expand.rule', { block })}</Typography.Text>}
    </PurchaseModal>
  );
}
