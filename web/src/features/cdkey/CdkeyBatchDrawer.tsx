import { type CdkeyBatchItem, type CdkeyItem, type CdkeyKind, keyBatchApi } from '@onsite/contracts';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { DetailDrawer, type DetailParam } from '#web/components/detail/DetailDrawer';
import { ExportButton } from '#web/features/transfer/ExportButton';
import { grantText, useCdkeyBatch } from './cdkey.api';
import '#web/features/cdkey/cdkey.strings';
import { when } from '#web/features/lists/timeCell';

const STATUS_COLOURS: Record<CdkeyBatchItem['status'], string | undefined> = {
  active: 'green',
  expired: undefined,
  void: 'red',
};

export function CdkeyStatusTag({ status }: { status: CdkeyBatchItem['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="cdkey-status">
      {t(`cdkey.status.${status}`)}
    </Tag>
  );
}

/** Export a batch's keys as a spreadsheet through the job centre. */
export function CdkeyExportButton({
  kind,
  batchId,
  testId,
}: {
  kind: CdkeyKind;
  batchId: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ExportButton testId={testId} request={{ symbol: kind, batch_id: batchId }} isEmpty={false}>
      {t('cdkey.export')}
    </ExportButton>
  );
}

/** A batch's drawer (`?detail=<id>`): what its keys grant, their state, and its keys with who used each. */
export function CdkeyBatchDrawer({ kind, detail }: { kind: CdkeyKind; detail: DetailParam<number> }) {
  const { t } = useTranslation();
  const info = useCdkeyBatch(kind, detail.id);
  const batch = info.data;

  const columns: DataColumn<CdkeyItem>[] = [
    {
      title: t('cdkey.key'),
      dataIndex: 'code',
      hideable: false,
      render: (value: string) => (
        <Typography.Text copyable code data-testid="cdkey-key">
          {value}
        </Typography.Text>
      ),
    },
    {
      title: t('cdkey.usedBy'),
      dataIndex: 'used_by',
      width: 150,
      render: (value: string, row) => (row.used_at ? value || t('cdkey.removedCustomer') : '—'),
    },
    { title: t('cdkey.usedAt'), dataIndex: 'used_at', width: 150, render: when },
  ];
  const searchFields: SearchField<'keyword' | 'used'>[] = [
    { kind: 'text', name: 'keyword', label: t('cdkey.key'), placeholder: t('cdkey.keySearch') },
    {
      kind: 'select',
      name: 'used',
      label: t('cdkey.usedState'),
      placeholder: t('cdkey.allKeys'),
      options: [
        { value: 0, label: t('cdkey.unused') },
        { value: 1, label: t('cdkey.used') },
      ],
    },
  ];

  return (
    <DetailDrawer
      open={detail.id !== null}
      onClose={detail.close}
      title={batch ? t('cdkey.detailTitle', { name: batch.name }) : undefined}
      loading={info.isPending}
      error={info.error}
      onRetry={() => void info.refetch()}
      width={760}
      testId="cdkey-drawer"
      extra={batch ? <CdkeyExportButton kind={kind} batchId={batch.id} testId="cdkey-drawer-export" /> : null}
      column={2}
      items={
        batch
          ? [
              { key: 'grant', label: t('cdkey.grant'), children: grantText(t, batch), span: 2 },
              {
                key: 'status',
                label: t('cdkey.statusLabel'),
                children: <CdkeyStatusTag status={batch.status} />,
              },
              {
                key: 'used',
                label: t('cdkey.usage'),
                children: t('cdkey.usedOf', { used: batch.used, total: batch.total }),
              },
              { key: 'prefix', label: t('cdkey.prefix'), children: batch.prefix || '—' },
              {
                key: 'agent',
                label: t('cdkey.agent'),
                children: batch.agent_name || t('cdkey.anyAgent'),
              },
              { key: 'expires', label: t('cdkey.expires'), children: when(batch.expires_at) },
              {
                key: 'created',
                label: t('cdkey.created'),
                children: `${when(batch.create_time)} ${batch.created_by}`,
              },
              ...(batch.voided_at
                ? [
                    {
                      key: 'voided',
                      label: t('cdkey.voided'),
                      children: `${when(batch.voided_at)} ${batch.voided_by}`,
                      span: 2,
                    },
                  ]
                : []),
            ]
          : undefined
      }
    >
      {batch ? (
        <Flex vertical gap={8} style={{ marginTop: 24 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('cdkey.keys')}
          </Typography.Title>
          <DataTable
            route={keyBatchApi[kind].getKeys}
            queryOptions={{ prefix: 'keys.', fixed: { batch_id: batch.id }, defaultLimit: 10 }}
            testId="cdkey-keys"
            rowKey="id"
            columns={columns}
            searchFields={searchFields}
            embedded
            emptyText={t('cdkey.noKeys')}
            noMatchText={t('cdkey.noKeyMatch')}
            totalText={(total) => t('cdkey.keyTotal', { total })}
          />
        </Flex>
      ) : null}
    </DetailDrawer>
  );
}
