import type { WecomBinding, WecomStatus } from '@onsite/contracts';
import { Alert, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '#web/features/wecom/wework.strings';
import { when } from '#web/features/lists/timeCell';

const COLOR: Record<WecomStatus, string> = { unverified: 'default', verified: 'success', failed: 'error' };

export function WecomStatusTag({ status }: { status: WecomStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid="wecom-status">
      {t(`wework.status.${status}`)}
    </Tag>
  );
}

/**
 * A WeCom binding as both consoles show it: corp and app, the secret only as set with its last four
 * characters, the callback settings with the URL to copy into WeCom, the last check and WeCom's own
 * verification of the callback URL.
 */
export function WecomBindingView({ binding, testId }: { binding: WecomBinding; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      {binding.status === 'failed' && binding.last_error ? (
        <Alert
          type="error"
          showIcon
          title={t('wework.failedTitle')}
          description={binding.last_error}
          style={{ marginBottom: 16 }}
          data-testid="wecom-last-error"
        />
      ) : null}
      <Descriptions
        bordered
        size="small"
        column={1}
        data-testid={testId}
        items={[
          {
            key: 'status',
            label: t('wework.statusLabel'),
            children: (
              <>
                <WecomStatusTag status={binding.status} />
                {binding.status === 'verified' ? (
                  <Typography.Text type="secondary">{when(binding.verified_at)}</Typography.Text>
                ) : null}
              </>
            ),
          },
          { key: 'corp', label: t('wework.corpId'), children: binding.corp_id },
          { key: 'app', label: t('wework.appAgentId'), children: binding.app_agent_id },
          {
            key: 'secret',
            label: t('wework.secret'),
            children: binding.secret_set ? t('wework.secretSet', { tail: binding.secret_tail }) : '—',
          },
          {
            key: 'callbackUrl',
            label: t('wework.callbackUrl'),
            children: (
              <Typography.Text copyable data-testid="wecom-callback-url">
                {binding.callback_url}
              </Typography.Text>
            ),
          },
          {
            key: 'token',
            label: t('wework.callbackToken'),
            children: <Typography.Text copyable>{binding.callback_token}</Typography.Text>,
          },
          {
            key: 'aesKey',
            label: t('wework.encodingAesKey'),
            children: <Typography.Text copyable>{binding.encoding_aes_key}</Typography.Text>,
          },
          {
            key: 'callbackVerified',
            label: t('wework.callbackVerified'),
            children: binding.callback_verified_at
              ? when(binding.callback_verified_at)
              : t('wework.callbackNotYet'),
          },
          { key: 'updated', label: t('wework.updated'), children: when(binding.update_time) },
        ]}
      />
    </>
  );
}
