import dayjs from 'dayjs';

/** The ranges the dashboard offers at one click; 'custom' is a range picked in the calendar. */
export const PRESETS = ['today', 'week', 'month', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

export interface DayRange {
  start_date: string;
  end_date: string;
}

const DAY = 'YYYY-MM-DD';

/** The custom range picker's width, and its stand-in's until the picker's chunk is there (no jump). */
export const RANGE_PICKER_WIDTH = 256;

/** The days of a preset, ending today (the viewer's today; the server counts days in Asia/Shanghai). */
export function presetRange(preset: Exclude<Preset, 'custom'>, today = dayjs()): DayRange {
  const back = { today: 0, week: 6, month: 29 }[preset];
  return { start_date: today.subtract(back, 'day').format(DAY), end_date: today.format(DAY) };
}

/** A figure against the range before: the change in percent, or null when there was nothing before. */
export function changeOf(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}
