import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
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
}

export function LoginForm({
  usernameLabel,
  usernamePlaceholder,
  usernameRules,
  defaultUsername = '',
  defaultRemember,
  onSubmit,
}: LoginFormProps) {
  const { t } = useTranslation();
  const login = useMutation({ mutationFn: onSubmit });

  return (
    <Form<LoginValues>
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ username: defaultUsername, password: '', remember: defaultRemember }}
      onFinish={(values) => login.mutate({ ...values, username: values.username.trim() })}
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
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>{t('login.remember')}</Checkbox>
      </Form.Item>
      <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
