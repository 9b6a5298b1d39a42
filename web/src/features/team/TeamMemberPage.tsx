import {
  type InvitationCreated,
  type InvitationItem,
  Permission,
  type TeamMember,
  teamInvitationApi,
  teamMemberApi,
  teamMemberRoleRequest,
} from '@onsite/contracts';
import { Button, Card, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ConfirmAction, DeleteAction } from '#web/components/actions/DeleteAction';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { QrDialog } from '#web/features/material/QrDialog';
import { useStaffMutation } from '#web/features/staff/staff.api';
import { useCan } from '#web/shell/access';
import { useApi, useConsole } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { InvitationForm } from './InvitationForm';
import { StoredAvatar } from './StoredAvatar';
import { TeamRoleSelect } from './TeamRoleSelect';
import { invitationLink, useTeamRoles } from './team.api';
import '#web/features/team/teamMember.strings';
import { when } from '#web/features/lists/timeCell';

/** Gives a member another role in this team (the server keeps the last owner an owner). */
function ChangeRoleForm({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const change = useStaffMutation(
    (roleId: number) => api.call(teamMemberApi.changeRole, { id: member?.id ?? 0, role_id: roleId }),
    teamMemberApi.getList,
  );
  return (
    <CrudForm
      open={member !== null}
      title={t('teamMember.changeRoleTitle', { name: member?.name ?? '' })}
      schema={teamMemberRoleRequest.omit({ id: true })}
      initialValues={{ role_id: member?.role_id }}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="member-role-form"
      onClose={onClose}
      onSubmit={async (values: { role_id: number }) => {
        await change.mutateAsync(values.role_id);
        feedback.success(t('teamMember.roleChanged'));
        onClose();
      }}
    >
      <ContractField name="role_id" label={t('teamMember.role')}>
        <TeamRoleSelect data-testid="member-role" />
      </ContractField>
    </CrudForm>
  );
}

function MemberTable() {
  const { t } = useTranslation();
  const api = useApi();
  const roles = useTeamRoles();
  const canEdit = useCan({ authorities: { allOf: [Permission.agent.teamMemberEdit] } });
  const canRemove = useCan({ authorities: { allOf: [Permission.agent.teamMemberRemove] } });
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const remove = useStaffMutation(
    (row: TeamMember) => api.call(teamMemberApi.remove, { id: row.id }),
    teamMemberApi.getList,
  );
  const columns: DataColumn<TeamMember>[] = [
    {
      title: t('teamMember.name'),
      dataIndex: 'name',
      hideable: false,
      render: (_: unknown, row) => (
        <Space>
          <StoredAvatar avatar={row.avatar} name={row.name} size="small" />
          {row.name}
          {row.is_self ? <Tag>{t('teamMember.you')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('teamMember.email'), dataIndex: 'email' },
    { title: t('teamMember.phone'), dataIndex: 'phone', render: (value: string) => value || '—' },
    {
      title: t('teamMember.role'),
      dataIndex: 'role_name',
      render: (value: string, row) => <Tag color={row.is_owner ? 'gold' : 'blue'}>{value}</Tag>,
    },
    { title: t('teamMember.joined'), dataIndex: 'join_time', width: 150, render: when },
  ];
  const actions = canEdit || canRemove;
  return (
    <>
      <DataTable
        route={teamMemberApi.getList}
        testId="member-list"
        tableId="member-list"
        rowKey="id"
        embedded
        columns={columns}
        searchFields={[
          {
            kind: 'text',
            name: 'keyword',
            label: t('table.keyword'),
            placeholder: t('teamMember.search'),
            testId: 'list-search',
          },
          {
            kind: 'select',
            name: 'role_id',
            label: t('teamMember.role'),
            placeholder: t('teamMember.allRoles'),
            options: (roles.data ?? []).map((role) => ({ value: role.id, label: role.role_name })),
          },
        ]}
        rowActions={
          actions
            ? (row) => (
                <Space size={0}>
                  {canEdit ? (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setChanging(row)}
                      data-testid="member-change-role"
                    >
                      {t('teamMember.changeRole')}
                    </Button>
                  ) : null}
                  {canRemove ? (
                    <DeleteAction
                      confirm={t(row.is_self ? 'teamMember.leaveConfirm' : 'teamMember.removeConfirm', {
                        name: row.name,
                      })}
                      onConfirm={async () => {
                        await remove.mutateAsync(row);
                        feedback.success(t('teamMember.removed'));
                      }}
                      testId="member-remove"
                    >
                      {t('teamMember.remove')}
                    </DeleteAction>
                  ) : null}
                </Space>
              )
            : undefined
        }
        emptyText={t('teamMember.empty')}
        noMatchText={t('teamMember.noMatch')}
        totalText={(total) => t('teamMember.total', { total })}
      />
      <ChangeRoleForm member={changing} onClose={() => setChanging(null)} />
    </>
  );
}

/** The team's pending invitations (newest first), each revocable; a used, revoked or expired one leaves the list. */
function InvitationTable() {
  const { t } = useTranslation();
  const api = useApi();
  const revoke = useStaffMutation(
    (row: InvitationItem) => api.call(teamInvitationApi.revoke, { id: row.id }),
    teamInvitationApi.getList,
  );
  const resend = useStaffMutation(
    (row: InvitationItem) => api.call(teamInvitationApi.resend, { id: row.id }),
    teamInvitationApi.getList,
  );
  const columns: DataColumn<InvitationItem>[] = [
    { title: t('teamMember.role'), dataIndex: 'role_name', hideable: false },
    {
      title: t('teamMember.inviteEmail'),
      dataIndex: 'email',
      render: (value: string) => value || t('teamMember.anyone'),
    },
    {
      title: t('teamMember.emailed'),
      dataIndex: 'emailed_at',
      width: 170,
      render: (value: string, row) =>
        row.email === '' ? (
          '—'
        ) : value ? (
          <Tag color="green" data-testid="invitation-emailed">
            {t('teamMember.emailedAt', { time: when(value) })}
          </Tag>
        ) : (
          <Tag color="orange">{t('teamMember.notEmailed')}</Tag>
        ),
    },
    { title: t('teamMember.inviter'), dataIndex: 'inviter_name' },
    { title: t('teamMember.created'), dataIndex: 'create_time', width: 150, render: when },
    { title: t('teamMember.expires'), dataIndex: 'expires_at', width: 150, render: when },
  ];
  return (
    <DataTable
      route={teamInvitationApi.getList}
      queryOptions={{ prefix: 'invitations.' }}
      testId="invitation-list"
      tableId="invitation-list"
      rowKey="id"
      embedded
      columns={columns}
      rowActionsWidth={200}
      rowActions={(row) => (
        <Space size={0}>
          {row.email !== '' && (
            <ConfirmAction
              confirm={t('teamMember.resendConfirm', { email: row.email })}
              onConfirm={async () => {
                await resend.mutateAsync(row);
                feedback.success(t('teamMember.resent', { email: row.email }));
              }}
              testId="invitation-resend"
            >
              {t('teamMember.resend')}
            </ConfirmAction>
          )}
          <DeleteAction
            confirm={t('teamMember.revokeConfirm')}
            onConfirm={async () => {
              await revoke.mutateAsync(row);
              feedback.success(t('teamMember.revoked'));
            }}
            testId="invitation-revoke"
          >
            {t('teamMember.revoke')}
          </DeleteAction>
        </Space>
      )}
      emptyText={t('teamMember.noInvitations')}
      totalText={(total) => t('teamMember.invitationTotal', { total })}
    />
  );
}

/**
 * The members of the agent's current team (/team/member) with their role in it: search, filter by role,
 * change a role, remove after confirmation; invite by a link and QR code with the role the new member gets,
 * and the pending invitations, revocable. What the user may do follows their role in this team.
 */
export default function TeamMemberPage(_props: PageProps) {
  const { t } = useTranslation();
  const { definition } = useConsole();
  const canInvite = useCan({ authorities: { allOf: [Permission.agent.teamMemberInvite] } });
  const [inviting, setInviting] = useState(false);
  const [created, setCreated] = useState<InvitationCreated | null>(null);
  const [tab, setTab] = useState('members');
  const inviteButton = canInvite ? (
    <Button type="primary" onClick={() => setInviting(true)} data-testid="member-invite">
      {t('teamMember.invite')}
    </Button>
  ) : null;
  return (
    <>
      <Card variant="borderless">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          tabBarExtraContent={inviteButton}
          items={[
            { key: 'members', label: t('teamMember.members'), children: <MemberTable /> },
            ...(canInvite
              ? [
                  {
                    key: 'invitations',
                    label: <span data-testid="invitations-tab">{t('teamMember.invitations')}</span>,
                    children: <InvitationTable />,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <InvitationForm
        open={inviting}
        onClose={() => setInviting(false)}
        onCreated={(invitation) => {
          setInviting(false);
          setCreated(invitation);
        }}
      />
      <QrDialog
        open={created !== null}
        onClose={() => setCreated(null)}
        url={created ? invitationLink(definition.basename, created.token) : ''}
        title={t('teamMember.linkTitle', { role: created?.role_name ?? '' })}
        size={200}
      />
    </>
  );
}
