import dayjs from 'dayjs';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A time as date and hour, which a narrow list column puts on two lines (never inside the date). */
export const timeCell = (value: string) =>
  value ? (
    <>
      <span style={NO_WRAP}>{dayjs(value).format('YYYY-MM-DD')}</span>{' '}
      <span style={NO_WRAP}>{dayjs(value).format('HH:mm')}</span>
    </>
  ) : (
    '—'
  );

/** A time as date and hour on one line (details, descriptions, secondary text), or '—' without one. */
export const when = (value: string | null | undefined) =>
  value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—';
