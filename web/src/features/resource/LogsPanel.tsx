import { LEDGER_TYPES, RESOURCE_KINDS } from '@onsite/contracts';
import { useTranslation } from 'react-i18next';
import { EntryTable } from './EntryTable';

/**
 * logs: every ledger entry, filtered by account, type, days and order number, paged; the filters and the
 * page live in the URL under `logs.` (a reload or a shared link opens the same view).
 */
export function LogsPanel() {
  const { t } = useTranslation();
  return (
    <EntryTable
      prefix="logs."
      title={t('resource.tabs.logs')}
      testId="logs-table"
      showKind
      defaultLimit={20}
      searchFields={[
        {
          kind: 'select',
          name: 'kind',
          label: t('resource.columns.kind'),
          placeholder: t('resource.logs.allKinds'),
          options: RESOURCE_KINDS.map((value) => ({ value, label: t(`resource.kind.${value}`) })),
          testId: 'logs-kind',
        },
        {
          kind: 'select',
          name: 'type',
          label: t('resource.columns.type'),
          placeholder: t('resource.logs.allTypes'),
          options: LEDGER_TYPES.map((value) => ({ value, label: t(`resource.type.${value}`) })),
          testId: 'logs-type',
        },
        {
          kind: 'dateRange',
          name: ['start_date', 'end_date'],
          label: t('resource.columns.time'),
          testId: 'logs-dates',
        },
        {
          kind: 'text',
          name: 'keyword',
          label: t('resource.columns.orderNo'),
          placeholder: t('resource.logs.search'),
          testId: 'logs-keyword',
        },
      ]}
    />
  );
}
