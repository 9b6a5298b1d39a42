import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';

export function ShellFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer className="shell-footer" data-testid="shell-footer">
      {t('shell.copyright', { year: new Date().getFullYear() })}
    </Layout.Footer>
  );
}
