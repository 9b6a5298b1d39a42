import { AppstoreOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';

/** A plugin's icon (an uploaded image's key or a link), or the add-on glyph when it has none. */
export function PluginIcon({ icon, size = 32 }: { icon: string; size?: number }) {
  const storageUrl = useStorageUrl();
  // an image that does not load (a dead link) falls back to the glyph
  return (
    <Avatar
      shape="square"
      size={size}
      src={icon ? storageSrc(icon, storageUrl) : undefined}
      icon={<AppstoreOutlined />}
      style={{ background: 'var(--ant-color-primary-bg)', color: 'var(--ant-color-primary)', flex: 'none' }}
    />
  );
}
