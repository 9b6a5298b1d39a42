import { Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '#web/features/upload';

const isLink = (value: string) => /^https?:\/\//i.test(value);

/**
 * A plugin's icon: an image uploaded with the console's picker (its storage key) or an http(s) link typed
 * below it — one value either way, the last one chosen.
 */
export function PluginIconField({
  value = '',
  onChange,
}: {
  value?: string;
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation();
  const link = isLink(value);
  return (
    <Flex vertical gap={8}>
      <ImagePicker
        value={link ? '' : value}
        onChange={(key) => onChange?.(key)}
        crop={{ aspect: 1 }}
        size={88}
        data-testid="plugin-icon-upload"
      />
      <Input
        value={link ? value : ''}
        onChange={(event) => onChange?.(event.target.value.trim())}
        placeholder={t('plugin.iconLink')}
        allowClear
        data-testid="plugin-icon-link"
      />
    </Flex>
  );
}
