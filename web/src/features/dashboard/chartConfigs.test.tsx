import { render, screen, within } from '@testing-library/react';
import type { TooltipItem } from 'chart.js';
import { describe, expect, it } from 'vitest';
import { CanvasChart } from './CanvasChart';
import {
  type ChartLook,
  channelChart,
  customersChart,
  rankingChart,
  shorten,
  trendChart,
} from './chartConfigs';

const look: ChartLook = {
  text: '#666',
  grid: '#eee',
  axis: '#ccc',
  surface: '#fff',
  tooltip: { background: '#fff', text: '#000', border: '#eee' },
  font: 'sans-serif',
  animate: true,
};
const days = [
  { day: '2026-03-01', revenue: 12_345, paid_orders: 2, new_customers: 0 },
  { day: '2026-03-02', revenue: 0, paid_orders: 0, new_customers: 3 },
];
const slice = (key: string, label: string, revenue: number) => ({ key, name: '', label, revenue, orders: 1 });

// a tooltip's label callback, called as Chart.js does for one point of a dataset
function tooltipLabel(options: unknown, dataset: { label?: string; yAxisID?: string }, dataIndex: number) {
  const callbacks = (options as { plugins: { tooltip: { callbacks: { label: (item: unknown) => string } } } })
    .plugins.tooltip.callbacks;
  return callbacks.label({ dataset, dataIndex, label: 'x', formattedValue: '2' } as TooltipItem<'bar'>);
}

describe('dashboard charts (Chart.js configurations)', () => {
  it('draws the trend as a revenue area in yuan on the left and paid orders as bars on the right', () => {
    const config = trendChart(
      days,
      { revenue: '收入', orders: '已支付订单' },
      { line: 'blue', area: 'lightblue', bars: 'skyblue' },
      look,
    );
    expect(config.data.labels).toEqual(['03-01', '03-02']);
    const [area, bars] = config.data.datasets;
    expect(area).toMatchObject({ type: 'line', yAxisID: 'money', data: [123.45, 0], fill: 'origin' });
    expect(bars).toMatchObject({ type: 'bar', yAxisID: 'orders', data: [2, 0] });
    const scales = config.options?.scales as Record<string, { position?: string; ticks?: object }>;
    expect(scales.money?.position).toBe('left');
    expect(scales.orders).toMatchObject({ position: 'right', ticks: { precision: 0 } });
    // the tooltip shows the cents as yuan, the orders as counted
    expect(tooltipLabel(config.options, area as object, 0)).toBe('收入: ¥123.45');
    expect(tooltipLabel(config.options, bars as object, 0)).toBe('已支付订单: 2');
  });

  it('counts new customers in whole numbers, without a legend', () => {
    const config = customersChart(days, '新增客户', 'green', look);
    expect(config.data.datasets[0]?.data).toEqual([0, 3]);
    expect(config.options?.plugins?.legend?.display).toBe(false);
    expect(config.options?.scales?.y).toMatchObject({ ticks: { precision: 0 } });
  });

  it('colours each pay channel from the palette and names it with its revenue', () => {
    const channels = [slice('alipay', '支付宝', 40_000), slice('wechat', '微信', 1)];
    const config = channelChart(channels, ['blue', 'green'], look);
    expect(config.data.labels).toEqual(['支付宝', '微信']);
    expect(config.data.datasets[0]).toMatchObject({
      data: [400, 0.01],
      backgroundColor: ['blue', 'green'],
      spacing: 2,
    });
    expect(tooltipLabel(config.options, {}, 1).endsWith(': ¥0.01')).toBe(true);
    // one channel: a whole ring, no gap
    expect(channelChart(channels.slice(0, 1), ['blue'], look).data.datasets[0]).toMatchObject({ spacing: 0 });
  });

  it('ranks slices as horizontal bars, their long names shortened on the axis only', () => {
    const rows = [slice('1', '星河活动科技有限公司', 99_900)];
    const config = rankingChart(rows, '收入', 'orange', 6, look);
    expect(config.options?.indexAxis).toBe('y');
    expect(config.data.labels).toEqual(['星河活动科技有限公司']);
    const axis = config.options?.scales?.y as {
      ticks: { callback: (value: unknown, index: number) => string };
    };
    const ticks = axis.ticks;
    expect(ticks.callback(0, 0)).toBe('星河活动科…');
    expect(tooltipLabel(config.options, { label: '收入' }, 0)).toBe('收入: ¥999.00');
    expect(shorten('充值', 6)).toBe('充值');
  });

  it('follows the reduced-motion wish, and the ring never grows in', () => {
    expect(customersChart(days, 'n', 'green', { ...look, animate: false }).options?.animation).toBe(false);
    expect(customersChart(days, 'n', 'green', look).options?.animation).toBeUndefined();
    expect(channelChart([], ['blue'], look).options?.animation).toBe(false);
  });

  it('names the canvas by its title and describes it by a table of its figures', () => {
    render(
      <div style={{ height: 260 }}>
        <CanvasChart
          config={customersChart(days, '新增客户', 'green', look)}
          title="新增客户"
          summary={{
            head: ['新增客户', '人数'],
            rows: [
              ['2026-03-01', '0'],
              ['2026-03-02', '3'],
            ],
          }}
          testId="chart"
        />
      </div>,
    );
    const canvas = screen.getByRole('img', { name: '新增客户' });
    expect(canvas.tagName).toBe('CANVAS');
    const table = within(canvas).getByRole('table');
    expect(canvas.getAttribute('aria-describedby')).toBe(table.id);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['新增客户人数', '2026-03-010', '2026-03-023']);
  });
});
