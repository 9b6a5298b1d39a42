import { GiftOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Space, Statistic, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RedeemCdkey } from '#web/features/cdkey/RedeemCdkey';
import { formatYuan } from '#web/features/order/money';
import type { PageProps } from '#web/shell/pageProps';
import { ProfitPanel, RedpacketPanel, SmsPanel, SpecialPanel } from './AccountPanels';
import { LogsPanel } from './LogsPanel';
import { PaymentSettingsForm } from './PaymentSettings';
import { RatesPanel } from './RatesPanel';
import { RechargePanel } from './RechargePanel';
import { balanceOf, useInvalidateResource, useResourceInfo } from './resource.api';
import { WithdrawalPanel } from './WithdrawalPanel';
import '#web/features/invite/myInvite.strings';

/** The views of spec §2 /resource, in the order a customer needs them. */
const VIEWS = [
  'recharge',
  'note',
  'redpacket',
  'profit',
  'special',
  'withdrawal',
  'logs',
  'rate',
  'payment',
] as const;
type View = (typeof VIEWS)[number];

function Overview() {
  const { t } = useTranslation();
  const info = useResourceInfo();
  const money = (value: number) => formatYuan(value);
  const cells: { key: string; title: string; value: string; suffix?: string }[] = [
    { key: 'balance', title: t('resource.kind.balance'), value: money(balanceOf(info.data, 'balance')) },
    { key: 'profit', title: t('resource.kind.profit'), value: money(balanceOf(info.data, 'profit')) },
    {
      key: 'redpacket',
      title: t('resource.kind.redpacket'),
      value: money(balanceOf(info.data, 'redpacket')),
    },
    { key: 'special', title: t('resource.kind.special'), value: money(balanceOf(info.data, 'special')) },
    {
      key: 'sms',
      title: t('resource.kind.sms'),
      value: String(balanceOf(info.data, 'sms')),
      suffix: t('resource.note.countSuffix'),
    },
    { key: 'withdrawing', title: t('resource.withdrawing'), value: money(info.data?.withdrawing ?? 0) },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="resource-overview">
      {cells.map((cell) => (
        <Col key={cell.key} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic
              title={cell.title}
              value={cell.value}
              suffix={cell.suffix ? <span style={{ fontSize: 14 }}>{cell.suffix}</span> : undefined}
              loading={info.isPending}
              data-testid={`overview-${cell.key}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** /resource: the customer's resource account — balances, recharge, SMS, red packets, profit, withdrawals. */
export default function ResourcePage({ title }: PageProps) {
  const { t } = useTranslation();
  const invalidateResource = useInvalidateResource();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const view: View = VIEWS.includes(requested as View) ? (requested as View) : 'recharge';
  const open = (next: View) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  const panels: Record<View, React.ReactNode> = {
    recharge: <RechargePanel />,
    note: <SmsPanel />,
    redpacket: <RedpacketPanel />,
    profit: <ProfitPanel onWithdraw={() => open('withdrawal')} />,
    special: <SpecialPanel />,
    withdrawal: <WithdrawalPanel />,
    logs: <LogsPanel />,
    rate: <RatesPanel />,
    payment: (
      <Card size="small">
        <PaymentSettingsForm />
      </Card>
    ),
  };

  return (
    <Card
      title={title}
      data-testid="resource-page"
      extra={
        <Space>
          {/* a key's credits land in these accounts (a VIP key's days show in the header's VIP badge) */}
          <RedeemCdkey onRedeemed={() => void invalidateResource()} />
          {/* spec §2's fixed /invite: the user menu is the spec's exact list, so the invitation is reached here */}
          <Link to="/invite" data-testid="resource-invite">
            <Button icon={<GiftOutlined />}>{t('myInvite.entry')}</Button>
          </Link>
        </Space>
      }
    >
      <Overview />
      <Tabs
        activeKey={view}
        onChange={(key) => open(key as View)}
        destroyOnHidden
        items={VIEWS.map((key) => ({ key, label: t(`resource.tabs.${key}`), children: panels[key] }))}
      />
    </Card>
  );
}
