import type { TemplateItem } from '@onsite/contracts';
import type { TFunction } from 'i18next';
import type { DataColumn } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { TemplateCover } from './TemplateCover';
import { TierTag } from './TierTag';
import '#web/features/template/template.strings';

/** The columns every template list starts with: its card, name, tool and tier. */
export const templateColumns = (t: TFunction): DataColumn<TemplateItem>[] => [
  {
    title: t('template.cover'),
    key: 'cover',
    width: 140,
    hideable: false,
    render: (_: unknown, row) => <TemplateCover template={row} />,
  },
  { title: t('template.name'), dataIndex: 'name', width: 180, hideable: false },
  { title: t('template.tool'), dataIndex: 'tool_title', width: 120 },
  { title: t('template.tier'), dataIndex: 'tier', width: 110, render: (tier) => <TierTag tier={tier} /> },
];

/** The filters every template list has: name, tool and tier. */
export const templateSearchFields = (
  t: TFunction,
  tools: { value: number; label: string }[],
): SearchField<'keyword' | 'tool_id' | 'tier'>[] => [
  {
    kind: 'text',
    name: 'keyword',
    label: t('table.keyword'),
    placeholder: t('template.search'),
    testId: 'list-search',
  },
  {
    kind: 'select',
    name: 'tool_id',
    label: t('template.tool'),
    placeholder: t('template.allTools'),
    options: tools,
  },
  {
    kind: 'select',
    name: 'tier',
    label: t('template.tier'),
    placeholder: t('template.allTiers'),
    options: [
      { value: 'free', label: t('template.free') },
      { value: 'vip', label: t('template.vip') },
    ],
  },
];
