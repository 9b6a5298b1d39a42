import { ownWecomApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { WecomBindingView } from './WecomBindingView';
import '#web/features/wecom/wework.strings';

/**
 * The agent console's WeCom page (its owners'): the team's WeCom binding as the platform set it, its state
 * and the callback settings to enter in the team's WeCom admin console. Read only: the platform changes it.
 */
export default function OwnWeworkPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const binding = useQuery({
    queryKey: ['agent', 'wework'],
    queryFn: () => api.call(ownWecomApi.detail),
  });
  return (
    <Card title={title} data-testid="own-wework">
      {binding.isPending ? (
        <Spin />
      ) : binding.error ? (
        <Alert type="error" showIcon title={binding.error.message} />
      ) : binding.data ? (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('wework.ownHint')} />
          <WecomBindingView binding={binding.data} testId="own-wework-binding" />
        </>
      ) : (
        <Empty description={t('wework.ownNone')} />
      )}
    </Card>
  );
}
