import { EyeOutlined } from '@ant-design/icons';
import type { UploadKind } from '@onsite/contracts';
import { Card, Flex, Pagination, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MaterialThumb } from './MaterialThumb';
import { LIBRARY_PAGE_SIZE } from './material.api';
import '#web/features/material/material.strings';

/** The library's card grid: as many columns of at least 180px as fit. */
export function MaterialGrid({ minHeight, children }: { minHeight?: number; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 12,
        minHeight,
      }}
    >
      {children}
    </div>
  );
}

/** A material's card: its thumbnail and a preview action open the preview; the page adds its own actions. */
export function MaterialCard({
  item,
  testId,
  previewTestId,
  onPreview,
  actions,
  children,
}: {
  item: { src: string; name: string; kind: UploadKind };
  testId: string;
  previewTestId?: string;
  onPreview: () => void;
  actions: ReactNode[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid={testId}
      cover={
        <button
          type="button"
          onClick={onPreview}
          aria-label={t('material.preview')}
          style={{ padding: 8, border: 0, background: 'none', cursor: 'zoom-in' }}
        >
          <MaterialThumb item={item} size="100%" />
        </button>
      }
      actions={[
        <Tooltip key="preview" title={t('material.preview')}>
          <EyeOutlined onClick={onPreview} data-testid={previewTestId} />
        </Tooltip>,
        ...actions,
      ]}
    >
      {children}
    </Card>
  );
}

/**
 * The library's pager: a page of LIBRARY_PAGE_SIZE cards, hidden while everything fits on one; with
 * `pageSizes`, the size is the reader's choice (and the pager, with its changer, always shows).
 */
export function LibraryPager({
  page,
  total,
  showTotal,
  onChange,
  pageSize = LIBRARY_PAGE_SIZE,
  pageSizes,
}: {
  page: number;
  total: number;
  showTotal?: (total: number) => ReactNode;
  onChange: (page: number, pageSize: number) => void;
  pageSize?: number;
  pageSizes?: number[];
}) {
  return (
    <Flex justify="end">
      <Pagination
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={Boolean(pageSizes)}
        pageSizeOptions={pageSizes}
        showTotal={showTotal}
        hideOnSinglePage={!pageSizes}
        onChange={onChange}
      />
    </Flex>
  );
}
