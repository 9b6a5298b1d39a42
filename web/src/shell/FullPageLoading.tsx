import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="shell-loading" role="status" aria-live="polite">
      <Spin size="large" description={t('shell.loading')} />
    </div>
  );
}
