import { Card, Result, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { TagChips } from '#web/features/substance/TagChips';
import type { PageProps } from '#web/shell/pageProps';
import { RichText } from './RichText';
import { essayOf, useEssay } from './site.api';
import '#web/features/site/site.strings';

/** /essay/{mark}: legal and info pages; /essay/service?id= a footer service; /essay/detail?id= an article. */
export default function EssayPage(_: PageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const mark = location.pathname.split('/').filter(Boolean).at(-1) ?? '';
  const id = Number(params.get('id')) || 0;
  const page = essayOf(mark, id);
  const essay = useEssay(page);

  // /essay/detail and /essay/service without an id name no page: not found rather than loading for ever
  if (!page || essay.isError) {
    return <Result status="404" title={t('site.pageMissing')} data-testid="essay-missing" />;
  }
  if (!essay.data) return <Skeleton active />;
  return (
    <Card data-testid="essay-page">
      <Typography.Title level={2}>{essay.data.title}</Typography.Title>
      {essay.data.updated_at ? (
        <Typography.Text type="secondary" data-testid="essay-version">
          {t('site.versionLine', {
            version: essay.data.version,
            date: dayjs(essay.data.updated_at).format('YYYY-MM-DD'),
          })}
        </Typography.Text>
      ) : null}
      {essay.data.tags.length > 0 ? (
        <div style={{ marginTop: 8 }} data-testid="essay-tags">
          <TagChips tags={essay.data.tags} />
        </div>
      ) : null}
      <div style={{ marginTop: 16 }}>
        <RichText html={essay.data.content} />
      </div>
    </Card>
  );
}
