import type { PluginTool } from '@onsite/contracts';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '#web/features/plugin/plugin.strings';

/** The tools a plugin works with. */
export function PluginToolTags({ tools }: { tools: PluginTool[] }) {
  return (
    <Flex wrap gap={4}>
      {tools.map((tool) => (
        <Tag key={tool.id} color="geekblue" style={{ marginInlineEnd: 0 }}>
          {tool.title}
        </Tag>
      ))}
    </Flex>
  );
}

/** On sale (agents may have it, customers see it) or off. */
export function PluginStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 1 ? <Tag color="green">{t('plugin.onSale')}</Tag> : <Tag>{t('plugin.offSale')}</Tag>;
}
