import { Alert, Button, Card, Flex, Form, Input, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { when } from '#web/features/activity/activity.format';
import { useKioskSignIn, useKioskState } from './pbsign.api';
import '#web/features/pbsign/pbsign.strings';

interface Person {
  name: string;
  mobile: string;
}

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
  const [form] = Form.useForm<Person>();
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
            <Typography.Title level={3} style={{ margin: '4px 0 8px' }} data-testid="kiosk-title">
              {activity.title}
            </Typography.Title>
            <Flex vertical gap={4} style={{ marginBottom: 16 }}>
              <Typography.Text>
                {t('pbsign.kiosk.time', { begin: when(activity.begin_time), end: when(activity.end_time) })}
              </Typography.Text>
              {activity.organiser ? (
                <Typography.Text type="secondary">
                  {t('pbsign.kiosk.organiser', { name: activity.organiser })}
                </Typography.Text>
              ) : null}
              <Typography.Text type="secondary" data-testid="kiosk-count">
                {t('pbsign.kiosk.count', { count: activity.signins })}
              </Typography.Text>
            </Flex>
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
              <Form<Person>
                form={form}
                layout="vertical"
                requiredMark={false}
                onFinish={async (person) => {
                  const result = await signIn.mutateAsync(person);
                  form.resetFields();
                  setOutcome({ name: person.name, first: result.first_time });
                }}
              >
                <Form.Item
                  name="name"
                  label={t('pbsign.kiosk.name')}
                  rules={[
                    { required: true, whitespace: true, message: t('pbsign.kiosk.nameRequired') },
                    { max: 30 },
                  ]}
                >
                  <Input size="large" maxLength={30} data-testid="kiosk-name" />
                </Form.Item>
                <Form.Item
                  name="mobile"
                  label={t('pbsign.kiosk.mobile')}
                  rules={[{ required: true, pattern: /^1\d{10}$/, message: t('pbsign.kiosk.mobileInvalid') }]}
                >
                  <Input size="large" inputMode="numeric" maxLength={11} data-testid="kiosk-mobile" />
                </Form.Item>
                <Button
                  type="primary"
                  size="large"
                  block
                  htmlType="submit"
                  loading={signIn.isPending}
                  data-testid="kiosk-submit"
                >
                  {t('pbsign.kiosk.submit')}
                </Button>
              </Form>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
