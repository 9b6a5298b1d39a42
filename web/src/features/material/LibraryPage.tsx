import {
  DeleteOutlined,
  EditOutlined,
  FolderAddOutlined,
  FolderOutlined,
  MoreOutlined,
  PlusOutlined,
  QrcodeOutlined,
} from '@ant-design/icons';
import type { LibraryFile, MaterialItem, UploadKind } from '@onsite/contracts';
import {
  App,
  Button,
  Card,
  Dropdown,
  Empty,
  Flex,
  Input,
  Menu,
  Popconfirm,
  Segmented,
  Spin,
  Tabs,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../shell/console';
import type { PageProps } from '../../shell/pageProps';
import { UploadButton, useUploader } from '../upload';
import { MoveFileModal, NameModal, PreviewModal, RenameFileModal } from './LibraryModals';
import { LibraryPager, MaterialCard, MaterialGrid } from './MaterialCard';
import { MaterialDialog } from './MaterialDialog';
import {
  formatSize,
  hasSystemMaterials,
  LIBRARY_PAGE_SIZE,
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useDeleteFiles,
  useEditFile,
  useLibrary,
  useRenameCategory,
} from './material.api';
import { QrDialog } from './QrDialog';
import { SystemMaterialsPanel } from './SystemMaterialsPanel';

const KINDS: UploadKind[] = ['image', 'video', 'audio', 'file'];

/** Menu keys of the category list: every file, the uncategorised ones, or one category. */
type CategoryKey = 'all' | 'none' | `${number}`;
const categoryParam = (key: CategoryKey) => (key === 'all' ? undefined : key === 'none' ? 0 : Number(key));

/** An absolute link to a stored file, for the QR code and the clipboard. */
export const absoluteUrl = (src: string) => new URL(src, window.location.origin).toString();

/**
 * The resource library (/library in the customer and admin consoles): the tenant's own files by category,
 * type and name, with preview, rename, move, QR link and delete; and the system materials.
 */
export default function LibraryPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [tab, setTab] = useState<'mine' | 'system'>('mine');
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

/** A page opened with ?acid= works in that activity's context (DESIGN.md): its uploads and its files. */
function useActivityId(): number | undefined {
  const [searchParams] = useSearchParams();
  const acid = Number(searchParams.get('acid'));
  return Number.isInteger(acid) && acid > 0 ? acid : undefined;
}

function MyFiles() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const acid = useActivityId();
  const [category, setCategory] = useState<CategoryKey>('all');
  const [type, setType] = useState<UploadKind | 'all'>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [previewing, setPreviewing] = useState<LibraryFile | null>(null);
  const [renaming, setRenaming] = useState<LibraryFile | null>(null);
  const [moving, setMoving] = useState<LibraryFile | null>(null);
  const [sharing, setSharing] = useState<LibraryFile | null>(null);
  const [picking, setPicking] = useState(false);
  const categoryId = categoryParam(category);
  const list = useLibrary({
    page,
    limit: LIBRARY_PAGE_SIZE,
    type: type === 'all' ? undefined : type,
    category: categoryId,
    keyword: keyword || undefined,
    acid,
  });
  const categories = useCategories();
  const deleteFiles = useDeleteFiles();
  const editFile = useEditFile();
  const uploadKind: UploadKind = type === 'all' ? 'image' : type;
  const uploader = useUploader({ kind: uploadKind, acid });
  const items = list.data?.items ?? [];
  const filtered = type !== 'all' || keyword !== '' || category !== 'all';

  const remove = async (file: LibraryFile) => {
    await deleteFiles.mutateAsync([file.id]);
    message.success(t('material.deleted'));
    // The last file of a page: go back a page rather than show an empty one.
    if (items.length === 1 && page > 1) setPage(page - 1);
  };

  /** The "add from library" flow: files picked in the material dialog move into the open category. */
  const addToCategory = async (picked: MaterialItem[]) => {
    if (categoryId === undefined) return;
    for (const item of picked) await editFile.mutateAsync({ id: item.id, category_id: categoryId });
    message.success(t('material.movedCount', { count: picked.length }));
  };

  return (
    <Flex gap={16} align="start" wrap>
      <CategoryPanel
        selected={category}
        onSelect={(key) => {
          setCategory(key);
          setPage(1);
        }}
      />
      <Flex vertical gap={12} style={{ flex: 1, minWidth: 320 }}>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <Flex gap={8} wrap align="center">
            <Segmented<UploadKind | 'all'>
              data-testid="library-type"
              value={type}
              onChange={(value) => {
                setType(value);
                setPage(1);
              }}
              options={[
                { value: 'all', label: t('material.kind.all') },
                ...KINDS.map((kind) => ({ value: kind, label: t(`material.kind.${kind}`) })),
              ]}
            />
            <Input.Search
              allowClear
              data-testid="library-search"
              placeholder={t('material.searchPlaceholder')}
              style={{ width: 220 }}
              onSearch={(text) => {
                setKeyword(text.trim());
                setPage(1);
              }}
            />
          </Flex>
          <Flex gap={8} align="start">
            {categoryId !== undefined && categoryId > 0 ? (
              <Button
                icon={<FolderAddOutlined />}
                onClick={() => setPicking(true)}
                data-testid="library-add-from"
              >
                {t('material.addFromLibrary')}
              </Button>
            ) : null}
            <UploadButton
              uploader={uploader}
              multiple
              testId="library-upload"
              label={t('material.upload', { kind: t(`material.kind.${uploadKind}`) })}
              onFiles={async (files) => {
                if (await uploader.upload(files)) await list.refetch();
              }}
            />
          </Flex>
        </Flex>

        <Spin spinning={list.isFetching}>
          {list.isPending ? (
            <div style={{ minHeight: 240 }} />
          ) : items.length === 0 ? (
            <Empty
              data-testid="library-empty"
              style={{ padding: '48px 0' }}
              description={filtered ? t('material.emptyFiltered') : t('material.empty')}
            />
          ) : (
            <MaterialGrid>
              {items.map((file) => (
                <FileCard
                  key={file.id}
                  file={file}
                  onPreview={() => setPreviewing(file)}
                  onRename={() => setRenaming(file)}
                  onMove={() => setMoving(file)}
                  onShare={() => setSharing(file)}
                  onDelete={() => remove(file)}
                />
              ))}
            </MaterialGrid>
          )}
        </Spin>
        <LibraryPager
          page={page}
          total={list.data?.count ?? 0}
          showTotal={(total) => t('material.total', { total })}
          onChange={setPage}
        />
      </Flex>

      <PreviewModal file={previewing} onClose={() => setPreviewing(null)} />
      <RenameFileModal
        file={renaming}
        testId="rename-file"
        onClose={() => setRenaming(null)}
        rename={editFile.mutateAsync}
      />
      <MoveFileModal
        file={moving}
        categories={categories.data ?? []}
        onClose={() => setMoving(null)}
        onSubmit={async (categoryIdToMove) => {
          if (!moving) return;
          await editFile.mutateAsync({ id: moving.id, category_id: categoryIdToMove });
          message.success(t('material.moved'));
        }}
      />
      <QrDialog
        open={sharing !== null}
        onClose={() => setSharing(null)}
        url={sharing ? absoluteUrl(sharing.src) : ''}
        title={sharing?.name}
      />
      <MaterialDialog
        open={picking}
        onClose={() => setPicking(false)}
        onSelect={addToCategory}
        withSystem={false}
      />
    </Flex>
  );
}

function FileCard({
  file,
  onPreview,
  onRename,
  onMove,
  onShare,
  onDelete,
}: {
  file: LibraryFile;
  onPreview: () => void;
  onRename: () => void;
  onMove: () => void;
  onShare: () => void;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <MaterialCard
      item={file}
      testId="library-file"
      previewTestId="library-preview"
      onPreview={onPreview}
      actions={[
        <Tooltip key="rename" title={t('material.rename')}>
          <EditOutlined onClick={onRename} data-testid="library-rename" />
        </Tooltip>,
        <Tooltip key="share" title={t('material.qr.title')}>
          <QrcodeOutlined onClick={onShare} data-testid="library-qr" />
        </Tooltip>,
        <Dropdown
          key="more"
          trigger={['click']}
          menu={{
            items: [{ key: 'move', icon: <FolderOutlined />, label: t('material.move'), onClick: onMove }],
          }}
        >
          <MoreOutlined data-testid="library-more" aria-label={t('material.more')} />
        </Dropdown>,
        <Popconfirm
          key="delete"
          title={t('material.deleteConfirm')}
          description={t('material.deleteConfirmHint')}
          okText={t('material.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('material.dialog.cancel')}
          onConfirm={onDelete}
        >
          <DeleteOutlined data-testid="library-delete" aria-label={t('material.delete')} />
        </Popconfirm>,
      ]}
    >
      <Typography.Text
        ellipsis
        strong
        title={file.name}
        data-testid="library-file-name"
        style={{ display: 'block' }}
      >
        {file.name}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(`material.kind.${file.kind}`)} · {formatSize(file.size)}
      </Typography.Text>
    </MaterialCard>
  );
}

function CategoryPanel({
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
                        message.success(t('material.deleted'));
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
          message.success(t('material.category.created'));
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
          message.success(t('material.renamed'));
        }}
      />
    </Flex>
  );
}
