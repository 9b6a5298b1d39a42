import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { useLanguage } from '../i18n/useLanguage';
import { FeedbackBridge } from './feedback';
import { applyLocale } from './locale';
import { theme } from './theme';

function LocalizedAntd({ children }: { children: ReactNode }) {
  const language = useLanguage();
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
