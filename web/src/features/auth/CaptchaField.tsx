import { SafetyOutlined } from '@ant-design/icons';
import { Flex, Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaImage } from './CaptchaImage';

interface CaptchaFieldProps {
  /** the captcha's image (an SVG data URL) once loaded */
  img?: string;
  failed: boolean;
  onRefresh: () => void;
  rules?: FormRule[];
}

/**
 * The graphic captcha's answer (form field `captcha_code`) beside its image; clicking the image shows
 * another. Used by the code sending of the customer's registration, reset and phone binding (the logins
 * draw theirs in their own form: LoginForm).
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
        <CaptchaImage img={img} failed={failed} onRefresh={onRefresh} />
      </Flex>
    </Form.Item>
  );
}
