import type { ActivityItem } from '@onsite/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRenameActivity } from './activity.api';
import { ActivityFormModal, TitleItem } from './activityDialogParts';

/** The rename dialog: the activity's new name. */
export function RenameModal({ activity, onClose }: { activity: ActivityItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ title: string }>();
  const rename = useRenameActivity();
  return (
    <ActivityFormModal
      activity={activity}
      form={form}
      title={t('activity.rename.title')}
      testId="activity-rename-submit"
      pending={rename.isPending}
      initialValues={{ title: activity?.title }}
      send={(id, values) => rename.mutateAsync({ id, title: values.title.trim() })}
      onDone={onClose}
      onClose={onClose}
    >
      <TitleItem testId="activity-rename-input" />
    </ActivityFormModal>
  );
}
