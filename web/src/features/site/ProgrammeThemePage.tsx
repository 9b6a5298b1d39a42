import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '#web/shell/pageProps';
import { ProgrammeCard } from './ProgrammeCard';
import { useProgrammeTheme } from './site.api';
import '#web/features/site/site.strings';

/**
 * /programme_theme?id=: a programme theme (spec §2 programme "theme"), the site's curated landing of one
 * programme category: hero, description and the category's programmes.
 */
export default function ProgrammeThemePage(_: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const theme = useProgrammeTheme(id);

  if (!id || theme.isError) {
    return (
      <Result
        status="404"
        title={t('site.themeMissing')}
        extra={<Button onClick={() => void navigate('/programme')}>{t('site.backToProgrammes')}</Button>}
      />
    );
  }
  if (!theme.data) return <Skeleton active />;
  const item = theme.data;
  return (
    <Flex vertical gap={16} data-testid="programme-theme">
      <Link to="/programme">
        <ArrowLeftOutlined /> {t('site.backToProgrammes')}
      </Link>
      <div
        className="site-hero"
        style={{ background: `linear-gradient(135deg, ${item.hero_from}, ${item.hero_to})` }}
      >
        <Typography.Title level={2} style={{ color: '#fff', marginTop: 0 }}>
          {item.title}
        </Typography.Title>
        <Typography.Paragraph style={{ color: '#fff', fontSize: 16, marginBottom: 16 }}>
          {item.subtitle}
        </Typography.Paragraph>
        <Button
          ghost
          onClick={() => void navigate(`/programme?category=${encodeURIComponent(item.category_mark)}`)}
        >
          {t('site.themeAllOfCategory')}
        </Button>
      </div>
      <Typography.Paragraph style={{ fontSize: 15 }} data-testid="theme-description">
        {item.description}
      </Typography.Paragraph>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('site.themeProgrammes', { count: item.programmes.length })}
      </Typography.Title>
      {item.programmes.length ? (
        <Row gutter={[16, 16]}>
          {item.programmes.map((programme) => (
            <Col key={programme.id} xs={24} sm={12} lg={8}>
              <ProgrammeCard item={programme} />
            </Col>
          ))}
        </Row>
      ) : (
        <Empty description={t('site.noProgrammes')} />
      )}
    </Flex>
  );
}
