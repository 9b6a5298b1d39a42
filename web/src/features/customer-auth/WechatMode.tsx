import { Flex, QRCode, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerAuthPanelProps } from './CustomerAuthPanel';
import { useWechatQrcode, useWechatStatus } from './customerAuth.api';

/** The WeChat scan mode of the customer's login panel: a QR code, followed until it is scanned. */
export function WechatMode({
  onLoggedIn,
  onBind,
}: {
  onLoggedIn: CustomerAuthPanelProps['onLoggedIn'];
  onBind: (loginToken: string) => void;
}) {
  const { t } = useTranslation();
  const [nonce, setNonce] = useState(0);
  const qrcode = useWechatQrcode(nonce);
  const status = useWechatStatus(qrcode.data?.login_token);
  const result = status.data;
  // One scan leads on once, however often the host re-renders with new callbacks.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const loginToken = qrcode.data?.login_token;
    if (!result || !loginToken || handled.current === loginToken) return;
    if (result.on_login === 1 && result.token) {
      handled.current = loginToken;
      onLoggedIn(result.token, true);
    } else if (result.on_openid === 1 && result.expired === 0) {
      handled.current = loginToken;
      onBind(loginToken);
    }
  }, [result, qrcode.data, onLoggedIn, onBind]);

  const expired = result?.expired === 1 || qrcode.isError;
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '8px 0' }}>
      <QRCode
        data-testid="wechat-qrcode"
        value={qrcode.data?.qrcode_url ?? '-'}
        size={200}
        status={
          qrcode.isPending ? 'loading' : expired ? 'expired' : result?.on_openid === 1 ? 'scanned' : 'active'
        }
        onRefresh={() => setNonce((value) => value + 1)}
      />
      <Typography.Text type="secondary">
        {expired ? t('customerAuth.wechatExpired') : t('customerAuth.wechatHint')}
      </Typography.Text>
    </Flex>
  );
}
