import { ActivityStatus } from '@onsite/contracts';
import { Alert, Button, Card, Flex, Form, Input, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { STATUS_COLOUR, when } from '#web/features/activity/activity.format';
import { useH5Activity, useH5SignIn } from './activityScreen.api';
import '#web/features/activity-screen/activityScreen.strings';

const OPEN: readonly number[] = [ActivityStatus.notStarted, ActivityStatus.inProgress];
const CODE = /^[0-9a-f]{32}$/;

interface Person {
  name: string;
  mobile: string;
}

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
        <Typography.Title level={3} style={{ margin: '4px 0 8px' }} data-testid="h5-title">
          {info.title}
        </Typography.Title>
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <span>
            <Tag color={STATUS_COLOUR[info.status]}>{t(`activity.status.${info.status}`)}</Tag>
          </span>
          <Typography.Text>
            {t('activityScreen.h5.time', { begin: when(info.begin_time), end: when(info.end_time) })}
          </Typography.Text>
          {info.organiser ? (
            <Typography.Text type="secondary">
              {t('activityScreen.h5.organiser', { name: info.organiser })}
            </Typography.Text>
          ) : null}
          <Typography.Text type="secondary" data-testid="h5-count">
            {t('activityScreen.h5.signedInCount', { count: info.signins })}
          </Typography.Text>
        </Flex>
        {outcome ? (
          <Result
            status="success"
            title={outcome === 'done' ? t('activityScreen.h5.done') : t('activityScreen.h5.again')}
            data-testid="h5-done"
          />
        ) : !open ? (
          <Alert type="warning" showIcon title={t('activityScreen.h5.closed')} />
        ) : (
          <Form<Person>
            layout="vertical"
            requiredMark={false}
            onFinish={async (person) => {
              const result = await signIn.mutateAsync(person);
              setOutcome(result.first_time ? 'done' : 'again');
            }}
          >
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
                data-testid="h5-name"
              />
            </Form.Item>
            <Form.Item
              name="mobile"
              label={t('activityScreen.h5.mobile')}
              rules={[
                { required: true, pattern: /^1\d{10}$/, message: t('activityScreen.h5.mobileInvalid') },
              ]}
            >
              <Input
                size="large"
                inputMode="numeric"
                maxLength={11}
                placeholder={t('activityScreen.h5.mobilePlaceholder')}
                data-testid="h5-mobile"
              />
            </Form.Item>
            <Button
              type="primary"
              size="large"
              block
              htmlType="submit"
              loading={signIn.isPending}
              data-testid="h5-submit"
            >
              {t('activityScreen.h5.submit')}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
