import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { ErrorCode } from '@onsite/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Input, theme } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/api/errors';
import { CaptchaImage } from './CaptchaImage';

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
  /**
   * What is wrong with the typed username (the customer's phone-or-email check), or null; by default it is
   * only required.
   */
  checkUsername?: (username: string) => string | null;
  defaultUsername?: string;
  defaultRemember: boolean;
  /** Logs in; a rejected call has already shown its message. */
  onSubmit: (values: LoginValues) => Promise<unknown>;
  /** A new single-use captcha, shown once the server answers that the login needs one. */
  fetchCaptcha: () => Promise<{ img: string; key: string }>;
}

type FieldName = 'username' | 'password' | 'captcha_code';

/**
 * One field of the login form drawn as antd's vertical form item draws it (label above, the message below
 * in the error colour, the item's margin), with the theme's tokens: antd's Form, its field store and
 * async-validator are no part of the login screen (issue 19). The message's line is the item's margin, so
 * that a message pushes nothing down.
 */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const line = token.fontSize * token.lineHeight;
  return (
    <div style={{ marginBottom: error ? token.marginLG - line : token.marginLG }}>
      <label
        htmlFor={id}
        style={{
          display: 'flex',
          alignItems: 'center',
          // a large form's label row is as high as its inputs
          height: token.controlHeightLG,
          boxSizing: 'content-box',
          padding: `0 0 ${token.paddingXS}px`,
          color: token.colorTextHeading,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        {label}
      </label>
      {children}
      {error && (
        <div
          id={`${id}_help`}
          role="alert"
          className="login-field-error"
          style={{ color: token.colorError, fontSize: token.fontSize, lineHeight: token.lineHeight }}
        >
          {error}
        </div>
      )}
    </div>
  );
}

/** The "remember me" row: an item without a label, its control as high as the inputs. */
function RememberRow({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        minHeight: token.controlHeightLG,
        marginBottom: token.marginLG,
      }}
    >
      {children}
    </div>
  );
}

/** The input's accessibility attributes for its field's state, as antd's Form.Item sets them. */
const fieldAria = (id: string, error: string | null) => ({
  id,
  'aria-required': true,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}_help` : undefined,
  status: error ? ('error' as const) : undefined,
});

/**
 * The staff and customer login form: username, password, the graphic captcha once the server asks for it,
 * "remember me". A small controlled form with the rules antd's Form applied (each field checked as it
 * changes and all of them on submit; Enter submits), the same ids, messages and look.
 */
export function LoginForm({
  usernameLabel,
  usernamePlaceholder,
  checkUsername,
  defaultUsername = '',
  defaultRemember,
  onSubmit,
  fetchCaptcha,
}: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ username: defaultUsername, password: '', captcha_code: '' });
  const [remember, setRemember] = useState(defaultRemember);
  const [errors, setErrors] = useState<Record<FieldName, string | null>>({
    username: null,
    password: null,
    captcha_code: null,
  });
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
    setValues((current) => ({ ...current, captcha_code: '' }));
    setErrors((current) => ({ ...current, captcha_code: null }));
    setCaptchaNonce((value) => value + 1);
  };
  const login = useMutation({
    mutationFn: onSubmit,
    onError: (error) => {
      if (needsCaptcha) refreshCaptcha();
      else if (isApiError(error) && error.code === ErrorCode.captchaRequired) setNeedsCaptcha(true);
    },
  });

  const problemOf = (name: FieldName, value: string): string | null => {
    switch (name) {
      case 'username':
        if (checkUsername) return checkUsername(value);
        return value.trim() ? null : t('login.usernameRequired');
      case 'password':
        return value ? null : t('login.passwordRequired');
      case 'captcha_code':
        return value.trim() ? null : t('customerAuth.captchaRequired');
    }
  };
  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: problemOf(name, value) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields: FieldName[] = needsCaptcha
      ? ['username', 'password', 'captcha_code']
      : ['username', 'password'];
    const found = Object.fromEntries(fields.map((name) => [name, problemOf(name, values[name])]));
    setErrors((current) => ({ ...current, ...found }));
    if (Object.values(found).some(Boolean)) return;
    login.mutate({
      username: values.username.trim(),
      password: values.password,
      remember,
      ...(needsCaptcha && captcha.data
        ? { captcha_key: captcha.data.key, captcha_code: values.captcha_code.trim() }
        : {}),
    });
  };

  return (
    <form noValidate autoComplete="on" onSubmit={submit}>
      <Field id="username" label={usernameLabel} error={errors.username}>
        <Input
          {...fieldAria('username', errors.username)}
          size="large"
          prefix={<UserOutlined />}
          placeholder={usernamePlaceholder}
          autoComplete="username"
          autoFocus
          value={values.username}
          onChange={(event) => change('username', event.target.value)}
        />
      </Field>
      <Field id="password" label={t('login.password')} error={errors.password}>
        <Input.Password
          {...fieldAria('password', errors.password)}
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
        />
      </Field>
      {needsCaptcha && (
        <Field id="captcha_code" label={t('customerAuth.captcha')} error={errors.captcha_code}>
          <Flex gap={8}>
            <Input
              {...fieldAria('captcha_code', errors.captcha_code)}
              size="large"
              prefix={<SafetyOutlined />}
              placeholder={t('customerAuth.captchaPlaceholder')}
              maxLength={8}
              autoComplete="off"
              value={values.captcha_code}
              onChange={(event) => change('captcha_code', event.target.value)}
            />
            <CaptchaImage img={captcha.data?.img} failed={captcha.isError} onRefresh={refreshCaptcha} />
          </Flex>
        </Field>
      )}
      <RememberRow>
        <Checkbox id="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)}>
          {t('login.remember')}
        </Checkbox>
      </RememberRow>
      <Button
        data-testid="login-submit"
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={login.isPending}
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}
