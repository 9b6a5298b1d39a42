import { DownOutlined, PlusOutlined, RestOutlined } from '@ant-design/icons';
import {
  ACTIVITY_ALLOWED,
  type ActivityItem,
  type ActivityOperation,
  ActivityStatus,
  type ActivityStatusValue,
  activityApi,
} from '@onsite/contracts';
import { Button, Dropdown, Flex, Space, Tag, Typography } from 'antd';
import { type HTMLAttributes, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { usePagedQuery } from '#web/components/data-table/usePagedQuery';
import { OnceOpened } from '#web/components/lazy/OnceOpened';
import { useOrderInfo } from '#web/features/order/order.api';
import type { PageProps } from '#web/shell/pageProps';
import { ActivitySummaryHeader } from './ActivitySummaryHeader';
import { ActivityTransferActions } from './ActivityTransfer';
import {
  type StateAction,
  useActivityGroups,
  useActivitySummary,
  useFetchActivity,
  useInvalidateActivities,
  useStateAction,
  useTools,
} from './activity.api';
import { STATUS_COLOUR, when } from './activity.format';

const PAGE_SIZE = 10;
/** The statuses the filter offers (the recycle bin has its own drawer). */
const STATUS_CHOICES = [
  ActivityStatus.unpaid,
  ActivityStatus.notStarted,
  ActivityStatus.inProgress,
  ActivityStatus.ended,
  ActivityStatus.abolished,
];
const can = (operation: ActivityOperation, item: ActivityItem) =>
  ACTIVITY_ALLOWED[operation].includes(item.status as ActivityStatusValue);

type Dialog = 'rename' | 'group' | 'time' | 'screen' | 'settings' | 'copy' | 'extend' | 'expand';
const DIALOGS: readonly string[] = ['group', 'time', 'settings', 'copy', 'extend', 'expand'];

// Opened from a row, and heavy (the appearance tab's pickers, the workspace menus; the key dialog's texts):
// loaded on first use, so the list itself loads light (the bundle budget's lazy ceiling).
const ActivitySettingsDrawer = lazy(() =>
  import('./ActivitySettingsDrawer').then((module) => ({ default: module.ActivitySettingsDrawer })),
);
// The row and toolbar dialogs (their date pickers, the screen's QR code, the purchase quotes) load when first
// opened (components/lazy/OnceOpened.tsx).
const NewActivityModal = lazy(() =>
  import('./NewActivityModal').then((module) => ({ default: module.NewActivityModal })),
);
const RenameModal = lazy(() => import('./RenameModal').then((module) => ({ default: module.RenameModal })));
const GroupModal = lazy(() => import('./GroupModal').then((module) => ({ default: module.GroupModal })));
const TimeModal = lazy(() => import('./TimeModal').then((module) => ({ default: module.TimeModal })));
const ScreenModal = lazy(() => import('./ScreenModal').then((module) => ({ default: module.ScreenModal })));
const CopyModal = lazy(() => import('./CopyModal').then((module) => ({ default: module.CopyModal })));
const ExtendModal = lazy(() =>
  import('./PurchaseModals').then((module) => ({ default: module.ExtendModal })),
);
const ExpandModal = lazy(() =>
  import('./PurchaseModals').then((module) => ({ default: module.ExpandModal })),
);
const RecycleBinDrawer = lazy(() =>
  import('./RecycleBinDrawer').then((module) => ({ default: module.RecycleBinDrawer })),
);
const PayBox = lazy(() =>
  import('#web/features/order/PayBox').then((module) => ({ default: module.PayBox })),
);
const RedeemKeyModal = lazy(() =>
  import('#web/features/cdkey/RedeemCdkey').then((module) => ({ default: module.RedeemKeyModal })),
);

/**
 * My activities (/activity): the list kit's table (search by name, status, group and tool filters, sorted
 * columns, paging — all in the URL), every row action and the recycle bin.
 */
export default function ActivityPage({ title }: PageProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [binOpen, setBinOpen] = useState(false);
  const [dialog, setDialog] = useState<{ kind: Dialog; activity: ActivityItem } | null>(null);
  const [payingOrderNo, setPayingOrderNo] = useState<string | null>(null);
  const [activating, setActivating] = useState<ActivityItem | null>(null);

  const activities = usePagedQuery(activityApi.getList, { defaultLimit: PAGE_SIZE });
  const groups = useActivityGroups();
  const tools = useTools();
  const summary = useActivitySummary();
  const fetchActivity = useFetchActivity();
  const paying = useOrderInfo(payingOrderNo);
  const stateAction = useStateAction();
  const invalidateActivities = useInvalidateActivities();

  const open = (kind: Dialog, activity: ActivityItem) => setDialog({ kind, activity });
  // the row as the list shows it now (a dialog open across a refetch sees the fresh row)
  const dialogFor = (kind: Dialog) =>
    dialog?.kind === kind
      ? (activities.rows.find((item) => item.id === dialog.activity.id) ?? dialog.activity)
      : null;
  const closeDialog = () => setDialog(null);

  /** Runs a state change; the destructive ones ask first. Refusals come back as the server's message. */
  const runState = async (action: StateAction, item: ActivityItem) => {
    if (action === 'postCancel' || action === 'postAbolish' || action === 'postOver') {
      const confirmed = await feedback.confirm({
        title: t(`activity.confirm.${action}.title`),
        content: t(`activity.confirm.${action}.content`, { title: item.title }),
        okText: t('activity.confirm.ok'),
        cancelText: t('activity.confirm.cancel'),
      });
      if (!confirmed) return;
    }
    await stateAction.mutateAsync({ action, id: item.id });
    feedback.success(t(`activity.done.${action}`));
  };
  const purchase = (result: { order_no: string }, doneKey: string) => {
    if (result.order_no) setPayingOrderNo(result.order_no);
    else feedback.success(t(doneKey));
  };

  const menuItems = (item: ActivityItem) =>
    [
      can('group', item) && { key: 'group', label: t('activity.actions.group') },
      can('editPassword', item) && { key: 'settings', label: t('activity.actions.settings') },
      can('copy', item) && { key: 'copy', label: t('activity.actions.copy') },
      can('updateBeginTime', item) && { key: 'time', label: t('activity.actions.time') },
      can('renew', item) && { key: 'extend', label: t('activity.actions.renew') },
      can('expand', item) && { key: 'expand', label: t('activity.actions.expand') },
      can('over', item) && { key: 'postOver', label: t('activity.actions.over') },
      can('cancel', item) && { key: 'postCancel', label: t('activity.actions.cancel') },
      can('abolish', item) && { key: 'postAbolish', label: t('activity.actions.abolish'), danger: true },
    ].filter((entry): entry is { key: string; label: string; danger?: boolean } => Boolean(entry));

  const onMenu = (key: string, item: ActivityItem) => {
    const run = async () => {
      if (DIALOGS.includes(key)) open(key as Dialog, item);
      else await runState(key as StateAction, item);
    };
    // the api client has already shown a refusal's message
    void run().catch(() => undefined);
  };

  const rowActions = (item: ActivityItem) => {
    if (item.status === ActivityStatus.abolished) {
      return <Typography.Text type="secondary">—</Typography.Text>;
    }
    const more = menuItems(item);
    return (
      <>
        {item.status === ActivityStatus.unpaid && item.order_no ? (
          <Button type="link" size="small" onClick={() => setPayingOrderNo(item.order_no)}>
            {t('activity.actions.pay')}
          </Button>
        ) : null}
        {item.status === ActivityStatus.unpaid ? (
          <Button
            type="link"
            size="small"
            onClick={() => setActivating(item)}
            data-testid="activity-activate"
          >
            {t('activity.actions.activate')}
          </Button>
        ) : null}
        {item.status !== ActivityStatus.unpaid ? (
          <Button type="link" size="small" onClick={() => open('screen', item)}>
            {t('activity.actions.screen')}
          </Button>
        ) : null}
        {can('rename', item) ? (
          <Button type="link" size="small" onClick={() => open('rename', item)}>
            {t('activity.actions.rename')}
          </Button>
        ) : null}
        {more.length > 0 ? (
          <Dropdown
            trigger={['click']}
            menu={{
              items: more.map((entry) => ({
                ...entry,
                label: <span data-testid={`activity-menu-${entry.key}`}>{entry.label}</span>,
              })),
              onClick: ({ key }) => onMenu(key, item),
            }}
          >
            <Button type="link" size="small" data-testid="activity-more">
              {t('activity.actions.more')} <DownOutlined />
            </Button>
          </Dropdown>
        ) : null}
      </>
    );
  };

  const columns: DataColumn<ActivityItem>[] = [
    {
      title: t('activity.fields.title'),
      dataIndex: 'title',
      sortable: true,
      hideable: false,
      render: (_, item) => (
        <Flex vertical gap={2} align="flex-start">
          <Typography.Link strong onClick={() => open('settings', item)} data-testid="activity-title">
            {item.title}
          </Typography.Link>
          {item.group_title || item.has_password ? (
            <Space size={4}>
              {item.group_title ? <Tag>{item.group_title}</Tag> : null}
              {item.has_password ? <Tag>{t('activity.fields.password')}</Tag> : null}
            </Space>
          ) : null}
        </Flex>
      ),
    },
    { title: t('activity.fields.tool'), dataIndex: 'tool_title', width: 140 },
    {
      title: t('activity.fields.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: number) => (
        <Tag color={STATUS_COLOUR[value]} data-testid="activity-status">
          {t(`activity.status.${value}`)}
        </Tag>
      ),
    },
    {
      title: t('activity.fields.time'),
      key: 'begin_time',
      sortable: true,
      width: 200,
      render: (_, item) => (
        <Flex vertical>
          <span>{when(item.begin_time)}</span>
          <Typography.Text type="secondary">{when(item.end_time)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('activity.fields.created'),
      dataIndex: 'create_time',
      sortable: true,
      width: 170,
      render: when,
    },
  ];

  const pickStatus = (status: number) => {
    if (status === ActivityStatus.cancelled) setBinOpen(true);
    else activities.setFilters({ status: activities.filters.status === status ? undefined : status });
  };
  const pickActivity = (id: number) => {
    // the api client has already shown a refusal's message
    void fetchActivity(id)
      .then((item) => open('settings', item))
      .catch(() => undefined);
  };

  return (
    <Flex vertical gap={16}>
      <ActivitySummaryHeader
        summary={summary.data}
        activeStatus={activities.filters.status}
        onPickStatus={pickStatus}
        onPickActivity={pickActivity}
      />
      <DataTable
        query={activities}
        title={title}
        testId="activity-page"
        tableId="activity-list"
        rowKey="id"
        columns={columns}
        searchFields={[
          {
            kind: 'text',
            name: 'keyword',
            label: t('activity.fields.title'),
            placeholder: t('activity.filters.keyword'),
            testId: 'activity-search',
          },
          {
            kind: 'select',
            name: 'status',
            label: t('activity.fields.status'),
            placeholder: t('activity.filters.status'),
            options: STATUS_CHOICES.map((value) => ({ value, label: t(`activity.status.${value}`) })),
          },
          {
            kind: 'select',
            name: 'group_id',
            label: t('activity.group.title'),
            placeholder: t('activity.filters.group'),
            showSearch: true,
            options: [
              { value: 0, label: t('activity.filters.noGroup') },
              ...(groups.data ?? []).map((group) => ({ value: group.id, label: group.title })),
            ],
          },
          {
            kind: 'select',
            name: 'tool_id',
            label: t('activity.fields.tool'),
            placeholder: t('activity.filters.tool'),
            showSearch: true,
            options: (tools.data ?? []).map((tool) => ({ value: tool.id, label: tool.title })),
          },
        ]}
        actions={
          <>
            <ActivityTransferActions keyword={activities.filters.keyword ?? ''} />
            <Button icon={<RestOutlined />} onClick={() => setBinOpen(true)} data-testid="activity-open-bin">
              {t('activity.recycle.open')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="activity-new"
            >
              {t('activity.new.button')}
            </Button>
          </>
        }
        rowActions={rowActions}
        rowActionsWidth={240}
        emptyText={t('activity.empty')}
        totalText={(total) => t('activity.total', { total })}
        tableProps={{
          scroll: { x: 960 },
          onRow: (item) => ({ 'data-testid': `activity-row-${item.id}` }) as HTMLAttributes<HTMLElement>,
        }}
      />
      <OnceOpened open={creating}>
        <NewActivityModal
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(result) => {
            setCreating(false);
            purchase(result, 'activity.done.create');
          }}
        />
      </OnceOpened>
      <OnceOpened open={dialog?.kind === 'rename'}>
        <RenameModal activity={dialogFor('rename')} onClose={closeDialog} />
      </OnceOpened>
      <OnceOpened open={dialog?.kind === 'group'}>
        <GroupModal activity={dialogFor('group')} onClose={closeDialog} />
      </OnceOpened>
      <OnceOpened open={dialog?.kind === 'time'}>
        <TimeModal activity={dialogFor('time')} onClose={closeDialog} />
      </OnceOpened>
      <OnceOpened open={dialog?.kind === 'screen'}>
        <ScreenModal activity={dialogFor('screen')} onClose={closeDialog} />
      </OnceOpened>
      <OnceOpened open={dialog?.kind === 'copy'}>
        <CopyModal
          activity={dialogFor('copy')}
          onClose={closeDialog}
          onCopied={(result) => {
            closeDialog();
            purchase(result, 'activity.done.copy');
          }}
        />
      </OnceOpened>
      <OnceOpened open={dialog?.kind === 'extend'}>
        <ExtendModal
          activity={dialogFor('extend')}
          onClose={closeDialog}
          onOrdered={(result) => {
            closeDialog();
            purchase(result, 'activity.done.renew');
          }}
        />
      </OnceOpened>
      <OnceOpened open={dialog?.kind === 'expand'}>
        <ExpandModal
          activity={dialogFor('expand')}
          onClose={closeDialog}
          onOrdered={(result) => {
            closeDialog();
            purchase(result, 'activity.done.expand');
          }}
        />
      </OnceOpened>
      {dialog?.kind === 'settings' ? (
        <Suspense fallback={null}>
          <ActivitySettingsDrawer activity={dialogFor('settings')} onClose={closeDialog} />
        </Suspense>
      ) : null}
      <OnceOpened open={binOpen}>
        <RecycleBinDrawer open={binOpen} onClose={() => setBinOpen(false)} />
      </OnceOpened>
      {activating ? (
        <Suspense fallback={null}>
          <RedeemKeyModal
            open
            activity={activating}
            onClose={() => setActivating(null)}
            onRedeemed={() => void invalidateActivities()}
          />
        </Suspense>
      ) : null}
      <OnceOpened open={payingOrderNo !== null}>
        <PayBox
          order={payingOrderNo ? (paying.data ?? null) : null}
          onClose={() => {
            // paid or not, the activity's state may have moved (the notify may land after the dialog closes)
            setPayingOrderNo(null);
            void invalidateActivities();
          }}
        />
      </OnceOpened>
    </Flex>
  );
}
