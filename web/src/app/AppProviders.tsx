import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '../i18n';
import { FeedbackBridge } from './feedback';
import { applyLocale } from './locale';
import { theme } from './theme';

function LocalizedAntd({ children }: { children: ReactNode }) {
  // useTranslation re-renders on every language change, so antd's locale follows i18n.
  useTranslation();
  const language = currentLanguage();
  const locale = useMemo(() => applyLocale(language), [language]);
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <App>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedAntd>{children}</LocalizedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
