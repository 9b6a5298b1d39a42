import { type OrganizationItem, organizationApi, organizationUpdateRequest } from '@onsite/contracts';
import { Button, Input, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { DetailDrawer } from '#web/components/detail/DetailDrawer';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { useStaffMutation } from '#web/features/staff/staff.api';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { TeamLogo, Verified } from './TeamBadges';
import '#web/features/attestation/attestation.strings';
import '#web/features/organization/teamProfile.strings';
import '#web/features/organization/organization.strings';

type EditValues = {
  corporate_name: string;
  corporate_brief: string;
  contact_name: string;
  contact_phone: string;
};

/**
 * Admin › team › organization: the agent teams with their logo, brief, contact, verification (from the
 * attestation) and members; a detail drawer, and the platform's edit of the name, brief and contact.
 */
export default function OrganizationListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [shown, setShown] = useState<OrganizationItem | null>(null);
  const [editing, setEditing] = useState<OrganizationItem | null>(null);
  const save = useStaffMutation(
    (values: EditValues) => api.call(organizationApi.update, { id: editing?.id ?? 0, ...values }),
    organizationApi.getList,
  );
  const logo = (row: OrganizationItem) => <TeamLogo avatar={row.corporate_avatar} />;

  const columns: DataColumn<OrganizationItem>[] = [
    {
      title: t('organization.name'),
      dataIndex: 'corporate_name',
      hideable: false,
      render: (name: string, row) => (
        <Space>
          {logo(row)}
          <span>{name}</span>
          {row.is_platform_default ? <Tag color="blue">{t('organization.platformDefault')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('teamProfile.brief'),
      dataIndex: 'corporate_brief',
      ellipsis: true,
      render: (value: string) => value || '—',
    },
    {
      title: t('attestation.contact'),
      key: 'contact',
      render: (_: unknown, row) => [row.contact_name, row.contact_phone].filter(Boolean).join(' · ') || '—',
    },
    {
      title: t('attestation.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: number) => <Verified status={status} />,
    },
    { title: t('organization.members'), dataIndex: 'members', width: 90 },
  ];

  const searchFields: SearchField<'keyword' | 'status'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('organization.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'status',
      label: t('attestation.status'),
      placeholder: t('attestation.allStatus'),
      options: [
        { value: 1, label: t('team.verified') },
        { value: 0, label: t('team.unverified') },
      ],
    },
  ];

  return (
    <>
      <DataTable
        route={organizationApi.getList}
        title={title}
        testId="organization-list"
        tableId="organization-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        rowActionsWidth={140}
        rowActions={(row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setShown(row)} data-testid="organization-detail">
              {t('organization.detail')}
            </Button>
            <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="organization-edit">
              {t('organization.edit')}
            </Button>
          </Space>
        )}
      />
      <DetailDrawer
        open={shown !== null}
        onClose={() => setShown(null)}
        title={shown?.corporate_name}
        testId="organization-drawer"
        items={
          shown
            ? [
                { key: 'logo', label: t('teamProfile.avatar'), children: logo(shown) },
                { key: 'name', label: t('organization.name'), children: shown.corporate_name },
                { key: 'brief', label: t('teamProfile.brief'), children: shown.corporate_brief || '—' },
                { key: 'contact', label: t('attestation.contactName'), children: shown.contact_name || '—' },
                { key: 'phone', label: t('attestation.contactPhone'), children: shown.contact_phone || '—' },
                {
                  key: 'status',
                  label: t('attestation.status'),
                  children: <Verified status={shown.status} />,
                },
                { key: 'members', label: t('organization.members'), children: shown.members },
                {
                  key: 'created',
                  label: t('organization.created'),
                  children: dayjs(shown.create_time).format('YYYY-MM-DD HH:mm'),
                },
              ]
            : undefined
        }
      />
      <CrudForm
        open={editing !== null}
        title={t('organization.editTitle', { name: editing?.corporate_name ?? '' })}
        schema={organizationUpdateRequest}
        initialValues={editing ?? undefined}
        okText={t('shell.ok')}
        cancelText={t('shell.cancel')}
        testId="organization-form"
        onClose={() => setEditing(null)}
        onSubmit={async (values: EditValues) => {
          await save.mutateAsync(values);
          feedback.success(t('profile.saved'));
          setEditing(null);
        }}
      >
        <ContractField name="corporate_name" label={t('organization.name')}>
          <Input maxLength={60} data-testid="organization-name" />
        </ContractField>
        <ContractField name="corporate_brief" label={t('teamProfile.brief')}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </ContractField>
        <ContractField name="contact_name" label={t('attestation.contactName')}>
          <Input maxLength={40} />
        </ContractField>
        <ContractField name="contact_phone" label={t('attestation.contactPhone')}>
          <Input autoComplete="tel" />
        </ContractField>
      </CrudForm>
    </>
  );
}
