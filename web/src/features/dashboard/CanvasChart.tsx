import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  type ChartType,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useId, useRef } from 'react';

// only the parts the dashboard draws: bars, a line with its area, a ring, their two scales, tooltip, legend
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  Filler,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** The figures a chart draws, as a table for screen readers (and for a browser that cannot draw). */
export interface ChartSummary {
  head: string[];
  rows: string[][];
}

/**
 * A Chart.js chart on a canvas filling its parent (which sets the height), drawn again when its
 * configuration changes (memoise it). The canvas is an image named by the chart's title and described by
 * its data as a table, its fallback content.
 */
export function CanvasChart<T extends ChartType>({
  config,
  title,
  summary,
  testId,
}: {
  config: ChartConfiguration<T, number[], string>;
  title: string;
  summary: ChartSummary;
  testId?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const tableId = useId();
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const chart = new Chart(context, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div style={{ position: 'relative', height: '100%', width: '100%' }}>
      <canvas ref={canvas} role="img" aria-label={title} aria-describedby={tableId} data-testid={testId}>
        <table id={tableId}>
          <thead>
            <tr>
              {summary.head.map((cell) => (
                <th key={cell}>{cell}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.rows.map((row, index) => (
              // rows in the chart's order; a label may repeat (two agents of one name)
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the chart's points, in order
              <tr key={index}>
                {row.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed by the head
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </canvas>
    </div>
  );
}
