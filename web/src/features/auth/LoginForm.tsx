import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ErrorCode } from '@onsite/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Form, type FormRule, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/api/errors';
import { CaptchaField } from './CaptchaField';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
  /** the graphic captcha, once the server asked for it (too many failed logins) */
  captcha_key?: string;
  captcha_code?: string;
}

interface LoginFormProps {
  usernameLabel: string;
  usernamePlaceholder: string;
  /** The username's rules (the customer's phone-or-email check); by default it is only required. */
  usernameRules?: FormRule[];
  defaultUsername?: string;
  defaultRemember: boolean;
  /** Logs in; a rejected call has already shown its message. */
  onSubmit: (values: LoginValues) => Promise<unknown>;
  /** A new single-use captcha, shown once the server answers that the login needs one. */
  fetchCaptcha: () => Promise<{ img: string; key: string }>;
}

export function LoginForm({
  usernameLabel,
  usernamePlaceholder,
  usernameRules,
  defaultUsername = '',
  defaultRemember,
  onSubmit,
  fetchCaptcha,
}: LoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  // Past too many failed logins the server asks for a captcha (its message says so); each is single use,
  // so every failed try brings a new one.
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const captcha = useQuery({
    queryKey: ['login-captcha', captchaNonce],
    queryFn: fetchCaptcha,
    enabled: needsCaptcha,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const refreshCaptcha = () => {
    form.setFields([{ name: 'captcha_code', value: '', errors: [] }]);
    setCaptchaNonce((value) => value + 1);
  };
  const login = useMutation({
    mutationFn: onSubmit,
    onError: (error) => {
      if (needsCaptcha) refreshCaptcha();
      else if (isApiError(error) && error.code === ErrorCode.captchaRequired) setNeedsCaptcha(true);
    },
  });
  const submit = (values: LoginValues) =>
    login.mutate({
      username: values.username.trim(),
      password: values.password,
      remember: values.remember,
      ...(needsCaptcha && captcha.data
        ? { captcha_key: captcha.data.key, captcha_code: values.captcha_code?.trim() }
        : {}),
    });

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ username: defaultUsername, password: '', remember: defaultRemember }}
      onFinish={submit}
    >
      <Form.Item
        label={usernameLabel}
        name="username"
        rules={usernameRules ?? [{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={usernamePlaceholder}
          autoComplete="username"
          autoFocus
        />
      </Form.Item>
      <Form.Item
        label={t('login.password')}
        name="password"
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      {needsCaptcha && (
        <CaptchaField
          img={captcha.data?.img}
          failed={captcha.isError}
          onRefresh={refreshCaptcha}
          rules={[{ required: true, whitespace: true, message: t('customerAuth.captchaRequired') }]}
        />
      )}
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>{t('login.remember')}</Checkbox>
      </Form.Item>
      <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
