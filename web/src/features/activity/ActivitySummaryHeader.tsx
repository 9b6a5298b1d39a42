import { ActivityStatus, type ActivitySummary } from '@onsite/contracts';
import { Card, Col, Empty, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowList } from '#web/components/row-list/RowList';
import { STATUS_COLOUR, when } from './activity.format';

/** The states the header counts, in the order an organiser reads them. */
const TILES = [
  ActivityStatus.inProgress,
  ActivityStatus.notStarted,
  ActivityStatus.unpaid,
  ActivityStatus.ended,
  ActivityStatus.cancelled,
] as const;

interface Props {
  summary: ActivitySummary | undefined;
  /** the state the list is filtered by now, shown as chosen */
  activeStatus: number | undefined;
  /** a tile was clicked: filter the list by that state (the recycle bin opens its drawer) */
  onPickStatus: (status: number) => void;
  /** an upcoming activity was clicked */
  onPickActivity: (id: number) => void;
}

/**
 * The /activity header: my activities counted by state (each a filter of the list below) and the next
 * ones to run, so an organiser sees what is live and what comes next before reading the table.
 */
export function ActivitySummaryHeader({ summary, activeStatus, onPickStatus, onPickActivity }: Props) {
  const { t } = useTranslation();
  if (!summary) {
    return (
      <Card size="small" data-testid="activity-summary-loading">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  return (
    <Row gutter={[16, 16]} data-testid="activity-summary">
      <Col xs={24} lg={14}>
        <Card
          size="small"
          title={t('activity.summary.title', { total: summary.total })}
          style={{ height: '100%' }}
        >
          <Flex wrap gap={8}>
            {TILES.map((status) => (
              <Card
                key={status}
                size="small"
                hoverable
                onClick={() => onPickStatus(status)}
                data-testid={`activity-summary-${status}`}
                style={{
                  flex: '1 1 110px',
                  ...(activeStatus === status ? { borderColor: 'var(--ant-color-primary)' } : {}),
                }}
              >
                <Statistic
                  title={<Tag color={STATUS_COLOUR[status]}>{t(`activity.status.${status}`)}</Tag>}
                  value={summary.counts[String(status) as keyof ActivitySummary['counts']]}
                />
              </Card>
            ))}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small" title={t('activity.summary.upcoming')} style={{ height: '100%' }}>
          {summary.upcoming.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activity.summary.noUpcoming')} />
          ) : (
            <RowList
              size="small"
              items={summary.upcoming}
              keyOf={(item) => item.id}
              data-testid="activity-summary-upcoming"
              render={(item) => (
                <Flex justify="space-between" align="center" gap={8} style={{ width: '100%' }}>
                  <Typography.Link ellipsis onClick={() => onPickActivity(item.id)}>
                    {item.title}
                  </Typography.Link>
                  <Flex gap={4} align="center" style={{ flexShrink: 0 }}>
                    <Typography.Text type="secondary">{when(item.begin_time)}</Typography.Text>
                    <Tag color={STATUS_COLOUR[item.status]} style={{ marginInlineEnd: 0 }}>
                      {t(`activity.status.${item.status}`)}
                    </Tag>
                  </Flex>
                </Flex>
              )}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
