import type { CopyrightContentType } from '@onsite/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '#web/features/copyright/copyright.strings';

/** The title an item shows in the reader's language ('' titles fall back to the zh_CN one). */
export function useLocalTitle() {
  const { i18n } = useTranslation();
  return (row: { title: string; title_en: string; title_zh_tw: string }) =>
    (i18n.language === 'en' ? row.title_en : i18n.language === 'zh_TW' ? row.title_zh_tw : '') || row.title;
}

/** An item's title in the reader's language with its content type. */
export function CopyrightTitle({
  row,
  testId,
}: {
  row: { title: string; title_en: string; title_zh_tw: string; content_type: CopyrightContentType };
  testId?: string;
}) {
  const { t } = useTranslation();
  const title = useLocalTitle();
  return (
    <Space size={6} wrap>
      <Typography.Text strong data-testid={testId}>
        {title(row)}
      </Typography.Text>
      <Tag color="purple">{t(`copyright.contentTypes.${row.content_type}`)}</Tag>
    </Space>
  );
}

/** The licence term: n months, or perpetual. */
export function useTermText() {
  const { t } = useTranslation();
  return (months: number | null) =>
    months === null ? t('copyright.perpetual') : t('copyright.months', { count: months });
}
