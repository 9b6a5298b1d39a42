import { useTranslation } from 'react-i18next';
import { useConsole } from './console';
import { useThemeSettings } from './settings/themeStore';

interface BrandProps {
  collapsed: boolean;
  /** 'dark' on a dark or coloured background (light text), 'light' on a light one */
  tone: 'dark' | 'light';
}

export function Brand({ collapsed, tone }: BrandProps) {
  const { t } = useTranslation();
  const { definition } = useConsole();
  const { logoAutoSize } = useThemeSettings();
  return (
    <div
      className={`shell-brand shell-brand-${tone}${logoAutoSize ? ' shell-brand-auto' : ''}`}
      data-testid="shell-brand"
    >
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
