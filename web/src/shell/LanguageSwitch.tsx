import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, type ReactElement, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/i18n/useLanguage';

const loadMenu = () => import('./LanguageMenu');
/** The language menu (antd's Dropdown and Menu) is fetched on the first click, not with the login screen. */
const LanguageMenu = lazy(loadMenu);

export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [menuWanted, setMenuWanted] = useState(false);
  const button = (extra: { onClick?: () => void; onMouseEnter?: () => void } = {}): ReactElement => (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      aria-label={t('language.label')}
      data-testid="language-switch"
      {...extra}
    >
      {t(`language.${language}`)}
    </Button>
  );
  if (!menuWanted) return button({ onClick: () => setMenuWanted(true), onMouseEnter: () => void loadMenu() });
  return (
    <Suspense fallback={button()}>
      <LanguageMenu>{button()}</LanguageMenu>
    </Suspense>
  );
}
