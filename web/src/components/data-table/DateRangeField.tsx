import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** A date range filter's value in the query form: the start and end day as the route takes them. */
export type DayRange = [string | undefined, string | undefined];

export interface DateRangeFieldProps {
  value?: DayRange;
  onChange?: (value: DayRange | undefined) => void;
  /** how the picked days are written (default YYYY-MM-DD) */
  format: string;
  placeholder: [string, string];
  id?: string;
}

const day = (value: string | undefined) => (value && dayjs(value).isValid() ? dayjs(value) : null);

/**
 * The range picker of a `dateRange` search field, its own chunk (antd's picker and dayjs, ~31 KB gzipped):
 * SearchForm loads it when a form shows such a field, so lists without one never fetch it.
 */
export default function DateRangeField({ value, onChange, format, placeholder, id }: DateRangeFieldProps) {
  return (
    <DatePicker.RangePicker
      id={id}
      style={{ width: '100%' }}
      allowEmpty={[true, true]}
      placeholder={placeholder}
      value={value ? [day(value[0]), day(value[1])] : null}
      onChange={(range: [Dayjs | null, Dayjs | null] | null) => {
        const picked: DayRange = [range?.[0]?.format(format), range?.[1]?.format(format)];
        onChange?.(picked[0] || picked[1] ? picked : undefined);
      }}
    />
  );
}
