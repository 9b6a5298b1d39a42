import { FolderAddOutlined } from '@ant-design/icons';
import { type LibraryFile, type MaterialItem, materialApi, type UploadKind } from '@onsite/contracts';
import { App, Button, Empty, Flex, Input, Result, Segmented, Space, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePagedQuery } from '#web/components/data-table/usePagedQuery';
import { UploadButton } from '#web/features/upload/UploadButton';
import { useUploader } from '#web/features/upload/useUploader';
import { useApi } from '#web/shell/console';
import { CategoryPanel, categoryKeyOf, categoryParam } from './CategoryPanel';
import { LibraryFileCard } from './LibraryFileCard';
import { MoveFileModal, PreviewModal, RenameFileModal } from './LibraryModals';
import { LibraryPager, MaterialGrid } from './MaterialCard';
import { MaterialDialog } from './MaterialDialog';
import {
  LIBRARY_PAGE_SIZE,
  LIBRARY_PAGE_SIZES,
  useCategories,
  useDeleteFiles,
  useEditFile,
} from './material.api';
import { QrDialog } from './QrDialog';
import '#web/features/material/material.strings';

const KINDS: UploadKind[] = ['image', 'video', 'audio', 'file'];

/** An absolute link to a stored file, for the QR code and the clipboard. */
export const absoluteUrl = (src: string) => new URL(src, window.location.origin).toString();

/** A page opened with ?acid= works in that activity's context (DESIGN.md): its uploads and its files. */
function useActivityId(): number | undefined {
  const [searchParams] = useSearchParams();
  const acid = Number(searchParams.get('acid'));
  return Number.isInteger(acid) && acid > 0 ? acid : undefined;
}

/**
 * The tenant's own files. Type, category, name, page and size live in the URL (a reload or a shared link
 * opens the same view); `?acid=` is the page's context, sent with every call but never cleared.
 */
export function MyFiles() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useApi();
  const acid = useActivityId();
  const query = usePagedQuery(materialApi.getList[api.audience], {
    defaultLimit: LIBRARY_PAGE_SIZE,
    fixed: { acid },
  });
  const { type, category: categoryId, keyword = '' } = query.filters;
  const category = categoryKeyOf(categoryId);
  // the search box shows the keyword in force, and follows the back button and "clear filters"
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  const [previewing, setPreviewing] = useState<LibraryFile | null>(null);
  const [renaming, setRenaming] = useState<LibraryFile | null>(null);
  const [moving, setMoving] = useState<LibraryFile | null>(null);
  const [sharing, setSharing] = useState<LibraryFile | null>(null);
  const [picking, setPicking] = useState(false);
  const categories = useCategories();
  const deleteFiles = useDeleteFiles();
  const editFile = useEditFile();
  const uploadKind: UploadKind = type ?? 'image';
  const uploader = useUploader({ kind: uploadKind, acid });
  const items = query.rows;

  const remove = async (file: LibraryFile) => {
    await deleteFiles.mutateAsync([file.id]);
    void message.success(t('material.deleted'));
    // The last file of a page: go back a page rather than show an empty one.
    if (items.length === 1 && query.page > 1) query.setPage(query.page - 1);
  };

  /** The "add from library" flow: files picked in the material dialog move into the open category. */
  const addToCategory = async (picked: MaterialItem[]) => {
    if (categoryId === undefined) return;
    for (const item of picked) await editFile.mutateAsync({ id: item.id, category_id: categoryId });
    void message.success(t('material.movedCount', { count: picked.length }));
  };

  let files: ReactNode;
  if (query.error) {
    files = (
      <Result
        status="error"
        title={t('table.loadFailed')}
        subTitle={query.error.message}
        data-testid="library-error"
        extra={
          <Button type="primary" onClick={() => void query.refetch()} data-testid="library-retry">
            {t('table.retry')}
          </Button>
        }
      />
    );
  } else if (query.isLoading) files = <div style={{ minHeight: 240 }} />;
  else if (items.length === 0) {
    files = (
      <Empty
        data-testid="library-empty"
        style={{ padding: '48px 0' }}
        description={
          query.isFiltered ? (
            <Space size={8} wrap>
              <span>{t('material.emptyFiltered')}</span>
              <Typography.Link onClick={query.reset} data-testid="library-clear-filters">
                {t('table.clearFilters')}
              </Typography.Link>
            </Space>
          ) : (
            t('material.empty')
          )
        }
      />
    );
  } else {
    files = (
      <MaterialGrid>
        {items.map((file) => (
          <LibraryFileCard
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
    );
  }

  return (
    <Flex gap={16} align="start" wrap>
      <CategoryPanel
        selected={category}
        onSelect={(key) => query.setFilters({ category: categoryParam(key) })}
      />
      <Flex vertical gap={12} style={{ flex: 1, minWidth: 320 }}>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <Flex gap={8} wrap align="center">
            <Segmented<UploadKind | 'all'>
              data-testid="library-type"
              value={type ?? 'all'}
              onChange={(value) => query.setFilters({ type: value === 'all' ? undefined : value })}
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
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onSearch={(text) => query.setFilters({ keyword: text.trim() || undefined })}
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
              onFiles={async (chosen) => {
                if (await uploader.upload(chosen)) await query.refetch();
              }}
            />
          </Flex>
        </Flex>

        <Spin spinning={query.isFetching}>{files}</Spin>
        <LibraryPager
          page={query.page}
          pageSize={query.limit}
          pageSizes={LIBRARY_PAGE_SIZES}
          total={query.count}
          showTotal={(total) => t('material.total', { total })}
          onChange={(page, limit) => query.setPage(limit === query.limit ? page : 1, limit)}
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
          void message.success(t('material.moved'));
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
