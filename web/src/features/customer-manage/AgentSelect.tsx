import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentOptions } from './customerManage.api';
import '#web/features/customer-manage/customerManage.strings';

/** Chooses an enabled agent by name (the admin's create and move forms); `exceptId` is left out. */
export function AgentSelect({
  value,
  onChange,
  exceptId,
  testId,
}: {
  value?: number;
  onChange?: (value: number) => void;
  exceptId?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const options = useAgentOptions(keyword, true);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={onChange}
      loading={options.isFetching}
      placeholder={t('customerManage.chooseAgent')}
      notFoundContent={t('customerManage.noAgent')}
      options={(options.data ?? [])
        .filter((agent) => agent.id !== exceptId)
        .map((agent) => ({
          value: agent.id,
          label: agent.is_platform_default
            ? `${agent.name} (${t('customerManage.platformAgent')})`
            : agent.name,
        }))}
      data-testid={testId}
    />
  );
}
