import type { ActivityItem } from '@onsite/contracts';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCopyActivity } from './activity.api';
import { ActivityFormModal, type Purchased, TitleItem } from './activityDialogParts';

/** The copy dialog: the copy's title; it is charged like a new activity (the pay dialog follows). */
export function CopyModal({
  activity,
  onClose,
  onCopied,
}: {
  activity: ActivityItem | null;
  onClose: () => void;
  onCopied: Purchased;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ title: string }>();
  const copy = useCopyActivity();
  return (
    <ActivityFormModal
      activity={activity}
      form={form}
      title={t('activity.copy.title')}
      okText={t('activity.copy.submit')}
      testId="activity-copy-submit"
      pending={copy.isPending}
      initialValues={{ title: activity ? t('activity.copy.defaultTitle', { title: activity.title }) : '' }}
      intro={<Alert type="info" showIcon title={t('activity.copy.hint')} />}
      send={(id, values) => copy.mutateAsync({ id, title: values.title.trim() })}
      onDone={onCopied}
      onClose={onClose}
    >
      <TitleItem testId="activity-copy-input" />
    </ActivityFormModal>
  );
}
