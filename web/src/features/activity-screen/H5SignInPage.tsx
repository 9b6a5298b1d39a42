import { ActivityStatus } from '@onsite/contracts';
import { Alert, Card, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { STATUS_COLOUR } from '#web/features/activity/activity.format';
import { AttendeeActivityFacts, AttendeeSignInForm } from './AttendeeSignIn';
import { useH5Activity, useH5SignIn } from './activityScreen.api';
import '#web/features/activity-screen/activityScreen.strings';

const OPEN: readonly number[] = [ActivityStatus.notStarted, ActivityStatus.inProgress];
const CODE = /^[0-9a-f]{32}$/;

/**
 * /tool/h5?code=…, outside the console's shell (consoleRoutes): the attendee's page of an activity, opened from the QR on its big screen, without an
 * account: the activity's title, organiser and time, and signing in with name and mobile (once per mobile).
 */
export default function H5SignInPage() {
  const { t } = useTranslation();
  const code = new URLSearchParams(useLocation().search).get('code') ?? '';
  const valid = CODE.test(code);
  const activity = useH5Activity(valid ? code : '');
  const signIn = useH5SignIn(code);
  const [outcome, setOutcome] = useState<'done' | 'again' | null>(null);

  if (!valid || activity.isError)
    return (
      <div className="attendee-page">
        <Result status="404" title={t('activityScreen.h5.invalid')} />
      </div>
    );
  if (!activity.data)
    return (
      <div className="attendee-page">
        <Skeleton active />
      </div>
    );
  const info = activity.data;
  const open = OPEN.includes(info.status);
  return (
    <div className="attendee-page">
      <Card style={{ width: '100%', maxWidth: 440 }} data-testid="h5-page">
        <Typography.Text type="secondary">{t('activityScreen.h5.title')}</Typography.Text>
        <AttendeeActivityFacts
          activity={info}
          testId="h5"
          status={<Tag color={STATUS_COLOUR[info.status]}>{t(`activity.status.${info.status}`)}</Tag>}
        />
        {outcome ? (
          <Result
            status="success"
            title={outcome === 'done' ? t('activityScreen.h5.done') : t('activityScreen.h5.again')}
            data-testid="h5-done"
          />
        ) : !open ? (
          <Alert type="warning" showIcon title={t('activityScreen.h5.closed')} />
        ) : (
          <AttendeeSignInForm
            testId="h5"
            pending={signIn.isPending}
            onSubmit={async (person) => {
              const result = await signIn.mutateAsync(person);
              setOutcome(result.first_time ? 'done' : 'again');
            }}
          />
        )}
      </Card>
    </div>
  );
}
