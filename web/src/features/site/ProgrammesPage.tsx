import { EyeOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, Input, Pagination, Row, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../shell/pageProps';
import { useProgrammeCategories, useProgrammes } from './site.api';

const PAGE_SIZE = 9;

/** /programme: recommended programmes by category (the menu's programme entries pass ?category=). */
export default function ProgrammesPage({ title }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const categories = useProgrammeCategories();
  const list = useProgrammes({
    category: category || undefined,
    keyword: keyword || undefined,
    page,
    limit: PAGE_SIZE,
  });

  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  return (
    <Flex vertical gap={16} data-testid="programmes-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Flex justify="space-between" wrap gap={12}>
        <Segmented
          value={category}
          onChange={(value) => update({ category: String(value), page: '' })}
          options={[
            { value: '', label: t('site.allProgrammes') },
            ...(categories.data ?? []).map((item) => ({ value: item.mark, label: item.title })),
          ]}
        />
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={t('site.searchProgrammes')}
          style={{ width: 260 }}
          onSearch={(value) => update({ keyword: value.trim(), page: '' })}
        />
      </Flex>
      {list.isPending ? (
        <Skeleton active />
      ) : list.data?.items.length ? (
        <Row gutter={[16, 16]}>
          {list.data.items.map((item) => (
            <Col key={item.id} xs={24} sm={12} lg={8}>
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
            </Col>
          ))}
        </Row>
      ) : (
        <Empty description={t('site.noProgrammes')} />
      )}
      <Pagination
        align="end"
        current={page}
        pageSize={PAGE_SIZE}
        total={list.data?.count ?? 0}
        hideOnSinglePage
        onChange={(next) => update({ page: String(next) })}
      />
    </Flex>
  );
}
