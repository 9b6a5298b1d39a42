import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Flex, Menu, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameModal } from './LibraryModals';
import { useCategories, useCreateCategory, useDeleteCategory, useRenameCategory } from './material.api';
import '#web/features/material/material.strings';

/** Menu keys of the category list: every file, the uncategorised ones, or one category. */
export type CategoryKey = 'all' | 'none' | `${number}`;
export const categoryParam = (key: CategoryKey) =>
  key === 'all' ? undefined : key === 'none' ? 0 : Number(key);
export const categoryKeyOf = (category: number | undefined): CategoryKey =>
  category === undefined ? 'all' : category === 0 ? 'none' : `${category}`;

/** The category list beside the files: every file, the uncategorised ones, each category with rename and delete. */
export function CategoryPanel({
  selected,
  onSelect,
}: {
  selected: CategoryKey;
  onSelect: (key: CategoryKey) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const categories = useCategories();
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);

  const items = [
    { key: 'all', label: t('material.allFiles') },
    { key: 'none', label: t('material.uncategorised') },
    ...(categories.data ?? []).map((category) => ({
      key: String(category.id),
      label: (
        <Flex justify="space-between" align="center" gap={4} data-testid="library-category">
          <Typography.Text ellipsis style={{ maxWidth: 110 }} title={category.name}>
            {category.name}
          </Typography.Text>
          <Flex gap={2} align="center">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {category.file_count}
            </Typography.Text>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'rename', label: t('material.category.rename') },
                  { key: 'delete', danger: true, label: t('material.category.delete') },
                ],
                onClick: ({ key, domEvent }) => {
                  domEvent.stopPropagation();
                  if (key === 'rename') setRenaming(category);
                  else
                    modal.confirm({
                      title: t('material.category.deleteConfirm', { name: category.name }),
                      content: t('material.category.deleteHint'),
                      okText: t('material.delete'),
                      okButtonProps: { danger: true },
                      cancelText: t('material.dialog.cancel'),
                      onOk: async () => {
                        await remove.mutateAsync(category.id);
                        void message.success(t('material.deleted'));
                        if (selected === String(category.id)) onSelect('all');
                      },
                    });
                },
              }}
            >
              <Button
                type="text"
                size="small"
                icon={<MoreOutlined />}
                aria-label={t('material.more')}
                onClick={(event) => event.stopPropagation()}
              />
            </Dropdown>
          </Flex>
        </Flex>
      ),
    })),
  ];

  return (
    <Flex vertical gap={8} style={{ width: 220 }} data-testid="library-categories">
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('material.category.title')}</Typography.Text>
        <Button
          size="small"
          type="link"
          icon={<PlusOutlined />}
          onClick={() => setCreating(true)}
          data-testid="library-category-add"
        >
          {t('material.category.add')}
        </Button>
      </Flex>
      <Spin spinning={categories.isFetching}>
        <Menu
          mode="inline"
          selectedKeys={[selected]}
          onClick={({ key }) => onSelect(key as CategoryKey)}
          items={items}
          style={{ borderInlineEnd: 0 }}
        />
      </Spin>
      <NameModal
        open={creating}
        title={t('material.category.add')}
        label={t('material.category.name')}
        initial=""
        maxLength={30}
        testId="category-name"
        onClose={() => setCreating(false)}
        onSubmit={async (name) => {
          await create.mutateAsync(name);
          void message.success(t('material.category.created'));
        }}
      />
      <NameModal
        open={renaming !== null}
        title={t('material.category.rename')}
        label={t('material.category.name')}
        initial={renaming?.name ?? ''}
        maxLength={30}
        testId="category-rename"
        onClose={() => setRenaming(null)}
        onSubmit={async (name) => {
          if (!renaming) return;
          await rename.mutateAsync({ id: renaming.id, name });
          void message.success(t('material.renamed'));
        }}
      />
    </Flex>
  );
}
