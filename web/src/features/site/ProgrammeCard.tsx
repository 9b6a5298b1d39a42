import { EyeOutlined } from '@ant-design/icons';
import type { ProgrammeItem } from '@onsite/contracts';
import { Card, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { TagChips } from '#web/features/substance/TagChips';

/** A programme in a grid: drawn cover, title, summary, tools and views; opens its detail page. */
export function ProgrammeCard({ item }: { item: ProgrammeItem }) {
  const navigate = useNavigate();
  return (
    <Card
      hoverable
      data-testid="programme-card"
      onClick={() => void navigate(`/programme_detail?id=${item.id}`)}
      cover={
        <div
          className="site-cover"
          style={{ background: `linear-gradient(135deg, ${item.cover_from}, ${item.cover_to})` }}
        >
          <span>{item.category}</span>
        </div>
      }
    >
      <Card.Meta title={item.title} description={item.summary} />
      {item.tags.length ? (
        <div style={{ marginTop: 8 }}>
          <TagChips tags={item.tags} />
        </div>
      ) : null}
      <Flex justify="space-between" align="center" style={{ marginTop: 12 }}>
        <Flex wrap gap={4}>
          {item.tools.map((tool) => (
            <Tag key={tool.id}>{tool.title}</Tag>
          ))}
        </Flex>
        <Typography.Text type="secondary">
          <EyeOutlined /> {item.views}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
