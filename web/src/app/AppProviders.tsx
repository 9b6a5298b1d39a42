import { ExportOutlined } from '@ant-design/icons';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, Button, ConfigProvider } from 'antd';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  type ExportToolProps,
  type ImportToolProps,
  type TransferTools,
  TransferToolsProvider,
} from '#web/components/data-table/transferTools';
import { i18n } from '#web/i18n';
import { useLanguage } from '#web/i18n/useLanguage';
import { ThemeEffects } from '#web/shell/settings/ThemeEffects';
import { useThemeSettings } from '#web/shell/settings/themeStore';
import { FeedbackBridge } from './feedback';
import { applyLocale } from './locale';
import { appTheme } from './theme';

// The lists' import dialog (upload, steps, progress, result) loads with the first list that shows it, not
// with every console's first load (issue 19); so does the export button (its polling, the transfer
// contracts and the paged-query helpers), drawn disabled until its chunk is there.
const LazyImportWidget = lazy(async () => ({
  default: (await import('#web/features/transfer/ImportWidget')).ImportWidget,
}));
const LazyExportButton = lazy(async () => ({
  default: (await import('#web/features/transfer/ExportButton')).ExportButton,
}));
const transferTools: TransferTools = {
  ExportButton: (props: ExportToolProps) => (
    <Suspense
      fallback={
        <Button
          type={props.type}
          icon={<ExportOutlined />}
          disabled
          data-testid={props.testId ? `${props.testId}-loading` : undefined}
        >
          {props.children}
        </Button>
      }
    >
      <LazyExportButton {...props} />
    </Suspense>
  ),
  ImportWidget: (props: ImportToolProps) => (
    <Suspense fallback={null}>
      <LazyImportWidget {...props} />
    </Suspense>
  ),
};

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
