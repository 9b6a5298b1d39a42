import {
  ACTIVITY_ALLOWED,
  type ActivityItem,
  type ActivityMenuSection,
  type ActivityStatusValue,
} from '@onsite/contracts';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Popconfirm,
  Radio,
  Skeleton,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { useWorkspaceMenus } from '#web/features/activity-menu/activityMenu.api';
import { WorkspaceTabLabel } from '#web/features/activity-menu/WorkspaceTabLabel';
import { VipPersonTransfer } from './ActivityTransfer';
import {
  browserTimeZone,
  useActivityInfo,
  useAddVipPerson,
  useEditPassword,
  useNewAddons,
  useSourceInfo,
  useUpdateProduct,
  useUpdateVipLastTime,
  useVipInfo,
} from './activity.api';
import { STATUS_COLOUR, when } from './activity.format';

// The appearance tab (its template picker and VIP dialog, image, audio and video pickers) loads when shown.
const ActivityAppearanceTab = lazy(() =>
  import('./ActivityAppearanceTab').then((module) => ({ default: module.ActivityAppearanceTab })),
);

const allowed = (operation: keyof typeof ACTIVITY_ALLOWED, activity: ActivityItem) =>
  ACTIVITY_ALLOWED[operation].includes(activity.status as ActivityStatusValue);

/** The detail: getActiveInfo and getSourceInfo, times in the browser's time zone. */
function Overview({ activity }: { activity: ActivityItem }) {
  const { t } = useTranslation();
  const info = useActivityInfo(activity.id);
  const source = useSourceInfo(activity.id);
  if (!info.data || !source.data) return <Skeleton active />;
  const item = info.data;
  const { tool, programme } = source.data;
  return (
    <Descriptions column={1} size="small" bordered data-testid="activity-overview">
      <Descriptions.Item label={t('activity.fields.status')}>
        <Tag color={STATUS_COLOUR[item.status]}>{t(`activity.status.${item.status}`)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('activity.fields.tool')}>
        {tool ? (
          <>
            {tool.title}
            <Typography.Text type="secondary"> · {tool.slogan}</Typography.Text>
          </>
        ) : (
          item.tool_title
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('activity.detail.programme')}>{programme?.title ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('activity.detail.group')}>{item.group_title || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('activity.fields.begin')}>{when(item.begin_time)}</Descriptions.Item>
      <Descriptions.Item label={t('activity.detail.end')}>{when(item.end_time)}</Descriptions.Item>
      <Descriptions.Item label={t('activity.detail.capacity')}>
        {t('activity.settings.vipCount', { count: item.vip_count, capacity: item.capacity })}
      </Descriptions.Item>
      <Descriptions.Item label={t('activity.detail.showings')}>{item.showings}</Descriptions.Item>
      <Descriptions.Item label={t('activity.settings.vipLastTime')}>
        {when(item.vip_last_time)}
      </Descriptions.Item>
      <Descriptions.Item label={t('activity.settings.passwordTab')}>
        {item.has_password ? t('activity.settings.passwordSet') : t('activity.settings.passwordNone')}
      </Descriptions.Item>
      <Descriptions.Item label={t('activity.fields.created')}>{when(item.create_time)}</Descriptions.Item>
      <Descriptions.Item label={t('activity.detail.zone')}>{browserTimeZone()}</Descriptions.Item>
    </Descriptions>
  );
}

function VipPersons({ activity }: { activity: ActivityItem }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; mobile: string }>();
  const vip = useVipInfo(activity.id);
  const add = useAddVipPerson();
  const lastTime = useUpdateVipLastTime();
  const editable = allowed('addVipPerson', activity);
  const persons = vip.data?.persons ?? [];

  return (
    <Flex vertical gap={16}>
      {editable ? null : <Alert type="info" title={t('activity.settings.readOnly')} />}
      <Typography.Text type="secondary">
        {t('activity.settings.vipCount', {
          count: persons.length,
          capacity: vip.data?.capacity ?? activity.capacity,
        })}
      </Typography.Text>
      <Form
        form={form}
        layout="inline"
        disabled={!editable}
        onFinish={(values) =>
          void add
            .mutateAsync({ id: activity.id, name: values.name.trim(), mobile: values.mobile.trim() })
            .then(() => {
              form.resetFields();
              feedback.success(t('activity.settings.vipAdded'));
            })
            .catch(() => undefined)
        }
      >
        <Form.Item
          name="name"
          rules={[{ required: true, whitespace: true, message: t('activity.settings.nameRequired') }]}
        >
          <Input placeholder={t('activity.settings.name')} maxLength={30} data-testid="activity-vip-name" />
        </Form.Item>
        <Form.Item
          name="mobile"
          rules={[{ required: true, pattern: /^1\d{10}$/, message: t('activity.settings.mobileInvalid') }]}
        >
          <Input
            placeholder={t('activity.settings.mobile')}
            maxLength={11}
            data-testid="activity-vip-mobile"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="activity-vip-add">
          {t('activity.settings.vipAdd')}
        </Button>
      </Form>
      <VipPersonTransfer activityId={activity.id} editable={editable} />
      <List
        size="small"
        bordered
        loading={vip.isLoading}
        dataSource={persons}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activity.settings.vipNone')} />
          ),
        }}
        renderItem={(person) => (
          <List.Item extra={<Typography.Text type="secondary">{when(person.create_time)}</Typography.Text>}>
            {person.name} · {person.mobile}
          </List.Item>
        )}
      />
      <Flex align="center" gap={8} wrap>
        <Typography.Text>{t('activity.settings.vipLastTime')}</Typography.Text>
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          disabled={!allowed('updateVipLastTime', activity)}
          value={vip.data?.vip_last_time ? dayjs(vip.data.vip_last_time) : null}
          disabledDate={(day: Dayjs) => day.isAfter(dayjs(activity.end_time), 'day')}
          onChange={(value: Dayjs | null) =>
            void lastTime
              .mutateAsync({
                id: activity.id,
                vip_last_time: value ? value.format('YYYY-MM-DD HH:mm:ss') : '',
              })
              .then(() => feedback.success(t('activity.settings.saved')))
              .catch(() => undefined)
          }
        />
      </Flex>
    </Flex>
  );
}

function AccessPassword({ activity }: { activity: ActivityItem }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const edit = useEditPassword();
  const save = (password: string) =>
    void edit
      .mutateAsync({ id: activity.id, password })
      .then(() => {
        form.resetFields();
        feedback.success(t('activity.settings.saved'));
      })
      .catch(() => undefined);
  return (
    <Form
      form={form}
      layout="vertical"
      disabled={!allowed('editPassword', activity)}
      onFinish={(values) => save(values.password.trim())}
    >
      <Typography.Paragraph type="secondary">
        {activity.has_password ? t('activity.settings.passwordSet') : t('activity.settings.passwordNone')}
      </Typography.Paragraph>
      <Form.Item
        name="password"
        label={t('activity.settings.password')}
        rules={[
          { required: true, min: 4, max: 20, whitespace: true, message: t('activity.settings.passwordRule') },
        ]}
      >
        <Input.Password maxLength={20} data-testid="activity-password" autoComplete="new-password" />
      </Form.Item>
      <Flex gap={8}>
        <Button
          type="primary"
          htmlType="submit"
          loading={edit.isPending}
          data-testid="activity-password-save"
        >
          {t('activity.settings.passwordSave')}
        </Button>
        {activity.has_password ? (
          <Popconfirm
            title={t('activity.settings.passwordRemoveTitle')}
            description={t('activity.settings.passwordNone')}
            okText={t('activity.confirm.ok')}
            cancelText={t('activity.confirm.cancel')}
            onConfirm={() => save('')}
          >
            <Button data-testid="activity-password-remove">{t('activity.settings.passwordRemove')}</Button>
          </Popconfirm>
        ) : null}
      </Flex>
    </Form>
  );
}

function Product({ activity }: { activity: ActivityItem }) {
  const { t } = useTranslation();
  const addons = useNewAddons(activity.id);
  const update = useUpdateProduct();
  const editable = allowed('updateProduct', activity);
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        {t('activity.settings.productCurrent', { tool: activity.tool_title })}
      </Typography.Text>
      {editable ? null : <Alert type="info" title={t('activity.settings.productLocked')} />}
      <Radio.Group
        disabled={!editable || update.isPending}
        onChange={(event) =>
          void update
            .mutateAsync({ id: activity.id, tool_id: event.target.value as number })
            .then(() => feedback.success(t('activity.settings.saved')))
            .catch(() => undefined)
        }
      >
        <Flex vertical gap={8}>
          {(addons.data ?? []).map((tool) => (
            <Radio key={tool.id} value={tool.id}>
              {tool.title}
              <Typography.Text type="secondary"> · {tool.slogan}</Typography.Text>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Flex>
  );
}

/** The workspace's sections, by the key of the activity menus (admin /menu/activity). */
const SECTIONS: Record<ActivityMenuSection, (activity: ActivityItem) => ReactNode> = {
  overview: (activity) => <Overview activity={activity} />,
  vip: (activity) => <VipPersons activity={activity} />,
  password: (activity) => <AccessPassword activity={activity} />,
  product: (activity) => <Product activity={activity} />,
  appearance: (activity) => (
    <Suspense fallback={<Skeleton active />}>
      <ActivityAppearanceTab activity={activity} />
    </Suspense>
  ),
};

/**
 * An activity's workspace: its tool's sections (overview, VIP persons and their deadline, the big screen's
 * access password, its tool, its appearance) in the order, titles, icons and badges the platform set on
 * /menu/activity; hidden sections are not there.
 */
function Workspace({ activity }: { activity: ActivityItem }) {
  const { t } = useTranslation();
  const menus = useWorkspaceMenus(activity.id);
  if (menus.isLoading) return <Skeleton active />;
  if (!menus.data) {
    return (
      <Alert
        type="error"
        title={t('activity.settings.menusFailed')}
        action={
          <Button size="small" onClick={() => void menus.refetch()}>
            {t('activity.settings.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <Tabs
      data-testid="activity-workspace-tabs"
      items={menus.data.map((entry) => ({
        key: entry.section,
        label: <WorkspaceTabLabel entry={entry} />,
        children: SECTIONS[entry.section](activity),
      }))}
    />
  );
}

/** An activity's settings drawer: the activity's workspace. */
export function ActivitySettingsDrawer({
  activity,
  onClose,
}: {
  activity: ActivityItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={Boolean(activity)}
      onClose={onClose}
      size={560}
      title={activity ? t('activity.settings.title', { title: activity.title }) : ''}
      destroyOnHidden
      data-testid="activity-settings"
    >
      {activity ? <Workspace activity={activity} /> : null}
    </Drawer>
  );
}
