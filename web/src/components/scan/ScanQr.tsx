import { Flex, QRCode, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * The QR a phone scans (a WeChat bind or sign-in through the sandbox): drawn from `url`, a "loading" or
 * "expired" state (a click on the expired QR asks for a new one), the message under it, and a link that opens
 * the sandbox page on this device.
 */
export function ScanQr({
  url,
  loading,
  expired,
  message,
  linkText,
  onRefresh,
  testId,
}: {
  url: string | undefined;
  loading: boolean;
  expired: boolean;
  message: ReactNode;
  linkText: string;
  onRefresh: () => void;
  testId: string;
}) {
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '8px 0' }} data-testid={testId} data-url={url}>
      <QRCode
        value={url ?? '-'}
        size={200}
        status={loading ? 'loading' : expired ? 'expired' : 'active'}
        onRefresh={onRefresh}
      />
      {message}
      {url && !expired ? (
        <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
          {linkText}
        </Typography.Link>
      ) : null}
    </Flex>
  );
}
