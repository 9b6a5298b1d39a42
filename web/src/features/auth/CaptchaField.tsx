import { ReloadOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Flex, Form, type FormRule, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

interface CaptchaFieldProps {
  /** the captcha's image (an SVG data URL) once loaded */
  img?: string;
  failed: boolean;
  onRefresh: () => void;
  rules?: FormRule[];
}

/**
 * The graphic captcha's answer (form field `captcha_code`) beside its image; clicking the image shows
 * another. Used by the code sending of the customer sign-in and by the logins once the server asks for it.
 */
export function CaptchaField({ img, failed, onRefresh, rules }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('customerAuth.captcha')} required>
      <Flex gap={8}>
        <Form.Item name="captcha_code" noStyle rules={rules}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('customerAuth.captchaPlaceholder')}
            maxLength={8}
            autoComplete="off"
          />
        </Form.Item>
        {/* the browser's own tooltip and a spinner while loading: antd's Tooltip (and its popup trigger) and
            Skeleton are no part of the login screen (issue 19) */}
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
      </Flex>
    </Form.Item>
  );
}
