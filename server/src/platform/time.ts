/** Timestamps travel as ISO 8601 strings; the web formats them in the viewer's time zone. */
export const iso = (value: Date | string | null | undefined): string =>
  value ? new Date(value).toISOString() : '';

/** The platform's time zone: a day of the consoles' date filters and figures is a day there. */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` moved by `days` (negative: earlier), written the same way. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How many days from `from` to `to` (`YYYY-MM-DD` both): 0 for the same day. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The calendar day `instant` falls on in `timeZone`, `YYYY-MM-DD`. */
export const dayIn = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
