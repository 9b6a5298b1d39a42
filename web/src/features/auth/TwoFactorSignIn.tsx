import { ArrowLeftOutlined } from '@ant-design/icons';
import { accountSecurityApi, type TwoFactorChallenge } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '#web/shell/console';
import { CodeField, RecoveryCodesPanel, TotpSetupPanel } from './TwoFactorParts';
import '#web/features/auth/twoFactor.strings';

interface StepProps {
  challenge: TwoFactorChallenge;
  /** the session of the completed sign-in */
  onSignedIn: (token: string) => void;
  /** back to the password step */
  onBack: () => void;
}

function BackLink({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="link"
      icon={<ArrowLeftOutlined />}
      onClick={onBack}
      style={{ paddingInline: 0 }}
      data-testid="two-factor-back"
    >
      {t('twoFactor.back')}
    </Button>
  );
}

/** The code step of a sign-in: the authenticator app's code, or one of the recovery codes. */
export function TwoFactorCodeStep({ challenge, onSignedIn, onBack }: StepProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [saving, setSaving] = useState(false);
  const submit = async (values: { code: string }) => {
    setSaving(true);
    try {
      const session = await api.call(accountSecurityApi.verify, {
        challenge_token: challenge.challenge_token,
        code: values.code.trim(),
      });
      onSignedIn(session.access_token);
    } catch {
      // the call showed its message (wrong code, wait, sign in again)
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex vertical gap={8} data-testid="two-factor-step">
      <Typography.Text type="secondary">{t('twoFactor.enterCode')}</Typography.Text>
      <Form layout="vertical" size="large" requiredMark={false} onFinish={submit} style={{ marginTop: 8 }}>
        <CodeField allowRecovery />
        <Button type="primary" htmlType="submit" block loading={saving} data-testid="two-factor-submit">
          {t('twoFactor.verify')}
        </Button>
      </Form>
      <BackLink onBack={onBack} />
    </Flex>
  );
}

/**
 * The sign-in of an account whose role requires two factors and that has none: set up the app here, then
 * keep the recovery codes; only then the session is used.
 */
export function TwoFactorEnrolStep({ challenge, onSignedIn, onBack }: StepProps) {
  const { t } = useTranslation();
  const api = useApi();
  const setup = useQuery({
    queryKey: ['two-factor', 'enrol', challenge.challenge_token],
    queryFn: () => api.call(accountSecurityApi.enrolStart, { challenge_token: challenge.challenge_token }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const [done, setDone] = useState<{ token: string; codes: string[] } | null>(null);

  let body: React.ReactNode;
  if (done) {
    body = (
      <RecoveryCodesPanel
        codes={done.codes}
        onDone={() => onSignedIn(done.token)}
        doneText={t('twoFactor.continue')}
      />
    );
  } else if (setup.data) {
    body = (
      <TotpSetupPanel
        setup={setup.data}
        onConfirm={async (code) => {
          const answer = await api.call(accountSecurityApi.enrolConfirm, {
            challenge_token: challenge.challenge_token,
            code,
          });
          setDone({ token: answer.access_token, codes: answer.recovery_codes });
        }}
      />
    );
  } else if (setup.isError) {
    body = <Result status="warning" title={setup.error.message} />;
  } else {
    body = <Spin />;
  }
  return (
    <Flex vertical gap={8} data-testid="two-factor-enrol">
      {!done && <Typography.Text type="secondary">{t('twoFactor.enrolRequired')}</Typography.Text>}
      {body}
      {!done && <BackLink onBack={onBack} />}
    </Flex>
  );
}
