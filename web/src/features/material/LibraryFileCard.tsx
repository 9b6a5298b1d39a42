import {
  DeleteOutlined,
  EditOutlined,
  FolderOutlined,
  MoreOutlined,
  QrcodeOutlined,
} from '@ant-design/icons';
import type { LibraryFile } from '@onsite/contracts';
import { Dropdown, Popconfirm, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaterialCard } from './MaterialCard';
import { formatSize } from './material.api';
import '#web/features/material/material.strings';

/** One file of the library: preview, rename, QR link, move and delete. */
export function LibraryFileCard({
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
