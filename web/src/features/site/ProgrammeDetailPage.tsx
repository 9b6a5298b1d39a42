import { ArrowLeftOutlined, EyeOutlined, RocketOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../shell/pageProps';
import { RichText } from './RichText';
import { useProgramme } from './site.api';
import { useStartActivity } from './useStartActivity';

/** /programme_detail?id= (and the mobile-width /programme_h5_detail): one programme and its tools. */
export default function ProgrammeDetailPage(_: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartActivity();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const programme = useProgramme(id);

  if (!id || programme.isError) {
    return (
      <Result
        status="404"
        title={t('site.programmeMissing')}
        extra={<Button onClick={() => void navigate('/programme')}>{t('site.backToProgrammes')}</Button>}
      />
    );
  }
  if (!programme.data) return <Skeleton active />;
  const item = programme.data;
  return (
    <Flex vertical gap={16} data-testid="programme-detail">
      <Link to="/programme">
        <ArrowLeftOutlined /> {t('site.backToProgrammes')}
      </Link>
      <div
        className="site-hero"
        style={{ background: `linear-gradient(135deg, ${item.cover_from}, ${item.cover_to})` }}
      >
        <Tag variant="filled" style={{ color: '#fff', background: 'rgba(255,255,255,0.2)' }}>
          {item.category}
        </Tag>
        <Typography.Title level={2} style={{ color: '#fff', margin: '8px 0' }}>
          {item.title}
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', margin: 0 }}>
          {item.summary}
        </Typography.Paragraph>
        <Flex gap={12} align="center" style={{ marginTop: 16 }}>
          <Button size="large" icon={<RocketOutlined />} onClick={start}>
            {t('site.useProgramme')}
          </Button>
          <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>
            <EyeOutlined /> {t('site.views', { count: item.views })}
          </Typography.Text>
        </Flex>
      </div>
      <Card title={t('site.toolsUsed')}>
        <Flex wrap gap={8}>
          {item.tools.map((tool) => (
            <Link key={tool.id} to={`/tool/${tool.mark}`}>
              <Tag color="blue">{tool.title}</Tag>
            </Link>
          ))}
        </Flex>
      </Card>
      <Card>
        <RichText html={item.content} />
      </Card>
    </Flex>
  );
}
