import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { changeLanguage } from '#web/i18n';
import { isLanguage, LANGUAGES } from '#web/i18n/languages';
import { useLanguage } from '#web/i18n/useLanguage';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: LANGUAGES.map((code) => ({ key: code, label: t(`language.${code}`) })),
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => {
          if (!isLanguage(key)) return;
          changeLanguage(key).catch(() => feedback.error(t('language.loadFailed')));
        },
      }}
    >
      <Button
        type="text"
        icon={<TranslationOutlined />}
        aria-label={t('language.label')}
        data-testid="language-switch"
      >
        {t(`language.${language}`)}
      </Button>
    </Dropdown>
  );
}
