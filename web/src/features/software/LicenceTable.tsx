import {
  agentProductApi,
  Permission,
  type StaffLicence,
  softwareApi,
  softwareLicenceApi,
} from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ConfirmAction } from '#web/components/actions/DeleteAction';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { useCatalogueMutation } from '#web/features/catalogue/catalogueMutation';
import { AgentSelect } from '#web/features/customer-manage/AgentSelect';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import { SoftwareName } from './SoftwareName';
import '#web/features/software/softwareLicence.strings';

/** The software a console may filter licences by: the platform's catalogue, or the team's offers. */
function useSoftwareOptions(console: 'admin' | 'agent') {
  const api = useApi();
  return useQuery({
    queryKey: ['softwareLicence', 'software', console],
    queryFn: async () =>
      console === 'admin'
        ? (await api.call(softwareApi.getList, { page: 1, limit: 100 })).map((row) => ({
            value: row.id,
            label: row.version ? `${row.name} v${row.version}` : row.name,
          }))
        : (await api.call(agentProductApi.getList, { page: 1, limit: 100, kind: 'software' })).map((row) => ({
            value: row.id,
            label: row.name,
          })),
  });
}

/**
 * Issued software licences for staff (issue 16): the platform's every licence (admin › 产品 › 软件, 授权 tab),
 * with a revoke for those allowed; an agent's, of its own customers (agent › 产品, 客户授权 tab). Keys come
 * masked but for their last group.
 */
export function LicenceTable({ console }: { console: 'admin' | 'agent' }) {
  const { t } = useTranslation();
  const api = useApi();
  const admin = console === 'admin';
  // the agent's list takes the same filters but the agent's (never offered to it)
  const route = (
    admin ? softwareLicenceApi.adminList : softwareLicenceApi.agentList
  ) as typeof softwareLicenceApi.adminList;
  const canRevoke = useCan({ authorities: { allOf: [Permission.admin.softwareRevoke] } }) && admin;
  const software = useSoftwareOptions(console);
  const revoke = useCatalogueMutation(
    (row: StaffLicence) => api.call(softwareLicenceApi.revoke, { id: row.id }),
    ['softwareLicence'],
    [softwareLicenceApi.adminList],
  );

  const columns: DataColumn<StaffLicence>[] = [
    {
      title: t('softwareLicence.software'),
      dataIndex: 'name',
      hideable: false,
      width: 200,
      render: (value: string, row) => (
        <SoftwareName name={value} version={row.version} cover="" testId="licence-software" />
      ),
    },
    { title: t('softwareLicence.customer'), dataIndex: 'customer', width: 150 },
    ...(admin ? [{ title: t('softwareLicence.agent'), dataIndex: 'agent', width: 150 }] : []),
    {
      title: t('softwareLicence.orderNo'),
      dataIndex: 'order_no',
      width: 200,
      render: (value: string) => <Typography.Text copyable>{value}</Typography.Text>,
    },
    {
      title: t('softwareLicence.key'),
      dataIndex: 'licence_key',
      width: 230,
      render: (value: string) => (
        <Typography.Text code data-testid="licence-key">
          {value}
        </Typography.Text>
      ),
    },
    { title: t('softwareLicence.seats'), dataIndex: 'seats', width: 90, align: 'right' },
    {
      title: t('softwareLicence.status'),
      dataIndex: 'status',
      width: 90,
      render: (value: StaffLicence['status']) =>
        value === 'active' ? (
          <Tag color="green">{t('softwareLicence.active')}</Tag>
        ) : (
          <Tag data-testid="licence-revoked">{t('softwareLicence.revoked')}</Tag>
        ),
    },
    {
      title: t('softwareLicence.issued'),
      dataIndex: 'create_time',
      width: 150,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
  ];

  const searchFields: SearchField<'keyword' | 'software_id' | 'status' | 'agent_id'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('softwareLicence.search'),
      testId: 'licence-search',
    },
    {
      kind: 'select',
      name: 'software_id',
      label: t('softwareLicence.software'),
      placeholder: t('softwareLicence.allSoftware'),
      options: software.data ?? [],
    },
    {
      kind: 'select',
      name: 'status',
      label: t('softwareLicence.status'),
      placeholder: t('softwareLicence.allStatus'),
      options: [
        { value: 'active', label: t('softwareLicence.active') },
        { value: 'revoked', label: t('softwareLicence.revoked') },
      ],
    },
    ...(admin
      ? [
          {
            kind: 'custom' as const,
            name: 'agent_id' as const,
            label: t('softwareLicence.agent'),
            render: () => <AgentSelect testId="licence-agent" />,
          },
        ]
      : []),
  ];

  return (
    <DataTable
      route={route}
      title={admin ? t('softwareLicence.tab') : t('softwareLicence.agentTab')}
      testId="licence-list"
      tableId={`${console}-licence-list`}
      rowKey="id"
      columns={columns}
      searchFields={searchFields}
      rowActionsWidth={canRevoke ? 90 : undefined}
      rowActions={
        canRevoke
          ? (row) =>
              row.status === 'active' ? (
                <ConfirmAction
                  danger
                  confirm={t('softwareLicence.revokeConfirm')}
                  testId={`licence-revoke-${row.id}`}
                  onConfirm={async () => {
                    await revoke.mutateAsync(row);
                    feedback.success(t('softwareLicence.revokedDone'));
                  }}
                >
                  {t('softwareLicence.revoke')}
                </ConfirmAction>
              ) : null
          : undefined
      }
      emptyText={t('softwareLicence.empty')}
      noMatchText={t('softwareLicence.noMatch')}
      totalText={(total) => t('softwareLicence.total', { total })}
      tableProps={{ scroll: { x: admin ? 1300 : 1150 } }}
    />
  );
}
