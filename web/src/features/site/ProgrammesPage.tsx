import { Card, Col, Empty, Flex, Input, Pagination, Row, Segmented, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EnquiryButton } from '#web/features/channel/EnquiryButton';
import type { PageProps } from '#web/shell/pageProps';
import { ProgrammeCard } from './ProgrammeCard';
import { useProgrammeCategories, useProgrammes, useProgrammeThemes } from './site.api';
import '#web/features/site/site.strings';

const PAGE_SIZE = 9;

/** /programme: recommended programmes by category (the menu's programme entries pass ?category=). */
export default function ProgrammesPage({ title }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const categories = useProgrammeCategories();
  const themes = useProgrammeThemes();
  // the selected category's theme as its banner; with every category, all the site's themes
  const shownThemes = (themes.data ?? []).filter((theme) => !category || theme.category_mark === category);
  const list = useProgrammes({
    category: category || undefined,
    keyword: keyword || undefined,
    page,
    limit: PAGE_SIZE,
  });

  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  return (
    <Flex vertical gap={16} data-testid="programmes-page">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <EnquiryButton />
      </Flex>
      {shownThemes.length ? (
        <Row gutter={[16, 16]}>
          {shownThemes.map((theme) => (
            <Col key={theme.id} xs={24} md={category ? 24 : 8}>
              <Card
                hoverable
                size="small"
                data-testid="theme-entry"
                onClick={() => void navigate(`/programme_theme?id=${theme.id}`)}
                styles={{ body: { padding: 0 } }}
              >
                <div
                  className="site-theme-banner"
                  style={{ background: `linear-gradient(135deg, ${theme.hero_from}, ${theme.hero_to})` }}
                >
                  <Typography.Text strong style={{ color: '#fff', fontSize: 16 }}>
                    {theme.title}
                  </Typography.Text>
                  <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>
                    {theme.subtitle}
                  </Typography.Text>
                  <Typography.Text style={{ color: '#fff' }}>{t('site.viewTheme')} →</Typography.Text>
                </div>
              </Card>
            </Col>
          ))}
        </Row>
      ) : null}
      <Flex justify="space-between" wrap gap={12}>
        <Segmented
          value={category}
          onChange={(value) => update({ category: String(value), page: '' })}
          options={[
            { value: '', label: t('site.allProgrammes') },
            ...(categories.data ?? []).map((item) => ({ value: item.mark, label: item.title })),
          ]}
        />
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={t('site.searchProgrammes')}
          style={{ width: 260 }}
          onSearch={(value) => update({ keyword: value.trim(), page: '' })}
        />
      </Flex>
      {list.isPending ? (
        <Skeleton active />
      ) : list.data?.items.length ? (
        <Row gutter={[16, 16]}>
          {list.data.items.map((item) => (
            <Col key={item.id} xs={24} sm={12} lg={8}>
              <ProgrammeCard item={item} />
            </Col>
          ))}
        </Row>
      ) : (
        <Empty description={t('site.noProgrammes')} />
      )}
      <Pagination
        align="end"
        current={page}
        pageSize={PAGE_SIZE}
        total={list.data?.count ?? 0}
        hideOnSinglePage
        onChange={(next) => update({ page: String(next) })}
      />
    </Flex>
  );
}
