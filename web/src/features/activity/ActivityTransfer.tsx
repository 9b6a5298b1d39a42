import { ImportOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransferTools } from '#web/components/data-table/transferTools';
import { browserTimeZone, useInvalidateActivities } from './activity.api';

/**
 * The activity list's spreadsheet entries (issue 7): import activities (created as "new activity" does)
 * and export the list — the current search, or all of the customer's activities. The import dialog and
 * export button are the ones the app lends the lists (AppProviders: lazy chunks, the button drawn disabled
 * until its chunk is there); without them (a console that lends none) there are no entries.
 */
export function ActivityTransferActions({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const invalidateActivities = useInvalidateActivities();
  const [importing, setImporting] = useState(false);
  const tools = useTransferTools();
  if (!tools) return null;
  const { ExportButton, ImportWidget } = tools;
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="activity-import">
        {t('transfer.import')}
      </Button>
      <ExportButton
        testId="activity-export"
        request={{ symbol: 'activity', keyword: keyword || undefined }}
        isEmpty={false}
      >
        {t('transfer.export')}
      </ExportButton>
      <ImportWidget
        symbol="activity"
        open={importing}
        fields={{ tz: browserTimeZone() }}
        onClose={() => setImporting(false)}
        onFinished={() => void invalidateActivities()}
      />
    </>
  );
}

/** One activity's VIP persons: import from a spreadsheet (when the activity allows adding) and export. */
export function VipPersonTransfer({ activityId, editable }: { activityId: number; editable: boolean }) {
  const { t } = useTranslation();
  const invalidateActivities = useInvalidateActivities();
  const [importing, setImporting] = useState(false);
  const tools = useTransferTools();
  if (!tools) return null;
  const { ExportButton, ImportWidget } = tools;
  return (
    <Space wrap>
      <Button
        icon={<ImportOutlined />}
        disabled={!editable}
        onClick={() => setImporting(true)}
        data-testid="vip-import"
      >
        {t('transfer.importVip')}
      </Button>
      <ExportButton
        testId="vip-export"
        request={{ symbol: 'vip_person', activity_id: activityId }}
        isEmpty={false}
      >
        {t('transfer.exportVip')}
      </ExportButton>
      <ImportWidget
        symbol="vip_person"
        open={importing}
        fields={{ activity_id: String(activityId) }}
        onClose={() => setImporting(false)}
        onFinished={() => void invalidateActivities()}
      />
    </Space>
  );
}
