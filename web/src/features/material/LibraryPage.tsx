import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { MyFiles } from './MyFiles';
import { hasSystemMaterials } from './material.api';
import { SystemMaterialsPanel } from './SystemMaterialsPanel';
import '#web/features/material/material.strings';

/**
 * The resource library (/library in every console): the tenant's own files by category,
 * type and name, with preview, rename, move, QR link and delete; and the system materials. The tab lives in
 * the URL (`?tab=system`) beside each tab's own filters and page, so a reload opens the same view.
 */
export default function LibraryPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'system' ? 'system' : 'mine';
  const setTab = (next: 'mine' | 'system') =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'system') copy.set('tab', next);
        else copy.delete('tab');
        return copy;
      },
      { replace: true },
    );
  return (
    <Card title={title} data-testid="library-page">
      {hasSystemMaterials(api.audience) ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as 'mine' | 'system')}
          items={[
            { key: 'mine', label: t('material.dialog.mine'), children: <MyFiles /> },
            { key: 'system', label: t('material.dialog.system'), children: <SystemMaterialsPanel /> },
          ]}
        />
      ) : (
        <MyFiles />
      )}
    </Card>
  );
}
