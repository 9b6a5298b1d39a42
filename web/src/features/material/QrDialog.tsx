import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Modal, Space, Spin, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '#web/features/material/material.strings';

import { QR_SIZE } from './qrSize';

export { QR_SIZE };

/** The text as a QR code image (data URL), drawn in the browser. */
export function qrDataUrl(text: string, size = QR_SIZE): Promise<string> {
  return QRCode.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M' });
}

/** Copies text to the clipboard; false when the browser refuses (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A link's QR code with its copy-link input and download button (the dialog's body, or a page's card). */
export function QrPanel({
  url,
  size = QR_SIZE,
  showCopy = true,
  downloadName,
  downloadSize,
}: {
  url: string;
  size?: number;
  /** the copy-link input under the code */
  showCopy?: boolean;
  /** offers the code as a PNG file of this name (to print) */
  downloadName?: string;
  /** the downloaded PNG's side (default `size`) */
  downloadSize?: number;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return;
    let current = true;
    setImage(null);
    qrDataUrl(url, size).then(
      (data) => {
        if (current) setImage(data);
      },
      () => {
        if (current) setImage('');
      },
    );
    return () => {
      current = false;
    };
  }, [url, size]);

  const copy = async () => {
    if (await copyText(url)) void message.success(t('material.qr.copySucceeded'));
    else void message.error(t('material.qr.copyFailed'));
  };

  const download = async () => {
    if (!downloadName) return;
    const link = document.createElement('a');
    link.href = await qrDataUrl(url, downloadSize ?? size);
    link.download = downloadName;
    link.click();
  };

  return (
    <Flex vertical align="center" gap={12}>
      <div style={{ width: size, height: size }}>
        {image ? (
          <img src={image} width={size} height={size} alt={t('material.qr.alt')} data-testid="qr-image" />
        ) : image === '' ? (
          <Typography.Text type="danger">{t('material.qr.failed')}</Typography.Text>
        ) : (
          <Spin />
        )}
      </div>
      {showCopy ? (
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly value={url} data-testid="qr-link" />
          <Button icon={<CopyOutlined />} onClick={copy} data-testid="qr-copy">
            {t('material.qr.copy')}
          </Button>
        </Space.Compact>
      ) : null}
      {downloadName ? (
        <Button icon={<DownloadOutlined />} onClick={() => void download()} data-testid="qr-download">
          {t('material.qr.download')}
        </Button>
      ) : null}
    </Flex>
  );
}

/** A QR code of a link (spec §2 "A dialog shows a QR code with an optional copy-link input"). */
export function QrDialog({
  open,
  onClose,
  url,
  title,
  ...panel
}: {
  open: boolean;
  onClose: () => void;
  url: string;
  title?: string;
  size?: number;
  showCopy?: boolean;
  downloadName?: string;
  downloadSize?: number;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={title ?? t('material.qr.title')}
      width={360}
      destroyOnHidden
      data-testid="qr-dialog"
    >
      {open ? <QrPanel url={url} {...panel} /> : null}
    </Modal>
  );
}
