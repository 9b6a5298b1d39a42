import type { DashboardOverview, DashboardSlice } from '@onsite/contracts';
import type { ChartConfiguration, TooltipItem } from 'chart.js';
import { formatYuan } from '#web/features/order/money';

/**
 * The dashboard's charts as Chart.js configurations (pure: the canvas is CanvasChart's). Amounts are drawn
 * in yuan and shown in tooltips from the cents they came from, as everywhere (formatYuan).
 */

/** What a chart takes from the antd theme (light or dark): text, lines, the tooltip's box and the font. */
export interface ChartLook {
  /** axis labels and legend */
  text: string;
  /** grid lines */
  grid: string;
  /** the axes' lines */
  axis: string;
  /** the surface the chart is on (the ring's separators) */
  surface: string;
  tooltip: { background: string; text: string; border: string };
  font: string;
  /** false when the viewer asked for reduced motion */
  animate: boolean;
}

type Config = ChartConfiguration<'bar' | 'line' | 'doughnut', number[], string>;

const font = (look: ChartLook) => ({ family: look.font, size: 12 });

/** A label shortened to fit a ranking's axis (the tooltip names it in full). */
export function shorten(label: string, chars: number): string {
  return label.length > chars ? `${label.slice(0, Math.max(1, chars - 1))}…` : label;
}

/**
 * What every chart shares: it fills its box, follows the motion wish, shows all of an index in the tooltip
 * (in the theme's colours, each line written by `label`) and its legend, if any, below.
 */
// biome-ignore lint/suspicious/noExplicitAny: a callback for the tooltip items of any of the three types
function common(look: ChartLook, legend: boolean, label: (item: TooltipItem<any>) => string) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: look.animate ? undefined : (false as const),
    interaction: { mode: 'index' as const, intersect: false },
    plugins: {
      legend: {
        display: legend,
        position: 'bottom' as const,
        labels: { color: look.text, font: font(look), boxWidth: 12, boxHeight: 12 },
      },
      tooltip: {
        backgroundColor: look.tooltip.background,
        titleColor: look.tooltip.text,
        bodyColor: look.tooltip.text,
        borderColor: look.tooltip.border,
        borderWidth: 1,
        titleFont: { ...font(look), weight: 'bold' as const },
        bodyFont: font(look),
        boxPadding: 4,
        callbacks: { label },
      },
    },
  };
}

/** A value axis: dashed grid lines across the plot, whole numbers when it counts. */
function valueAxis(look: ChartLook, counts: boolean) {
  return {
    type: 'linear' as const,
    beginAtZero: true,
    ticks: { color: look.text, font: font(look), ...(counts ? { precision: 0 } : {}) },
    grid: { color: look.grid },
    border: { color: look.axis, dash: [3, 3] },
  };
}

/** A category axis: its labels, no grid lines. */
function categoryAxis(look: ChartLook) {
  return {
    type: 'category' as const,
    ticks: { color: look.text, font: font(look) },
    grid: { display: false },
    border: { color: look.axis },
  };
}

const dayLabel = (day: string) => day.slice(5);

/**
 * Revenue (an area, yuan, left axis) and paid orders (bars, right axis) per day. The area's fill is drawn
 * before the bars and its line after them, so neither hides the other.
 */
export function trendChart(
  days: DashboardOverview['daily'],
  names: { revenue: string; orders: string },
  colours: { line: string; area: string; bars: string },
  look: ChartLook,
): Config {
  const base = common(look, true, (item: TooltipItem<'bar' | 'line'>) =>
    item.dataset.yAxisID === 'money'
      ? `${item.dataset.label}: ${formatYuan(days[item.dataIndex]?.revenue ?? 0)}`
      : `${item.dataset.label}: ${item.formattedValue}`,
  );
  return {
    type: 'bar',
    data: {
      labels: days.map((row) => dayLabel(row.day)),
      datasets: [
        {
          type: 'line',
          label: names.revenue,
          data: days.map((row) => row.revenue / 100),
          yAxisID: 'money',
          borderColor: colours.line,
          backgroundColor: colours.area,
          borderWidth: 1.5,
          fill: 'origin',
          tension: 0,
          pointRadius: 0,
          pointHoverRadius: 4,
          pointBackgroundColor: colours.line,
          order: 0,
        },
        {
          type: 'bar',
          label: names.orders,
          data: days.map((row) => row.paid_orders),
          yAxisID: 'orders',
          backgroundColor: colours.bars,
          maxBarThickness: 24,
          order: 1,
        },
      ],
    },
    options: {
      ...base,
      plugins: { ...base.plugins, filler: { drawTime: 'beforeDatasetsDraw' } },
      scales: {
        x: categoryAxis(look),
        money: { ...valueAxis(look, false), position: 'left' },
        orders: { ...valueAxis(look, true), position: 'right', grid: { drawOnChartArea: false } },
      },
    },
  };
}

/** New customers per day: one bar a day. */
export function customersChart(
  days: DashboardOverview['daily'],
  name: string,
  colour: string,
  look: ChartLook,
): Config {
  return {
    type: 'bar',
    data: {
      labels: days.map((row) => dayLabel(row.day)),
      datasets: [
        {
          label: name,
          data: days.map((row) => row.new_customers),
          backgroundColor: colour,
          maxBarThickness: 24,
        },
      ],
    },
    options: {
      ...common(look, false, (item) => `${item.dataset.label}: ${item.formattedValue}`),
      scales: { x: categoryAxis(look), y: valueAxis(look, true) },
    },
  };
}

export interface NamedSlice extends DashboardSlice {
  label: string;
}

/** Revenue per slice (pay channels) as a ring, one colour each, named in the legend. */
export function channelChart(slices: NamedSlice[], palette: string[], look: ChartLook): Config {
  const base = common(
    look,
    true,
    (item) => `${item.label}: ${formatYuan(slices[item.dataIndex]?.revenue ?? 0)}`,
  );
  return {
    type: 'doughnut',
    data: {
      labels: slices.map((slice) => slice.label),
      datasets: [
        {
          data: slices.map((slice) => slice.revenue / 100),
          backgroundColor: slices.map((_, index) => palette[index % palette.length] as string),
          borderColor: look.surface,
          borderWidth: 1,
          spacing: slices.length > 1 ? 2 : 0,
        },
      ],
    },
    options: {
      ...base,
      // a ring the size recharts drew (55 % to 80 % of the half side), without the growing animation
      radius: '80%',
      cutout: '69%',
      animation: false,
      interaction: { mode: 'nearest', intersect: true },
    },
  };
}

/**
 * A ranking: one horizontal bar of revenue per slice (kinds of order, tools, agents), the names on the
 * left shortened to `labelChars` characters.
 */
export function rankingChart(
  slices: NamedSlice[],
  name: string,
  colour: string,
  labelChars: number,
  look: ChartLook,
): Config {
  const base = common(
    look,
    false,
    (item) => `${item.dataset.label}: ${formatYuan(slices[item.dataIndex]?.revenue ?? 0)}`,
  );
  return {
    type: 'bar',
    data: {
      labels: slices.map((slice) => slice.label),
      datasets: [
        {
          label: name,
          data: slices.map((slice) => slice.revenue / 100),
          backgroundColor: colour,
          maxBarThickness: 20,
        },
      ],
    },
    options: {
      ...base,
      indexAxis: 'y',
      interaction: { mode: 'index', intersect: false, axis: 'y' },
      scales: {
        x: valueAxis(look, false),
        y: {
          ...categoryAxis(look),
          ticks: {
            ...categoryAxis(look).ticks,
            callback: (_value: unknown, index: number) => shorten(slices[index]?.label ?? '', labelChars),
          },
        },
      },
    },
  };
}
