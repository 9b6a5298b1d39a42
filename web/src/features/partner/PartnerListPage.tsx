import { type PartnerItem, Permission, partnerApi } from '@onsite/contracts';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { parseId, useDetailParam } from '#web/components/detail/DetailDrawer';
import { TeamLogo, Verified } from '#web/features/organization/TeamBadges';
import { useStaffMutation } from '#web/features/staff/staff.api';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { EnabledTag } from './EnabledTag';
import { PartnerDetailDrawer } from './PartnerDetailDrawer';
import { PartnerForm } from './PartnerForm';
import '#web/features/partner/partner.strings';

/**
 * Admin › partner (channel management): the agents with their logo, owner, domains, verification, status
 * and customers; search by name, domain or owner email, filter by verification, status and creation date.
 * Creating, editing and disabling are element permissions; the platform's default agent stays enabled.
 */
export default function PartnerListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [form, setForm] = useState<{ editing: PartnerItem | null } | null>(null);
  const detail = useDetailParam('detail', parseId);
  const canCreate = useCan({ authorities: { allOf: [Permission.admin.partnerCreate] } });
  const canEdit = useCan({ authorities: { allOf: [Permission.admin.partnerUpdate] } });
  const canToggle = useCan({ authorities: { allOf: [Permission.admin.partnerStatus] } });
  const setStatus = useStaffMutation(
    (row: PartnerItem) => api.call(partnerApi.setStatus, { id: row.id, enabled: !row.enabled }),
    partnerApi.getList,
  );

  const columns: DataColumn<PartnerItem>[] = [
    {
      title: t('partner.name'),
      dataIndex: 'corporate_name',
      hideable: false,
      width: 200,
      render: (name: string, row) => (
        <Space>
          <TeamLogo avatar={row.corporate_avatar} />
          <span>{name}</span>
          {row.is_platform_default ? <Tag color="blue">{t('partner.platformDefault')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('partner.owner'),
      key: 'owner',
      width: 220,
      render: (_: unknown, row) =>
        row.owner ? (
          <Space direction="vertical" size={0}>
            <span>{row.owner.name}</span>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {row.owner.email}
            </Typography.Text>
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: t('partner.domains'),
      dataIndex: 'domains',
      width: 190,
      render: (domains: string[]) =>
        domains.length ? domains.map((domain) => <Tag key={domain}>{domain}</Tag>) : '—',
    },
    {
      title: t('partner.verified'),
      dataIndex: 'status',
      width: 100,
      render: (status: number) => <Verified status={status} />,
    },
    {
      title: t('partner.status'),
      dataIndex: 'enabled',
      width: 100,
      render: (_: boolean, row) => <EnabledTag agent={row} />,
    },
    { title: t('partner.customers'), dataIndex: 'customers', width: 90 },
    {
      title: t('partner.created'),
      dataIndex: 'create_time',
      width: 120,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD'),
    },
  ];

  const searchFields: SearchField<'keyword' | 'status' | 'enabled' | 'start_date' | 'end_date'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('partner.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'status',
      label: t('partner.verified'),
      placeholder: t('partner.allVerified'),
      options: [
        { value: 1, label: t('team.verified') },
        { value: 0, label: t('team.unverified') },
      ],
    },
    {
      kind: 'select',
      name: 'enabled',
      label: t('partner.status'),
      placeholder: t('partner.allStatus'),
      options: [
        { value: 1, label: t('partner.enabled') },
        { value: 0, label: t('partner.disabled') },
      ],
    },
    { kind: 'dateRange', name: ['start_date', 'end_date'], label: t('partner.createdRange') },
  ];

  return (
    <>
      <DataTable
        route={partnerApi.getList}
        title={title}
        testId="partner-list"
        tableId="partner-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        exportSymbol="partner"
        exportUnfiltered
        actions={
          canCreate ? (
            <Button type="primary" onClick={() => setForm({ editing: null })} data-testid="partner-create">
              {t('partner.create')}
            </Button>
          ) : null
        }
        rowActionsWidth={170}
        rowActions={(row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => detail.open(row.id)} data-testid="partner-detail">
              {t('partner.detail')}
            </Button>
            {canEdit ? (
              <Button
                type="link"
                size="small"
                onClick={() => setForm({ editing: row })}
                data-testid="partner-edit"
              >
                {t('partner.edit')}
              </Button>
            ) : null}
            {canToggle && !row.is_platform_default ? (
              <Popconfirm
                title={
                  row.enabled
                    ? t('partner.disableConfirm', { name: row.corporate_name })
                    : t('partner.enableConfirm')
                }
                onConfirm={async () => {
                  await setStatus.mutateAsync(row);
                  feedback.success(row.enabled ? t('partner.disabledDone') : t('partner.enabledDone'));
                }}
              >
                <Button type="link" size="small" danger={row.enabled} data-testid="partner-toggle">
                  {row.enabled ? t('partner.disable') : t('partner.enable')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        )}
        emptyText={t('partner.empty')}
        noMatchText={t('partner.noMatch')}
        totalText={(total) => t('partner.total', { total })}
        tableProps={{ scroll: { x: 1200 } }}
      />
      <PartnerForm open={form !== null} editing={form?.editing ?? null} onClose={() => setForm(null)} />
      <PartnerDetailDrawer detail={detail} />
    </>
  );
}
