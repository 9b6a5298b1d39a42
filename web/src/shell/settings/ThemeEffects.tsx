import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { useThemeStore } from './themeStore';

/**
 * What the theme settings do outside antd's tokens: colour-weak mode filters the whole document, dark mode
 * sets the page's colour scheme, and unreadable stored settings are reported once.
 */
export function ThemeEffects(): null {
  const { t } = useTranslation();
  const weak = useThemeStore((state) => state.settings.weak);
  const dark = useThemeStore((state) => state.settings.dark);
  const loadFailed = useThemeStore((state) => state.loadFailed);
  const acknowledge = useThemeStore((state) => state.acknowledgeLoadFailure);

  useEffect(() => {
    document.documentElement.classList.toggle('theme-weak', weak);
    document.documentElement.classList.toggle('theme-dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [weak, dark]);

  useEffect(() => {
    if (!loadFailed) return;
    feedback.error(t('shell.themeLoadFailed'));
    acknowledge();
  }, [loadFailed, acknowledge, t]);

  return null;
}
