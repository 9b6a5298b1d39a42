import { FullscreenOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  QRCode,
  Row,
  Skeleton,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/api/errors';
import { STATUS_COLOUR, when } from '#web/features/activity/activity.format';
import { useActivityScreen, useOpenScreen } from './activityScreen.api';
import '#web/features/activity-screen/activityScreen.strings';

const ticketKey = (id: number) => `onsite.screen-ticket.${id}`;

/** A venue's machine: the activity's access password opens its screen (a ticket kept for this tab). */
function ScreenPassword({ id, onOpened }: { id: number; onOpened: (ticket: string) => void }) {
  const { t } = useTranslation();
  const open = useOpenScreen();
  return (
    <Flex justify="center" style={{ padding: '48px 0' }}>
      <Card style={{ width: 400 }} title={t('activityScreen.passwordTitle')} data-testid="screen-password">
        <Typography.Paragraph type="secondary">{t('activityScreen.passwordHint')}</Typography.Paragraph>
        <Form<{ password: string }>
          layout="vertical"
          onFinish={async ({ password }) => onOpened((await open.mutateAsync({ acid: id, password })).ticket)}
        >
          <Form.Item
            name="password"
            rules={[{ required: true, message: t('activityScreen.passwordRequired') }]}
            validateStatus={open.isError ? 'error' : undefined}
            help={open.isError && isApiError(open.error) ? open.error.message : undefined}
          >
            <Input.Password maxLength={20} autoFocus data-testid="screen-password-input" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={open.isPending}
            data-testid="screen-password-submit"
          >
            {t('activityScreen.open')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}

/** The h5 page's link an activity's QR carries. */
export const h5Link = (code: string) => `${window.location.origin}/my/tool/h5?code=${code}`;

/**
 * The activity's big screen (`/my/tool/screen?acid=N`, opened from its screen dialog): title, state and
 * time, the QR attendees scan to sign in on the h5 page, and live counters refreshed every few seconds.
 */
export default function ActivityScreenView({ id }: { id: number }) {
  const [ticket, setTicket] = useState(() => sessionStorage.getItem(ticketKey(id)));
  const screen = useActivityScreen(id, ticket);
  const frame = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  // not the signed-in organiser's, or the ticket ran out: the venue gives the access password
  if (screen.isError)
    return (
      <ScreenPassword
        id={id}
        onOpened={(given) => {
          sessionStorage.setItem(ticketKey(id), given);
          setTicket(given);
        }}
      />
    );
  if (!screen.data) return <Skeleton active />;
  const activity = screen.data;
  const link = h5Link(activity.h5_code);
  return (
    <div ref={frame} className="activity-screen" data-testid="activity-screen">
      <Flex vertical gap={24}>
        <Flex justify="space-between" align="flex-start" gap={16} wrap>
          <div>
            <Typography.Title
              level={1}
              style={{ color: '#fff', margin: 0 }}
              data-testid="activity-screen-title"
            >
              {activity.title}
            </Typography.Title>
            <Flex gap={12} align="center" style={{ marginTop: 12 }}>
              <Tag color={STATUS_COLOUR[activity.status]}>{t(`activity.status.${activity.status}`)}</Tag>
              <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>
                {when(activity.begin_time)} – {when(activity.end_time)}
              </Typography.Text>
            </Flex>
          </div>
          <Button
            ghost
            icon={<FullscreenOutlined />}
            onClick={() => void frame.current?.requestFullscreen?.()}
          >
            {t('activityScreen.fullScreen')}
          </Button>
        </Flex>
        <Row gutter={[24, 24]}>
          <Col xs={24} md={8}>
            <Card style={{ textAlign: 'center' }}>
              <Flex vertical align="center" gap={12}>
                <QRCode value={link} size={220} data-testid="activity-screen-h5-qr" />
                <Typography.Text strong>{t('activityScreen.scanToJoin')}</Typography.Text>
                <Typography.Link href={link} target="_blank" data-testid="activity-screen-h5-link">
                  {t('activityScreen.openH5')}
                </Typography.Link>
              </Flex>
            </Card>
          </Col>
          <Col xs={24} md={16}>
            <Flex vertical gap={24}>
              <Row gutter={24}>
                {(
                  [
                    ['signins', activity.signins, t('activityScreen.signins')],
                    ['vips', activity.vip_persons, t('activityScreen.vipPersons')],
                  ] as const
                ).map(([key, value, title]) => (
                  <Col span={12} key={key}>
                    <Card>
                      <Statistic title={title} value={value} data-testid={`activity-screen-${key}`} />
                    </Card>
                  </Col>
                ))}
              </Row>
              <Card title={t('activityScreen.latest')}>
                {activity.latest.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activityScreen.nobodyYet')} />
                ) : (
                  <Flex vertical data-testid="activity-screen-latest">
                    {activity.latest.map((item) => (
                      <Flex
                        key={`${item.time}-${item.name}`}
                        className="activity-screen-latest-row"
                        justify="space-between"
                        align="center"
                      >
                        <Typography.Text strong>{item.name}</Typography.Text>
                        <Typography.Text type="secondary">
                          {dayjs(item.time).format('HH:mm:ss')}
                        </Typography.Text>
                      </Flex>
                    ))}
                  </Flex>
                )}
              </Card>
            </Flex>
          </Col>
        </Row>
      </Flex>
    </div>
  );
}
