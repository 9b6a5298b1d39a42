import { ArrowLeftOutlined, EyeOutlined, QrcodeOutlined, RocketOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, QRCode, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { OnceOpened } from '#web/components/lazy/OnceOpened';
import { EnquiryButton } from '#web/features/channel/EnquiryButton';
import { QR_SIZE } from '#web/features/material/qrSize';
import { useConsole } from '#web/shell/console';
import { loginLocation } from '#web/shell/loginLocation';
import type { PageProps } from '#web/shell/pageProps';
import { useShell } from '#web/shell/shellContext';
import { RichText } from './RichText';
import { useProgramme } from './site.api';
import '#web/features/material/material.strings';
import '#web/features/site/site.strings';

// the "use this programme" dialog (its date pickers and QR code) and the code's copy dialog load when opened
const UseProgrammeModal = lazy(() =>
  import('./UseProgrammeModal').then((module) => ({ default: module.UseProgrammeModal })),
);
const QrDialog = lazy(() =>
  import('#web/features/material/QrDialog').then((module) => ({ default: module.QrDialog })),
);

/** The phone page of a programme, the address its activity code (QR) carries. */
export const H5_DETAIL_PATH = '/programme_h5_detail';

/**
 * /programme_detail?id=: one programme, its tools and its activity code (a QR of the phone page, larger in
 * a popup with the link to copy); "use this programme" creates an activity from it (UseProgrammeModal).
 * /programme_h5_detail?id=: the same programme in a phone-width column.
 */
export default function ProgrammeDetailPage(_: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { definition } = useConsole();
  const { user } = useShell();
  const [params] = useSearchParams();
  const [codeOpen, setCodeOpen] = useState(false);
  const [using, setUsing] = useState(false);
  // A visitor logs in first and comes back to this programme.
  const start = () =>
    user ? setUsing(true) : void navigate(loginLocation(`${location.pathname}${location.search}`));
  const id = Number(params.get('id')) || 0;
  const programme = useProgramme(id);
  const h5 = location.pathname === H5_DETAIL_PATH;
  const h5Url = `${window.location.origin}${definition.basename}${H5_DETAIL_PATH}?id=${id}`;

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
  const tools = (
    <Card title={t('site.toolsUsed')} style={{ height: '100%' }}>
      <Flex wrap gap={8}>
        {item.tools.map((tool) => (
          <Link key={tool.id} to={`/tool/${tool.mark}`}>
            <Tag color="blue">{tool.title}</Tag>
          </Link>
        ))}
      </Flex>
    </Card>
  );
  return (
    <Flex
      vertical
      gap={16}
      data-testid={h5 ? 'programme-h5-detail' : 'programme-detail'}
      style={h5 ? { maxWidth: 420, width: '100%', margin: '0 auto' } : undefined}
    >
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
          <Button size="large" icon={<RocketOutlined />} onClick={start} data-testid="use-programme-open">
            {t('site.useProgramme')}
          </Button>
          <EnquiryButton size="large" ghost />
          <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>
            <EyeOutlined /> {t('site.views', { count: item.views })}
          </Typography.Text>
        </Flex>
      </div>
      {h5 ? (
        tools
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={16}>
            {tools}
          </Col>
          <Col xs={24} md={8}>
            <Card title={t('site.activityCode')} data-testid="programme-activity-code">
              <Flex gap={16} align="center">
                <QRCode value={h5Url} size={QR_SIZE} bordered={false} style={{ flex: 'none' }} />
                <Flex vertical gap={8} align="flex-start">
                  <Typography.Text type="secondary">{t('site.activityCodeHint')}</Typography.Text>
                  <Button icon={<QrcodeOutlined />} onClick={() => setCodeOpen(true)}>
                    {t('material.qr.copy')}
                  </Button>
                </Flex>
              </Flex>
            </Card>
          </Col>
        </Row>
      )}
      <OnceOpened open={using}>
        <UseProgrammeModal programme={item} open={using} onClose={() => setUsing(false)} />
      </OnceOpened>
      <OnceOpened open={codeOpen}>
        <QrDialog
          open={codeOpen}
          onClose={() => setCodeOpen(false)}
          url={h5Url}
          title={item.title}
          size={200}
        />
      </OnceOpened>
      <Card>
        <RichText html={item.content} />
      </Card>
    </Flex>
  );
}
