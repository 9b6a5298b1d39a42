import { FileProtectOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { SiteCopyright } from '@onsite/contracts';
import { Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#web/features/order/money';
import { useBuyOrLogin } from '#web/features/order/usePurchase';
import { BuyCopyrightModal } from './BuyCopyrightModal';
import { useLocalTitle, useTermText } from './CopyrightTitle';
import { useSiteCopyright } from './copyright.api';
import { MyCopyrightLicencesCard } from './MyCopyrightLicencesCard';
import { TermsModal } from './TermsText';
import '#web/features/copyright/copyright.strings';

/**
 * Licensed content on the customer site (beside the PC software licences of /tool/software): what the site's
 * agent sells (type, licensor, term, commercial use, the agent's price), its terms on demand and a buy
 * button (a visitor is asked to log in first); below, a signed-in customer's content licences. Nothing is
 * listed while the agent sells none.
 */
export function SiteCopyrightCard() {
  const { t } = useTranslation();
  const title = useLocalTitle();
  const termText = useTermText();
  const items = useSiteCopyright();
  const { signedIn, buying, buy, close } = useBuyOrLogin<SiteCopyright>();
  const [reading, setReading] = useState<SiteCopyright | null>(null);
  const rows = items.data ?? [];
  return (
    <>
      {rows.length > 0 ? (
        <Card title={t('copyright.siteTitle')} data-testid="tool-copyright">
          <Row gutter={[16, 16]}>
            {rows.map((row) => (
              <Col key={row.id} xs={24} md={12} lg={8}>
                <Card
                  size="small"
                  style={{ height: '100%' }}
                  actions={[
                    <Button key="terms" type="link" onClick={() => setReading(row)}>
                      {t('copyright.viewTerms')}
                    </Button>,
                    <Button
                      key="buy"
                      type="link"
                      icon={<ShoppingCartOutlined />}
                      onClick={() => buy(row)}
                      data-testid="tool-copyright-buy"
                    >
                      {t('copyright.buy')}
                    </Button>,
                  ]}
                >
                  <Card.Meta
                    avatar={
                      <FileProtectOutlined style={{ fontSize: 40, color: 'var(--ant-color-primary)' }} />
                    }
                    title={
                      <Flex justify="space-between" align="baseline" gap={8}>
                        <span data-testid="tool-copyright-title">{title(row)}</span>
                        <Typography.Text
                          strong
                          style={{ color: 'var(--ant-color-error)', whiteSpace: 'nowrap' }}
                        >
                          {formatYuan(row.price)}
                        </Typography.Text>
                      </Flex>
                    }
                    description={
                      <Flex vertical gap={6}>
                        <Flex gap={4} wrap>
                          <Tag color="purple">{t(`copyright.contentTypes.${row.content_type}`)}</Tag>
                          <Tag color="geekblue">{termText(row.term_months)}</Tag>
                          <Tag color={row.commercial ? 'green' : 'default'}>
                            {row.commercial
                              ? t('copyright.commercialAllowed')
                              : t('copyright.commercialNotAllowed')}
                          </Tag>
                        </Flex>
                        {row.licensor ? (
                          <span>
                            {t('copyright.licensor')}：{row.licensor}
                          </span>
                        ) : null}
                      </Flex>
                    }
                  />
                </Card>
              </Col>
            ))}
          </Row>
        </Card>
      ) : null}
      {signedIn ? <MyCopyrightLicencesCard /> : null}
      {signedIn ? <BuyCopyrightModal item={buying} onClose={close} /> : null}
      <TermsModal
        terms={reading?.terms ?? null}
        title={reading ? title(reading) : ''}
        onClose={() => setReading(null)}
      />
    </>
  );
}
