import { useTranslation } from 'react-i18next';
import { useConsole } from './console';

export function Brand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { definition } = useConsole();
  return (
    <div className="shell-brand">
      <span className="shell-brand-mark" aria-hidden>
        O
      </span>
      {collapsed ? null : (
        <span className="shell-brand-text">
          <span className="shell-brand-name">{t('app.name')}</span>
          <span className="shell-brand-console">{t(`console.${definition.audience}`)}</span>
        </span>
      )}
    </div>
  );
}
