import { ArrowLeftOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TagChips } from '#web/features/substance/TagChips';
import { ProgrammeCard } from './ProgrammeCard';
import { useTopic } from './site.api';
import { TopicBand } from './TopicBanners';
import '#web/features/substance/substance.strings';

/** /programme?topic=…: a published topic's banner and its programmes and articles, in the platform's order. */
export function TopicView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const topic = useTopic(id);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="topic-back">
      {t('substance.site.back')}
    </Button>
  );
  if (topic.isPending) return <Skeleton active />;
  if (!topic.data) return <Result status="404" title={t('substance.site.topicMissing')} extra={back} />;
  const { items } = topic.data;
  return (
    <Flex vertical gap={16} data-testid="topic-view">
      <div>{back}</div>
      <TopicBand topic={topic.data} large />
      {items.length ? (
        <Row gutter={[16, 16]}>
          {items.map((item) =>
            item.kind === 'programme' ? (
              <Col key={`p${item.programme.id}`} xs={24} sm={12} lg={8}>
                <ProgrammeCard item={item.programme} />
              </Col>
            ) : (
              <Col key={`a${item.article.id}`} xs={24} sm={12} lg={8}>
                <Card
                  hoverable
                  data-testid="topic-article"
                  onClick={() => void navigate(`/essay/detail?id=${item.article.id}`)}
                  style={{ height: '100%' }}
                >
                  <Flex vertical gap={8}>
                    <Typography.Text type="secondary">
                      <FileTextOutlined /> {t('substance.site.article')}
                    </Typography.Text>
                    <Typography.Text strong style={{ fontSize: 16 }}>
                      {item.article.title}
                    </Typography.Text>
                    <div>
                      <TagChips tags={item.article.tags} />
                    </div>
                    <Typography.Link>{t('substance.site.readArticle')} →</Typography.Link>
                  </Flex>
                </Card>
              </Col>
            ),
          )}
        </Row>
      ) : (
        <Empty description={t('substance.site.topicEmpty')} />
      )}
    </Flex>
  );
}
