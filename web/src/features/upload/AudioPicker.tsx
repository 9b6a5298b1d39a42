import { ClearOutlined, PauseCircleOutlined, PlayCircleOutlined, UndoOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStorageUrl } from './publicConfig';
import { UploadButton } from './UploadButton';
import { splitKeys, storageSrc } from './uploadRules';
import { useUploader } from './useUploader';
import '#web/features/upload/upload.strings';

export interface AudioPickerProps {
  /** the storage key (or URL) of the music */
  value?: string;
  onChange?: (value: string) => void;
  /** what "reset to default" restores (e.g. an activity's default music); no reset button without it */
  defaultValue?: string;
  acid?: number;
  disabled?: boolean;
}

const fileName = (key: string) => decodeURIComponent(key.slice(key.lastIndexOf('/') + 1));

/**
 * Background music (spec §4 Audio picker; §9: mp3, 5 MB): play/pause toggles, clear empties, reset
 * returns to the default; playing nothing says "no music to play, please upload first".
 */
export function AudioPicker({ value, onChange, defaultValue, acid, disabled }: AudioPickerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const storageUrl = useStorageUrl();
  const uploader = useUploader({ kind: 'audio', acid });
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const key = splitKeys(value)[0] ?? '';
  const src = key ? storageSrc(key, storageUrl) : '';

  // A new source (upload, clear, reset) starts paused.
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setPlaying(false);
  }

  const toggle = async () => {
    const player = audio.current;
    if (!src || !player) {
      void message.warning(t('upload.audio.noMusic'));
      return;
    }
    if (playing) {
      player.pause();
      setPlaying(false);
      return;
    }
    try {
      await player.play();
      setPlaying(true);
    } catch {
      setPlaying(false);
    }
  };

  const upload = async (files: File[]) => {
    const uploaded = await uploader.upload(files, { existing: 0, max: 1 });
    if (uploaded?.[0]) onChange?.(uploaded[0].url);
  };

  return (
    <Flex vertical gap={8} data-testid="audio-picker">
      <Flex gap={8} align="center" wrap>
        <Button
          type="primary"
          shape="circle"
          aria-label={playing ? t('upload.audio.pause') : t('upload.audio.play')}
          icon={playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
          onClick={() => void toggle()}
          data-testid="audio-picker-toggle"
        />
        <Typography.Text type={key ? undefined : 'secondary'} data-testid="audio-picker-name" ellipsis>
          {key ? fileName(key) : t('upload.audio.empty')}
        </Typography.Text>
        <Button
          icon={<ClearOutlined />}
          disabled={disabled || !key}
          onClick={() => onChange?.('')}
          data-testid="audio-picker-clear"
        >
          {t('upload.audio.clear')}
        </Button>
        {defaultValue !== undefined ? (
          <Button
            icon={<UndoOutlined />}
            disabled={disabled || key === defaultValue}
            onClick={() => onChange?.(defaultValue)}
            data-testid="audio-picker-reset"
          >
            {t('upload.audio.reset')}
          </Button>
        ) : null}
      </Flex>
      {/* biome-ignore lint/a11y/useMediaCaption: background music has no captions */}
      <audio ref={audio} src={src || undefined} preload="none" onEnded={() => setPlaying(false)} hidden />
      <UploadButton
        uploader={uploader}
        label={t('upload.chooseAudio')}
        disabled={disabled}
        onFiles={(files) => void upload(files)}
        testId="audio-picker-upload"
      />
    </Flex>
  );
}
