import type { ProgrammeTag } from '@onsite/contracts';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { tagName } from './substance.api';
import '#web/features/substance/substance.strings';

/** Tags as coloured chips, named in the reader's language. */
export function TagChips({ tags }: { tags: readonly ProgrammeTag[] }) {
  const { i18n } = useTranslation();
  return (
    <>
      {tags.map((tag) => (
        <Tag key={tag.id} color={tag.colour} data-testid="tag-chip" style={{ marginInlineEnd: 4 }}>
          {tagName(tag, i18n.language)}
        </Tag>
      ))}
    </>
  );
}

/** Picks tags (a form field: value and onChange are the tag ids). */
export function TagSelect({
  tags,
  loading,
  value,
  onChange,
  'data-testid': testId = 'tag-select',
}: {
  tags: readonly ProgrammeTag[];
  loading?: boolean;
  value?: number[];
  onChange?: (value: number[]) => void;
  'data-testid'?: string;
}) {
  const { t, i18n } = useTranslation();
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  return (
    <Select
      mode="multiple"
      allowClear
      loading={loading}
      value={value ?? []}
      onChange={onChange}
      placeholder={t('substance.form.tagsPlaceholder')}
      optionFilterProp="label"
      data-testid={testId}
      options={tags.map((tag) => ({ value: tag.id, label: tagName(tag, i18n.language) }))}
      tagRender={({ value: id, label, closable, onClose }) => (
        <Tag
          color={byId.get(Number(id))?.colour}
          closable={closable}
          onClose={onClose}
          style={{ marginInlineEnd: 4 }}
        >
          {label}
        </Tag>
      )}
    />
  );
}
