import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from './console';
import { FullPageLoading } from './FullPageLoading';
import { isRegistered, resolvePage } from './pageRegistry';
import { usePageTitle } from './usePageTitle';

/** Renders a menu route's page from the component registry, titled after the route. */
export function PageHost({ component, title }: { component: string; title: string }) {
  const { t } = useTranslation();
  const pages = useConsole().pages ?? {};
  usePageTitle(isRegistered(pages, component) ? title : t('route.notFound'));
  const Page = resolvePage(pages, component);
  // The title is set while the page's chunk is still loading.
  return (
    <Suspense fallback={<FullPageLoading />}>
      <Page title={title} />
    </Suspense>
  );
}
