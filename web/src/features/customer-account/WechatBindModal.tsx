import { Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ScanQr } from '#web/components/scan/ScanQr';
import { useBindQrcode, useBindStatus } from './account.api';

/**
 * Bind WeChat (/user): a QR the phone scans (the sandbox's bind page), polled every 2 s until the server
 * answers bound, expired (refresh the QR) or refused (the WeChat belongs to another account).
 */
export function WechatBindModal({
  open,
  onClose,
  onBound,
}: {
  open: boolean;
  onClose: () => void;
  onBound: () => void;
}) {
  const { t } = useTranslation();
  const [nonce, setNonce] = useState(0);
  const qrcode = useBindQrcode(nonce, open);
  const status = useBindStatus(open ? qrcode.data?.bind_id : undefined);
  const handled = useRef<number | null>(null);
  const state = status.data?.status ?? 0;

  useEffect(() => {
    const bindId = qrcode.data?.bind_id;
    if (!bindId || handled.current === bindId || state !== 1) return;
    handled.current = bindId;
    feedback.success(t('customerAccount.wechat.bound'));
    onBound();
  }, [state, qrcode.data, onBound, t]);

  const expired = state === 2 || qrcode.isError;
  const url = qrcode.data?.qrcode_url;
  return (
    <Modal
      open={open}
      title={t('customerAccount.wechat.bindTitle')}
      footer={null}
      width={360}
      onCancel={onClose}
      afterClose={() => setNonce((value) => value + 1)}
      destroyOnHidden
    >
      <ScanQr
        url={url}
        loading={qrcode.isPending}
        expired={expired}
        onRefresh={() => setNonce((value) => value + 1)}
        linkText={t('customerAccount.sandboxLink')}
        testId="wechat-bind"
        message={
          state === 3 ? (
            <Typography.Text type="danger" data-testid="wechat-bind-refused">
              {status.data?.msg}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">
              {expired ? t('customerAccount.wechat.expired') : t('customerAccount.wechat.hint')}
            </Typography.Text>
          )
        }
      />
    </Modal>
  );
}
