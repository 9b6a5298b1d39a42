import { PlusOutlined, WechatOutlined } from '@ant-design/icons';
import type { OfficialAccount } from '@onsite/contracts';
import { Avatar, Button, Card, Empty, Flex, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { when } from '#web/features/lists/timeCell';
import type { PageProps } from '#web/shell/pageProps';
import { useAuthStatus, useOfficialAccounts, useOfficialAction, useStartAuthorization } from './account.api';

const PAGE_SIZE = 10;

/**
 * The authorisation dialog: the authorisation page opens in a new window (the sandbox's, served by our
 * server) and the dialog polls every 2 s until the account is authorised or the page expires.
 */
function AuthorizeModal({ authId, url, onClose }: { authId?: number; url?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const status = useAuthStatus(authId);
  const handled = useRef<number | null>(null);
  const state = status.data?.status ?? 0;
  useEffect(() => {
    if (!authId || handled.current === authId || state !== 1) return;
    handled.current = authId;
    feedback.success(t('customerAccount.official.authorized'));
    onClose();
  }, [authId, state, onClose, t]);
  return (
    <Modal
      open={Boolean(authId)}
      title={t('customerAccount.official.authorizeTitle')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex
        vertical
        gap={12}
        align="center"
        style={{ padding: '12px 0' }}
        data-testid="official-authorize"
        data-url={url}
      >
        <WechatOutlined style={{ fontSize: 40, color: '#07c160' }} />
        <Typography.Text type={state === 2 ? 'danger' : 'secondary'}>
          {state === 2 ? t('customerAccount.official.expired') : t('customerAccount.official.waiting')}
        </Typography.Text>
        {url && state === 0 ? (
          <Button type="primary" href={url} target="_blank" rel="noopener noreferrer">
            {t('customerAccount.official.openAgain')}
          </Button>
        ) : null}
      </Flex>
    </Modal>
  );
}

/** Authorised official accounts (/account): authorise, list with search, refresh, unbind (spec §2). */
export default function OfficialAccountsPage({ title }: PageProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const accounts = useOfficialAccounts({ page, limit: PAGE_SIZE, keyword: keyword || undefined });
  const start = useStartAuthorization();
  const action = useOfficialAction();
  const [authorizing, setAuthorizing] = useState<{ id: number; url: string } | null>(null);

  const authorize = async () => {
    try {
      const started = await start.mutateAsync();
      setAuthorizing({ id: started.auth_id, url: started.auth_url });
      window.open(started.auth_url, '_blank', 'noopener');
    } catch {
      // the client has shown the server's message
    }
  };

  const unbind = async (account: OfficialAccount) => {
    const confirmed = await feedback.confirm({
      title: t('customerAccount.official.unbindTitle'),
      content: t('customerAccount.official.unbindConfirm', { name: account.nick_name }),
      okText: t('shell.ok'),
      cancelText: t('shell.cancel'),
    });
    if (!confirmed) return;
    try {
      await action.mutateAsync({ action: 'unbind', id: account.id });
    } catch {
      // the client has shown the server's message
    }
  };

  return (
    <Card
      title={title}
      data-testid="official-accounts"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          loading={start.isPending}
          onClick={() => void authorize()}
          data-testid="official-authorize-start"
        >
          {t('customerAccount.official.authorize')}
        </Button>
      }
    >
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          style={{ width: 260 }}
          placeholder={t('customerAccount.official.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      </Flex>
      <Table<OfficialAccount>
        rowKey="id"
        loading={accounts.isFetching}
        dataSource={accounts.data?.items ?? []}
        scroll={{ x: 820 }}
        locale={{
          emptyText: (
            <Empty
              description={
                keyword ? t('customerAccount.official.noMatch') : t('customerAccount.official.empty')
              }
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: accounts.data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            title: t('customerAccount.official.name'),
            key: 'name',
            render: (_value, account) => (
              <Space>
                <Avatar src={account.head_img || undefined} icon={<WechatOutlined />} />
                <span data-testid="official-name">{account.nick_name}</span>
              </Space>
            ),
          },
          { title: 'AppID', dataIndex: 'appid' },
          {
            title: t('customerAccount.official.type'),
            key: 'type',
            render: (_value, account) => (
              <Space size={4}>
                <Tag>
                  {account.service_type === 2
                    ? t('customerAccount.official.service')
                    : t('customerAccount.official.subscription')}
                </Tag>
                {account.verify_type === 0 ? (
                  <Tag color="success">{t('customerAccount.official.verified')}</Tag>
                ) : (
                  <Tag>{t('customerAccount.official.unverified')}</Tag>
                )}
              </Space>
            ),
          },
          {
            title: t('customerAccount.official.principal'),
            dataIndex: 'principal_name',
            render: (value: string) => value || '—',
          },
          { title: t('customerAccount.official.authorizedAt'), dataIndex: 'authorized_time', render: when },
          { title: t('customerAccount.official.refreshedAt'), dataIndex: 'refreshed_time', render: when },
          {
            title: t('customerAccount.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_value, account) => (
              <Space size={0}>
                <Button
                  type="link"
                  data-testid="official-refresh"
                  onClick={() => action.mutate({ action: 'refresh', id: account.id })}
                >
                  {t('customerAccount.official.refresh')}
                </Button>
                <Button type="link" danger data-testid="official-unbind" onClick={() => void unbind(account)}>
                  {t('customerAccount.official.unbind')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <AuthorizeModal
        authId={authorizing?.id}
        url={authorizing?.url}
        onClose={() => {
          setAuthorizing(null);
          void accounts.refetch();
        }}
      />
    </Card>
  );
}
