import { PlusOutlined, WechatOutlined } from '@ant-design/icons';
import { Permission, scrmWechatApi, type WechatMpAccount } from '@onsite/contracts';
import { Avatar, Button, Form, Modal, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ConfirmAction } from '#web/components/actions/DeleteAction';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { ScanQr } from '#web/components/scan/ScanQr';
import { when } from '#web/features/lists/timeCell';
import { useCan } from '#web/shell/access';
import type { PageProps } from '#web/shell/pageProps';
import { FollowersDrawer } from './FollowersDrawer';
import { useAuthStatus, useOwners, useRefreshAccounts, useStartAuthorization, useUnbind } from './wechat.api';
import '#web/features/wechat-mp/wechat.strings';

/**
 * The authorisation dialog: choose whose account (the platform's or an agent's), then the sandbox
 * WeChat's authorisation page as a QR (and a link for this device); it polls every 2 s until the account
 * is authorised or the page expires (a click on the expired QR opens a new one).
 */
function AuthorizeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const owners = useOwners(keyword);
  const [owner, setOwner] = useState<number | undefined>();
  const start = useStartAuthorization();
  const [started, setStarted] = useState<{ id: number; url: string } | null>(null);
  const status = useAuthStatus(started?.id);
  const refresh = useRefreshAccounts();
  const handled = useRef<number | null>(null);
  const state = status.data?.status ?? 0;
  const platform = owners.data?.find((row) => row.is_platform);
  const chosen = owner ?? platform?.id;

  useEffect(() => {
    if (!started || handled.current === started.id || state !== 1) return;
    handled.current = started.id;
    feedback.success(t('wechatMp.authorized'));
    void refresh();
    setStarted(null);
    onClose();
  }, [started, state, onClose, refresh, t]);

  const begin = async () => {
    if (!chosen) return;
    try {
      const answer = await start.mutateAsync(chosen);
      setStarted({ id: answer.auth_id, url: answer.auth_url });
    } catch {
      // the client has shown the server's message
    }
  };
  const close = () => {
    setStarted(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('wechatMp.authorizeTitle')}
      onCancel={close}
      destroyOnHidden
      footer={
        started ? null : (
          <Button
            type="primary"
            disabled={!chosen}
            loading={start.isPending}
            onClick={() => void begin()}
            data-testid="wechat-authorize-begin"
          >
            {t('wechatMp.authorizeNext')}
          </Button>
        )
      }
    >
      {started ? (
        <ScanQr
          url={started.url}
          loading={status.isPending}
          expired={state === 2}
          message={
            <Typography.Text type={state === 2 ? 'danger' : 'secondary'}>
              {state === 2 ? t('wechatMp.authorizeExpired') : t('wechatMp.authorizeWaiting')}
            </Typography.Text>
          }
          linkText={t('wechatMp.openOnThisDevice')}
          onRefresh={() => void begin()}
          testId="wechat-authorize-qr"
        />
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('wechatMp.owner')} extra={t('wechatMp.ownerHint')}>
            <Select
              showSearch
              filterOption={false}
              onSearch={setKeyword}
              value={chosen}
              onChange={setOwner}
              loading={owners.isFetching}
              data-testid="wechat-authorize-owner"
              options={(owners.data ?? []).map((row) => ({
                value: row.id,
                label: row.is_platform ? `${row.name}（${t('wechatMp.platformOwn')}）` : row.name,
              }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/**
 * Admin › SCRM › 公众号 (/scrm/wechat): the platform's and agents' own WeChat official accounts, the
 * platform's first (tagged 平台自有); authorise one through the sandbox WeChat's page, unbind one (asked
 * first), and open its followers (synced from WeChat by a job whose progress shows here).
 */
export default function WechatAccountsPage({ title }: PageProps) {
  const { t } = useTranslation();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.scrmWechatManage] } });
  const owners = useOwners();
  const unbind = useUnbind();
  const [authorizing, setAuthorizing] = useState(false);
  const [open, setOpen] = useState<WechatMpAccount | null>(null);

  const columns: DataColumn<WechatMpAccount>[] = [
    {
      title: t('wechatMp.account'),
      dataIndex: 'nick_name',
      hideable: false,
      width: 200,
      render: (value: string, row) => (
        <Space>
          <Avatar
            src={row.head_img || undefined}
            icon={<WechatOutlined />}
            style={{ background: '#07c160' }}
          />
          <span data-testid="wechat-account-name">{value}</span>
          {row.service_type === 2 ? (
            <Tag>{t('wechatMp.service')}</Tag>
          ) : (
            <Tag>{t('wechatMp.subscription')}</Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('wechatMp.owner'),
      dataIndex: 'agent_name',
      width: 170,
      render: (value: string, row) => (
        <>
          {value}
          {row.is_platform ? (
            <Tag color="blue" style={{ marginInlineStart: 8 }} data-testid="wechat-account-platform">
              {t('wechatMp.platformOwn')}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      title: 'AppID',
      dataIndex: 'appid',
      width: 170,
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    {
      title: t('wechatMp.followers'),
      dataIndex: 'follower_count',
      width: 70,
      render: (value: number) => <span data-testid="wechat-account-followers">{value}</span>,
    },
    {
      title: t('wechatMp.synced'),
      dataIndex: 'synced_time',
      width: 140,
      render: (value: string) => (value ? when(value) : t('wechatMp.neverSyncedShort')),
    },
    { title: t('wechatMp.authorizedTime'), dataIndex: 'authorized_time', width: 140, render: when },
  ];

  const searchFields: SearchField<'keyword' | 'agent_id'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('wechatMp.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'agent_id',
      label: t('wechatMp.owner'),
      placeholder: t('wechatMp.allOwners'),
      options: (owners.data ?? []).map((row) => ({
        value: row.id,
        label: row.is_platform ? `${row.name}（${t('wechatMp.platformOwn')}）` : row.name,
      })),
    },
  ];

  return (
    <>
      <DataTable
        route={scrmWechatApi.getList}
        title={title}
        testId="wechat-accounts"
        tableId="wechat-accounts"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        actions={
          canManage ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAuthorizing(true)}
              data-testid="wechat-authorize"
            >
              {t('wechatMp.authorize')}
            </Button>
          ) : null
        }
        rowActionsWidth={100}
        rowActions={(row) => (
          <Space>
            <Typography.Link onClick={() => setOpen(row)} data-testid="wechat-account-open">
              {t('wechatMp.followers')}
            </Typography.Link>
            {canManage ? (
              <ConfirmAction
                confirm={t('wechatMp.unbindConfirm', { name: row.nick_name })}
                onConfirm={async () => {
                  await unbind.mutateAsync(row.id);
                  feedback.success(t('wechatMp.unbound'));
                }}
                testId="wechat-account-unbind"
                danger
              >
                {t('wechatMp.unbind')}
              </ConfirmAction>
            ) : null}
          </Space>
        )}
        emptyText={t('wechatMp.empty')}
        noMatchText={t('wechatMp.noMatch')}
        totalText={(total) => t('wechatMp.total', { total })}
        // fits the content width at 1366 px (1004 px) without a sideways scroll
        tableProps={{ scroll: { x: 990 } }}
      />
      <AuthorizeModal open={authorizing} onClose={() => setAuthorizing(false)} />
      <FollowersDrawer account={open} onClose={() => setOpen(null)} />
    </>
  );
}
