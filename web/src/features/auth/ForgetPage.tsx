import { MailOutlined, NumberOutlined, UserOutlined } from '@ant-design/icons';
import { authApi, CODE_COUNTDOWN_SECONDS, forgetApi } from '@onsite/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { feedback } from '#web/app/feedback';
import { useApi, useConsole } from '#web/shell/console';
import { LoginScreen } from '#web/shell/LoginScreen';
import { CaptchaField } from './CaptchaField';
import { NewPasswordFields } from './NewPasswordFields';
import '#web/features/auth/forget.strings';
import { validateNow } from '#web/components/form/validateNow';

interface ForgetValues {
  account: string;
  captcha_code: string;
  code: string;
  password: string;
  password2: string;
}

/**
 * /forget of the admin and agent consoles: the username or email and the graphic code send a 6-digit code to
 * the account's email; with it and a new password the account is reset and signed out everywhere. The
 * answer to "send" is the same for any account (the server does not say which exist).
 */
export default function ForgetPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { definition } = useConsole();
  const audience = definition.audience === 'admin' ? 'admin' : 'agent';
  const [form] = Form.useForm<ForgetValues>();
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const [countdown, setCountdown] = useState(0);
  const captcha = useQuery({
    queryKey: ['forget-captcha', captchaNonce],
    queryFn: () => api.call(authApi.captcha),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);
  const refreshCaptcha = () => {
    form.setFields([{ name: 'captcha_code', value: '', errors: [] }]);
    setCaptchaNonce((value) => value + 1);
  };

  const send = useMutation({
    mutationFn: async () => {
      const { account } = await validateNow(form, ['account']);
      // the graphic code is needed to send a code only, so it is checked here and not on submit
      const answer = String(form.getFieldValue('captcha_code') ?? '').trim();
      if (!answer) {
        form.setFields([{ name: 'captcha_code', errors: [t('customerAuth.captchaRequired')] }]);
        throw new Error(t('customerAuth.captchaRequired'));
      }
      return api.envelope(forgetApi.sendCode, {
        audience,
        account: account.trim(),
        captcha_key: captcha.data?.key ?? '',
        captcha_code: answer,
      });
    },
    onSuccess: (answer) => {
      feedback.success(answer.msg);
      setCountdown(CODE_COUNTDOWN_SECONDS);
    },
    // the captcha is single use, whatever the answer (a refusal before sending leaves it)
    onSettled: (_answer, error) => {
      if (!error || form.getFieldError('captcha_code').length === 0) refreshCaptcha();
    },
  });
  const reset = useMutation({
    mutationFn: (values: ForgetValues) =>
      api.envelope(forgetApi.reset, {
        audience,
        account: values.account.trim(),
        code: values.code.trim(),
        password: values.password,
        password2: values.password2,
      }),
    onSuccess: async (answer) => {
      feedback.success(answer.msg);
      await navigate('/login', { replace: true });
    },
  });

  return (
    <LoginScreen heading={t('forget.title')} pageTitle={t('forget.title')}>
      <Form<ForgetValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => reset.mutate(values)}
      >
        <Form.Item
          label={t('forget.account')}
          name="account"
          rules={[{ required: true, whitespace: true, message: t('forget.accountRequired') }]}
        >
          <Input
            prefix={<UserOutlined />}
            placeholder={t('forget.accountPlaceholder')}
            autoFocus
            data-testid="forget-account"
          />
        </Form.Item>
        <CaptchaField img={captcha.data?.img} failed={captcha.isError} onRefresh={refreshCaptcha} />
        <Form.Item label={t('forget.code')} required>
          <Flex gap={8}>
            <Form.Item
              name="code"
              noStyle
              rules={[{ required: true, pattern: /^\d{6}$/, message: t('forget.codeRequired') }]}
            >
              <Input
                prefix={<NumberOutlined />}
                maxLength={6}
                autoComplete="one-time-code"
                data-testid="forget-code"
              />
            </Form.Item>
            <Button
              icon={<MailOutlined />}
              onClick={() => send.mutate()}
              loading={send.isPending}
              disabled={countdown > 0}
              data-testid="forget-send"
            >
              {countdown > 0 ? t('forget.resend', { seconds: countdown }) : t('forget.send')}
            </Button>
          </Flex>
        </Form.Item>
        <NewPasswordFields label={t('forget.password')} againLabel={t('forget.password2')} testId="forget" />
        <Button type="primary" htmlType="submit" block loading={reset.isPending} data-testid="forget-submit">
          {t('forget.submit')}
        </Button>
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/login">{t('forget.backToLogin')}</Link>
        </Flex>
      </Form>
    </LoginScreen>
  );
}
