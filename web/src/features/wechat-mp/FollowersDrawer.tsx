import { SyncOutlined } from '@ant-design/icons';
import { Permission, scrmWechatApi, type WechatFollower, type WechatMpAccount } from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Progress, QRCode, Space, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { when } from '#web/features/lists/timeCell';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import { useLastSync, useRefreshAccounts, useStartSync } from './wechat.api';
import '#web/features/wechat-mp/wechat.strings';

/** The sync button, the progress of the running sync and the last one's time or failure. */
function SyncPanel({ account }: { account: WechatMpAccount }) {
  const { t } = useTranslation();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.scrmWechatManage] } });
  const last = useLastSync(account.id);
  const start = useStartSync(account.id);
  const refreshAccounts = useRefreshAccounts();
  const api = useApi();
  const queryClient = useQueryClient();
  const log = last.data;
  const busy = log?.state === 'waiting' || log?.state === 'running';
  const wasBusy = useRef(false);
  // a sync that finishes while the drawer is open refreshes the followers and the account list
  useEffect(() => {
    if (busy) wasBusy.current = true;
    else if (wasBusy.current && log?.state === 'done') {
      wasBusy.current = false;
      void queryClient.invalidateQueries({
        queryKey: pagedQueryKey(api.audience, scrmWechatApi.getFollowers),
      });
      void refreshAccounts();
    }
  }, [busy, log?.state, queryClient, api.audience, refreshAccounts]);
  const lastTime = log?.state === 'done' ? log.finish_time : account.synced_time;

  return (
    <Flex vertical gap={8} data-testid="wechat-sync" data-state={log?.state ?? 'none'}>
      <Space wrap>
        {canManage ? (
          <Button
            type="primary"
            icon={<SyncOutlined spin={busy} />}
            loading={start.isPending}
            disabled={busy}
            onClick={() => start.mutate()}
            data-testid="wechat-sync-start"
          >
            {busy ? t('wechatMp.syncing') : t('wechatMp.sync')}
          </Button>
        ) : null}
        <Typography.Text type="secondary" data-testid="wechat-sync-last">
          {lastTime ? t('wechatMp.lastSynced', { time: when(lastTime) }) : t('wechatMp.neverSynced')}
        </Typography.Text>
      </Space>
      {busy ? (
        <Progress
          percent={log.percentage}
          size="small"
          status="active"
          format={() => t('wechatMp.progress', { processed: log.processed_num, total: log.total_num })}
        />
      ) : null}
      {log?.state === 'failed' ? (
        <Alert
          type="error"
          showIcon
          message={t('wechatMp.syncFailed')}
          description={log.error}
          data-testid="wechat-sync-error"
        />
      ) : null}
    </Flex>
  );
}

/** An account's followers as the last sync saw them, with the sync and the account's follow QR. */
export function FollowersDrawer({
  account,
  onClose,
}: {
  account: WechatMpAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const columns: DataColumn<WechatFollower>[] = [
    {
      title: t('wechatMp.nickname'),
      dataIndex: 'nickname',
      hideable: false,
      render: (value: string, row) => (
        <span data-testid="wechat-follower-name">{value || row.remark || t('wechatMp.noNickname')}</span>
      ),
    },
    {
      title: 'OpenID',
      dataIndex: 'openid',
      width: 220,
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    {
      title: t('wechatMp.subscribedState'),
      dataIndex: 'subscribed',
      width: 110,
      render: (value: boolean) =>
        value ? <Tag color="green">{t('wechatMp.following')}</Tag> : <Tag>{t('wechatMp.left')}</Tag>,
    },
    { title: t('wechatMp.subscribeTime'), dataIndex: 'subscribe_time', width: 150, render: when },
  ];
  const searchFields: SearchField<'keyword' | 'subscribed'>[] = [
    { kind: 'text', name: 'keyword', label: t('table.keyword'), placeholder: t('wechatMp.followerSearch') },
    {
      kind: 'select',
      name: 'subscribed',
      label: t('wechatMp.subscribedState'),
      placeholder: t('wechatMp.allFollowers'),
      options: [
        { value: '1', label: t('wechatMp.following') },
        { value: '0', label: t('wechatMp.left') },
      ],
    },
  ];
  return (
    <Drawer
      open={account !== null}
      onClose={onClose}
      width={820}
      title={account ? t('wechatMp.followersOf', { name: account.nick_name }) : undefined}
      destroyOnHidden
      data-testid="wechat-followers"
    >
      {account ? (
        <Flex vertical gap={16}>
          <Flex gap={16} align="flex-start" justify="space-between" wrap>
            <SyncPanel account={account} />
            {account.follow_url ? (
              <Flex
                vertical
                align="center"
                gap={4}
                data-testid="wechat-follow-qr"
                data-url={account.follow_url}
              >
                <QRCode value={account.follow_url} size={112} />
                <Typography.Link href={account.follow_url} target="_blank" rel="noopener noreferrer">
                  {t('wechatMp.followPage')}
                </Typography.Link>
              </Flex>
            ) : null}
          </Flex>
          <DataTable
            route={scrmWechatApi.getFollowers}
            queryOptions={{
              prefix: 'followers.',
              syncWithLocation: false,
              fixed: { account_id: account.id },
              defaultLimit: 10,
            }}
            testId="wechat-follower-list"
            rowKey="openid"
            columns={columns}
            searchFields={searchFields}
            embedded
            emptyText={t('wechatMp.followersEmpty')}
            noMatchText={t('wechatMp.followersNoMatch')}
            totalText={(total) => t('wechatMp.followersTotal', { total })}
          />
        </Flex>
      ) : null}
    </Drawer>
  );
}
