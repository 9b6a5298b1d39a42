import { Button, Flex, Form, type FormInstance, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { when } from '#web/features/activity/activity.format';
import '#web/features/activity-screen/activityScreen.strings';

/** What an attendee-facing page knows of the activity it signs people in to. */
export interface AttendeeActivity {
  title: string;
  begin_time: string;
  end_time: string;
  /** the organiser's display name; empty = not shown */
  organiser: string;
  signins: number;
}

export interface AttendeePerson {
  name: string;
  mobile: string;
}

/**
 * The activity's title, time, organiser and sign-in count, as the attendee's h5 page and the pbsign kiosk
 * show them; `testId` prefixes the title and count (`h5-title`, `kiosk-count`) that the journeys read.
 */
export function AttendeeActivityFacts({
  activity,
  testId,
  status,
}: {
  activity: AttendeeActivity;
  testId: string;
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={3} style={{ margin: '4px 0 8px' }} data-testid={`${testId}-title`}>
        {activity.title}
      </Typography.Title>
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        {status ? <span>{status}</span> : null}
        <Typography.Text>
          {t('activityScreen.h5.time', { begin: when(activity.begin_time), end: when(activity.end_time) })}
        </Typography.Text>
        {activity.organiser ? (
          <Typography.Text type="secondary">
            {t('activityScreen.h5.organiser', { name: activity.organiser })}
          </Typography.Text>
        ) : null}
        <Typography.Text type="secondary" data-testid={`${testId}-count`}>
          {t('activityScreen.h5.signedInCount', { count: activity.signins })}
        </Typography.Text>
      </Flex>
    </>
  );
}

/** Name and mobile (a mainland number), as an attendee signs in on the h5 page or at a kiosk. */
export function AttendeeSignInForm({
  testId,
  pending,
  onSubmit,
  form,
}: {
  testId: string;
  pending: boolean;
  onSubmit: (person: AttendeePerson) => Promise<void>;
  form?: FormInstance<AttendeePerson>;
}) {
  const { t } = useTranslation();
  return (
    <Form<AttendeePerson> form={form} layout="vertical" requiredMark={false} onFinish={onSubmit}>
      <Form.Item
        name="name"
        label={t('activityScreen.h5.name')}
        rules={[
          { required: true, whitespace: true, message: t('activityScreen.h5.nameRequired') },
          { max: 30 },
        ]}
      >
        <Input
          size="large"
          maxLength={30}
          placeholder={t('activityScreen.h5.namePlaceholder')}
          data-testid={`${testId}-name`}
        />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('activityScreen.h5.mobile')}
        rules={[{ required: true, pattern: /^1\d{10}$/, message: t('activityScreen.h5.mobileInvalid') }]}
      >
        <Input
          size="large"
          inputMode="numeric"
          maxLength={11}
          placeholder={t('activityScreen.h5.mobilePlaceholder')}
          data-testid={`${testId}-mobile`}
        />
      </Form.Item>
      <Button
        type="primary"
        size="large"
        block
        htmlType="submit"
        loading={pending}
        data-testid={`${testId}-submit`}
      >
        {t('activityScreen.h5.submit')}
      </Button>
    </Form>
  );
}
