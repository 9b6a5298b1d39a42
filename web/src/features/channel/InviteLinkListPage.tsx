import {
  adminInviteLinkCreateRequest,
  type InviteLinkItem,
  inviteLinkApi,
  inviteLinkCreateRequest,
  Permission,
} from '@onsite/contracts';
import { Button, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { QrDialog } from '#web/features/material/QrDialog';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { staff, useAgentOptions, useInviteLinkMutation } from './channel.api';
import { InviteRewardSetting } from './InviteRewardSetting';
import '#web/features/channel/inviteLink.strings';
import { when } from '#web/features/lists/timeCell';

/** The QR code's side in the dialog and in the downloaded PNG (large enough to print on a poster). */
const QR_PRINT_SIZE = 480;

/** Create (the platform names the agent) or edit an invite link's title and channel. */
function InviteLinkForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: InviteLinkItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const audience = staff(api.audience);
  const agents = useAgentOptions(open && audience === 'admin' && !editing);
  const save = useInviteLinkMutation((values: Record<string, unknown>) =>
    editing
      ? api.call(inviteLinkApi.update[audience], { ...(values as object), id: editing.id } as never)
      : api.call(inviteLinkApi.create[audience], values as never),
  );
  const schema = editing
    ? inviteLinkCreateRequest
    : audience === 'admin'
      ? adminInviteLinkCreateRequest
      : inviteLinkCreateRequest;
  return (
    <CrudForm
      open={open}
      title={editing ? t('inviteLink.editTitle') : t('inviteLink.createTitle')}
      schema={schema}
      initialValues={
        (editing ? { title: editing.title, channel: editing.channel } : { channel: '' }) as never
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="invite-link-form"
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync(values as Record<string, unknown>);
        feedback.success(editing ? t('inviteLink.saved') : t('inviteLink.created'));
        onClose();
      }}
    >
      {audience === 'admin' && !editing ? (
        <ContractField name="agent_id" label={t('inviteLink.agent')} extra={t('inviteLink.agentHelp')}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={agents.isPending}
            options={(agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))}
            data-testid="invite-link-agent"
          />
        </ContractField>
      ) : null}
      <ContractField name="title" label={t('inviteLink.title')}>
        <Input maxLength={50} data-testid="invite-link-title" />
      </ContractField>
      <ContractField name="channel" label={t('inviteLink.channel')} extra={t('inviteLink.channelHelp')}>
        <Input maxLength={50} data-testid="invite-link-channel" />
      </ContractField>
    </CrudForm>
  );
}

/**
 * Invite links (admin › invite: every agent's; the agent console: the team's own). Each link has its public
 * URL and QR code (shown, copied, downloaded as a PNG to print), and counts the visits of the link and the
 * customers who signed up through it. Links are disabled, never deleted: their sign-ups stay counted.
 */
export default function InviteLinkListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const audience = staff(api.audience);
  const canManage = useCan({
    authorities: {
      allOf: [audience === 'admin' ? Permission.admin.inviteManage : Permission.agent.inviteManage],
    },
  });
  const agents = useAgentOptions(audience === 'admin');
  const [form, setForm] = useState<{ editing: InviteLinkItem | null } | null>(null);
  const [qr, setQr] = useState<InviteLinkItem | null>(null);
  const toggle = useInviteLinkMutation((row: InviteLinkItem) =>
    api.call(inviteLinkApi.setEnabled[audience], { id: row.id, enabled: !row.enabled }),
  );

  const columns: DataColumn<InviteLinkItem>[] = [
    {
      title: t('inviteLink.title'),
      dataIndex: 'title',
      hideable: false,
      render: (value: string, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{value}</Typography.Text>
          {row.channel ? <Typography.Text type="secondary">{row.channel}</Typography.Text> : null}
        </Space>
      ),
    },
    ...(audience === 'admin'
      ? [{ title: t('inviteLink.agent'), dataIndex: 'agent_name' } as DataColumn<InviteLinkItem>]
      : []),
    {
      title: t('inviteLink.code'),
      dataIndex: 'code',
      width: 140,
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    {
      title: t('inviteLink.visits'),
      dataIndex: 'visits',
      width: 90,
      align: 'right',
      render: (value: number) => <span data-testid="invite-link-visits">{value}</span>,
    },
    {
      title: t('inviteLink.signups'),
      dataIndex: 'signups',
      width: 90,
      align: 'right',
      render: (value: number) => <span data-testid="invite-link-signups">{value}</span>,
    },
    {
      title: t('inviteLink.status'),
      dataIndex: 'enabled',
      width: 90,
      render: (value: boolean) =>
        value ? <Tag color="green">{t('inviteLink.enabled')}</Tag> : <Tag>{t('inviteLink.disabled')}</Tag>,
    },
    { title: t('inviteLink.createdAt'), dataIndex: 'create_time', width: 150, render: when },
  ];

  const searchFields: SearchField<'keyword' | 'enabled' | 'agent_id'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('inviteLink.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'enabled',
      label: t('inviteLink.status'),
      placeholder: t('inviteLink.allStatus'),
      options: [
        { value: 1, label: t('inviteLink.enabled') },
        { value: 0, label: t('inviteLink.disabled') },
      ],
    },
    ...(audience === 'admin'
      ? [
          {
            kind: 'select' as const,
            name: 'agent_id' as const,
            label: t('inviteLink.agent'),
            placeholder: t('inviteLink.allAgents'),
            showSearch: true,
            options: (agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name })),
          },
        ]
      : []),
  ];

  return (
    <>
      <DataTable
        route={inviteLinkApi.getList[audience]}
        title={title}
        testId="invite-link-list"
        tableId="invite-link-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        actions={
          <Space>
            {/* the reward of a customer's own invitation is the platform's setting */}
            {audience === 'admin' ? <InviteRewardSetting /> : null}
            {canManage ? (
              <Button
                type="primary"
                onClick={() => setForm({ editing: null })}
                data-testid="invite-link-create"
              >
                {t('inviteLink.create')}
              </Button>
            ) : null}
          </Space>
        }
        rowActionsWidth={240}
        rowActions={(row) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setQr(row)} data-testid="invite-link-qr">
              {t('inviteLink.qr')}
            </Button>
            {canManage && (
              <>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setForm({ editing: row })}
                  data-testid="invite-link-edit"
                >
                  {t('inviteLink.edit')}
                </Button>
                <Popconfirm
                  title={row.enabled ? t('inviteLink.disableConfirm') : t('inviteLink.enableConfirm')}
                  onConfirm={async () => {
                    await toggle.mutateAsync(row);
                    feedback.success(
                      row.enabled ? t('inviteLink.disabledDone') : t('inviteLink.enabledDone'),
                    );
                  }}
                >
                  <Button type="link" size="small" data-testid="invite-link-toggle">
                    {row.enabled ? t('inviteLink.disable') : t('inviteLink.enable')}
                  </Button>
                </Popconfirm>
              </>
            )}
          </Space>
        )}
        emptyText={t('inviteLink.empty')}
        noMatchText={t('inviteLink.noMatch')}
        totalText={(total) => t('inviteLink.total', { total })}
        tableProps={{ scroll: { x: 960 } }}
      />
      <InviteLinkForm open={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} />
      <QrDialog
        open={qr !== null}
        onClose={() => setQr(null)}
        url={qr?.url ?? ''}
        title={qr ? t('inviteLink.qrTitle', { title: qr.title }) : undefined}
        size={200}
        downloadSize={QR_PRINT_SIZE}
        downloadName={qr ? `invite-${qr.code}.png` : undefined}
      />
    </>
  );
}
