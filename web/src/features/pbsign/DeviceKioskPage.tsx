import { Alert, Button, Card, Form, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  AttendeeActivityFacts,
  type AttendeePerson,
  AttendeeSignInForm,
} from '#web/features/activity-screen/AttendeeSignIn';
import { useKioskSignIn, useKioskState } from './pbsign.api';
import '#web/features/pbsign/pbsign.strings';

/**
 * /tool/pbsign/device?serial=…&key=…, outside the console's shell (consoleRoutes): the sign-in kiosk's own
 * page. It proves itself with its serial and key, shows the activity it is bound to now, and signs attendees
 * in by name and mobile (once per mobile per activity; the organiser's log and big screen count them).
 */
export default function DeviceKioskPage() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useLocation().search);
  const serial = (params.get('serial') ?? '').toUpperCase();
  const key = params.get('key') ?? '';
  const state = useKioskState(serial, key);
  const signIn = useKioskSignIn(serial, key);
  const [form] = Form.useForm<AttendeePerson>();
  const [outcome, setOutcome] = useState<{ name: string; first: boolean } | null>(null);

  if (!serial || !key || state.isError)
    return (
      <div className="attendee-page">
        <Result status="403" title={t('pbsign.kiosk.refused')} subTitle={t('pbsign.kiosk.refusedHelp')} />
      </div>
    );
  if (!state.data)
    return (
      <div className="attendee-page">
        <Skeleton active />
      </div>
    );
  const { activity } = state.data;
  return (
    <div className="attendee-page">
      <Card style={{ width: '100%', maxWidth: 520 }} data-testid="kiosk-page">
        <Typography.Text type="secondary" data-testid="kiosk-device">
          {t('pbsign.kiosk.device', { name: state.data.device_name, serial: state.data.serial })}
        </Typography.Text>
        {!activity ? (
          <Alert
            style={{ marginTop: 16 }}
            type="info"
            showIcon
            title={t('pbsign.kiosk.unbound')}
            data-testid="kiosk-unbound"
          />
        ) : (
          <>
            <AttendeeActivityFacts activity={activity} testId="kiosk" />
            {outcome ? (
              <Result
                status="success"
                title={
                  outcome.first
                    ? t('pbsign.kiosk.done', { name: outcome.name })
                    : t('pbsign.kiosk.again', { name: outcome.name })
                }
                extra={
                  <Button
                    type="primary"
                    size="large"
                    onClick={() => setOutcome(null)}
                    data-testid="kiosk-next"
                  >
                    {t('pbsign.kiosk.next')}
                  </Button>
                }
                data-testid="kiosk-done"
              />
            ) : (
              <AttendeeSignInForm
                form={form}
                testId="kiosk"
                pending={signIn.isPending}
                onSubmit={async (person) => {
                  const result = await signIn.mutateAsync(person);
                  form.resetFields();
                  setOutcome({ name: person.name, first: result.first_time });
                }}
              />
            )}
          </>
        )}
      </Card>
    </div>
  );
}
