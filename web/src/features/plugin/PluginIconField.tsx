import { Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '#web/features/upload/LazyPickers';
import '#web/features/plugin/plugin.strings';

const isLink = (value: string) => /^https?:\/\//i.test(value);

/**
 * A plugin's icon: an image uploaded with the console's picker (its storage key) or an http(s) link typed
 * below it — one value either way, the last one chosen.
 */
export function PluginIconField({
  value = '',
  onChange,
  testId = 'plugin-icon',
  placeholder,
}: {
  value?: string;
  onChange?: (value: string) => void;
  /** prefix of the picker's and the link's test ids */
  testId?: string;
  placeholder?: string;
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
        data-testid={`${testId}-upload`}
      />
      <Input
        value={link ? value : ''}
        onChange={(event) => onChange?.(event.target.value.trim())}
        placeholder={placeholder ?? t('plugin.iconLink')}
        allowClear
        data-testid={`${testId}-link`}
      />
    </Flex>
  );
}
