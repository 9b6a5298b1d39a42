import { type ComponentType, createElement, lazy } from 'react';
import { i18n } from '../i18n';
import type { PageProps } from './pageProps';
import NotFoundPage from './pages/NotFoundPage';

export type PageComponent = ComponentType<PageProps>;

// Spec §8: a page chunk that has not arrived after 120 s fails instead of spinning forever.
const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(i18n.t('error.chunkTimeout'))), CHUNK_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// Pages whose chunk failed to load, each with the function that gives it a fresh loader.
const failedPages = new Set<() => void>();

/**
 * Forgets the failed loads, so the pages fetch their chunks again on their next render: the error page's
 * "try again". (React keeps a failed lazy() failed for good; re-creating it at once would loop.)
 */
export function retryFailedPages(): void {
  for (const renew of failedPages) renew();
  failedPages.clear();
}

/** A page whose chunk loads on first render and can be loaded again after a failure. */
function lazyPage(load: () => Promise<{ default: PageComponent }>): PageComponent {
  const renew = () => {
    current = fresh();
  };
  const fresh = (): PageComponent =>
    lazy(() =>
      withTimeout(load()).catch((error: unknown) => {
        failedPages.add(renew);
        throw error;
      }),
    );
  let current = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module load, never in a render
  return function LazyPage(props) {
    return createElement(current, props);
  };
}

const programmeDetail = lazyPage(() => import('../features/site/ProgrammeDetailPage'));
const toolPage = lazyPage(() => import('../features/site/ToolPage'));
const underConstruction = lazyPage(() => import('./pages/UnderConstructionPage'));
const customerList = lazyPage(() => import('../features/lists/CustomerListPage'));
const orderList = lazyPage(() => import('../features/lists/OrderListPage'));

/** Components the menus table names whose feature is not built yet: they say so instead of faking it. */
const NOT_BUILT_YET = [
  'admin/partner',
  'admin/cost',
  'admin/skin',
  'admin/help',
  'admin/menu/activity',
  'admin/addons',
  'admin/addons_list',
  'agent/product/list',
  'agent/team/member',
  'agent/team/role',
];

/** Server `component` strings → page components. A string not listed here renders the not-found page. */
export const componentRegistry: Readonly<Record<string, PageComponent>> = {
  ...Object.fromEntries(NOT_BUILT_YET.map((key) => [key, underConstruction])),
  'admin/index': lazyPage(() => import('../consoles/admin/pages/HomePage')),
  'agent/index': lazyPage(() => import('../consoles/agent/pages/HomePage')),
  'admin/user/profile': lazyPage(() => import('../consoles/admin/pages/ProfilePage')),
  'agent/user': lazyPage(() => import('../consoles/agent/pages/ProfilePage')),
  'shared/message': lazyPage(() => import('../features/notice/MessageCenterPage')),
  'customer/order': lazyPage(() => import('../features/order/OrdersPage')),
  'customer/resource': lazyPage(() => import('../features/resource/ResourcePage')),
  'customer/resource/payment': lazyPage(() => import('../features/resource/PaymentSettings')),
  'agent/site/setting': lazyPage(() => import('../features/site/SiteSettingsPage')),
  'customer/activity': lazyPage(() => import('../features/activity/ActivityPage')),
  'customer/programme': lazyPage(() => import('../features/site/ProgrammesPage')),
  'customer/programme_detail': programmeDetail,
  'customer/programme_h5_detail': programmeDetail,
  'customer/programme_theme': lazyPage(() => import('../features/site/ProgrammeThemePage')),
  'customer/essay': lazyPage(() => import('../features/site/EssayPage')),
  ...Object.fromEntries(
    [
      'screen',
      'software',
      'microstation_micro',
      'microstation_live',
      'meeting',
      'assessment',
      'riposte',
      'score',
      'inside',
    ].map((tool) => [`customer/tool/${tool}`, toolPage]),
  ),
  'admin/library': lazyPage(() => import('../features/material/LibraryPage')),
  'customer/library': lazyPage(() => import('../features/material/LibraryPage')),
  'agent/customer/list': customerList,
  'admin/customer/list': customerList,
  'agent/order/list': orderList,
  'admin/order/list': orderList,
  'shared/download': lazyPage(() => import('../features/transfer/DownloadCenterPage')),
  'customer/download': lazyPage(() => import('../features/transfer/DownloadCenterPage')),
  'customer/user': lazyPage(() => import('../features/customer-account/UserSettingsPage')),
  'customer/account': lazyPage(() => import('../features/customer-account/OfficialAccountsPage')),
  'customer/api': lazyPage(() => import('../features/customer-account/ApiPage')),
};

function registryKey(component: string): string {
  return component.trim().replace(/^\.?\/+/, '');
}

export function resolvePage(component: string): PageComponent {
  const key = registryKey(component);
  return Object.hasOwn(componentRegistry, key) ? componentRegistry[key] : NotFoundPage;
}

export function isRegistered(component: string): boolean {
  return Object.hasOwn(componentRegistry, registryKey(component));
}
