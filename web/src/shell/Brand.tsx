import { useTranslation } from 'react-i18next';
import { useConsole } from './console';
import { useThemeSettings } from './settings/themeStore';
import { useSiteBrand } from './siteBrand';

interface BrandProps {
  collapsed: boolean;
  /** 'dark' on a dark or coloured background (light text), 'light' on a light one */
  tone: 'dark' | 'light';
}

export function Brand({ collapsed, tone }: BrandProps) {
  const { t } = useTranslation();
  const { definition } = useConsole();
  const { logoAutoSize } = useThemeSettings();
  // The customer site shows its agent's name (white label); the consoles the product's own.
  const brand = useSiteBrand();
  const name = brand?.name || t('app.name');
  return (
    <div
      className={`shell-brand shell-brand-${tone}${logoAutoSize ? ' shell-brand-auto' : ''}`}
      data-testid="shell-brand"
    >
      <span className="shell-brand-mark" aria-hidden>
        {name.slice(0, 1).toUpperCase()}
      </span>
      {collapsed ? null : (
        <span className="shell-brand-text">
          <span className="shell-brand-name">{name}</span>
          <span className="shell-brand-console">{t(`console.${definition.audience}`)}</span>
        </span>
      )}
    </div>
  );
}
