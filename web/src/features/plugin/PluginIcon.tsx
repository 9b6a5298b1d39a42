import { AppstoreOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';

/**
 * A plugin's icon (an uploaded image's key or a link), or the add-on glyph when it has none; other
 * catalogues' pictures (a software cover) pass their own glyph.
 */
export function PluginIcon({
  icon,
  size = 32,
  glyph = <AppstoreOutlined />,
}: {
  icon: string;
  size?: number;
  glyph?: ReactNode;
}) {
  const storageUrl = useStorageUrl();
  // an image that does not load (a dead link) falls back to the glyph
  return (
    <Avatar
      shape="square"
      size={size}
      src={icon ? storageSrc(icon, storageUrl) : undefined}
      icon={glyph}
      style={{ background: 'var(--ant-color-primary-bg)', color: 'var(--ant-color-primary)', flex: 'none' }}
    />
  );
}
