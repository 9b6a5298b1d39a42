import { DesktopOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { PluginIcon } from '#web/features/plugin/PluginIcon';

/** A software product's cover, name and version, as the software lists show it. */
export function SoftwareName({
  name,
  version,
  cover,
  testId,
}: {
  name: string;
  version: string;
  cover: string;
  testId: string;
}) {
  return (
    <Space>
      <PluginIcon icon={cover} glyph={<DesktopOutlined />} />
      <Space direction="vertical" size={0}>
        <Typography.Text strong data-testid={testId}>
          {name}
        </Typography.Text>
        {version ? <Typography.Text type="secondary">v{version}</Typography.Text> : null}
      </Space>
    </Space>
  );
}
