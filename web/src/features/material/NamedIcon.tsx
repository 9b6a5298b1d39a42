import { AppstoreOutlined, CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANTD_ICON_NAME, menuIcon } from '#web/shell/menuIcons';
import { IconPicker, type IconSet } from './IconPicker';
import '#web/features/material/material.strings';

/** An antd icon name as the icon picker hands it out (and the server accepts). */
export const ICON_NAME = ANTD_ICON_NAME;

/**
 * Draws an antd icon by name: the menus' icons at once, any other name of the icon picker once the icon
 * set has loaded (it is large, so only when such a name is shown); `fallback` for no name or another text.
 */
export function NamedIcon({ name, fallback = null }: { name: string; fallback?: ReactNode }) {
  const icon = menuIcon(name);
  return <>{icon ?? fallback}</>;
}

/** A form control holding an antd icon name, chosen in the icon picker; empty = none. */
export function IconInput({
  value,
  onChange,
  'data-testid': testId = 'icon-input',
  sets,
  noneText,
}: {
  value?: string;
  onChange?: (value: string) => void;
  'data-testid'?: string;
  /** the icon sets offered (all unless told: the menus take the outlined ones only) */
  sets?: readonly IconSet[];
  /** what "no icon" means here */
  noneText?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Flex align="center" gap={12} data-testid={testId}>
      <Button icon={value ? <NamedIcon name={value} /> : <AppstoreOutlined />} onClick={() => setOpen(true)}>
        {t('material.icon.choose')}
      </Button>
      {value ? (
        <Space size={4}>
          <Typography.Text code data-testid={`${testId}-value`}>
            {value}
          </Typography.Text>
          <Button
            type="text"
            size="small"
            aria-label={t('material.icon.clear')}
            icon={<CloseCircleFilled />}
            onClick={() => onChange?.('')}
          />
        </Space>
      ) : (
        <Typography.Text type="secondary">{noneText ?? t('material.icon.none')}</Typography.Text>
      )}
      {open ? (
        <IconPicker
          open
          value={value}
          sets={sets}
          onClose={() => setOpen(false)}
          onSelect={(name) => onChange?.(name)}
        />
      ) : null}
    </Flex>
  );
}
