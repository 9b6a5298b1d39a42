import { EditOutlined, RollbackOutlined, SwapOutlined } from '@ant-design/icons';
import { type MaterialHook, type MaterialItem, Permission } from '@onsite/contracts';
import { App, Empty, Flex, Popconfirm, Segmented, Select, Spin, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shell/access';
import { useApi } from '../../shell/console';
import { PreviewModal, RenameFileModal } from './LibraryModals';
import { LibraryPager, MaterialCard, MaterialGrid } from './MaterialCard';
import { MaterialDialog } from './MaterialDialog';
import {
  formatSize,
  LIBRARY_PAGE_SIZE,
  useEditSystemMaterial,
  useMaterials,
  useMaterialTypes,
  useResetSystemMaterial,
  useSystemCategories,
} from './material.api';

/**
 * The platform's system materials by hook and category. Admins holding the authority `admin` (spec §6) may
 * rename an official image, replace it with an image of their library, and reset it to the default.
 */
export function SystemMaterialsPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useApi();
  const canEditDefaults =
    useCan({ authorities: { allOf: [Permission.admin.materialDefaults] } }) && api.audience === 'admin';
  const types = useMaterialTypes();
  const hooks = (types.data ?? []).map((entry) => entry.hook);
  const [chosenHook, setChosenHook] = useState<MaterialHook | undefined>();
  const hook = chosenHook ?? hooks[0];
  const [category, setCategory] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const categories = useSystemCategories(hook);
  const list = useMaterials({ page, limit: LIBRARY_PAGE_SIZE, mine: 0, hook, category }, hook !== undefined);
  const edit = useEditSystemMaterial();
  const reset = useResetSystemMaterial();
  const [previewing, setPreviewing] = useState<MaterialItem | null>(null);
  const [renaming, setRenaming] = useState<MaterialItem | null>(null);
  const [replacing, setReplacing] = useState<MaterialItem | null>(null);
  const items = list.data?.items ?? [];

  if (types.isSuccess && hooks.length === 0) {
    return <Empty description={t('material.dialog.emptySystem')} />;
  }

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Segmented<MaterialHook>
          value={hook}
          onChange={(value) => {
            setChosenHook(value);
            setCategory(undefined);
            setPage(1);
          }}
          options={hooks.map((value) => ({ value, label: t(`material.hook.${value}`) }))}
        />
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('material.allCategories')}
          value={category}
          onChange={(value?: number) => {
            setCategory(value);
            setPage(1);
          }}
          options={(categories.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
        />
      </Flex>
      <Spin spinning={types.isPending || list.isFetching}>
        {items.length === 0 && !list.isPending ? (
          <Empty description={t('material.dialog.emptySystem')} />
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
                            message.success(t('material.system.resetDone'));
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
      <LibraryPager page={page} total={list.data?.count ?? 0} onChange={setPage} />
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
          message.success(t('material.system.replaced'));
        }}
      />
    </Flex>
  );
}
