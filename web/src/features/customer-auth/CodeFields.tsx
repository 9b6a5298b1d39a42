import { CODE_COUNTDOWN_SECONDS } from '@onsite/contracts';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateNow } from '#web/components/form/validateNow';
import { CaptchaField } from '#web/features/auth/CaptchaField';
import { useCaptcha, useSendCode } from './customerAuth.api';
import { useCountdown } from './useCountdown';

interface CodeFieldsProps {
  /** the form field holding the phone or email the code goes to */
  targetField: string;
  /** sms / email, or decided from the target's value (reset: phone or email) */
  channel: 'sms' | 'email' | ((target: string) => 'sms' | 'email');
}

/**
 * Graphic captcha (click the image for a new one) and the verification code with its send button, which
 * counts down 120 s and stays disabled meanwhile (spec §4, §9). A captcha is single use on the server, so
 * every send attempt, right or wrong, brings a new one.
 */
export function CodeFields({ targetField, channel }: CodeFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [nonce, setNonce] = useState(0);
  const captcha = useCaptcha(nonce);
  const send = useSendCode();
  const countdown = useCountdown(CODE_COUNTDOWN_SECONDS);

  const refreshCaptcha = () => {
    form.setFields([{ name: 'captcha_code', value: '', errors: [] }]);
    setNonce((value) => value + 1);
  };

  const sendCode = async () => {
    let values: Record<string, string>;
    try {
      values = await validateNow(form, [targetField]);
    } catch {
      return;
    }
    // The graphic code is needed to send a code only, not to submit the form: checked here.
    const captchaCode = String(form.getFieldValue('captcha_code') ?? '').trim();
    if (!captchaCode) {
      form.setFields([{ name: 'captcha_code', errors: [t('customerAuth.captchaRequired')] }]);
      return;
    }
    const target = String(values[targetField]).trim();
    const key = captcha.data?.key;
    if (!key) return;
    try {
      await send.mutateAsync({
        channel: typeof channel === 'function' ? channel(target) : channel,
        target,
        captcha_code: captchaCode,
        captcha_key: key,
      });
      countdown.start();
    } catch {
      // the client has shown the server's message
    } finally {
      refreshCaptcha();
    }
  };

  return (
    <>
      <CaptchaField img={captcha.data?.img} failed={captcha.isError} onRefresh={refreshCaptcha} />
      <Form.Item label={t('customerAuth.code')} required>
        <Flex gap={8}>
          <Form.Item
            name="verify_code"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('customerAuth.codeRequired') }]}
          >
            <Input
              placeholder={t('customerAuth.codePlaceholder')}
              maxLength={6}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <Button
            data-testid="send-code"
            style={{ width: 120, flex: 'none' }}
            disabled={countdown.running || !captcha.data}
            loading={send.isPending}
            onClick={() => void sendCode()}
          >
            {countdown.running
              ? t('customerAuth.resendIn', { seconds: countdown.remaining })
              : t('customerAuth.sendCode')}
          </Button>
        </Flex>
      </Form.Item>
    </>
  );
}
