import { Permission, type StaffItem, staffApi, staffPasswordRequest } from '@onsite/contracts';
import { Button, Input, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ConfirmAction, DeleteAction } from '#web/components/actions/DeleteAction';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { parseId, useDetailParam } from '#web/components/detail/DetailDrawer';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { StaffDetailDrawer } from './StaffDetailDrawer';
import { StaffExplainDrawer } from './StaffExplainDrawer';
import { StaffForm } from './StaffForm';
import { useAdminRoles, useStaffMutation } from './staff.api';
import '#web/features/staff/staff.strings';
import { when } from '#web/features/lists/timeCell';

/** Sets a new password for another account; its sessions end. */
function ResetPasswordForm({ account, onClose }: { account: StaffItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const reset = useStaffMutation((password: string) =>
    api.call(staffApi.resetPassword, { id: account?.id ?? 0, password }),
  );
  return (
    <CrudForm
      open={account !== null}
      title={t('staff.resetTitle', { name: account?.nickname ?? '' })}
      schema={staffPasswordRequest.omit({ id: true })}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="staff-reset"
      onClose={onClose}
      onSubmit={async (values: { password: string }) => {
        await reset.mutateAsync(values.password);
        feedback.success(t('staff.passwordReset'));
        onClose();
      }}
    >
      <ContractField name="password" label={t('staff.newPassword')} extra={t('staff.resetHelp')}>
        <Input.Password maxLength={64} autoComplete="new-password" data-testid="staff-reset-password" />
      </ContractField>
    </CrudForm>
  );
}

/**
 * The admin console's staff accounts (system › user): search by name or contact, filter by role and status,
 * create with roles and a first password or an emailed set-password link (resent from the row), edit, disable (sessions end at once) or enable, reset the
 * password, delete after confirmation. One's own account cannot be disabled or deleted.
 */
export default function StaffListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const roles = useAdminRoles();
  const [form, setForm] = useState<{ editing: StaffItem | null } | null>(null);
  const [resetting, setResetting] = useState<StaffItem | null>(null);
  const [viewing, setViewing] = useState<StaffItem | null>(null);
  const detail = useDetailParam('detail', parseId);
  const canManageSessions = useCan({ authorities: { allOf: [Permission.admin.systemUserSession] } });
  const setStatus = useStaffMutation((row: StaffItem) =>
    api.call(staffApi.setStatus, { id: row.id, status: row.status === 1 ? 0 : 1 }),
  );
  const remove = useStaffMutation((row: StaffItem) => api.call(staffApi.delete, { id: row.id }));
  const resendLink = useStaffMutation((row: StaffItem) =>
    api.call(staffApi.sendPasswordLink, { id: row.id }),
  );

  const columns: DataColumn<StaffItem>[] = [
    { title: t('staff.username'), dataIndex: 'username', hideable: false },
    { title: t('staff.nickname'), dataIndex: 'nickname' },
    {
      title: t('staff.contact'),
      key: 'contact',
      render: (_: unknown, row) => [row.email, row.phone].filter(Boolean).join(' · ') || '—',
    },
    {
      title: t('staff.roles'),
      key: 'roles',
      render: (_: unknown, row) => row.roles.map((role) => <Tag key={role.id}>{role.role_name}</Tag>),
    },
    {
      title: t('staff.status'),
      dataIndex: 'status',
      width: 170,
      render: (value: number, row) => (
        <>
          {value === 1 ? <Tag color="green">{t('staff.active')}</Tag> : <Tag>{t('staff.disabled')}</Tag>}
          {row.password_pending && (
            <Tag color="orange" data-testid="staff-password-pending">
              {t('staff.passwordPending')}
            </Tag>
          )}
        </>
      ),
    },
    { title: t('staff.lastLogin'), dataIndex: 'last_login_time', width: 150, render: when },
  ];

  const searchFields: SearchField<'keyword' | 'role_id' | 'status'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('staff.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'role_id',
      label: t('staff.roles'),
      placeholder: t('staff.allRoles'),
      options: (roles.data ?? []).map((role) => ({ value: role.id, label: role.role_name })),
    },
    {
      kind: 'select',
      name: 'status',
      label: t('staff.status'),
      placeholder: t('staff.allStatus'),
      options: [
        { value: 1, label: t('staff.active') },
        { value: 0, label: t('staff.disabled') },
      ],
    },
  ];

  return (
    <>
      <DataTable
        route={staffApi.getList}
        title={title}
        testId="staff-list"
        tableId="staff-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        actions={
          <Button type="primary" onClick={() => setForm({ editing: null })} data-testid="staff-create">
            {t('staff.create')}
          </Button>
        }
        rowActionsWidth={360}
        rowActions={(row) => (
          <Space size={0} wrap>
            {canManageSessions && (
              <Button type="link" size="small" onClick={() => detail.open(row.id)} data-testid="staff-detail">
                {t('staff.detail')}
              </Button>
            )}
            <Button
              type="link"
              size="small"
              onClick={() => setForm({ editing: row })}
              data-testid="staff-edit"
            >
              {t('staff.edit')}
            </Button>
            <Button type="link" size="small" onClick={() => setViewing(row)} data-testid="staff-view-as">
              {t('staff.viewAs')}
            </Button>
            <Button type="link" size="small" onClick={() => setResetting(row)} data-testid="staff-reset-open">
              {t('staff.resetPassword')}
            </Button>
            {row.password_pending && (
              <ConfirmAction
                confirm={t('staff.resendLinkConfirm', { email: row.email })}
                onConfirm={async () => {
                  await resendLink.mutateAsync(row);
                  feedback.success(t('staff.linkResent', { email: row.email }));
                }}
                testId="staff-resend-link"
              >
                {t('staff.resendLink')}
              </ConfirmAction>
            )}
            {row.is_self ? null : (
              <>
                <Popconfirm
                  title={
                    row.status === 1
                      ? t('staff.disableConfirm', { name: row.nickname })
                      : t('staff.enableConfirm')
                  }
                  onConfirm={async () => {
                    await setStatus.mutateAsync(row);
                    feedback.success(row.status === 1 ? t('staff.disabledDone') : t('staff.enabledDone'));
                  }}
                >
                  <Button type="link" size="small" data-testid="staff-toggle">
                    {row.status === 1 ? t('staff.disable') : t('staff.enable')}
                  </Button>
                </Popconfirm>
                <DeleteAction
                  confirm={t('staff.deleteConfirm', { name: row.nickname })}
                  onConfirm={async () => {
                    await remove.mutateAsync(row);
                    feedback.success(t('staff.deleted'));
                  }}
                  testId="staff-delete"
                >
                  {t('staff.delete')}
                </DeleteAction>
              </>
            )}
          </Space>
        )}
        emptyText={t('staff.empty')}
        noMatchText={t('staff.noMatch')}
        totalText={(total) => t('staff.total', { total })}
        tableProps={{ scroll: { x: 1000 } }}
      />
      <StaffForm open={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} />
      <ResetPasswordForm account={resetting} onClose={() => setResetting(null)} />
      <StaffExplainDrawer account={viewing} onClose={() => setViewing(null)} />
      <StaffDetailDrawer detail={detail} />
    </>
  );
}
