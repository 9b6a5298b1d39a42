import { type ActivityMenuItem, activityMenuUpdateRequest } from '@onsite/contracts';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { LanguageFields } from '#web/components/form/LanguageFields';
import { IconInput } from '#web/features/material/NamedIcon';
import { BadgeFields } from '#web/features/menus/BadgeFields';
import { useUpdateActivityMenu } from './activityMenu.api';
import '#web/features/activity-menu/activityMenu.strings';

const schema = activityMenuUpdateRequest.omit({ id: true });
type FormValues = Omit<ActivityMenuItem, 'id' | 'tool_id' | 'section' | 'sort' | 'update_time'>;

/** Edits one section of a tool's workspace: its titles side by side, icon, badge and hidden switch. */
export function ActivityMenuForm({
  entry,
  onClose,
}: {
  entry: ActivityMenuItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateActivityMenu();
  return (
    <CrudForm
      open={entry !== null}
      mode="drawer"
      width={720}
      title={
        entry ? t('activityMenu.editTitle', { section: t(`activityMenu.sections.${entry.section}`) }) : ''
      }
      schema={schema}
      initialValues={entry ?? undefined}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="activity-menu-form"
      onClose={onClose}
      onSubmit={async (values: FormValues) => {
        if (!entry) return;
        await update.mutateAsync({ ...values, id: entry.id, hidden: values.hidden ? 1 : 0 });
        feedback.success(t('activityMenu.saved'));
        onClose();
      }}
    >
      <LanguageFields
        contract
        name="title"
        label={t('activityMenu.menuTitle')}
        maxLength={20}
        testId="activity-menu-title"
      />
      <ContractField name="icon" label={t('activityMenu.icon')}>
        <IconInput noneText={t('activityMenu.noIcon')} data-testid="activity-menu-icon" />
      </ContractField>
      <BadgeFields
        badgeLabel={t('activityMenu.badgeText')}
        colorLabel={t('activityMenu.badgeColor')}
        colorExtra={t('activityMenu.badgeColorHelp')}
        maxLength={8}
        placeholder={t('activityMenu.badgePlaceholder')}
        testId="activity-menu-badge"
      />
      <ContractField
        name="hidden"
        label={t('activityMenu.hide')}
        extra={t('activityMenu.hideHelp')}
        valuePropName="checked"
        getValueProps={(value: number) => ({ checked: value === 1 })}
        normalize={(checked: boolean) => (checked ? 1 : 0)}
      >
        <Switch data-testid="activity-menu-hidden" />
      </ContractField>
    </CrudForm>
  );
}
