import { EditOutlined, RollbackOutlined, SwapOutlined } from '@ant-design/icons';
import { type MaterialHook, type MaterialItem, materialApi, Permission } from '@onsite/contracts';
import {
  App,
  Button,
  Empty,
  Flex,
  Popconfirm,
  Result,
  Segmented,
  Select,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedQuery } from '#web/components/data-table/usePagedQuery';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import { PreviewModal, RenameFileModal } from './LibraryModals';
import { LibraryPager, MaterialCard, MaterialGrid } from './MaterialCard';
import { MaterialDialog } from './MaterialDialog';
import {
  formatSize,
  LIBRARY_PAGE_SIZE,
  LIBRARY_PAGE_SIZES,
  useEditSystemMaterial,
  useMaterialTypes,
  useResetSystemMaterial,
  useSystemCategories,
} from './material.api';
import '#web/features/material/material.strings';

/**
 * The platform's system materials by hook and category. Admins holding the authority `admin` (spec §6) may
 * rename an official image, replace it with an image of their library, and reset it to the default. Hook,
 * category, page and size live in the URL under `system.` (the library's own files keep theirs unprefixed);
 * without a hook in the URL, the first hook with materials is shown.
 */
export function SystemMaterialsPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useApi();
  const canEditDefaults =
    useCan({ authorities: { allOf: [Permission.admin.materialDefaults] } }) && api.audience === 'admin';
  const types = useMaterialTypes();
  const hooks = (types.data ?? []).map((entry) => entry.hook);
  const query = usePagedQuery(materialApi.getMaterialList, {
    prefix: 'system.',
    defaultLimit: LIBRARY_PAGE_SIZE,
    fixed: { mine: 0 },
    defaultFilters: { hook: hooks[0] },
    // every hook's materials at once are no view: wait for the hook
    enabled: hooks.length > 0,
  });
  const { hook, category } = query.filters;
  const categories = useSystemCategories(hook);
  const edit = useEditSystemMaterial();
  const reset = useResetSystemMaterial();
  const [previewing, setPreviewing] = useState<MaterialItem | null>(null);
  const [renaming, setRenaming] = useState<MaterialItem | null>(null);
  const [replacing, setReplacing] = useState<MaterialItem | null>(null);
  const items = query.rows;

  // a category with nothing in it offers the way back to the whole hook
  const emptyText: ReactNode =
    query.filters.category !== undefined ? (
      <Flex gap={8} wrap justify="center">
        <span>{t('material.dialog.emptySystem')}</span>
        <Typography.Link
          onClick={() => query.setFilters({ category: undefined })}
          data-testid="system-clear-filters"
        >
          {t('table.clearFilters')}
        </Typography.Link>
      </Flex>
    ) : (
      t('material.dialog.emptySystem')
    );

  if (types.isSuccess && hooks.length === 0) {
    return <Empty description={t('material.dialog.emptySystem')} />;
  }

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Segmented<MaterialHook>
          value={hook}
          onChange={(value) => query.setFilters({ hook: value, category: undefined })}
          options={hooks.map((value) => ({ value, label: t(`material.hook.${value}`) }))}
        />
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('material.allCategories')}
          value={category}
          onChange={(value?: number) => query.setFilters({ category: value })}
          options={(categories.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
        />
      </Flex>
      <Spin spinning={types.isPending || query.isFetching}>
        {query.error ? (
          <Result
            status="error"
            title={t('table.loadFailed')}
            subTitle={query.error.message}
            data-testid="system-error"
            extra={
              <Button type="primary" onClick={() => void query.refetch()} data-testid="system-retry">
                {t('table.retry')}
              </Button>
            }
          />
        ) : items.length === 0 && !query.isLoading && types.isSuccess ? (
          <Empty data-testid="system-empty" description={emptyText} />
        ) : (
          <MaterialGrid minHeight={120}>
            {items.map((item) => (
              <MaterialCard
                key={item.id}
                item={item}
                testId="system-material"
                onPreview={() => setPreviewing(item)}
                actions={
                  canEditDefaults
                    ? [
                        <Tooltip key="rename" title={t('material.rename')}>
                          <EditOutlined onClick={() => setRenaming(item)} data-testid="system-rename" />
                        </Tooltip>,
                        <Tooltip key="replace" title={t('material.system.replace')}>
                          <SwapOutlined onClick={() => setReplacing(item)} data-testid="system-replace" />
                        </Tooltip>,
                        <Popconfirm
                          key="reset"
                          title={t('material.system.resetConfirm')}
                          okText={t('material.system.reset')}
                          cancelText={t('material.dialog.cancel')}
                          disabled={item.is_default === 1}
                          onConfirm={async () => {
                            await reset.mutateAsync(item.id);
                            void message.success(t('material.system.resetDone'));
                          }}
                        >
                          <Tooltip title={t('material.system.reset')}>
                            <RollbackOutlined
                              data-testid="system-reset"
                              style={
                                item.is_default === 1 ? { opacity: 0.3, cursor: 'not-allowed' } : undefined
                              }
                            />
                          </Tooltip>
                        </Popconfirm>,
                      ]
                    : []
                }
              >
                <Flex justify="space-between" gap={4} align="center">
                  <Typography.Text ellipsis strong title={item.name}>
                    {item.name}
                  </Typography.Text>
                  {item.is_default ? null : <Tag color="orange">{t('material.system.modified')}</Tag>}
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatSize(item.size)}
                </Typography.Text>
              </MaterialCard>
            ))}
          </MaterialGrid>
        )}
      </Spin>
      <LibraryPager
        page={query.page}
        pageSize={query.limit}
        pageSizes={LIBRARY_PAGE_SIZES}
        total={query.count}
        showTotal={(total) => t('material.total', { total })}
        onChange={(page, limit) => query.setPage(limit === query.limit ? page : 1, limit)}
      />
      <PreviewModal file={previewing} onClose={() => setPreviewing(null)} />
      <RenameFileModal
        file={renaming}
        testId="system-name"
        onClose={() => setRenaming(null)}
        rename={edit.mutateAsync}
      />
      <MaterialDialog
        open={replacing !== null}
        onClose={() => setReplacing(null)}
        max={1}
        type="image"
        withSystem={false}
        onSelect={async ([file]) => {
          if (!replacing || !file) return;
          await edit.mutateAsync({ id: replacing.id, file_id: file.id });
          void message.success(t('material.system.replaced'));
        }}
      />
    </Flex>
  );
}
