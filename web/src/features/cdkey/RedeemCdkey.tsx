import { KeyOutlined } from '@ant-design/icons';
import { type CdkeyRedeemResult, customerCdkeyApi } from '@onsite/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Result } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#web/features/order/money';
import { customerQueryKeys } from '#web/features/session/customer';
import { useApi } from '#web/shell/console';
import '#web/features/cdkey/cdkey.strings';

/** What the key granted, in words. */
function grantedText(t: ReturnType<typeof useTranslation>['t'], result: CdkeyRedeemResult): string {
  if (result.grant_type === 'activity') return t('cdkey.redeemedActivity', { title: result.activity_title });
  if (result.grant_type === 'vip')
    return t('cdkey.redeemedVip', {
      plan: result.vip_title,
      count: result.vip_days,
      date: dayjs(result.vip_expires_at).format('YYYY-MM-DD'),
    });
  return result.credit_kind === 'sms'
    ? t('cdkey.redeemedSms', { count: result.credit_amount, balance: result.balance_after })
    : t('cdkey.redeemedBalance', {
        amount: formatYuan(result.credit_amount),
        balance: formatYuan(result.balance_after),
      });
}

/**
 * The customer's "redeem a key" entry (the /resource page's header): type a key, get what it grants (VIP days
 * or credits) once; the server's refusal (unknown, used, voided, expired, too many tries) is shown in place.
 */
export function RedeemCdkey({ onRedeemed }: { onRedeemed: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<KeyOutlined />} onClick={() => setOpen(true)} data-testid="cdkey-redeem-open">
        {t('cdkey.redeemEntry')}
      </Button>
      <RedeemKeyModal open={open} onClose={() => setOpen(false)} onRedeemed={onRedeemed} />
    </>
  );
}

/**
 * The redeem dialog: a key for what it grants, or (with `activity`) an activation code paying for that
 * unpaid activity. The server's refusal (unknown, used, another tool's, too many tries) is shown in place.
 */
export function RedeemKeyModal({
  open,
  onClose,
  onRedeemed,
  activity,
}: {
  open: boolean;
  onClose: () => void;
  onRedeemed: () => void;
  activity?: { id: number; title: string };
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CdkeyRedeemResult | null>(null);

  const close = () => {
    onClose();
    setCode('');
    setError(null);
    setResult(null);
  };
  const redeem = async () => {
    if (!code.trim()) {
      setError(t('cdkey.enterKey'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const granted = await api.call(
        customerCdkeyApi.redeem,
        activity ? { code, activity_id: activity.id } : { code },
        { silent: true },
      );
      setResult(granted);
      // the VIP badge and the balances show what the key granted
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.info });
      onRedeemed();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={activity ? t('cdkey.activation.title', { title: activity.title }) : t('cdkey.redeemTitle')}
      onCancel={close}
      destroyOnHidden
      footer={
        result ? (
          <Button type="primary" onClick={close} data-testid="cdkey-redeem-done">
            {t('cdkey.done')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t('shell.cancel')}</Button>
            <Button
              type="primary"
              loading={busy}
              onClick={() => void redeem()}
              data-testid="cdkey-redeem-submit"
            >
              {activity ? t('cdkey.activation.submit') : t('cdkey.redeem')}
            </Button>
          </>
        )
      }
      data-testid="cdkey-redeem"
    >
      {result ? (
        <Result
          status="success"
          title={activity ? t('cdkey.redeemedActivity', { title: activity.title }) : t('cdkey.redeemed')}
          subTitle={activity ? null : <span data-testid="cdkey-redeem-result">{grantedText(t, result)}</span>}
          data-testid="cdkey-redeem-success"
        />
      ) : (
        <>
          <p style={{ color: 'rgba(0,0,0,0.45)' }}>
            {activity ? t('cdkey.activation.help') : t('cdkey.redeemHelp')}
          </p>
          <Input
            size="large"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onPressEnter={() => void redeem()}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            maxLength={64}
            autoFocus
            style={{ fontFamily: 'monospace', textTransform: 'uppercase' }}
            data-testid="cdkey-redeem-code"
          />
          {error ? (
            <Alert
              type="error"
              showIcon
              title={error}
              style={{ marginTop: 12 }}
              data-testid="cdkey-redeem-error"
            />
          ) : null}
        </>
      )}
    </Modal>
  );
}
