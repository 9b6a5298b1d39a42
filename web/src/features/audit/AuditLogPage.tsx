import { type AuditLogItem, auditApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, type DescriptionsProps, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { DetailDrawer, parseId, useDetailParam } from '#web/components/detail/DetailDrawer';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import '#web/features/audit/audit.strings';

const RESULT_COLOURS = { ok: 'green', refused: 'orange', error: 'red' } as const;

const when = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss');

function ResultTag({ row }: { row: Pick<AuditLogItem, 'result' | 'status_code'> }) {
  const { t } = useTranslation();
  return (
    <Tag color={RESULT_COLOURS[row.result]}>
      {t(`audit.results.${row.result}`)} · {row.status_code}
    </Tag>
  );
}

function Actor({ row }: { row: AuditLogItem }) {
  const { t } = useTranslation();
  return (
    <>
      <Tag>{t(`audit.audiences.${row.audience}`, { defaultValue: row.audience })}</Tag>
      {row.actor_name || (row.actor_id ? `#${row.actor_id}` : '—')}
      {row.support_by_name ? (
        <Tag color="orange" style={{ marginInlineStart: 8 }} data-testid="audit-support-by">
          {t('audit.supportBy', { name: row.support_by_name })}
        </Tag>
      ) : null}
    </>
  );
}

function detailItems(row: AuditLogItem & { summary?: string }, t: TFunction): DescriptionsProps['items'] {
  let summary = row.summary ?? '';
  try {
    summary = summary ? JSON.stringify(JSON.parse(summary), null, 2) : '';
  } catch {
    // a cut summary is shown as it is
  }
  return [
    { key: 'time', label: t('audit.time'), children: when(row.create_time) },
    { key: 'actor', label: t('audit.actor'), children: <Actor row={row} /> },
    { key: 'tenant', label: t('audit.tenant'), children: row.agent_name || t('audit.platform') },
    { key: 'action', label: t('audit.action'), children: <code>{`${row.method} ${row.route}`}</code> },
    { key: 'result', label: t('audit.result'), children: <ResultTag row={row} /> },
    { key: 'ip', label: 'IP', children: row.ip },
    { key: 'agent', label: t('audit.userAgent'), children: row.user_agent || '—' },
    { key: 'request', label: t('audit.requestId'), children: <code>{row.request_id}</code> },
    {
      key: 'summary',
      label: t('audit.summary'),
      children: summary ? (
        <Typography.Paragraph style={{ margin: 0 }}>
          <pre
            style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            data-testid="audit-summary"
          >
            {summary}
          </pre>
        </Typography.Paragraph>
      ) : (
        '—'
      ),
    },
  ];
}

/**
 * The audit log: every state-changing call and every sign-in, with who, in which tenant, what, how it ended,
 * from where and when. The admin console reads every tenant's; an agent owner the calls of the team's staff.
 * Filters live in the URL; a row's detail (with what the call asked for, secrets masked) opens in a drawer.
 */
export default function AuditLogPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const audience = api.audience === 'admin' ? 'admin' : 'agent';
  const detail = useDetailParam('detail', parseId);
  const info = useQuery({
    queryKey: ['audit', audience, 'info', detail.id],
    queryFn: () => api.call(auditApi.getInfo[audience], { id: detail.id ?? 0 }),
    enabled: detail.id !== null,
  });

  const columns: DataColumn<AuditLogItem>[] = [
    { title: t('audit.time'), dataIndex: 'create_time', width: 170, render: when, hideable: false },
    { title: t('audit.actor'), key: 'actor', render: (_: unknown, row) => <Actor row={row} /> },
    ...(audience === 'admin'
      ? [
          {
            title: t('audit.tenant'),
            dataIndex: 'agent_name',
            render: (value: string) => value || t('audit.platform'),
          } satisfies DataColumn<AuditLogItem>,
        ]
      : []),
    {
      title: t('audit.action'),
      key: 'action',
      onCell: () => ({ style: { overflowWrap: 'anywhere' } }),
      render: (_: unknown, row) => (
        <code>
          {row.method} {row.route}
        </code>
      ),
    },
    {
      title: t('audit.result'),
      key: 'result',
      width: 120,
      render: (_: unknown, row) => <ResultTag row={row} />,
    },
    { title: 'IP', dataIndex: 'ip', width: 130 },
  ];

  const searchFields: SearchField<'keyword' | 'audience' | 'result' | 'login' | 'start_date' | 'end_date'>[] =
    [
      {
        kind: 'text',
        name: 'keyword',
        label: t('table.keyword'),
        placeholder: t('audit.search'),
        testId: 'list-search',
      },
      ...(audience === 'admin'
        ? [
            {
              kind: 'select' as const,
              name: 'audience' as const,
              label: t('audit.actorKind'),
              placeholder: t('audit.allActors'),
              options: (['admin', 'agent', 'customer', 'visitor'] as const).map((value) => ({
                value,
                label: t(`audit.audiences.${value}`),
              })),
              testId: 'audit-audience-filter',
            },
          ]
        : []),
      {
        kind: 'select',
        name: 'result',
        label: t('audit.result'),
        placeholder: t('audit.allResults'),
        options: (['ok', 'refused', 'error'] as const).map((value) => ({
          value,
          label: t(`audit.results.${value}`),
        })),
        testId: 'audit-result-filter',
      },
      {
        kind: 'select',
        name: 'login',
        label: t('audit.kind'),
        placeholder: t('audit.allCalls'),
        options: [{ value: '1', label: t('audit.loginsOnly') }],
        testId: 'audit-login-filter',
      },
      { kind: 'dateRange', name: ['start_date', 'end_date'], label: t('audit.dates') },
    ];

  const shown = info.data;
  return (
    <>
      <DataTable
        route={auditApi.getList[audience]}
        title={title}
        testId="audit-list"
        tableId={`audit-list-${audience}`}
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        exportSymbol="audit_log"
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => detail.open(row.id)} data-testid="audit-detail">
            {t('audit.detail')}
          </Button>
        )}
        emptyText={t('audit.empty')}
        noMatchText={t('audit.noMatch')}
        totalText={(total) => t('audit.total', { total })}
        tableProps={{ scroll: { x: 900 } }}
      />
      <DetailDrawer
        open={detail.id !== null}
        onClose={detail.close}
        title={t('audit.detailTitle')}
        loading={info.isPending}
        error={info.error}
        onRetry={() => void info.refetch()}
        items={shown ? detailItems(shown, t) : undefined}
        width={560}
        testId="audit-detail-drawer"
      />
    </>
  );
}
