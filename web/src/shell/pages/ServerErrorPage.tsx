import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExceptionPage } from './ExceptionPage';

interface ServerErrorPageProps {
  /** offered as "try again"; without it the page offers a reload */
  onRetry?: () => void;
  /** where "back home" leads (a full URL path, so it works outside the router too) */
  homeHref?: string;
}

export default function ServerErrorPage({ onRetry, homeHref }: ServerErrorPageProps) {
  const { t } = useTranslation();
  return (
    <ExceptionPage
      status="500"
      title="500"
      subTitle={t('exception.serverError')}
      pageTitle={t('route.serverError')}
      extra={
        <Space>
          <Button type="primary" onClick={onRetry ?? (() => window.location.reload())}>
            {t('exception.retry')}
          </Button>
          {homeHref ? <Button href={homeHref}>{t('exception.backHome')}</Button> : null}
        </Space>
      }
    />
  );
}
