import type { DashboardChart, DashboardOverview, DashboardSlice } from '@onsite/contracts';
import { Card, Col, Empty, Row, theme } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTransferTools } from '#web/components/data-table/transferTools';
import { formatYuan } from '#web/features/order/money';
import '#web/features/dashboard/dashboard.strings';

const yuan = (cents: number) => Math.round(cents) / 100;

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
        {empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.empty')} />
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        )}
      </div>
    </Card>
  );
}

/**
 * The dashboard's charts (recharts: SVG, React components, tree-shaken; see docs/decisions.md): revenue
 * and paid orders per day, new customers per day, revenue per pay channel and per kind of order, and the
 * platform's top agents. Loaded lazily by DashboardPanel.
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
  const palette = [
    token.colorPrimary,
    token.colorSuccess,
    token.colorWarning,
    token.colorError,
    token.colorInfo,
  ];
  const range = (chart: DashboardChart) => ({ chart, start_date: data.start_date, end_date: data.end_date });
  const days = data.daily.map((row) => ({ ...row, label: row.day.slice(5), yuan: yuan(row.revenue) }));
  const noMoney = data.totals.paid_orders === 0;
  const slices = (rows: DashboardSlice[], name: (row: DashboardSlice) => string) =>
    rows.map((row) => ({ ...row, label: name(row), yuan: yuan(row.revenue) }));
  const money = (value: unknown) => formatYuan(Math.round(Number(value) * 100));
  // a ranking: one horizontal bar of revenue per slice (an element, which ResponsiveContainer sizes)
  const revenueBars = (rows: ReturnType<typeof slices>, labelWidth: number, fill: string) => (
    <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" fontSize={12} />
      <YAxis type="category" dataKey="label" width={labelWidth} fontSize={12} />
      <Tooltip formatter={(value) => money(value)} />
      <Bar dataKey="yuan" name={t('dashboard.figures.revenue')} fill={fill} maxBarSize={20} />
    </BarChart>
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <ChartCard name="trend" exported={range('daily')} title={t('dashboard.charts.trend')} empty={noMoney}>
          <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={12} />
            <YAxis yAxisId="money" fontSize={12} />
            <YAxis yAxisId="orders" orientation="right" allowDecimals={false} fontSize={12} />
            <Tooltip
              formatter={(value, key) =>
                key === t('dashboard.figures.revenue') ? money(value) : String(value)
              }
            />
            <Legend />
            <Bar
              yAxisId="orders"
              dataKey="paid_orders"
              name={t('dashboard.figures.paid_orders')}
              fill={token.colorPrimaryBgHover}
              maxBarSize={24}
            />
            <Area
              yAxisId="money"
              type="linear"
              dataKey="yuan"
              name={t('dashboard.figures.revenue')}
              stroke={token.colorPrimary}
              fill={token.colorPrimaryBg}
            />
          </ComposedChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <ChartCard
          name="channel"
          exported={range('channel')}
          title={t('dashboard.charts.channel')}
          empty={noMoney}
        >
          <PieChart>
            <Pie
              data={slices(data.by_channel, (row) =>
                t(`order.payType.${row.key}`, { defaultValue: row.key }),
              )}
              dataKey="yuan"
              nameKey="label"
              innerRadius="55%"
              outerRadius="80%"
              paddingAngle={data.by_channel.length > 1 ? 2 : 0}
              isAnimationActive={false}
            >
              {data.by_channel.map((row, index) => (
                <Cell key={row.key} fill={palette[index % palette.length]} />
              ))}
            </Pie>
            <Tooltip formatter={(value) => money(value)} />
            <Legend />
          </PieChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <ChartCard
          name="customers"
          exported={range('daily')}
          title={t('dashboard.charts.customers')}
          empty={data.totals.new_customers === 0}
        >
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Bar
              dataKey="new_customers"
              name={t('dashboard.figures.new_customers')}
              fill={token.colorSuccess}
              maxBarSize={24}
            />
          </BarChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <ChartCard name="kind" exported={range('kind')} title={t('dashboard.charts.kind')} empty={noMoney}>
          {revenueBars(
            slices(data.by_kind, (row) => t(`dashboard.kinds.${row.key}`)),
            72,
            token.colorWarning,
          )}
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <ChartCard
          name="tools"
          exported={range('tool')}
          title={t('dashboard.charts.tools')}
          empty={data.top_tools.length === 0}
        >
          {revenueBars(
            slices(data.top_tools, (row) => row.name),
            90,
            token.colorSuccess,
          )}
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
            {revenueBars(
              slices(data.top_agents, (row) => row.name),
              110,
              token.colorInfo,
            )}
          </ChartCard>
        </Col>
      ) : null}
    </Row>
  );
}
