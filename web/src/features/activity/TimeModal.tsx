import type { ActivityItem } from '@onsite/contracts';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useUpdateTimes } from './activity.api';
import { ActivityFormModal, type Range, RangeItem, WALL_TIME } from './activityDialogParts';

/** The time dialog: begin and end in the browser's time zone. */
export function TimeModal({ activity, onClose }: { activity: ActivityItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ range: Range }>();
  const update = useUpdateTimes();
  return (
    <ActivityFormModal
      activity={activity}
      form={form}
      title={t('activity.time.title')}
      testId="activity-time-submit"
      pending={update.isPending}
      initialValues={activity ? { range: [dayjs(activity.begin_time), dayjs(activity.end_time)] } : undefined}
      send={(id, values) =>
        update.mutateAsync({
          id,
          begin_time: values.range[0].format(WALL_TIME),
          end_time: values.range[1].format(WALL_TIME),
        })
      }
      onDone={onClose}
      onClose={onClose}
    >
      <RangeItem
        testId="activity-time-range"
        extra={t('activity.time.zone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
      />
    </ActivityFormModal>
  );
}
