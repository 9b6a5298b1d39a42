import { PlusOutlined } from '@ant-design/icons';
import { ConfigProvider, Image, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { CropperModal } from './CropperModal';
import { useStorageUrl } from './publicConfig';
import {
  acceptOf,
  joinKeys,
  PICKER_SIZE,
  splitKeys,
  storageSrc,
  UPLOAD_LIMIT,
  type UploadRule,
} from './uploadRules';
import { useUploader } from './useUploader';
import '#web/features/upload/upload.strings';

export { PICKER_SIZE } from './uploadRules';

export interface CropOptions {
  /** width / height (spec §9: 1) */
  aspect?: number;
  /** the live preview's width in px (spec §9: 120) */
  previewWidth?: number;
}

export interface ImagePickerProps {
  /** comma-joined storage keys (spec §4: the change event carries them the same way) */
  value?: string;
  onChange?: (value: string) => void;
  /** how many images the picker holds: 1 (default) replaces the image, more adds to it */
  max?: number;
  /** images the user must keep: removing below it is refused with "keep at least {min} images" */
  min?: number;
  /** side of the square in px */
  size?: number;
  /** crop before uploading (single image pickers): the crop is what gets uploaded */
  crop?: boolean | CropOptions;
  /** a limit or formats of this picker instead of the console's */
  rule?: Partial<Omit<UploadRule, 'kind'>>;
  acid?: number;
  disabled?: boolean;
  /** the file input's test id (end-to-end tests set files on it) */
  'data-testid'?: string;
}

/** Image picker (spec §2 media picker): 110 px squares, upload with progress, optional cropper. */
export function ImagePicker({
  value,
  onChange,
  max = 1,
  min = 0,
  size = PICKER_SIZE,
  crop,
  rule,
  acid,
  disabled,
  'data-testid': testId = 'image-picker',
}: ImagePickerProps) {
  const { t } = useTranslation();
  const storageUrl = useStorageUrl();
  const uploader = useUploader({ kind: 'image', rule, acid });
  const [cropFile, setCropFile] = useState<File | null>(null);
  const [uploadingName, setUploadingName] = useState<string | null>(null);
  const [previewSrc, setPreviewSrc] = useState<string | null>(null);
  const keys = splitKeys(value);
  const single = max === 1;
  const cropOptions = crop === true ? {} : crop || null;

  const upload = async (files: File[]) => {
    setUploadingName(files[0]?.name ?? null);
    const uploaded = await uploader.upload(files, { existing: single ? 0 : keys.length, max });
    setUploadingName(null);
    if (!uploaded) return;
    const added = uploaded.map((file) => file.url);
    onChange?.(joinKeys(single ? added : [...keys, ...added]));
  };

  const choose = (files: File[]) => {
    if (cropOptions && files.length === 1) {
      // Check first: the dialog opens only for an image that may be uploaded.
      if (uploader.check(files, { existing: 0, max })) setCropFile(files[0]);
      return;
    }
    void upload(files);
  };

  const fileList: UploadFile[] = keys.map((key) => ({
    uid: key,
    name: key.slice(key.lastIndexOf('/') + 1),
    status: 'done',
    url: storageSrc(key, storageUrl),
  }));
  if (uploadingName !== null) {
    fileList.push({
      uid: '__uploading',
      name: uploadingName,
      status: 'uploading',
      percent: uploader.progress ?? 0,
    });
  }

  const remove = (file: UploadFile) => {
    if (file.uid === '__uploading') return false;
    if (keys.length - 1 < min) {
      feedback.error(t('upload.minKeep', { min }));
      return false;
    }
    onChange?.(joinKeys(keys.filter((key) => key !== file.uid)));
    return true;
  };

  const full = keys.length + (uploadingName === null ? 0 : 1) >= max;
  return (
    <ConfigProvider theme={{ components: { Upload: { pictureCardSize: size } } }}>
      <div data-testid={testId}>
        <Upload
          listType="picture-card"
          accept={acceptOf(uploader.rule)}
          multiple={!single}
          fileList={fileList}
          disabled={disabled || uploadingName !== null}
          beforeUpload={(file, batch) => {
            // antd asks once per file; the whole selection is checked and uploaded once, at its last file.
            if (file.uid === batch[batch.length - 1]?.uid) choose(batch);
            return Upload.LIST_IGNORE;
          }}
          onPreview={(file) => setPreviewSrc(file.url ?? null)}
          onRemove={remove}
        >
          {full ? null : (
            <button
              type="button"
              style={{ border: 0, background: 'none', cursor: 'pointer', color: 'inherit' }}
            >
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>{t('upload.chooseImage')}</div>
            </button>
          )}
        </Upload>
      </div>
      {previewSrc ? (
        <Image
          style={{ display: 'none' }}
          src={previewSrc}
          preview={{ open: true, src: previewSrc, onOpenChange: (open) => !open && setPreviewSrc(null) }}
        />
      ) : null}
      <CropperModal
        file={cropFile}
        aspect={cropOptions?.aspect}
        previewWidth={cropOptions?.previewWidth}
        onCancel={() => setCropFile(null)}
        onCropped={async (file) => {
          setCropFile(null);
          await upload([file]);
        }}
      />
    </ConfigProvider>
  );
}

export type MultiImagePickerProps = Omit<ImagePickerProps, 'crop' | 'max'> & { max?: number };

/** Several images (default up to 10), with a minimum count to keep. */
export function MultiImagePicker({ max = UPLOAD_LIMIT, ...props }: MultiImagePickerProps) {
  return <ImagePicker {...props} max={Math.max(2, max)} />;
}
