import { type CdkeyBatchItem, type CdkeyKind, keyBatchApi, Permission } from '@onsite/contracts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ConfirmAction } from '#web/components/actions/DeleteAction';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { parseId, useDetailParam } from '#web/components/detail/DetailDrawer';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { CdkeyBatchDrawer, CdkeyStatusTag } from './CdkeyBatchDrawer';
import { CdkeyForm } from './CdkeyForm';
import { grantText, useCdkeyMutation } from './cdkey.api';
import '#web/features/cdkey/cdkey.strings';
import { when } from '#web/features/lists/timeCell';

/** What differs between the two key pages: the permission that generates and voids, and the words. */
const KINDS = {
  cdkey: { manage: Permission.admin.cdkeyManage, words: 'cdkey' },
  code: { manage: Permission.admin.codeManage, words: 'cdkey.code' },
} as const;

/**
 * Admin › products › cdkey (/product/cdkey): batches of redeemable keys — generate one (what a key grants,
 * whose customers may redeem it, until when), see its keys and who used them, export them through the job
 * centre, void a batch. Generating and voiding is `admin.product.cdkey.manage`. Admin › products › code
 * (/product/code) is the same page over activation codes (`kind` code), each paying for one activity.
 */
export function KeyBatchesPage({ title, kind }: PageProps & { kind: CdkeyKind }) {
  const { t } = useTranslation();
  const api = useApi();
  const routes = keyBatchApi[kind];
  const words = KINDS[kind].words;
  const canManage = useCan({ authorities: { allOf: [KINDS[kind].manage] } });
  const [creating, setCreating] = useState(false);
  const detail = useDetailParam('detail', parseId);
  const voidBatch = useCdkeyMutation(kind, (row: CdkeyBatchItem) => api.call(routes.void, { id: row.id }));

  const columns: DataColumn<CdkeyBatchItem>[] = [
    {
      title: t('cdkey.name'),
      dataIndex: 'name',
      hideable: false,
      width: 180,
      render: (value: string, row) => (
        <Button type="link" size="small" onClick={() => detail.open(row.id)} data-testid="cdkey-row-name">
          {value}
        </Button>
      ),
    },
    { title: t('cdkey.prefix'), dataIndex: 'prefix', width: 80, render: (value: string) => value || '—' },
    { title: t('cdkey.grant'), key: 'grant', render: (_: unknown, row) => grantText(t, row) },
    {
      title: t('cdkey.agent'),
      dataIndex: 'agent_name',
      width: 130,
      render: (value: string) => value || t('cdkey.anyAgent'),
    },
    {
      title: t('cdkey.usage'),
      key: 'usage',
      width: 90,
      align: 'right',
      render: (_: unknown, row) => (
        <span data-testid="cdkey-usage">{t('cdkey.usedOf', { used: row.used, total: row.total })}</span>
      ),
    },
    {
      title: t('cdkey.statusLabel'),
      dataIndex: 'status',
      width: 80,
      render: (value: CdkeyBatchItem['status']) => <CdkeyStatusTag status={value} />,
    },
    { title: t('cdkey.expires'), dataIndex: 'expires_at', width: 140, render: when },
  ];

  const searchFields: SearchField<'keyword' | 'status'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t(`${words}.search`),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'status',
      label: t('cdkey.statusLabel'),
      placeholder: t('cdkey.allStatus'),
      options: [
        { value: 'active', label: t('cdkey.status.active') },
        { value: 'expired', label: t('cdkey.status.expired') },
        { value: 'void', label: t('cdkey.status.void') },
      ],
    },
  ];

  return (
    <>
      <DataTable
        route={routes.getList}
        title={title}
        testId="cdkey-list"
        tableId="cdkey-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        actions={
          canManage ? (
            <Button type="primary" onClick={() => setCreating(true)} data-testid="cdkey-create">
              {t(`${words}.create`)}
            </Button>
          ) : null
        }
        rowActionsWidth={120}
        rowActions={(row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => detail.open(row.id)} data-testid="cdkey-view">
              {t('cdkey.view')}
            </Button>
            {canManage && row.status !== 'void' ? (
              <ConfirmAction
                danger
                confirm={t('cdkey.voidConfirm', { name: row.name, count: row.total - row.used })}
                onConfirm={async () => {
                  await voidBatch.mutateAsync(row);
                  feedback.success(t('cdkey.voidDone'));
                }}
                testId="cdkey-void"
              >
                {t('cdkey.void')}
              </ConfirmAction>
            ) : null}
          </Space>
        )}
        emptyText={t(`${words}.empty`)}
        noMatchText={t('cdkey.noMatch')}
        totalText={(total) => t('cdkey.total', { total })}
        tableProps={{ scroll: { x: 1000 } }}
      />
      <CdkeyForm
        kind={kind}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => detail.open(id)}
      />
      <CdkeyBatchDrawer kind={kind} detail={detail} />
    </>
  );
}

export default function CdkeyListPage(props: PageProps) {
  return <KeyBatchesPage {...props} kind="cdkey" />;
}
