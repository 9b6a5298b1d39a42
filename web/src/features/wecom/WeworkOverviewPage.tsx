import {
  Permission,
  scrmWeworkApi,
  WECOM_STATUSES,
  type WecomBindingOverview,
  type WecomStatus,
} from '@onsite/contracts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { useCan } from '#web/shell/access';
import type { PageProps } from '#web/shell/pageProps';
import { WecomStatusTag } from './WecomBindingView';
import '#web/features/wecom/wework.strings';
import { when } from '#web/features/lists/timeCell';

/**
 * Admin › SCRM › wework (/scrm/wework): every WeCom binding at a glance, the platform's own corp first (its
 * default site's binding, tagged) — corp and app, the last
 * check (and why it failed, in the reader's language) and WeCom's verification of the callback URL. Read
 * only: a binding is set, checked and deleted in the agent's drawer (渠道管理 › 企业微信), linked from each row.
 */
export default function WeworkOverviewPage({ title }: PageProps) {
  const { t } = useTranslation();
  const canOpenAgent = useCan({ authorities: { allOf: [Permission.admin.partner] } });

  const columns: DataColumn<WecomBindingOverview>[] = [
    {
      title: t('wework.agent'),
      dataIndex: 'agent_name',
      hideable: false,
      width: 200,
      render: (value: string, row) => (
        <>
          {value}
          {row.is_platform ? (
            <Tag color="blue" style={{ marginInlineStart: 8 }} data-testid="wework-overview-platform">
              {t('wework.platformOwn')}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      title: t('wework.corpId'),
      dataIndex: 'corp_id',
      width: 200,
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    { title: t('wework.appAgentId'), dataIndex: 'app_agent_id', width: 120 },
    {
      title: t('wework.statusLabel'),
      dataIndex: 'status',
      width: 260,
      render: (value: WecomStatus, row) => (
        <>
          <WecomStatusTag status={value} />
          {value === 'verified' ? (
            <Typography.Text type="secondary">{when(row.verified_at)}</Typography.Text>
          ) : null}
          {value === 'failed' && row.last_error ? (
            <Typography.Text type="danger" style={{ display: 'block' }} data-testid="wecom-overview-error">
              {row.last_error}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      title: t('wework.callbackColumn'),
      dataIndex: 'callback_verified_at',
      width: 150,
      render: (value: string) => (value ? when(value) : t('wework.callbackNotYet')),
    },
    { title: t('wework.updated'), dataIndex: 'update_time', width: 150, render: when },
  ];

  const searchFields: SearchField<'keyword' | 'status'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('wework.overviewSearch'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'status',
      label: t('wework.statusLabel'),
      placeholder: t('wework.allStatus'),
      options: WECOM_STATUSES.map((status) => ({ value: status, label: t(`wework.status.${status}`) })),
    },
  ];

  return (
    <DataTable
      route={scrmWeworkApi.getList}
      title={title}
      testId="wework-overview"
      tableId="wework-overview"
      rowKey="agent_id"
      columns={columns}
      searchFields={searchFields}
      rowActionsWidth={110}
      rowActions={(row) =>
        canOpenAgent ? (
          <Link to={`/partner?detail=${row.agent_id}`} data-testid="wework-overview-agent">
            {t('wework.openAgent')}
          </Link>
        ) : null
      }
      emptyText={t('wework.overviewEmpty')}
      noMatchText={t('wework.overviewNoMatch')}
      totalText={(total) => t('wework.overviewTotal', { total })}
      tableProps={{ scroll: { x: 1200 } }}
    />
  );
}
