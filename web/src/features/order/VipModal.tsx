import { CheckCircleFilled, CrownOutlined } from '@ant-design/icons';
import type { Payment, PayType, VipPlan } from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Modal,
  Popover,
  Result,
  Row,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { customerQueryKeys, useCustomerInfo } from '#web/features/session/customer';
import { useSiteData } from '#web/features/site/site.api';
import { loginLocation } from '#web/shell/loginLocation';
import { useShell } from '#web/shell/shellContext';
import { durationOf, formatYuan } from './money';
import { orderKeys, useBuyVip, useOrderInfo, useReportVipPopup, useVipPlans } from './order.api';
import { PaymentQr } from './PaymentQr';
import { PayTypeChoice } from './PayTypeChoice';

/** Spec §9: the VIP popup is 820 wide. */
export const VIP_MODAL_WIDTH = 820;

type Step =
  | { kind: 'plans' }
  | { kind: 'pay'; payment: Payment; payType: PayType }
  | { kind: 'done'; orderNo: string };

function PlanCard({ plan, chosen, onChoose }: { plan: VipPlan; chosen: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  const duration = durationOf(plan.duration, plan.duration_unit);
  return (
    <Card
      hoverable
      onClick={onChoose}
      data-testid="vip-plan"
      aria-pressed={chosen}
      style={
        chosen
          ? { borderColor: 'var(--ant-color-primary)', boxShadow: '0 0 0 1px var(--ant-color-primary)' }
          : undefined
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text strong>{plan.title}</Typography.Text>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {formatYuan(plan.agent_price)}
          <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 'normal' }}>
            {' / '}
            {t(duration.key, { count: duration.count })}
          </Typography.Text>
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('order.planQuota', { showings: plan.showings_num, free: plan.free_num })}
        </Typography.Text>
        <Flex wrap gap={4}>
          {plan.scene_name
            .split(',')
            .filter(Boolean)
            .map((scene) => (
              <Tag key={scene}>{scene}</Tag>
            ))}
        </Flex>
      </Flex>
    </Card>
  );
}

function PaidView({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useOrderInfo(orderNo);
  return (
    <Result
      status="success"
      icon={<CheckCircleFilled />}
      title={t('order.vipPaid')}
      subTitle={info.data ? t('order.vipPaidDetail', { title: info.data.title }) : null}
      extra={
        <Button type="primary" onClick={onClose}>
          {t('order.done')}
        </Button>
      }
    >
      {info.data ? (
        <Descriptions size="small" column={1} data-testid="vip-paid-order">
          <Descriptions.Item label={t('order.columns.orderNo')}>{info.data.order_no}</Descriptions.Item>
          <Descriptions.Item label={t('order.columns.amount')}>
            {formatYuan(info.data.pay_amount)}
          </Descriptions.Item>
          <Descriptions.Item label={t('order.columns.duration')}>
            {t(durationOf(info.data.duration, info.data.duration_unit).key, { count: info.data.duration })}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Skeleton active />
      )}
    </Result>
  );
}

/** The VIP purchase popup: choose a plan → pay by QR (polled every 2 s) → success with the order. */
export function VipModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const plans = useVipPlans(open);
  useReportVipPopup(open);
  const buy = useBuyVip();
  const [chosen, setChosen] = useState<number | null>(null);
  const [payType, setPayType] = useState<PayType | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'plans' });

  const close = () => {
    onClose();
    setStep({ kind: 'plans' });
    setChosen(null);
  };
  const onPaid = useCallback(
    (orderNo: string) => {
      setStep({ kind: 'done', orderNo });
      // The header's VIP label and the order list change.
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.info });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    [queryClient],
  );

  const plan = plans.data?.find((item) => item.id === chosen) ?? null;
  const pay = async () => {
    if (!plan || !payType) return;
    const payment = await buy.mutateAsync({ id: plan.id, agent_price: plan.agent_price, payType });
    setStep({ kind: 'pay', payment, payType });
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      width={VIP_MODAL_WIDTH}
      title={
        <Flex gap={8} align="center">
          <CrownOutlined style={{ color: '#faad14' }} />
          {t('order.vipTitle')}
        </Flex>
      }
      footer={null}
      destroyOnHidden
      data-testid="vip-modal"
    >
      {step.kind === 'plans' ? (
        <Flex vertical gap={16}>
          {plans.isPending ? (
            <Skeleton active />
          ) : plans.data?.length ? (
            <Row gutter={[16, 16]}>
              {plans.data.map((item) => (
                <Col key={item.id} xs={24} md={8}>
                  <PlanCard plan={item} chosen={item.id === chosen} onChoose={() => setChosen(item.id)} />
                </Col>
              ))}
            </Row>
          ) : (
            <Empty description={t('order.noPlans')} />
          )}
          <Flex justify="space-between" align="center" wrap gap={12}>
            <PayTypeChoice value={payType} onChange={setPayType} />
            <Button
              type="primary"
              size="large"
              disabled={!plan || !payType}
              loading={buy.isPending}
              onClick={() => void pay().catch(() => undefined)}
              data-testid="vip-pay"
            >
              {plan ? t('order.payAmount', { amount: formatYuan(plan.agent_price) }) : t('order.choosePlan')}
            </Button>
          </Flex>
        </Flex>
      ) : step.kind === 'pay' ? (
        <PaymentQr payment={step.payment} payType={step.payType} onPaid={onPaid} />
      ) : (
        <PaidView orderNo={step.orderNo} onClose={close} />
      )}
    </Modal>
  );
}

/**
 * The header's VIP privilege dropdown: the customer's membership, the plans, buy or renew, more. A visitor
 * sees the site's plans too; buying asks them to log in first and brings them back.
 */
export function VipButton() {
  const { t } = useTranslation();
  const { user } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const info = useCustomerInfo();
  const plans = useVipPlans(shown);
  const site = useSiteData();
  const right = site.data?.rightData;
  const isVip = (info.data?.customer_vip_id ?? 0) > 0;

  const content = (
    <Flex vertical gap={12} style={{ width: 280 }} data-testid="vip-dropdown">
      {isVip ? (
        <Typography.Text>
          {t('order.vipCurrent', {
            title: info.data?.vip_title,
            date: dayjs(info.data?.expires_time).format('YYYY-MM-DD'),
          })}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('order.vipNone')}</Typography.Text>
      )}
      <Flex vertical gap={6}>
        {(plans.data ?? []).map((plan) => (
          <Flex key={plan.id} justify="space-between">
            <Typography.Text>{plan.title}</Typography.Text>
            <Typography.Text strong>{formatYuan(plan.agent_price)}</Typography.Text>
          </Flex>
        ))}
      </Flex>
      <Button
        type="primary"
        block
        data-testid="vip-open-modal"
        onClick={() => {
          setShown(false);
          if (user) setOpen(true);
          else void navigate(loginLocation(`${location.pathname}${location.search}`));
        }}
      >
        {isVip ? t('order.vipRenew') : t('order.vipButton')}
      </Button>
      {right?.on_vip_more && right.vip_more_url ? (
        <a href={right.vip_more_url} target="_blank" rel="noopener noreferrer">
          {t('order.vipMore')}
        </a>
      ) : null}
    </Flex>
  );

  return (
    <>
      <Popover
        content={content}
        title={t('order.vipTitle')}
        trigger="click"
        open={shown}
        onOpenChange={setShown}
        placement="bottomRight"
      >
        <Button type="text" icon={<CrownOutlined style={{ color: '#faad14' }} />} data-testid="vip-open">
          {isVip ? info.data?.vip_title : t('order.vipButton')}
        </Button>
      </Popover>
      {user ? <VipModal open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
