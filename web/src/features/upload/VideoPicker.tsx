import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStorageUrl } from './publicConfig';
import { UploadButton } from './UploadButton';
import { PICKER_SIZE, splitKeys, storageSrc, type UploadRule } from './uploadRules';
import { useUploader } from './useUploader';
import '#web/features/upload/upload.strings';

export interface VideoPickerProps {
  /** the storage key of the video */
  value?: string;
  onChange?: (value: string) => void;
  /** height of the preview in px; its width is 16:9 of it */
  size?: number;
  rule?: Partial<Omit<UploadRule, 'kind'>>;
  acid?: number;
  disabled?: boolean;
}

/** One video (spec §5: mp4, webm; the customer console also avi, flv), previewed with the player. */
export function VideoPicker({ value, onChange, size = PICKER_SIZE, rule, acid, disabled }: VideoPickerProps) {
  const { t } = useTranslation();
  const storageUrl = useStorageUrl();
  const uploader = useUploader({ kind: 'video', rule, acid });
  const key = splitKeys(value)[0];

  const upload = async (files: File[]) => {
    const uploaded = await uploader.upload(files, { existing: 0, max: 1 });
    if (uploaded?.[0]) onChange?.(uploaded[0].url);
  };

  return (
    <Flex gap={12} align="start" wrap data-testid="video-picker">
      {key ? (
        <Flex vertical gap={4}>
          {/* biome-ignore lint/a11y/useMediaCaption: uploaded videos come without caption tracks */}
          <video
            src={storageSrc(key, storageUrl)}
            controls
            preload="metadata"
            data-testid="video-picker-player"
            style={{ height: size, width: (size * 16) / 9, background: '#000', borderRadius: 8 }}
          />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            disabled={disabled}
            onClick={() => onChange?.('')}
            data-testid="video-picker-remove"
          >
            {t('upload.remove')}
          </Button>
        </Flex>
      ) : null}
      <UploadButton
        uploader={uploader}
        label={t('upload.chooseVideo')}
        disabled={disabled}
        onFiles={(files) => void upload(files)}
        testId="video-picker-upload"
      />
    </Flex>
  );
}
