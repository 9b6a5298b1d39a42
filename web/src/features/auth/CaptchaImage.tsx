import { ReloadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

interface CaptchaImageProps {
  /** the captcha's image (an SVG data URL) once loaded */
  img?: string;
  failed: boolean;
  onRefresh: () => void;
}

/**
 * The graphic captcha's image as a button: clicking it shows another. The browser's own tooltip and a
 * spinner while loading: antd's Tooltip (and its popup trigger) and Skeleton are no part of the login
 * screen (issue 19).
 */
export function CaptchaImage({ img, failed, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation();
  return (
    <Button
      data-testid="captcha-image"
      aria-label={t('customerAuth.captchaRefresh')}
      title={t('customerAuth.captchaRefresh')}
      onClick={onRefresh}
      style={{ width: 120, height: 40, padding: 0, flex: 'none', overflow: 'hidden' }}
    >
      {img ? (
        <img src={img} alt={t('customerAuth.captchaAlt')} width={120} height={40} />
      ) : failed ? (
        <ReloadOutlined />
      ) : (
        <Spin size="small" />
      )}
    </Button>
  );
}
