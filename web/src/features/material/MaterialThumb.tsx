import { CustomerServiceOutlined, FileOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { UploadKind } from '@onsite/contracts';
import { Flex, theme } from 'antd';

const ICONS: Record<Exclude<UploadKind, 'image'>, typeof FileOutlined> = {
  video: PlayCircleOutlined,
  audio: CustomerServiceOutlined,
  file: FileOutlined,
};

/** A square preview of a stored file: the image itself, or an icon of its kind. */
export function MaterialThumb({
  item,
  size,
}: {
  item: { src: string; name: string; kind: UploadKind };
  size: number | string;
}) {
  const { token } = theme.useToken();
  const box = {
    width: size,
    aspectRatio: '1 / 1',
    background: token.colorFillQuaternary,
    borderRadius: token.borderRadiusSM,
    overflow: 'hidden',
  } as const;
  if (item.kind === 'image') {
    return (
      <Flex align="center" justify="center" style={box}>
        <img
          src={item.src}
          alt={item.name}
          loading="lazy"
          style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      </Flex>
    );
  }
  const Icon = ICONS[item.kind];
  return (
    <Flex align="center" justify="center" style={box}>
      <Icon style={{ fontSize: 32, color: token.colorTextTertiary }} />
    </Flex>
  );
}
