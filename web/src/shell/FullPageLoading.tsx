import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { beginLoading } from './routeProgress';

export function FullPageLoading() {
  const { t } = useTranslation();
  // While this placeholder is on screen the route progress bar runs.
  useEffect(() => beginLoading(), []);
  return (
    <div className="shell-loading" role="status" aria-live="polite">
      <Spin size="large" description={t('shell.loading')} />
    </div>
  );
}
