import { customerInviteApi, type MyInvitee } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { QrPanel } from '#web/features/material/QrDialog';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { describeReward } from './reward';
import '#web/features/invite/myInvite.strings';

/** The QR code's side on the page and in the downloaded PNG (large enough to print). */
const QR_SIZE = 200;
const QR_PRINT_SIZE = 480;

/**
 * /invite (spec §2's fixed route of the customer console): the customer's own invitation link and QR
 * (copied, downloaded), its visits and sign-ups, the reward a sign-up earns now and what it earned, and the
 * customers who signed up through it (masked).
 */
export default function MyInvitePage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const info = useQuery({
    queryKey: ['invite', 'mine'],
    queryFn: () => api.call(customerInviteApi.getInfo),
  });
  const words = {
    sms: (count: number) => t('myInvite.smsCount', { count }),
    none: t('myInvite.noReward'),
  };
  const figures = [
    { key: 'visits', title: t('myInvite.visits'), value: String(info.data?.visits ?? 0) },
    { key: 'signups', title: t('myInvite.signups'), value: String(info.data?.signups ?? 0) },
    { key: 'reward', title: t('myInvite.rewardNow'), value: describeReward(info.data?.reward, words) },
    { key: 'earned', title: t('myInvite.earned'), value: describeReward(info.data?.earned, words) },
  ];
  const columns: DataColumn<MyInvitee>[] = [
    { title: t('myInvite.account'), dataIndex: 'account', hideable: false },
    {
      title: t('myInvite.signupTime'),
      dataIndex: 'signup_time',
      width: 180,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('myInvite.reward'),
      dataIndex: 'reward',
      width: 200,
      render: (value: MyInvitee['reward']) => describeReward(value, words),
    },
  ];

  return (
    <Card title={title} data-testid="my-invite-page">
      <Row gutter={[24, 16]}>
        <Col xs={24} md={10} xl={8}>
          <Card size="small" title={t('myInvite.linkTitle')}>
            {info.data ? (
              <QrPanel
                url={info.data.url}
                size={QR_SIZE}
                downloadSize={QR_PRINT_SIZE}
                downloadName={`invite-${info.data.code}.png`}
              />
            ) : null}
          </Card>
        </Col>
        <Col xs={24} md={14} xl={16}>
          <Typography.Paragraph type="secondary">{t('myInvite.intro')}</Typography.Paragraph>
          <Row gutter={[16, 16]} data-testid="my-invite-figures">
            {figures.map((figure) => (
              <Col key={figure.key} xs={12}>
                <Card size="small">
                  <Statistic
                    title={figure.title}
                    value={figure.value}
                    loading={info.isPending}
                    // a reward in words ("30 SMS + ¥2.00") fits the cell on one line
                    styles={{ content: { fontSize: 20 } }}
                    data-testid={`my-invite-${figure.key}`}
                  />
                </Card>
              </Col>
            ))}
          </Row>
          {info.data && info.data.reward.sms === 0 && info.data.reward.balance === 0 ? (
            <Alert type="info" showIcon style={{ marginTop: 16 }} title={t('myInvite.noRewardHelp')} />
          ) : null}
        </Col>
      </Row>
      <div style={{ marginTop: 24 }}>
        <DataTable
          route={customerInviteApi.getInvitees}
          title={t('myInvite.invitees')}
          testId="my-invitee-list"
          tableId="my-invitee-list"
          rowKey={(row) => `${row.account}-${row.signup_time}`}
          columns={columns}
          embedded
          emptyText={t('myInvite.empty')}
          noMatchText={t('myInvite.empty')}
          totalText={(total) => t('myInvite.total', { total })}
        />
      </div>
    </Card>
  );
}
