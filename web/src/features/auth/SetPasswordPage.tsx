import { setPasswordApi } from '@onsite/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Form, Result, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '#web/api/errors';
import { feedback } from '#web/app/feedback';
import { useApi } from '#web/shell/console';
import { LoginScreen } from '#web/shell/LoginScreen';
import { NewPasswordFields } from './NewPasswordFields';
import '#web/features/auth/setPassword.strings';

/**
 * The admin console's public /set-password page: the link a new staff account was emailed. It names the
 * account, takes a password under the policy and sends the person to sign in; a used, replaced, expired or
 * unknown link says so.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useQuery({
    queryKey: ['set-password', token],
    queryFn: () => api.call(setPasswordApi.getInfo, { token }, { silent: true }),
    enabled: token !== '',
    retry: false,
  });
  const submit = useMutation({
    mutationFn: (values: { password: string; password2: string }) =>
      api.call(setPasswordApi.submit, { token, ...values }),
    onSuccess: async () => {
      feedback.success(t('setPassword.done'));
      await navigate(`/login?username=${encodeURIComponent(info.data?.username ?? '')}`, { replace: true });
    },
  });

  let body: React.ReactNode;
  if (token === '' || info.isError) {
    const reason =
      isApiError(info.error) && info.error.kind !== 'network' ? info.error.message : t('setPassword.invalid');
    body = (
      <Result
        status="warning"
        title={t('setPassword.unusable')}
        subTitle={reason}
        extra={<Link to="/login">{t('setPassword.toLogin')}</Link>}
        data-testid="set-password-invalid"
      />
    );
  } else if (!info.data) {
    body = <Skeleton active />;
  } else {
    body = (
      <>
        <Typography.Paragraph type="secondary">{t('setPassword.intro')}</Typography.Paragraph>
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }} data-testid="set-password-account">
          <Descriptions.Item label={t('setPassword.username')}>{info.data.username}</Descriptions.Item>
          <Descriptions.Item label={t('setPassword.name')}>{info.data.nickname}</Descriptions.Item>
          <Descriptions.Item label={t('setPassword.expires')}>
            {dayjs(info.data.expires_at).format('YYYY-MM-DD HH:mm')}
          </Descriptions.Item>
        </Descriptions>
        <Form layout="vertical" requiredMark={false} onFinish={(values) => submit.mutate(values)}>
          <NewPasswordFields
            label={t('setPassword.password')}
            againLabel={t('setPassword.password2')}
            testId="set-password"
          />
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={submit.isPending}
            data-testid="set-password-submit"
          >
            {t('setPassword.submit')}
          </Button>
        </Form>
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/login">{t('setPassword.toLogin')}</Link>
        </Flex>
      </>
    );
  }
  return (
    <LoginScreen heading={t('setPassword.title')} pageTitle={t('setPassword.title')}>
      {body}
    </LoginScreen>
  );
}
