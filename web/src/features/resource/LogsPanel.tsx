import { LEDGER_TYPES, type LedgerType, RESOURCE_KINDS, type ResourceKind } from '@onsite/contracts';
import { Card, DatePicker, Flex, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryTable } from './EntryTable';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai';

/** logs: every ledger entry, filtered by account, type, days and order number, paged. */
export function LogsPanel() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ResourceKind | undefined>();
  const [type, setType] = useState<LedgerType | undefined>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [keyword, setKeyword] = useState('');
  const filter = {
    kind,
    type,
    start_date: range?.[0]?.format('YYYY-MM-DD'),
    end_date: range?.[1]?.format('YYYY-MM-DD'),
    tz: TIME_ZONE,
    keyword: keyword || undefined,
  };
  return (
    <Card size="small">
      <Flex gap={12} wrap style={{ marginBottom: 16 }} data-testid="logs-filters">
        <Select<ResourceKind>
          allowClear
          placeholder={t('resource.logs.allKinds')}
          style={{ width: 150 }}
          value={kind}
          onChange={setKind}
          options={RESOURCE_KINDS.map((value) => ({ value, label: t(`resource.kind.${value}`) }))}
          data-testid="logs-kind"
        />
        <Select<LedgerType>
          allowClear
          placeholder={t('resource.logs.allTypes')}
          style={{ width: 150 }}
          value={type}
          onChange={setType}
          options={LEDGER_TYPES.map((value) => ({ value, label: t(`resource.type.${value}`) }))}
        />
        <DatePicker.RangePicker
          value={range}
          onChange={(value) => setRange(value)}
          allowEmpty={[true, true]}
        />
        <Input.Search
          allowClear
          placeholder={t('resource.logs.search')}
          style={{ width: 260 }}
          onSearch={(value) => setKeyword(value.trim())}
        />
      </Flex>
      <EntryTable filter={filter} showKind pageSize={20} testId="logs-table" />
    </Card>
  );
}
