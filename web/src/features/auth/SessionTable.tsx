import type { AccountSession } from '@onsite/contracts';
import { Button, Popconfirm, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '#web/features/auth/sessions.strings';
import { when } from '#web/features/lists/timeCell';

/**
 * A staff account's live sessions (at most 100, the most recently used first: no pager): device, IP, when
 * it signed in and was last seen, and "sign out" on each — except the one this page runs in, when `current`
 * marks it.
 */
export function SessionTable({
  sessions,
  loading,
  onSignOut,
  testId = 'session-table',
}: {
  sessions: AccountSession[] | undefined;
  loading: boolean;
  onSignOut: (session: AccountSession) => Promise<unknown>;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Table<AccountSession>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={sessions ?? []}
      pagination={false}
      locale={{ emptyText: t('sessions.empty') }}
      data-testid={testId}
      scroll={{ x: 640 }}
      columns={[
        {
          title: t('sessions.device'),
          key: 'device',
          render: (_: unknown, row) => (
            <Tooltip title={row.user_agent || undefined}>
              <Typography.Text>{row.device || t('sessions.unknownDevice')}</Typography.Text>
              {row.current && (
                <Tag color="green" style={{ marginInlineStart: 8 }}>
                  {t('sessions.thisDevice')}
                </Tag>
              )}
            </Tooltip>
          ),
        },
        { title: t('sessions.ip'), dataIndex: 'ip', width: 130, render: (ip: string) => ip || '—' },
        { title: t('sessions.signedIn'), dataIndex: 'create_time', width: 140, render: when },
        { title: t('sessions.lastSeen'), dataIndex: 'last_seen_time', width: 140, render: when },
        {
          title: t('table.actions'),
          key: 'actions',
          width: 100,
          render: (_: unknown, row) =>
            row.current ? null : (
              <Popconfirm title={t('sessions.signOutConfirm')} onConfirm={() => onSignOut(row)}>
                <Button type="link" size="small" danger data-testid="session-sign-out">
                  {t('sessions.signOut')}
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}
