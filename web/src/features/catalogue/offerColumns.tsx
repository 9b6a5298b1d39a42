import { Button, InputNumber, Space, Switch, type TableColumnType, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { formatYuan } from '#web/features/order/money';

/** A catalogue item as one agent has it (the partner drawer's software and vip tabs). */
export interface OfferRow {
  id: number;
  /** the platform's price, cents */
  price: number;
  status: number;
  offered: boolean;
  /** the agent's (wholesale) price, cents; null when not offered */
  agent_price: number | null;
  /** the agent's own retail price, cents; null when not offered */
  retail_price: number | null;
  /** the agent's own switch for its site */
  enabled: boolean;
  offered_at: string;
  offered_by: string;
}

export interface OfferChange<Row> {
  row: Row;
  offered: boolean;
  price?: number;
}

/**
 * The "agent's price" and "offered" columns of a partner drawer tab: the price typed in yuan (never below
 * the platform's), saved with its own link once offered; the switch offers at the typed price or withdraws
 * (an item off sale may be withdrawn, not newly offered). `catalogue` names the texts (`software.*`,
 * `vipPlan.*`), `testId` the inputs' test ids (`<testId>-price-<id>`, `-save-`, `-switch-`).
 */
export function useOfferColumns<Row extends OfferRow>({
  catalogue,
  testId,
  canManage,
  set,
}: {
  catalogue: 'software' | 'vipPlan' | 'copyright' | 'deviceOffer';
  testId: string;
  canManage: boolean;
  set: {
    mutateAsync: (change: OfferChange<Row>) => Promise<unknown>;
    isPending: boolean;
    variables?: OfferChange<Row>;
  };
}): TableColumnType<Row>[] {
  const { t } = useTranslation();
  /** the yuan typed per item, until saved */
  const [drafts, setDrafts] = useState<Record<number, number | null>>({});
  const draftOf = (row: Row) => drafts[row.id] ?? (row.agent_price ?? row.price) / 100;
  const busy = (row: Row) => set.isPending && set.variables?.row.id === row.id;
  const apply = async (change: OfferChange<Row>, done: string) => {
    await set.mutateAsync(change);
    setDrafts(({ [change.row.id]: _saved, ...rest }) => rest);
    feedback.success(done);
  };
  return [
    {
      title: t(`${catalogue}.agentPrice`),
      dataIndex: 'agent_price',
      width: 210,
      render: (_: number | null, row) => {
        const draft = draftOf(row);
        const changed = row.offered && Math.round((draft ?? 0) * 100) !== row.agent_price;
        return (
          <Space size={4} wrap>
            <InputNumber
              size="small"
              min={row.price / 100}
              precision={2}
              prefix="¥"
              value={draft}
              disabled={!canManage}
              onChange={(value) => setDrafts((current) => ({ ...current, [row.id]: value }))}
              style={{ width: 130 }}
              data-testid={`${testId}-price-${row.id}`}
            />
            {changed ? (
              <Button
                size="small"
                type="link"
                loading={busy(row)}
                onClick={() =>
                  void apply(
                    { row, offered: true, price: Math.round((draft ?? 0) * 100) },
                    t(`${catalogue}.priceSaved`),
                  )
                }
                data-testid={`${testId}-save-${row.id}`}
              >
                {t(`${catalogue}.savePrice`)}
              </Button>
            ) : null}
            {row.retail_price === null ? null : (
              // the agent's own retail price and switch (agent › 产品), read-only here
              <Typography.Text type="secondary" data-testid={`${testId}-retail-${row.id}`}>
                {t(`${catalogue}.retailPrice`)} {formatYuan(row.retail_price)}
                {row.enabled ? null : (
                  <Tag style={{ marginInlineStart: 4 }}>{t(`${catalogue}.agentOff`)}</Tag>
                )}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
    {
      title: t(`${catalogue}.offered`),
      dataIndex: 'offered',
      width: 80,
      render: (value: boolean, row) => (
        <Tooltip
          title={
            row.offered_at
              ? t(`${catalogue}.offeredBy`, {
                  time: dayjs(row.offered_at).format('YYYY-MM-DD HH:mm'),
                  name: row.offered_by || '—',
                })
              : undefined
          }
        >
          <Switch
            checked={value}
            // an item off sale may be withdrawn, not newly offered
            disabled={!canManage || (!value && row.status !== 1)}
            loading={busy(row)}
            onChange={(offered) =>
              void apply(
                { row, offered, price: offered ? Math.round((draftOf(row) ?? 0) * 100) : undefined },
                offered ? t(`${catalogue}.offeredDone`) : t(`${catalogue}.withdrawnDone`),
              )
            }
            data-testid={`${testId}-switch-${row.id}`}
          />
        </Tooltip>
      ),
    },
  ];
}
