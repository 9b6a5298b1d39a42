import { staffSecurityApi } from '@onsite/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { DetailDrawer, type DetailParam } from '#web/components/detail/DetailDrawer';
import { SessionTable } from '#web/features/auth/SessionTable';
import { useApi } from '#web/shell/console';
import '#web/features/auth/twoFactor.strings';
import '#web/features/auth/sessions.strings';
import '#web/features/staff/staff.strings';
import { when } from '#web/features/lists/timeCell';

/**
 * A staff account's drawer (system › user, `?detail=<id>`): the account, whether it signs in with two
 * factors (reset it when the phone is lost), and its live sessions with "sign out" on each and everywhere.
 */
export function StaffDetailDrawer({ detail }: { detail: DetailParam<number> }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const queryKey = ['staff', 'security', detail.id];
  const info = useQuery({
    queryKey,
    queryFn: () => api.call(staffSecurityApi.sessions, { id: detail.id ?? 0 }),
    enabled: detail.id !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const data = info.data;
  const account = data?.account;
  const twoFactor = data?.two_factor;

  return (
    <DetailDrawer
      open={detail.id !== null}
      onClose={detail.close}
      title={account ? t('staff.detailTitle', { name: account.nickname || account.username }) : undefined}
      loading={info.isPending}
      error={info.error}
      onRetry={() => void info.refetch()}
      width={720}
      testId="staff-detail-drawer"
      items={
        account && twoFactor
          ? [
              { key: 'username', label: t('staff.username'), children: account.username },
              { key: 'nickname', label: t('staff.nickname'), children: account.nickname },
              {
                key: 'contact',
                label: t('staff.contact'),
                children: [account.email, account.phone].filter(Boolean).join(' · ') || '—',
              },
              {
                key: 'roles',
                label: t('staff.roles'),
                children: account.roles.map((role) => <Tag key={role.id}>{role.role_name}</Tag>),
              },
              {
                key: 'status',
                label: t('staff.status'),
                children: account.status === 1 ? t('staff.active') : t('staff.disabled'),
              },
              { key: 'lastLogin', label: t('staff.lastLogin'), children: when(account.last_login_time) },
              {
                key: 'twoFactor',
                label: t('twoFactor.cardTitle'),
                children: (
                  <Flex justify="space-between" align="center" gap={8} wrap>
                    <Space>
                      <Tag color={twoFactor.enabled ? 'green' : undefined} data-testid="staff-two-factor">
                        {twoFactor.enabled ? t('twoFactor.on') : t('twoFactor.off')}
                      </Tag>
                      {twoFactor.required && <Tag color="orange">{t('twoFactor.requiredByRole')}</Tag>}
                    </Space>
                    {twoFactor.enabled && (
                      <Popconfirm
                        title={t('staff.resetTwoFactorConfirm', { name: account.nickname })}
                        onConfirm={async () => {
                          await api.call(staffSecurityApi.resetTwoFactor, { id: account.id });
                          feedback.success(t('staff.twoFactorReset'));
                          await refresh();
                        }}
                      >
                        <Button size="small" danger data-testid="staff-reset-two-factor">
                          {t('staff.resetTwoFactor')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Flex>
                ),
              },
            ]
          : undefined
      }
    >
      {account && (
        <Flex vertical gap={8} style={{ marginTop: 24 }}>
          <Flex justify="space-between" align="center">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('sessions.title')}
            </Typography.Title>
            <Popconfirm
              title={t('staff.signOutEverywhereConfirm', { name: account.nickname })}
              disabled={(data?.sessions.length ?? 0) === 0}
              onConfirm={async () => {
                await api.call(staffSecurityApi.revokeAllSessions, { id: account.id });
                feedback.success(t('sessions.signedOut'));
                await refresh();
              }}
            >
              <Button
                size="small"
                danger
                disabled={(data?.sessions.length ?? 0) === 0}
                data-testid="staff-sign-out-everywhere"
              >
                {t('staff.signOutEverywhere')}
              </Button>
            </Popconfirm>
          </Flex>
          <SessionTable
            sessions={data?.sessions}
            loading={info.isFetching}
            testId="staff-sessions"
            onSignOut={async (session) => {
              await api.call(staffSecurityApi.revokeSession, { id: account.id, session_id: session.id });
              feedback.success(t('sessions.signedOut'));
              await refresh();
            }}
          />
        </Flex>
      )}
    </DetailDrawer>
  );
}
