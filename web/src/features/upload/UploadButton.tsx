import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { acceptOf, sizeLabel } from './uploadRules';
import type { Uploader } from './useUploader';
import '#web/features/upload/upload.strings';

/** A button that opens the file dialog for a rule, with the rule as a hint and progress while uploading. */
export function UploadButton({
  uploader,
  label,
  multiple = false,
  disabled,
  onFiles,
  testId,
}: {
  uploader: Uploader;
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const uploading = uploader.progress !== null;
  return (
    <Space orientation="vertical" size={4} data-testid={testId}>
      <Upload
        accept={acceptOf(uploader.rule)}
        multiple={multiple}
        showUploadList={false}
        disabled={disabled || uploading}
        beforeUpload={(file, batch) => {
          if (file.uid === batch[batch.length - 1]?.uid) onFiles(batch);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
          {uploading ? t('upload.uploading') : label}
        </Button>
      </Upload>
      {uploading ? <Progress percent={uploader.progress ?? 0} size="small" style={{ width: 200 }} /> : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('upload.hint', {
          formats: uploader.rule.formats.join(', '),
          size: sizeLabel(uploader.rule.maxMb),
        })}
      </Typography.Text>
    </Space>
  );
}
