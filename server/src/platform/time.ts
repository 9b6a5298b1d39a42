/** Timestamps travel as ISO 8601 strings; the web formats them in the viewer's time zone. */
export const iso = (value: Date | string | null | undefined): string =>
  value ? new Date(value).toISOString() : '';
