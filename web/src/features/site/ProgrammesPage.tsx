import {
  Card,
  Col,
  Empty,
  Flex,
  Input,
  Pagination,
  Row,
  Segmented,
  Select,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EnquiryButton } from '#web/features/channel/EnquiryButton';
import { tagName } from '#web/features/substance/substance.api';
import type { PageProps } from '#web/shell/pageProps';
import { ProgrammeCard } from './ProgrammeCard';
import { programmeParams, withParams } from './programmeParams';
import { useProgrammeCategories, useProgrammes, useProgrammeThemes, useSubstance } from './site.api';
import { TopicBanners } from './TopicBanners';
import { TopicView } from './TopicView';
import '#web/features/site/site.strings';
import '#web/features/substance/substance.strings';

const PAGE_SIZE = 9;

/**
 * /programme: recommended programmes by category (the menu's programme entries pass ?category=), tag and
 * project, under the site's themes and the platform's published topics; ?topic= opens a topic's page.
 */
export default function ProgrammesPage({ title }: PageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { topic, category, keyword, tag, project, page } = programmeParams(params);
  const categories = useProgrammeCategories();
  const themes = useProgrammeThemes();
  const substance = useSubstance();
  // the selected category's theme as its banner; with every category, all the site's themes
  const shownThemes = (themes.data ?? []).filter((theme) => !category || theme.category_mark === category);
  const list = useProgrammes({
    category: category || undefined,
    keyword: keyword || undefined,
    tag,
    project,
    page,
    limit: PAGE_SIZE,
  });
  const update = (change: Record<string, string>) => setParams(withParams(params, change));
  const tags = substance.data?.tags ?? [];
  const projects = substance.data?.projects ?? [];

  const header = (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <EnquiryButton />
    </Flex>
  );

  if (topic !== undefined)
    return (
      <Flex vertical gap={16} data-testid="programmes-page">
        {header}
        <TopicView id={topic} onBack={() => update({ topic: '' })} />
      </Flex>
    );

  return (
    <Flex vertical gap={16} data-testid="programmes-page">
      {header}
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
      <TopicBanners topics={substance.data?.topics ?? []} onOpen={(id) => update({ topic: String(id) })} />
      <Flex justify="space-between" wrap gap={12}>
        <Segmented
          value={category}
          onChange={(value) => update({ category: String(value), page: '' })}
          options={[
            { value: '', label: t('site.allProgrammes') },
            ...(categories.data ?? []).map((item) => ({ value: item.mark, label: item.title })),
          ]}
        />
        <Flex gap={12} wrap>
          {projects.length ? (
            <Select
              allowClear
              value={project}
              placeholder={t('substance.site.allProjects')}
              style={{ width: 180 }}
              onChange={(value?: number) => update({ project: value ? String(value) : '', page: '' })}
              options={projects.map((item) => ({ value: item.id, label: item.name }))}
              data-testid="project-filter"
            />
          ) : null}
          <Input.Search
            allowClear
            defaultValue={keyword}
            placeholder={t('site.searchProgrammes')}
            style={{ width: 260 }}
            onSearch={(value) => update({ keyword: value.trim(), page: '' })}
          />
        </Flex>
      </Flex>
      {tags.length ? (
        <Flex wrap gap={8} align="center" data-testid="tag-filter">
          <Typography.Text type="secondary">{t('substance.site.tag')}:</Typography.Text>
          <Tag.CheckableTag checked={tag === undefined} onChange={() => update({ tag: '', page: '' })}>
            {t('substance.site.allTags')}
          </Tag.CheckableTag>
          {tags.map((item) => (
            <Tag.CheckableTag
              key={item.id}
              checked={tag === item.id}
              onChange={(checked) => update({ tag: checked ? String(item.id) : '', page: '' })}
              style={
                tag === item.id
                  ? { background: item.colour }
                  : { borderColor: item.colour, color: item.colour }
              }
              data-testid="tag-filter-option"
            >
              {tagName(item, i18n.language)}
            </Tag.CheckableTag>
          ))}
        </Flex>
      ) : null}
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
