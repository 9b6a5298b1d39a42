import { CheckCircleOutlined, RocketOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EnquiryButton } from '#web/features/channel/EnquiryButton';
import { SiteCopyrightCard } from '#web/features/copyright/SiteCopyrightCard';
import { PluginIcon } from '#web/features/plugin/PluginIcon';
import { SiteSoftwareCard } from '#web/features/software/SiteSoftwareCard';
import type { PageProps } from '#web/shell/pageProps';
import { useTool } from './site.api';
import { toolIdOfPath } from './toolIds';
import { useStartActivity } from './useStartActivity';
import '#web/features/site/site.strings';

// the big screen of one activity, loaded only when a screen link names it
const ActivityScreenView = lazy(() => import('#web/features/activity-screen/ActivityScreenView'));

/**
 * /tool/{mark}: a tool's introduction (getSceneIntroduce by the spec's tool id); /tool/screen?acid=N, the
 * big screen of that activity (spec §1: acid selects the activity).
 */
export default function ToolPage(props: PageProps) {
  const location = useLocation();
  const acid = Number(new URLSearchParams(location.search).get('acid'));
  if (location.pathname.endsWith('/tool/screen') && Number.isInteger(acid) && acid > 0) {
    return (
      <Suspense fallback={<Skeleton active />}>
        <ActivityScreenView id={acid} />
      </Suspense>
    );
  }
  return <ToolIntroduction {...props} />;
}

function ToolIntroduction(_: PageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const start = useStartActivity();
  const tool = useTool(toolIdOfPath(location.pathname));

  if (tool.isError) return <Result status="404" title={t('site.toolMissing')} />;
  if (!tool.data) return <Skeleton active />;
  const item = tool.data;
  const hero = (
    <div className="site-hero site-hero-tool" data-testid="tool-page">
      <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
        {item.title}
      </Typography.Title>
      <Typography.Title
        level={4}
        style={{ color: 'rgba(255,255,255,0.9)', margin: '8px 0 0', fontWeight: 400 }}
      >
        {item.slogan}
      </Typography.Title>
      <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.85)', margin: '12px 0 20px', maxWidth: 640 }}>
        {item.intro}
      </Typography.Paragraph>
      <Flex gap={12} wrap>
        <Button size="large" icon={<RocketOutlined />} onClick={start}>
          {t('site.useTool')}
        </Button>
        <EnquiryButton size="large" ghost />
      </Flex>
    </div>
  );
  return (
    <Flex vertical gap={16}>
      {item.is_new ? (
        <Badge.Ribbon text={t('badge.new')} color="red">
          {hero}
        </Badge.Ribbon>
      ) : (
        hero
      )}
      <Row gutter={[16, 16]}>
        {item.features.map((feature) => (
          <Col key={feature.title} xs={24} md={8}>
            <Card>
              <Card.Meta
                avatar={<CheckCircleOutlined style={{ color: 'var(--ant-color-primary)', fontSize: 20 }} />}
                title={feature.title}
                description={feature.description}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {item.plugins.length > 0 ? (
        <Card title={t('site.plugins')} data-testid="tool-plugins">
          <Row gutter={[16, 16]}>
            {item.plugins.map((plugin) => (
              <Col key={plugin.mark} xs={24} md={12} lg={8}>
                <Card.Meta
                  avatar={<PluginIcon icon={plugin.icon} size={40} />}
                  title={<span data-testid="tool-plugin-name">{plugin.name}</span>}
                  description={plugin.description}
                />
              </Col>
            ))}
          </Row>
        </Card>
      ) : null}
      {item.mark === 'software' ? <SiteSoftwareCard /> : null}
      {item.mark === 'software' ? <SiteCopyrightCard /> : null}
      <Card title={t('site.scenarios')}>
        <Flex wrap gap={8}>
          {item.scenarios.map((scenario) => (
            <Tag key={scenario} color="geekblue">
              {scenario}
            </Tag>
          ))}
        </Flex>
      </Card>
    </Flex>
  );
}
