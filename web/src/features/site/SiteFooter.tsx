import { Col, Divider, Flex, Layout, QRCode, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';
import { useSiteData } from './site.api';
import '#web/features/site/site.strings';

/** Absolute links open as they are; console paths (/my/…) stay inside the app. */
function SiteLink({ to, children }: { to: string; children: string }) {
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <Link to={to.replace(/^\/my(?=\/)/, '')}>{children}</Link>;
}

function QrBlock({ image, fallback, label }: { image: string; fallback: string; label: string }) {
  return (
    <Flex vertical align="center" gap={6}>
      {image ? (
        <img src={image} alt={label} width={96} height={96} />
      ) : (
        <QRCode value={fallback} size={96} bordered={false} />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
}

/** The customer site's footer from the agent's bottomData (spec §2 Footer). */
export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSiteData();
  const storageUrl = useStorageUrl();
  if (!site.data) return null;
  const { bottomData, name } = site.data;
  const origin = window.location.origin;
  return (
    <Layout.Footer className="site-footer" data-testid="site-footer">
      <Row gutter={[32, 24]}>
        <Col xs={24} md={6}>
          <Flex vertical gap={8}>
            {bottomData.logo ? (
              <img
                src={storageSrc(bottomData.logo, storageUrl)}
                alt={name}
                style={{ maxHeight: 40, alignSelf: 'flex-start' }}
              />
            ) : (
              <Typography.Title level={4} style={{ margin: 0 }}>
                {name}
              </Typography.Title>
            )}
            <Flex gap={16}>
              <QrBlock
                image={bottomData.footer_wx_kefu_img}
                fallback={`${origin}/my/essay/service?id=1`}
                label={t('site.qrSpecialist')}
              />
              <QrBlock
                image={bottomData.footer_wx_public_img}
                fallback={`${origin}/my/programme`}
                label={t('site.qrOfficial')}
              />
            </Flex>
          </Flex>
        </Col>
        {bottomData.links.map((group) => (
          <Col key={group.title} xs={12} md={4}>
            <Typography.Text strong>{group.title}</Typography.Text>
            <Flex vertical gap={6} style={{ marginTop: 8 }}>
              {group.children.map((child) => (
                <SiteLink key={child.title} to={child.link}>
                  {child.title}
                </SiteLink>
              ))}
            </Flex>
          </Col>
        ))}
        <Col xs={12} md={4}>
          <Typography.Text strong>{t('site.services')}</Typography.Text>
          <Flex vertical gap={6} style={{ marginTop: 8 }}>
            {bottomData.services.map((service) =>
              service.link ? (
                <SiteLink key={service.id} to={service.link}>
                  {service.title}
                </SiteLink>
              ) : (
                <Link key={service.id} to={`/essay/service?id=${service.id}`}>
                  {service.title}
                </Link>
              ),
            )}
            {bottomData.on_footer_feedback ? (
              <SiteLink
                to={bottomData.footer_feedback_url || `/essay/service?id=${bottomData.services[0]?.id ?? 1}`}
              >
                {t('site.feedback')}
              </SiteLink>
            ) : null}
          </Flex>
        </Col>
      </Row>
      <Divider />
      <Flex justify="space-between" wrap gap={12}>
        <Flex gap={16} wrap>
          {bottomData.bottom_links.map((link) => (
            <Link key={link.mark} to={`/essay/${link.mark}`}>
              {link.title}
            </Link>
          ))}
        </Flex>
        <Flex gap={12} wrap>
          <Typography.Text type="secondary" data-testid="site-copyright">
            {bottomData.footer_copyright}
          </Typography.Text>
          {bottomData.footer_ipc ? (
            // The filing number links to the filing authority's site, as filed sites must.
            <Typography.Link
              type="secondary"
              href="https://beian.miit.gov.cn/"
              target="_blank"
              rel="noopener noreferrer"
              data-testid="site-filing"
            >
              {bottomData.footer_ipc}
            </Typography.Link>
          ) : null}
        </Flex>
      </Flex>
    </Layout.Footer>
  );
}
