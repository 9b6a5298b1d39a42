import type { SiteTopic } from '@onsite/contracts';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';
import '#web/features/substance/substance.strings';

const COLOUR_BAND: CSSProperties = { background: 'linear-gradient(120deg, #fa541c, #eb2f96)' };

/** A topic's banner image under a shade (the storage URL is read only for a topic that has an image). */
function ImageBackground({
  banner,
  children,
}: {
  banner: string;
  children: (style: CSSProperties) => ReactNode;
}) {
  const storageUrl = useStorageUrl();
  const shade = 'linear-gradient(90deg, rgba(0,0,0,0.55), rgba(0,0,0,0.15))';
  return children({
    backgroundImage: `${shade}, url("${storageSrc(banner, storageUrl)}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  });
}

/** The banner band of a topic: title, introduction and what follows (a link or nothing). */
export function TopicBand({
  topic,
  children,
  large,
}: {
  topic: SiteTopic;
  children?: ReactNode;
  large?: boolean;
}) {
  const band = (background: CSSProperties) => (
    <div
      className="site-theme-banner"
      style={{ ...background, minHeight: large ? 160 : 96, justifyContent: 'center' }}
    >
      <Typography.Text strong style={{ color: '#fff', fontSize: large ? 24 : 16 }}>
        {topic.title}
      </Typography.Text>
      {topic.intro ? (
        <Typography.Text style={{ color: 'rgba(255,255,255,0.9)' }} ellipsis={!large}>
          {topic.intro}
        </Typography.Text>
      ) : null}
      {children}
    </div>
  );
  return topic.banner ? <ImageBackground banner={topic.banner}>{band}</ImageBackground> : band(COLOUR_BAND);
}

/** The published topics above /programme's list; one opens /programme?topic=…. */
export function TopicBanners({
  topics,
  onOpen,
}: {
  topics: readonly SiteTopic[];
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (!topics.length) return null;
  return (
    <Flex vertical gap={8} data-testid="topic-banners">
      <Typography.Text strong style={{ fontSize: 16 }}>
        {t('substance.site.topics')}
      </Typography.Text>
      <Row gutter={[16, 16]}>
        {topics.map((topic) => (
          <Col key={topic.id} xs={24} md={topics.length === 1 ? 24 : 12}>
            <Card
              hoverable
              size="small"
              data-testid="topic-banner"
              onClick={() => onOpen(topic.id)}
              styles={{ body: { padding: 0 } }}
            >
              <TopicBand topic={topic}>
                <Typography.Text style={{ color: '#fff' }}>{t('substance.site.viewTopic')} →</Typography.Text>
              </TopicBand>
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
