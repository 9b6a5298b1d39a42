import { isImageLink } from '@onsite/contracts';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaterialDialog } from '#web/features/material/MaterialDialog';
import { ImagePicker } from '#web/features/upload/LazyPickers';
import '#web/features/template/template.strings';

/**
 * An image as a template keeps it: uploaded here (the picker), chosen from the console's material library,
 * or an http(s) link typed in. The value is the storage key or the link ('' = none).
 */
export function ImageSourceField({
  value = '',
  onChange,
  testId,
}: {
  value?: string;
  onChange?: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [library, setLibrary] = useState(false);
  const link = isImageLink(value) ? value : '';
  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Flex gap={12} align="center">
        <ImagePicker value={value} onChange={onChange} data-testid={`${testId}-upload`} />
        <Button onClick={() => setLibrary(true)} data-testid={`${testId}-library`}>
          {t('template.fromLibrary')}
        </Button>
      </Flex>
      <Input
        allowClear
        placeholder={t('template.link')}
        value={link}
        onChange={(event) => onChange?.(event.target.value.trim())}
        data-testid={`${testId}-link`}
      />
      <MaterialDialog
        open={library}
        max={1}
        type="image"
        withSystem={false}
        onClose={() => setLibrary(false)}
        onSelect={([item]) => {
          if (item) onChange?.(item.url);
          setLibrary(false);
        }}
      />
    </Flex>
  );
}
