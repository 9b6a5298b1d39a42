import { Flex, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStorageUrl } from './publicConfig';
import { UploadButton } from './UploadButton';
import { joinKeys, splitKeys, storageSrc, type UploadRule } from './uploadRules';
import { useUploader } from './useUploader';
import '#web/features/upload/upload.strings';

export interface FilePickerProps {
  /** comma-joined storage keys */
  value?: string;
  onChange?: (value: string) => void;
  /** how many files the picker holds (default 1; a new file then replaces the old one) */
  max?: number;
  rule?: Partial<Omit<UploadRule, 'kind'>>;
  acid?: number;
  disabled?: boolean;
}

/** Documents (spec §5 file limit; pdf, office, zip, txt, csv), listed by name with a download link. */
export function FilePicker({ value, onChange, max = 1, rule, acid, disabled }: FilePickerProps) {
  const { t } = useTranslation();
  const storageUrl = useStorageUrl();
  const uploader = useUploader({ kind: 'file', rule, acid });
  const keys = splitKeys(value);
  const single = max === 1;

  const upload = async (files: File[]) => {
    const uploaded = await uploader.upload(files, { existing: single ? 0 : keys.length, max });
    if (!uploaded) return;
    const added = uploaded.map((file) => file.url);
    onChange?.(joinKeys(single ? added : [...keys, ...added]));
  };

  const fileList: UploadFile[] = keys.map((key) => ({
    uid: key,
    name: key.slice(key.lastIndexOf('/') + 1),
    status: 'done',
    url: storageSrc(key, storageUrl),
  }));

  return (
    <Flex vertical gap={8} data-testid="file-picker">
      <UploadButton
        uploader={uploader}
        label={t('upload.chooseFile')}
        multiple={!single}
        disabled={disabled || (!single && keys.length >= max)}
        onFiles={(files) => void upload(files)}
        testId="file-picker-upload"
      />
      {fileList.length > 0 ? (
        <Upload
          fileList={fileList}
          disabled={disabled}
          openFileDialogOnClick={false}
          showUploadList={{ showRemoveIcon: !disabled }}
          onRemove={(file) => {
            onChange?.(joinKeys(keys.filter((key) => key !== file.uid)));
            return true;
          }}
        />
      ) : null}
    </Flex>
  );
}
