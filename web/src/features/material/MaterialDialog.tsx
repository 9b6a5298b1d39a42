import { CheckCircleFilled } from '@ant-design/icons';
import { type MaterialHook, type MaterialItem, MaterialPaging, type UploadKind } from '@onsite/contracts';
import { App, Empty, Flex, Modal, Pagination, Segmented, Select, Spin, Tabs, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '#web/shell/console';
import { MaterialThumb } from './MaterialThumb';
import { hasSystemMaterials, useCategories, useMaterials, useMaterialTypes } from './material.api';
import { isSelected, selectionKey, toggleSelection } from './selection';
import '#web/features/material/material.strings';

export type MaterialTab = 'mine' | 'system';

export interface MaterialDialogProps {
  open: boolean;
  onClose: () => void;
  /** the chosen files, in the order they were picked */
  onSelect: (items: MaterialItem[]) => void;
  /** how many may be picked (spec §9: multi-select max 10) */
  max?: number;
  /** only files of this kind */
  type?: UploadKind;
  /** 'mobile': the narrow image grid of 10 per page; 'grid': 16 per page */
  layout?: 'grid' | 'mobile';
  /** the system tab's first hook */
  hook?: MaterialHook;
  /** false: own files only (e.g. picking files to move); system materials also need the platform to have them */
  withSystem?: boolean;
}

/**
 * The material library dialog (spec §2, §4, §9): the caller's own files and, on the customer and admin
 * platforms, the system materials; picks up to `max` and hands them to the caller. Closing it forgets the
 * choice and goes back to the "my materials" tab.
 */
export function MaterialDialog({
  open,
  onClose,
  onSelect,
  max = MaterialPaging.maxSelect,
  type,
  layout = 'grid',
  hook,
  withSystem: systemWanted = true,
}: MaterialDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useApi();
  const withSystem = systemWanted && hasSystemMaterials(api.audience);
  const [tab, setTab] = useState<MaterialTab>('mine');
  const [selected, setSelected] = useState<MaterialItem[]>([]);
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<number | undefined>();
  const [chosenHook, setChosenHook] = useState<MaterialHook | undefined>(hook);
  const pageSize = layout === 'mobile' ? MaterialPaging.mobileGrid : MaterialPaging.dialog;

  const types = useMaterialTypes(open && withSystem);
  const hooks = (types.data ?? [])
    .filter((entry) => !type || entry.types.includes(type))
    .map((entry) => entry.hook);
  const activeHook = chosenHook ?? hooks[0];
  const ownCategories = useCategories();
  const list = useMaterials(
    {
      page,
      limit: pageSize,
      mine: tab === 'mine' ? 1 : 0,
      type,
      hook: tab === 'system' ? activeHook : undefined,
      category: tab === 'mine' ? category : undefined,
    },
    open && (tab === 'mine' || activeHook !== undefined),
  );
  const items = list.data?.items ?? [];

  const close = () => {
    // Spec §4: the dialog resets to "my materials" on close.
    setTab('mine');
    setSelected([]);
    setPage(1);
    setCategory(undefined);
    setChosenHook(hook);
    onClose();
  };

  const toggle = (item: MaterialItem) => {
    const next = toggleSelection(selected, item, max);
    if (next.limitReached) void message.warning(t('material.maxSelectable', { max }));
    setSelected(next.selected);
  };

  const confirm = () => {
    onSelect(selected);
    close();
  };

  const columns = layout === 'mobile' ? 2 : 4;
  const grid = (
    <Spin spinning={list.isFetching}>
      {list.isPending && list.fetchStatus !== 'idle' ? (
        <div style={{ minHeight: 240 }} />
      ) : items.length === 0 ? (
        <Empty
          data-testid="material-empty"
          description={tab === 'mine' ? t('material.dialog.emptyMine') : t('material.dialog.emptySystem')}
        />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 12 }}>
          {items.map((item) => (
            <MaterialTile
              key={selectionKey(item)}
              item={item}
              selected={isSelected(selected, item)}
              onToggle={() => toggle(item)}
            />
          ))}
        </div>
      )}
    </Spin>
  );

  const mineFilter = (
    <Select
      allowClear
      style={{ width: 200 }}
      placeholder={t('material.allCategories')}
      value={category}
      onChange={(value?: number) => {
        setCategory(value);
        setPage(1);
      }}
      options={[
        { value: 0, label: t('material.uncategorised') },
        ...(ownCategories.data ?? []).map((entry) => ({ value: entry.id, label: entry.name })),
      ]}
      data-testid="material-dialog-category"
    />
  );
  const systemFilter =
    hooks.length > 0 ? (
      <Segmented<MaterialHook>
        value={activeHook}
        onChange={(value) => {
          setChosenHook(value);
          setPage(1);
        }}
        options={hooks.map((value) => ({ value, label: t(`material.hook.${value}`) }))}
      />
    ) : null;

  return (
    <Modal
      open={open}
      title={t('material.dialog.title')}
      width={layout === 'mobile' ? 460 : 880}
      onCancel={close}
      onOk={confirm}
      okText={t('material.dialog.confirm')}
      okButtonProps={{ disabled: selected.length === 0, 'data-testid': 'material-dialog-confirm' }}
      cancelText={t('material.dialog.cancel')}
      destroyOnHidden
      data-testid="material-dialog"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as MaterialTab);
          setPage(1);
        }}
        items={[
          { key: 'mine', label: t('material.dialog.mine') },
          ...(withSystem ? [{ key: 'system', label: t('material.dialog.system') }] : []),
        ]}
      />
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }} gap={8} wrap>
        {tab === 'mine' ? mineFilter : systemFilter}
        <Typography.Text type="secondary" data-testid="material-dialog-count">
          {t('material.dialog.selected', { count: selected.length, max })}
        </Typography.Text>
      </Flex>
      {grid}
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Pagination
          size="small"
          current={page}
          pageSize={pageSize}
          total={list.data?.count ?? 0}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={setPage}
        />
      </Flex>
    </Modal>
  );
}

function MaterialTile({
  item,
  selected,
  onToggle,
}: {
  item: MaterialItem;
  selected: boolean;
  onToggle: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={selected}
      data-testid="material-tile"
      data-selected={selected}
      style={{
        position: 'relative',
        padding: 6,
        cursor: 'pointer',
        background: token.colorBgContainer,
        border: `2px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        textAlign: 'left',
        minWidth: 0,
      }}
    >
      <MaterialThumb item={item} size="100%" />
      <Typography.Text ellipsis style={{ display: 'block', marginTop: 4, fontSize: 12 }} title={item.name}>
        {item.name}
      </Typography.Text>
      {selected ? (
        <CheckCircleFilled
          style={{ position: 'absolute', top: 8, right: 8, fontSize: 18, color: token.colorPrimary }}
        />
      ) : null}
    </button>
  );
}
