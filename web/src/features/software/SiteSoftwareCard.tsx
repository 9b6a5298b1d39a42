import { DesktopOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { SiteSoftware } from '@onsite/contracts';
import { Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#web/features/order/money';
import { useBuyOrLogin } from '#web/features/order/usePurchase';
import { PluginIcon } from '#web/features/plugin/PluginIcon';
import { BuySoftwareModal } from './BuySoftwareModal';
import { MyLicencesCard } from './MyLicencesCard';
import { useSiteSoftware } from './software.api';
import '#web/features/software/software.strings';

/**
 * The customer site's /tool/software: the PC software licences the site's agent sells (on sale), each
 * with its version, seats, the agent's price and a buy button (a visitor is asked to log in first); below,
 * a signed-in customer's licences (我的授权). Nothing is listed while the agent sells none.
 */
export function SiteSoftwareCard() {
  const { t } = useTranslation();
  const software = useSiteSoftware();
  const { signedIn, buying, buy, close } = useBuyOrLogin<SiteSoftware>();
  const rows = software.data ?? [];
  return (
    <>
      {rows.length > 0 ? (
        <Card title={t('software.siteTitle')} data-testid="tool-software">
          <Row gutter={[16, 16]}>
            {rows.map((row) => (
              <Col key={row.id} xs={24} md={12} lg={8}>
                <Card
                  size="small"
                  style={{ height: '100%' }}
                  actions={[
                    <Button
                      key="buy"
                      type="link"
                      icon={<ShoppingCartOutlined />}
                      onClick={() => buy(row)}
                      data-testid="tool-software-buy"
                    >
                      {t('software.buy')}
                    </Button>,
                  ]}
                >
                  <Card.Meta
                    avatar={<PluginIcon icon={row.cover} size={56} glyph={<DesktopOutlined />} />}
                    title={
                      <Flex justify="space-between" align="baseline" gap={8}>
                        <span data-testid="tool-software-name">{row.name}</span>
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
                          {row.version ? <Tag>v{row.version}</Tag> : null}
                          <Tag color="geekblue">{t('software.seatsPerLicence', { count: row.seats })}</Tag>
                        </Flex>
                        {row.description ? <span>{row.description}</span> : null}
                      </Flex>
                    }
                  />
                </Card>
              </Col>
            ))}
          </Row>
        </Card>
      ) : null}
      {signedIn ? <MyLicencesCard /> : null}
      {signedIn ? <BuySoftwareModal software={buying} onClose={close} /> : null}
    </>
  );
}
