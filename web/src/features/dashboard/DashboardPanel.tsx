import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { type DashboardFigures, dashboardApi, Permission } from '@onsite/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Input, Row, Segmented, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#web/features/order/money';
import { useCan } from '#web/shell/access/useCan';
import { useApi } from '#web/shell/console';
import {
  changeOf,
  type DayRange,
  PRESETS,
  type Preset,
  presetRange,
  RANGE_PICKER_WIDTH,
} from './dashboardRange';
import '#web/features/dashboard/dashboard.strings';

// the charting library loads with the charts, after the figures; the calendar when a custom range is chosen
const DashboardCharts = lazy(() => import('./DashboardCharts'));
const DashboardRangePicker = lazy(() => import('./DashboardRangePicker'));

type Staff = 'admin' | 'agent';
const SEE = { admin: Permission.admin.dashboard, agent: Permission.agent.dashboard } as const;

/** One figure with its change against the range before. */
function Figure({
  name,
  title,
  value,
  before,
  format,
}: {
  name: string;
  title: string;
  value: number;
  before: number;
  format?: (value: number) => string;
}) {
  const { t } = useTranslation();
  const change = changeOf(value, before);
  const up = change !== null && change >= 0;
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={`dashboard-figure-${name}`}>
      <Statistic title={title} value={value} formatter={format ? () => format(value) : undefined} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {change === null ? (
          t('dashboard.noBefore')
        ) : (
          <>
            {t('dashboard.before')} {format ? format(before) : before}{' '}
            <Typography.Text type={up ? 'success' : 'danger'} style={{ fontSize: 12 }}>
              {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {Math.abs(change)}%
            </Typography.Text>
          </>
        )}
      </Typography.Text>
    </Card>
  );
}

/**
 * The console home's figures (issue 18): the platform's (admin) or the team's (agent owners) revenue,
 * orders, customers and activities over today, 7 or 30 days or a picked range, each against the range
 * before, and the charts of the range. Shown only to those who may see the money.
 */
export function DashboardPanel() {
  const { t } = useTranslation();
  const api = useApi();
  const audience = api.audience as Staff;
  const allowed = useCan({ authorities: { allOf: [SEE[audience]] } });
  const [preset, setPreset] = useState<Preset>('week');
  const [range, setRange] = useState<DayRange>(() => presetRange('week'));
  const overview = useQuery({
    queryKey: ['dashboard', audience, range],
    queryFn: () => api.call(dashboardApi.overview[audience], range),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  if (!allowed) return null;

  const choose = (value: Preset) => {
    setPreset(value);
    if (value !== 'custom') setRange(presetRange(value));
  };
  const data = overview.data;
  const figure = (name: keyof DashboardFigures, format?: (value: number) => string) =>
    data ? (
      <Figure
        name={name}
        title={t(`dashboard.figures.${name}`)}
        value={data.totals[name]}
        before={data.previous[name]}
        format={format}
      />
    ) : null;

  return (
    <Card
      title={t('dashboard.title')}
      data-testid="dashboard"
      extra={
        <Flex gap={8} wrap align="center">
          <Segmented<Preset>
            value={preset}
            onChange={choose}
            options={PRESETS.map((value) => ({ value, label: t(`dashboard.presets.${value}`) }))}
            data-testid="dashboard-presets"
          />
          {preset === 'custom' ? (
            <Suspense
              fallback={
                <Input
                  readOnly
                  value={`${range.start_date} → ${range.end_date}`}
                  style={{ width: RANGE_PICKER_WIDTH }}
                />
              }
            >
              <DashboardRangePicker value={range} onChange={setRange} />
            </Suspense>
          ) : null}
        </Flex>
      }
    >
      {overview.error ? (
        <Alert
          type="error"
          showIcon
          message={t('dashboard.failed')}
          description={overview.error.message}
          action={<Button onClick={() => void overview.refetch()}>{t('table.retry')}</Button>}
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary" data-testid="dashboard-days">
            {t('dashboard.days', { start: data.start_date, end: data.end_date })}
          </Typography.Text>
          <Row gutter={[16, 16]}>
            <Col flex="1 1 180px">{figure('revenue', formatYuan)}</Col>
            <Col flex="1 1 180px">{figure('paid_orders')}</Col>
            <Col flex="1 1 180px">{figure('new_customers')}</Col>
            {audience === 'admin' ? <Col flex="1 1 180px">{figure('new_agents')}</Col> : null}
            <Col flex="1 1 180px">{figure('new_activities')}</Col>
            <Col flex="1 1 180px">
              <Card size="small" style={{ height: '100%' }} data-testid="dashboard-activities-now">
                <Statistic
                  title={t('dashboard.inProgress')}
                  value={data.activities_now.in_progress}
                  suffix={
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('dashboard.upcoming', { count: data.activities_now.upcoming })}
                    </Typography.Text>
                  }
                />
              </Card>
            </Col>
            <Col flex="1 1 180px">
              <Card size="small" style={{ height: '100%' }} data-testid="dashboard-vip-funnel">
                <Statistic
                  title={t('dashboard.vipFunnel')}
                  value={
                    data.vip_funnel.openers > 0
                      ? `${((data.vip_funnel.buyers / data.vip_funnel.openers) * 100).toFixed(1)}%`
                      : '—'
                  }
                  suffix={
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('dashboard.vipFunnelCounts', {
                        openers: data.vip_funnel.openers,
                        buyers: data.vip_funnel.buyers,
                      })}
                    </Typography.Text>
                  }
                />
              </Card>
            </Col>
          </Row>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
            <DashboardCharts data={data} audience={audience} />
          </Suspense>
        </Flex>
      )}
    </Card>
  );
}
