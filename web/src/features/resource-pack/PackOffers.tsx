import { type Payment, type PayType, resourcePackApi, type SiteResourcePack } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Modal, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { formatYuan } from '#web/features/order/money';
import { orderKeys } from '#web/features/order/order.api';
import { PaymentQr } from '#web/features/order/PaymentQr';
import { PayTypeChoice } from '#web/features/order/PayTypeChoice';
import { useInvalidateResource } from '#web/features/resource/resource.api';
import { useApi } from '#web/shell/console';
import '#web/features/resource-pack/resourcePack.strings';

/**
 * The platform's packs of one kind on the customer's /resource page: each with what it credits and its price;
 * buying one asks for the pay type, shows the payment QR (the sandbox cashier), and once paid the account
 * shows the credit. Nothing is shown when no pack of the kind is on sale.
 */
export function PackOffers({ kind }: { kind: SiteResourcePack['kind'] }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const invalidateResource = useInvalidateResource();
  const packs = useQuery({
    queryKey: ['resourcePack', 'site'],
    queryFn: () => api.call(resourcePackApi.sitePacks),
  });
  const [buying, setBuying] = useState<SiteResourcePack | null>(null);
  const [payType, setPayType] = useState<PayType | null>(null);
  const [payment, setPayment] = useState<{ payment: Payment; payType: PayType } | null>(null);
  const buy = useMutation({
    mutationFn: (input: { pack: SiteResourcePack; payType: PayType }) =>
      api.call(resourcePackApi.buy, {
        pack_id: input.pack.id,
        price: input.pack.price,
        pay_type: input.payType,
      }),
  });
  const close = () => {
    setBuying(null);
    setPayment(null);
  };
  const onPaid = useCallback(() => {
    feedback.success(t('resourcePack.paid'));
    setBuying(null);
    setPayment(null);
    void invalidateResource();
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }, [invalidateResource, queryClient, t]);

  const offered = (packs.data ?? []).filter((pack) => pack.kind === kind);
  if (offered.length === 0) return null;
  const quantity = (pack: SiteResourcePack) =>
    pack.kind === 'sms' ? t('resourcePack.quantitySms', { count: pack.quantity }) : formatYuan(pack.quantity);
  return (
    <Card
      size="small"
      title={t('resourcePack.buyTitle')}
      extra={t('resourcePack.buyHelp')}
      data-testid={`packs-${kind}`}
    >
      <Flex gap={12} wrap>
        {offered.map((pack) => (
          <Card key={pack.id} size="small" style={{ width: 200 }} data-testid="pack-offer">
            <Flex vertical gap={4}>
              <Typography.Text strong>{pack.name}</Typography.Text>
              <Typography.Text type="secondary">{quantity(pack)}</Typography.Text>
              <Flex justify="space-between" align="center">
                <Typography.Text style={{ fontSize: 18 }}>{formatYuan(pack.price)}</Typography.Text>
                <Button type="primary" size="small" onClick={() => setBuying(pack)} data-testid="pack-buy">
                  {t('resourcePack.buy')}
                </Button>
              </Flex>
            </Flex>
          </Card>
        ))}
      </Flex>
      <Modal
        open={buying !== null}
        onCancel={close}
        title={buying ? `${buying.name} · ${formatYuan(buying.price)}` : ''}
        footer={null}
        destroyOnHidden
        width={440}
      >
        {payment ? (
          <Flex vertical align="center" gap={12}>
            <PaymentQr payment={payment.payment} payType={payment.payType} onPaid={onPaid} />
          </Flex>
        ) : (
          <Flex vertical gap={16}>
            <Typography.Text type="secondary">{buying ? quantity(buying) : ''}</Typography.Text>
            <PayTypeChoice value={payType} onChange={setPayType} />
            <Button
              type="primary"
              disabled={!payType}
              loading={buy.isPending}
              data-testid="pack-pay"
              onClick={() => {
                if (!buying || !payType) return;
                buy.mutate(
                  { pack: buying, payType },
                  { onSuccess: (created) => setPayment({ payment: created, payType }) },
                );
              }}
            >
              {t('resource.recharge.payNow', { amount: formatYuan(buying?.price ?? 0) })}
            </Button>
          </Flex>
        )}
      </Modal>
    </Card>
  );
}
