import type { ActivityItem } from '@onsite/contracts';
import { AutoComplete, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActivityGroups, useGroupActivity } from './activity.api';
import { ActivityFormModal } from './activityDialogParts';

/** The group dialog: pick one of the customer's groups or type a new one; empty takes it out. */
export function GroupModal({ activity, onClose }: { activity: ActivityItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ group_title: string }>();
  const groups = useActivityGroups();
  const group = useGroupActivity();
  return (
    <ActivityFormModal
      activity={activity}
      form={form}
      title={t('activity.group.title')}
      pending={group.isPending}
      initialValues={{ group_title: activity?.group_title }}
      send={(id, values) => group.mutateAsync({ id, group_title: (values.group_title ?? '').trim() })}
      onDone={onClose}
      onClose={onClose}
    >
      <Form.Item
        name="group_title"
        label={t('activity.group.name')}
        extra={t('activity.group.hint')}
        rules={[{ max: 20 }]}
      >
        <AutoComplete
          allowClear
          options={(groups.data ?? []).map((item) => ({ value: item.title }))}
          placeholder={t('activity.group.placeholder')}
        />
      </Form.Item>
    </ActivityFormModal>
  );
}
