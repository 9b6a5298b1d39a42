import { AppstoreOutlined, CloseCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '#web/shell/menuIcons';
import { IconPicker } from './IconPicker';
import { IconDrawing, loadIcons } from './iconSet';

/** An antd icon name as the icon picker hands it out (and the server accepts). */
export const ICON_NAME = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;

/**
 * Draws an antd icon by name: the menus' icons at once, any other name of the icon picker once its own
 * small chunk has loaded; `fallback` meanwhile or for no name.
 */
export function NamedIcon({ name, fallback = null }: { name: string; fallback?: ReactNode }) {
  const known = menuIcon(name);
  const needsSet = known === null && ICON_NAME.test(name);
  const icons = useQuery({
    queryKey: ['antdIcons', [name]],
    queryFn: () => loadIcons([name]),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: needsSet,
  });
  if (known !== null) return <>{known}</>;
  const icon = needsSet ? icons.data?.[name] : undefined;
  return icon ? <IconDrawing icon={icon} /> : fallback;
}

/** A form control holding an antd icon name, chosen in the icon picker; empty = none. */
export function IconInput({
  value,
  onChange,
  'data-testid': testId = 'icon-input',
}: {
  value?: string;
  onChange?: (value: string) => void;
  'data-testid'?: string;
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
        <Typography.Text type="secondary">{t('material.icon.none')}</Typography.Text>
      )}
      {open ? (
        <IconPicker open value={value} onClose={() => setOpen(false)} onSelect={(name) => onChange?.(name)} />
      ) : null}
    </Flex>
  );
}
