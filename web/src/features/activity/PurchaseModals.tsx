import {
  type ActivityItem,
  ActivityOrderType,
  ActivityPricing,
  type ActivityPurchase,
} from '@onsite/contracts';
import { Descriptions, type DescriptionsProps, Flex, InputNumber, Modal, Segmented, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#web/features/order/money';
import { useExpandActivity, useOrderQuote, useRenewActivity } from './activity.api';
import { when } from './activity.format';
import type { Purchased } from './activityDialogParts';

/**
 * The frame of the two purchase dialogs on an activity (extend, expand): their controls, a summary
 * ending in the quoted price, and a hint; OK places the order and hands it to the pay dialog.
 */
function PurchaseModal({
  kind,
  activity,
  valid,
  pending,
  price,
  rows,
  hint,
  send,
  afterClose,
  onClose,
  onOrdered,
  children,
}: {
  kind: 'extend' | 'expand';
  activity: ActivityItem | null;
  valid: boolean;
  pending: boolean;
  /** The quoted price in cents, once it is known. */
  price: number | undefined;
  rows: NonNullable<DescriptionsProps['items']>;
  /** the unit price, once the quote is in */
  hint?: string;
  send: (id: number) => Promise<ActivityPurchase>;
  afterClose: () => void;
  onClose: () => void;
  onOrdered: Purchased;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={Boolean(activity)}
      title={t(`activity.${kind}.title`)}
      onCancel={onClose}
      okText={t(`activity.${kind}.submit`)}
      okButtonProps={{ disabled: !valid, 'data-testid': `activity-${kind}-submit` }}
      confirmLoading={pending}
      destroyOnHidden
      afterClose={afterClose}
      onOk={() =>
        void send(activity?.id ?? 0)
          .then(onOrdered)
          .catch(() => undefined)
      }
    >
      {activity ? (
        <Flex vertical gap={16} data-testid={`activity-${kind}`}>
          {children}
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              ...rows,
              {
                key: 'price',
                label: t(`activity.${kind}.price`),
                children: (
                  <Typography.Text strong data-testid={`activity-${kind}-price`}>
                    {valid && price !== undefined ? formatYuan(price) : '—'}
                  </Typography.Text>
                ),
              },
            ]}
          />
          {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
        </Flex>
      ) : null}
    </Modal>
  );
}

const DAY_MS = 86_400_000;
const DAY_CHOICES = [1, 3, 7, 30] as const;

/** The extend dialog (postRenew): how many days to add, what it costs and the end time once paid. */
export function ExtendModal({
  activity,
  onClose,
  onOrdered,
}: {
  activity: ActivityItem | null;
  onClose: () => void;
  onOrdered: Purchased;
}) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(ActivityPricing.renewDefaultDays);
  const renew = useRenewActivity();
  const validDays = Number.isInteger(days) && days >= 1 && days <= ActivityPricing.renewMaxDays;
  const quote = useOrderQuote(
    activity && validDays ? { order_type: ActivityOrderType.renew, id: activity.id, days } : null,
  );
  const from = activity ? Math.max(new Date(activity.end_time).getTime(), Date.now()) : 0;
  return (
    <PurchaseModal
      kind="extend"
      activity={activity}
      valid={validDays}
      pending={renew.isPending}
      price={quote.data?.pay_amount}
      rows={[
        {
          key: 'current',
          label: t('activity.extend.currentEnd'),
          children: activity ? when(activity.end_time) : null,
        },
        {
          key: 'after',
          label: t('activity.extend.newEnd'),
          children: days ? when(new Date(from + days * DAY_MS).toISOString()) : '—',
        },
      ]}
      hint={
        quote.data
          ? t('activity.extend.hint', { price: formatYuan(quote.data.pay_amount / days) })
          : undefined
      }
      send={(id) => renew.mutateAsync({ id, days })}
      afterClose={() => setDays(ActivityPricing.renewDefaultDays)}
      onClose={onClose}
      onOrdered={onOrdered}
    >
      <Flex gap={8} align="center" wrap>
        <Segmented<number>
          value={DAY_CHOICES.includes(days as (typeof DAY_CHOICES)[number]) ? days : undefined}
          onChange={setDays}
          options={DAY_CHOICES.map((value) => ({
            value,
            label: t('activity.extend.days', { count: value }),
          }))}
        />
        <InputNumber<number>
          min={1}
          max={ActivityPricing.renewMaxDays}
          precision={0}
          value={days}
          onChange={(value) => setDays(value ?? 0)}
          suffix={t('activity.extend.unit')}
          style={{ width: 120 }}
          data-testid="activity-extend-days"
        />
      </Flex>
    </PurchaseModal>
  );
}

/** The expand dialog (postExpand): how many places to add, in blocks of 100, and what it costs. */
export function ExpandModal({
  activity,
  onClose,
  onOrdered,
}: {
  activity: ActivityItem | null;
  onClose: () => void;
  onOrdered: Purchased;
}) {
  const { t } = useTranslation();
  const block = ActivityPricing.expandBlock;
  const [persons, setPersons] = useState<number>(block);
  const expand = useExpandActivity();
  const valid =
    persons >= block && persons <= block * ActivityPricing.expandMaxBlocks && persons % block === 0;
  const quote = useOrderQuote(
    activity && valid ? { order_type: ActivityOrderType.expand, id: activity.id, persons } : null,
  );
  return (
    <PurchaseModal
      kind="expand"
      activity={activity}
      valid={valid}
      pending={expand.isPending}
      price={quote.data?.pay_amount}
      rows={[
        { key: 'current', label: t('activity.expand.current'), children: activity?.capacity },
        {
          key: 'after',
          label: t('activity.expand.after'),
          children: valid && activity ? activity.capacity + persons : '—',
        },
      ]}
      hint={
        quote.data
          ? t('activity.expand.hint', { block, price: formatYuan((quote.data.pay_amount * block) / persons) })
          : undefined
      }
      send={(id) => expand.mutateAsync({ id, persons })}
      afterClose={() => setPersons(block)}
      onClose={onClose}
      onOrdered={onOrdered}
    >
      <InputNumber<number>
        min={block}
        max={block * ActivityPricing.expandMaxBlocks}
        step={block}
        precision={0}
        value={persons}
        onChange={(value) => setPersons(value ?? 0)}
        suffix={t('activity.expand.unit')}
        style={{ width: 200 }}
        data-testid="activity-expand-persons"
      />
      {valid ? null : <Typography.Text type="danger">{t('activity.expand.rule', { block })}</Typography.Text>}
    </PurchaseModal>
  );
}
