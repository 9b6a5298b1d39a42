import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { type DayRange, RANGE_PICKER_WIDTH } from './dashboardRange';

/**
 * The dashboard's calendar for a custom range, its own chunk (antd's range picker, ~31 KB gzipped):
 * DashboardPanel loads it when "custom" is chosen, so the home and its charts never fetch it otherwise.
 * Days after today cannot be picked; the range is never cleared.
 */
export default function DashboardRangePicker({
  value,
  onChange,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  return (
    <DatePicker.RangePicker
      allowClear={false}
      style={{ width: RANGE_PICKER_WIDTH }}
      value={[dayjs(value.start_date), dayjs(value.end_date)]}
      disabledDate={(day) => day.isAfter(dayjs(), 'day')}
      onChange={(days) => {
        if (days?.[0] && days[1]) {
          onChange({ start_date: days[0].format('YYYY-MM-DD'), end_date: days[1].format('YYYY-MM-DD') });
        }
      }}
      data-testid="dashboard-range"
    />
  );
}
