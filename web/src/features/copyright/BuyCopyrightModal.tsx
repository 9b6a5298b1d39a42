import type { PayType, SiteCopyright } from '@onsite/contracts';
import { Button, Checkbox, Descriptions, Flex, Modal, Result, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#web/features/order/money';
import { PaymentQr } from '#web/features/order/PaymentQr';
import { PayTypeChoice } from '#web/features/order/PayTypeChoice';
import { usePurchaseSteps } from '#web/features/order/usePurchase';
import { useLocalTitle, useTermText } from './CopyrightTitle';
import { copyrightKeys, useBuyCopyright } from './copyright.api';
import { TermsText } from './TermsText';
import '#web/features/copyright/copyright.strings';

/**
 * Buying a licence of one item: its terms to read and accept, how to pay → the payment QR (the same pay box
 * as software) → done, the licence is under 我的版权授权. The price shown is what the server checks.
 */
export function BuyCopyrightModal({ item, onClose }: { item: SiteCopyright | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = useLocalTitle();
  const termText = useTermText();
  const buy = useBuyCopyright();
  const [accepted, setAccepted] = useState(false);
  const [payType, setPayType] = useState<PayType | null>(null);
  const { step, onPaid, pay: toPay, reset } = usePurchaseSteps(copyrightKeys.licences);

  const close = () => {
    onClose();
    reset();
    setAccepted(false);
  };
  const pay = async () => {
    if (!item || !payType || !accepted) return;
    const payment = await buy.mutateAsync({ copyrightId: item.id, price: item.price, payType });
    toPay(payment, payType);
  };

  return (
    <Modal
      open={Boolean(item)}
      onCancel={close}
      title={t('copyright.buyTitle')}
      footer={null}
      destroyOnHidden
      width={560}
      data-testid="copyright-buy-modal"
    >
      {!item ? null : step.kind === 'choose' ? (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('copyright.title')}>
              {title(item)} <Tag color="purple">{t(`copyright.contentTypes.${item.content_type}`)}</Tag>
            </Descriptions.Item>
            {item.licensor ? (
              <Descriptions.Item label={t('copyright.licensor')}>{item.licensor}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('copyright.term')}>{termText(item.term_months)}</Descriptions.Item>
            <Descriptions.Item label={t('copyright.commercial')}>
              {item.commercial ? t('copyright.commercialAllowed') : t('copyright.commercialNotAllowed')}
            </Descriptions.Item>
            <Descriptions.Item label={t('copyright.unitPrice')}>{formatYuan(item.price)}</Descriptions.Item>
          </Descriptions>
          <TermsText terms={item.terms} testId="copyright-buy-terms" />
          <Checkbox
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            data-testid="copyright-accept"
          >
            {t('copyright.accept')}
          </Checkbox>
          <PayTypeChoice value={payType} onChange={setPayType} />
          <Button
            type="primary"
            size="large"
            block
            disabled={!payType || !accepted}
            title={accepted ? undefined : t('copyright.acceptRequired')}
            loading={buy.isPending}
            onClick={() => void pay().catch(() => undefined)}
            data-testid="copyright-pay"
          >
            {t('order.payAmount', { amount: formatYuan(item.price) })}
          </Button>
        </Flex>
      ) : step.kind === 'pay' ? (
        <PaymentQr payment={step.payment} payType={step.payType} onPaid={onPaid} />
      ) : (
        <Result
          status="success"
          title={t('copyright.bought')}
          subTitle={t('copyright.boughtDetail')}
          extra={
            <Button type="primary" onClick={close} data-testid="copyright-bought-done">
              {t('order.done')}
            </Button>
          }
        />
      )}
    </Modal>
  );
}
