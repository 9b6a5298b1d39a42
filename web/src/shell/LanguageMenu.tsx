import { Dropdown } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { changeLanguage } from '#web/i18n';
import { isLanguage, LANGUAGES } from '#web/i18n/languages';
import { useLanguage } from '#web/i18n/useLanguage';

/**
 * The language switch's menu around its button (LanguageSwitch.tsx), open from the start: it is shown by
 * the click that fetched it, and from then on opens and closes on the button's clicks.
 */
export default function LanguageMenu({ children }: { children: ReactElement }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: LANGUAGES.map((code) => ({ key: code, label: t(`language.${code}`) })),
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => {
          setOpen(false);
          if (!isLanguage(key)) return;
          changeLanguage(key).catch(() => feedback.error(t('language.loadFailed')));
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
