import { DownOutlined, PlusOutlined, RestOutlined } from '@ant-design/icons';
import {
  ACTIVITY_ALLOWED,
  type ActivityItem,
  type ActivityListQuery,
  type ActivityOperation,
  ActivityStatus,
  type ActivityStatusValue,
} from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Dropdown, Flex, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback';
import type { PageProps } from '../../shell/pageProps';
import { useOrderInfo } from '../order/order.api';
import { PayBox } from '../order/PayBox';
import {
  CopyModal,
  ExpandModal,
  ExtendModal,
  GroupModal,
  NewActivityModal,
  RenameModal,
  ScreenModal,
  TimeModal,
} from './ActivityDialogs';
import { ActivitySettingsDrawer } from './ActivitySettingsDrawer';
import { ActivityTransferActions } from './ActivityTransfer';
import {
  activityKeys,
  type StateAction,
  useActivities,
  useActivityGroups,
  useStateAction,
  useTools,
} from './activity.api';
import { STATUS_COLOUR, when } from './activity.format';
import { RecycleBinDrawer } from './RecycleBinDrawer';

const PAGE_SIZE = 10;
const can = (operation: ActivityOperation, item: ActivityItem) =>
  ACTIVITY_ALLOWED[operation].includes(item.status as ActivityStatusValue);

type Dialog = 'rename' | 'group' | 'time' | 'screen' | 'settings' | 'copy' | 'extend' | 'expand';
const DIALOGS: readonly string[] = ['group', 'time', 'settings', 'copy', 'extend', 'expand'];
type Sort = `${ActivityListQuery['sort']}:${ActivityListQuery['order']}`;

/** My activities (/activity): list, search, filters, sort, paging, every row action and the recycle bin. */
export default function ActivityPage({ title }: PageProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<number | undefined>();
  const [groupId, setGroupId] = useState<number | undefined>();
  const [toolId, setToolId] = useState<number | undefined>();
  const [sort, setSort] = useState<Sort>('create_time:desc');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [binOpen, setBinOpen] = useState(false);
  const [dialog, setDialog] = useState<{ kind: Dialog; activity: ActivityItem } | null>(null);
  const [payingOrderNo, setPayingOrderNo] = useState<string | null>(null);
  const [sortColumn, sortOrder] = sort.split(':') as [ActivityListQuery['sort'], ActivityListQuery['order']];

  const activities = useActivities({
    page,
    limit: PAGE_SIZE,
    keyword: keyword || undefined,
    status,
    group_id: groupId,
    tool_id: toolId,
    sort: sortColumn,
    order: sortOrder,
  });
  const groups = useActivityGroups();
  const tools = useTools();
  const paying = useOrderInfo(payingOrderNo);
  const stateAction = useStateAction();
  const queryClient = useQueryClient();

  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const open = (kind: Dialog, activity: ActivityItem) => setDialog({ kind, activity });
  // the row as the list shows it now (a dialog open across a refetch sees the fresh row)
  const dialogFor = (kind: Dialog) =>
    dialog?.kind === kind
      ? (activities.data?.items.find((item) => item.id === dialog.activity.id) ?? dialog.activity)
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

  return (
    <Card
      title={title}
      data-testid="activity-page"
      extra={
        <Space>
          <ActivityTransferActions keyword={keyword} />
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
        </Space>
      }
    >
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('activity.filters.keyword')}
          onSearch={resetPage(setKeyword)}
          style={{ width: 220 }}
          data-testid="activity-search"
        />
        <Select
          allowClear
          placeholder={t('activity.filters.status')}
          value={status}
          onChange={resetPage(setStatus)}
          style={{ width: 140 }}
          options={[0, 1, 2, 3, 5].map((value) => ({ value, label: t(`activity.status.${value}`) }))}
        />
        <Select
          allowClear
          placeholder={t('activity.filters.group')}
          value={groupId}
          onChange={resetPage(setGroupId)}
          style={{ width: 140 }}
          options={[
            { value: 0, label: t('activity.filters.noGroup') },
            ...(groups.data ?? []).map((group) => ({ value: group.id, label: group.title })),
          ]}
        />
        <Select
          allowClear
          placeholder={t('activity.filters.tool')}
          value={toolId}
          onChange={resetPage(setToolId)}
          style={{ width: 160 }}
          options={(tools.data ?? []).map((tool) => ({ value: tool.id, label: tool.title }))}
        />
        <Select<Sort>
          value={sort}
          onChange={resetPage(setSort)}
          style={{ width: 180 }}
          options={(
            ['create_time:desc', 'create_time:asc', 'begin_time:asc', 'begin_time:desc', 'title:asc'] as const
          ).map((value) => ({ value, label: t(`activity.sort.${value.replace(':', '_')}`) }))}
        />
      </Flex>
      <Table<ActivityItem>
        rowKey="id"
        loading={activities.isFetching}
        dataSource={activities.data?.items ?? []}
        locale={{ emptyText: t('activity.empty') }}
        scroll={{ x: 960 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: activities.data?.count ?? 0,
          onChange: setPage,
          showTotal: (total) => t('activity.total', { total }),
        }}
        onRow={(item) => ({ 'data-testid': `activity-row-${item.id}` }) as object}
        columns={[
          {
            title: t('activity.fields.title'),
            dataIndex: 'title',
            render: (_, item) => (
              <Flex vertical gap={2}>
                <Typography.Link strong onClick={() => open('settings', item)} data-testid="activity-title">
                  {item.title}
                </Typography.Link>
                <Space size={4}>
                  {item.group_title ? <Tag>{item.group_title}</Tag> : null}
                  {item.has_password ? <Tag>{t('activity.fields.password')}</Tag> : null}
                </Space>
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
            width: 200,
            render: (_, item) => (
              <Flex vertical>
                <span>{when(item.begin_time)}</span>
                <Typography.Text type="secondary">{when(item.end_time)}</Typography.Text>
              </Flex>
            ),
          },
          { title: t('activity.fields.created'), dataIndex: 'create_time', width: 160, render: when },
          {
            title: t('activity.fields.actions'),
            width: 260,
            fixed: 'right',
            render: (_, item) => {
              const more = menuItems(item);
              if (item.status === ActivityStatus.abolished) {
                return <Typography.Text type="secondary">—</Typography.Text>;
              }
              return (
                <Space size={0} wrap>
                  {item.status === ActivityStatus.unpaid && item.order_no ? (
                    <Button type="link" size="small" onClick={() => setPayingOrderNo(item.order_no)}>
                      {t('activity.actions.pay')}
                    </Button>
                  ) : null}
                  {item.status !== ActivityStatus.unpaid && item.status !== ActivityStatus.abolished ? (
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
                </Space>
              );
            },
          },
        ]}
      />
      <NewActivityModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(result) => {
          setCreating(false);
          purchase(result, 'activity.done.create');
        }}
      />
      <RenameModal activity={dialogFor('rename')} onClose={closeDialog} />
      <GroupModal activity={dialogFor('group')} onClose={closeDialog} />
      <TimeModal activity={dialogFor('time')} onClose={closeDialog} />
      <ScreenModal activity={dialogFor('screen')} onClose={closeDialog} />
      <CopyModal
        activity={dialogFor('copy')}
        onClose={closeDialog}
        onCopied={(result) => {
          closeDialog();
          purchase(result, 'activity.done.copy');
        }}
      />
      <ExtendModal
        activity={dialogFor('extend')}
        onClose={closeDialog}
        onOrdered={(result) => {
          closeDialog();
          purchase(result, 'activity.done.renew');
        }}
      />
      <ExpandModal
        activity={dialogFor('expand')}
        onClose={closeDialog}
        onOrdered={(result) => {
          closeDialog();
          purchase(result, 'activity.done.expand');
        }}
      />
      <ActivitySettingsDrawer activity={dialogFor('settings')} onClose={closeDialog} />
      <RecycleBinDrawer open={binOpen} onClose={() => setBinOpen(false)} />
      <PayBox
        order={payingOrderNo ? (paying.data ?? null) : null}
        onClose={() => {
          // paid or not, the activity's state may have moved (the notify may land after the dialog closes)
          setPayingOrderNo(null);
          void queryClient.invalidateQueries({ queryKey: activityKeys.all });
        }}
      />
    </Card>
  );
}
