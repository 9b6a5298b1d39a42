import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { type InviteInfo, inviteApi, type TwoFactorChallenge } from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Form, Input, Result, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '#web/api/errors';
import { saveToken, useToken } from '#web/api/tokenStore';
import { feedback } from '#web/app/feedback';
import { NewPasswordFields } from '#web/features/auth/NewPasswordFields';
import { TwoFactorCodeStep, TwoFactorEnrolStep } from '#web/features/auth/TwoFactorSignIn';
import { useAgentInfo } from '#web/features/session/agent';
import { useApi } from '#web/shell/console';
import { LoginScreen } from '#web/shell/LoginScreen';
import { StoredAvatar } from './StoredAvatar';
import '#web/features/auth/twoFactor.strings';
import '#web/features/team/invite.strings';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  password2: string;
}

/** Who invites to which team, with which role. */
function Invitation({ info }: { info: InviteInfo }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }} data-testid="invite-summary">
      <Flex align="center" gap={12}>
        <StoredAvatar avatar={info.team_avatar} name={info.team_name} size={48} />
        <div>
          <Typography.Text strong data-testid="invite-team">
            {info.team_name}
          </Typography.Text>{' '}
          <Tag color={info.team_status === 1 ? 'success' : 'default'}>
            {info.team_status === 1 ? t('team.verified') : t('team.unverified')}
          </Tag>
          <div>
            <Typography.Text type="secondary">
              {t('invite.invitedBy', { name: info.inviter_name || t('invite.someone') })}
            </Typography.Text>
          </div>
        </div>
      </Flex>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('invite.role')}>{info.role_name}</Descriptions.Item>
        <Descriptions.Item label={t('invite.expires')}>
          {dayjs(info.expires_at).format('YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
        {info.email ? <Descriptions.Item label={t('invite.email')}>{info.email}</Descriptions.Item> : null}
      </Descriptions>
    </Flex>
  );
}

/** A signed-in agent user joins with one click and then acts in the new team. */
function JoinAsSignedIn({ token, info }: { token: string; info: InviteInfo }) {
  const { t } = useTranslation();
  const api = useApi();
  const me = useAgentInfo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: () => api.call(inviteApi.accept, { token }),
    onSuccess: async () => {
      feedback.success(t('invite.joined', { team: info.team_name }));
      // every cached answer (user info, menus, lists) was the old team's
      await queryClient.resetQueries();
      await navigate('/', { replace: true });
    },
  });
  return (
    <Flex vertical gap={12}>
      <Typography.Text>{t('invite.signedInAs', { name: me.data?.basic_info.name ?? '…' })}</Typography.Text>
      <Button
        type="primary"
        block
        loading={join.isPending}
        onClick={() => join.mutate()}
        data-testid="invite-join"
      >
        {t('invite.join', { team: info.team_name })}
      </Button>
    </Flex>
  );
}

/**
 * A new user: name, email and a password under the policy; signed in and in the team once registered — or,
 * when the role requires two-factor sign-in, after setting up the authenticator app (the login's step).
 */
function RegisterAndJoin({
  token,
  info,
  onChallenge,
}: {
  token: string;
  info: InviteInfo;
  onChallenge: (challenge: TwoFactorChallenge) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const enter = useEnterTeam(info);
  const register = useMutation({
    mutationFn: (values: RegisterValues) => api.call(inviteApi.register, { token, ...values }),
    onSuccess: async (answer) => {
      if ('two_factor' in answer) onChallenge(answer);
      else await enter(answer.access_token);
    },
  });
  const here = `/invite?token=${encodeURIComponent(token)}`;
  return (
    <Form<RegisterValues>
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: info.email }}
      onFinish={(values) => register.mutate(values)}
    >
      <Form.Item
        label={t('invite.name')}
        name="name"
        rules={[{ required: true, whitespace: true, message: t('invite.nameRequired') }]}
      >
        <Input prefix={<UserOutlined />} maxLength={50} autoFocus data-testid="invite-name" />
      </Form.Item>
      <Form.Item
        label={t('invite.email')}
        name="email"
        rules={[{ required: true, type: 'email', message: t('invite.emailRequired') }]}
      >
        <Input
          prefix={<MailOutlined />}
          maxLength={100}
          disabled={info.email !== ''}
          data-testid="invite-email"
        />
      </Form.Item>
      <NewPasswordFields label={t('invite.password')} againLabel={t('invite.password2')} testId="invite" />
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={register.isPending}
        data-testid="invite-register"
      >
        {t('invite.register')}
      </Button>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to={`/login?from=${encodeURIComponent(here)}`} data-testid="invite-login">
          {t('invite.haveAccount')}
        </Link>
      </Flex>
    </Form>
  );
}

/** Signed in as the new member: into the console of the team. */
function useEnterTeam(info: InviteInfo) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (accessToken: string) => {
    queryClient.removeQueries();
    saveToken('agent', accessToken, false);
    feedback.success(t('invite.joined', { team: info.team_name }));
    await navigate('/', { replace: true });
  };
}

/** The sign-up's two-factor step: the role requires an authenticator, set up before the console opens. */
function EnrolAndJoin({ challenge, info }: { challenge: TwoFactorChallenge; info: InviteInfo }) {
  const navigate = useNavigate();
  const enter = useEnterTeam(info);
  const Step = challenge.two_factor === 'enrol' ? TwoFactorEnrolStep : TwoFactorCodeStep;
  return (
    <Step
      challenge={challenge}
      onSignedIn={(accessToken) => void enter(accessToken)}
      onBack={() => void navigate('/login', { replace: true })}
    />
  );
}

/**
 * The agent console's public /invite page (spec §2): who invites to which team with which role. A signed-in
 * user joins with one click; a new user registers and joins; a used, revoked, expired or unknown link says so.
 */
export default function InvitePage() {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useToken('agent') !== null;
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const info = useQuery({
    queryKey: ['invite', token],
    queryFn: () => api.call(inviteApi.getInfo, { token }, { silent: true }),
    enabled: token !== '',
    retry: false,
  });
  if (challenge && info.data)
    return (
      <LoginScreen heading={t('twoFactor.enrolTitle')} pageTitle={t('invite.title')}>
        <EnrolAndJoin challenge={challenge} info={info.data} />
      </LoginScreen>
    );
  let body: React.ReactNode;
  if (token === '' || info.isError) {
    const message = isApiError(info.error) && info.error.kind !== 'network' ? t('invite.invalid') : null;
    body = (
      <Result
        status="warning"
        title={message ?? t('invite.unavailable')}
        extra={<Link to="/login">{t('invite.toLogin')}</Link>}
        data-testid="invite-invalid"
      />
    );
  } else if (!info.data) {
    body = <Skeleton active />;
  } else if (info.data.status !== 'pending') {
    body = (
      <>
        <Invitation info={info.data} />
        <Alert
          type="warning"
          showIcon
          title={t(`invite.status.${info.data.status}`)}
          data-testid="invite-dead"
        />
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/login">{t('invite.toLogin')}</Link>
        </Flex>
      </>
    );
  } else {
    body = (
      <>
        <Invitation info={info.data} />
        {signedIn ? (
          <JoinAsSignedIn token={token} info={info.data} />
        ) : (
          <RegisterAndJoin token={token} info={info.data} onChallenge={setChallenge} />
        )}
      </>
    );
  }
  return (
    <LoginScreen heading={t('invite.title')} pageTitle={t('invite.title')}>
      {body}
    </LoginScreen>
  );
}
