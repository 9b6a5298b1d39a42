import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TransferToolsProvider } from '#web/components/data-table/transferTools';
import { transferTools } from '#web/features/transfer';
import { i18n } from '#web/i18n';
import { useLanguage } from '#web/i18n/useLanguage';
import { ThemeEffects } from '#web/shell/settings/ThemeEffects';
import { useThemeSettings } from '#web/shell/settings/themeStore';
import { FeedbackBridge } from './feedback';
import { applyLocale } from './locale';
import { appTheme } from './theme';

function LocalizedAntd({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const locale = useMemo(() => applyLocale(language), [language]);
  const { dark, primaryColor } = useThemeSettings();
  const theme = useMemo(() => appTheme({ dark, primaryColor }), [dark, primaryColor]);
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <App>
        <FeedbackBridge />
        <ThemeEffects />
        {children}
      </App>
    </ConfigProvider>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedAntd>
          {/* the lists' import and export: the kit draws the transfer feature's widgets it is lent here */}
          <TransferToolsProvider tools={transferTools}>{children}</TransferToolsProvider>
        </LocalizedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
