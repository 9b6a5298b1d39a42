import type { DashboardChart, DashboardOverview, DashboardSlice } from '@onsite/contracts';
import { Card, Col, Empty, Row, theme } from 'antd';
import { type ReactElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransferTools } from '#web/components/data-table/transferTools';
import { formatYuan } from '#web/features/order/money';
import { CanvasChart } from './CanvasChart';
import {
  type ChartLook,
  channelChart,
  customersChart,
  type NamedSlice,
  rankingChart,
  trendChart,
} from './chartConfigs';
import '#web/features/dashboard/dashboard.strings';

/**
 * A chart's card: a fixed height so the page does not jump as charts draw, an empty state without data,
 * and an export of the chart's data over the shown range through the job centre (symbol `dashboard`).
 */
function ChartCard({
  name,
  title,
  empty,
  exported,
  children,
}: {
  name: string;
  title: string;
  empty: boolean;
  /** the data the chart draws, and the range it covers */
  exported: { chart: DashboardChart; start_date: string; end_date: string };
  children: ReactElement;
}) {
  const { t } = useTranslation();
  const tools = useTransferTools();
  const exportButton = tools ? (
    <tools.ExportButton
      request={{ symbol: 'dashboard', ...exported }}
      isEmpty={false}
      testId={`dashboard-export-${name}`}
    >
      {t('dashboard.export')}
    </tools.ExportButton>
  ) : null;
  return (
    <Card size="small" title={title} extra={exportButton} data-testid={`dashboard-chart-${name}`}>
      <div style={{ height: 260 }}>
        {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.empty')} /> : children}
      </div>
    </Card>
  );
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The dashboard's charts (Chart.js on canvas, only the parts drawn here registered: see CanvasChart and
 * docs/decisions.md): revenue and paid orders per day, new customers per day, revenue per pay channel and
 * per kind of order, the top tools and the platform's top agents. Loaded lazily by DashboardPanel.
 */
export default function DashboardCharts({
  data,
  audience,
}: {
  data: DashboardOverview;
  audience: 'admin' | 'agent';
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const revenue = t('dashboard.figures.revenue');
  const look = useMemo<ChartLook>(
    () => ({
      text: token.colorTextSecondary,
      grid: token.colorBorder,
      axis: token.colorBorder,
      surface: token.colorBgContainer,
      tooltip: {
        background: token.colorBgElevated,
        text: token.colorText,
        border: token.colorBorderSecondary,
      },
      font: token.fontFamily,
      animate: !reducedMotion(),
    }),
    [token],
  );
  const range = (chart: DashboardChart) => ({ chart, start_date: data.start_date, end_date: data.end_date });
  const noMoney = data.totals.paid_orders === 0;

  const charts = useMemo(() => {
    const palette = [
      token.colorPrimary,
      token.colorSuccess,
      token.colorWarning,
      token.colorError,
      token.colorInfo,
    ];
    const named = (rows: DashboardSlice[], name: (row: DashboardSlice) => string): NamedSlice[] =>
      rows.map((row) => ({ ...row, label: name(row) }));
    const ranking = (rows: NamedSlice[], chars: number, colour: string) => ({
      config: rankingChart(rows, revenue, colour, chars, look),
      columns: [revenue],
      rows: rows.map((row) => [row.label, formatYuan(row.revenue)]),
    });
    const daily = data.daily;
    const channels = named(data.by_channel, (row) =>
      t(`order.payType.${row.key}`, { defaultValue: row.key }),
    );
    return {
      trend: {
        config: trendChart(
          daily,
          { revenue, orders: t('dashboard.figures.paid_orders') },
          { line: token.colorPrimary, area: token.colorPrimaryBg, bars: token.colorPrimaryBgHover },
          look,
        ),
        columns: [revenue, t('dashboard.figures.paid_orders')],
        rows: daily.map((row) => [row.day, formatYuan(row.revenue), String(row.paid_orders)]),
      },
      customers: {
        config: customersChart(daily, t('dashboard.figures.new_customers'), token.colorSuccess, look),
        columns: [t('dashboard.figures.new_customers')],
        rows: daily.map((row) => [row.day, String(row.new_customers)]),
      },
      channel: {
        config: channelChart(channels, palette, look),
        columns: [revenue],
        rows: channels.map((row) => [row.label, formatYuan(row.revenue)]),
      },
      // label widths as before: 72, 90 and 110 px of 12 px characters
      kind: ranking(
        named(data.by_kind, (row) => t(`dashboard.kinds.${row.key}`)),
        6,
        token.colorWarning,
      ),
      tools: ranking(
        named(data.top_tools, (row) => row.name),
        8,
        token.colorSuccess,
      ),
      agents: ranking(
        named(data.top_agents, (row) => row.name),
        9,
        token.colorInfo,
      ),
    };
  }, [data, token, look, t, revenue]);

  // a chart on its canvas, described by a table of what it draws (headed by its title)
  const chart = (name: keyof typeof charts, title: string) => {
    const { config, columns, rows } = charts[name];
    return (
      <CanvasChart
        config={config}
        title={title}
        summary={{ head: [title, ...columns], rows }}
        testId={`dashboard-canvas-${name}`}
      />
    );
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <ChartCard name="trend" exported={range('daily')} title={t('dashboard.charts.trend')} empty={noMoney}>
          {chart('trend', t('dashboard.charts.trend'))}
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <ChartCard
          name="channel"
          exported={range('channel')}
          title={t('dashboard.charts.channel')}
          empty={noMoney}
        >
          {chart('channel', t('dashboard.charts.channel'))}
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <ChartCard
          name="customers"
          exported={range('daily')}
          title={t('dashboard.charts.customers')}
          empty={data.totals.new_customers === 0}
        >
          {chart('customers', t('dashboard.charts.customers'))}
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <ChartCard name="kind" exported={range('kind')} title={t('dashboard.charts.kind')} empty={noMoney}>
          {chart('kind', t('dashboard.charts.kind'))}
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <ChartCard
          name="tools"
          exported={range('tool')}
          title={t('dashboard.charts.tools')}
          empty={data.top_tools.length === 0}
        >
          {chart('tools', t('dashboard.charts.tools'))}
        </ChartCard>
      </Col>
      {audience === 'admin' ? (
        <Col xs={24} xl={8}>
          <ChartCard
            name="agents"
            exported={range('agent')}
            title={t('dashboard.charts.agents')}
            empty={data.top_agents.length === 0}
          >
            {chart('agents', t('dashboard.charts.agents'))}
          </ChartCard>
        </Col>
      ) : null}
    </Row>
  );
}
