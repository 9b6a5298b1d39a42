import type { WorkspaceMenuItem } from '@onsite/contracts';
import { Space, Tag } from 'antd';
import { NamedIcon } from '#web/features/material/NamedIcon';
import { useLanguage } from '#web/i18n/useLanguage';

/** A workspace section's tab label as customers see it: its icon, its title in the reader's language, its badge. */
export function WorkspaceTabLabel({ entry }: { entry: WorkspaceMenuItem }) {
  const language = useLanguage();
  return (
    <Space size={6} data-testid={`workspace-tab-${entry.section}`}>
      {entry.icon ? <NamedIcon name={entry.icon} /> : null}
      <span>{entry.titles[language] || entry.titles.zh_CN}</span>
      {entry.badge ? (
        <Tag
          color={entry.badge_color || 'red'}
          variant="solid"
          style={{ marginInlineEnd: 0 }}
          data-testid={`workspace-badge-${entry.section}`}
        >
          {entry.badge}
        </Tag>
      ) : null}
    </Space>
  );
}
