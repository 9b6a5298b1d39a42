import type { ActivityItem } from '@onsite/contracts';
import { Button, Drawer, Flex, Popconfirm, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback';
import { useDeleteRecycle, useEmptyRecycle, useRecycleBin, useStateAction } from './activity.api';
import { when } from './activity.format';

/** The retrieve list (recycle bin): restore, delete for good, or empty it — deleting asks first. */
export function RecycleBinDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const bin = useRecycleBin(page, open);
  const restore = useStateAction();
  const remove = useDeleteRecycle();
  const empty = useEmptyRecycle();
  const count = bin.data?.count ?? 0;

  const emptyBin = async () => {
    const confirmed = await feedback.confirm({
      title: t('activity.recycle.emptyTitle'),
      content: t('activity.recycle.emptyContent', { count }),
      okText: t('activity.confirm.ok'),
      cancelText: t('activity.confirm.cancel'),
    });
    if (!confirmed) return;
    await empty.mutateAsync();
    setPage(1);
    feedback.success(t('activity.recycle.emptied'));
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('activity.recycle.title')}
      size={720}
      data-testid="activity-bin"
      extra={
        <Button
          danger
          disabled={count === 0}
          loading={empty.isPending}
          onClick={() => void emptyBin().catch(() => undefined)}
          data-testid="activity-bin-empty"
        >
          {t('activity.recycle.empty')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('activity.recycle.hint')}</Typography.Paragraph>
      <Table<ActivityItem>
        rowKey="id"
        size="small"
        loading={bin.isFetching}
        dataSource={bin.data?.items ?? []}
        locale={{ emptyText: t('activity.recycle.none') }}
        pagination={{ current: page, pageSize: 10, total: count, onChange: setPage, hideOnSinglePage: true }}
        onRow={(item) => ({ 'data-testid': `activity-bin-row-${item.id}` }) as object}
        columns={[
          { title: t('activity.fields.title'), dataIndex: 'title' },
          { title: t('activity.fields.tool'), dataIndex: 'tool_title', width: 120 },
          { title: t('activity.fields.begin'), dataIndex: 'begin_time', width: 150, render: when },
          {
            title: t('activity.fields.actions'),
            width: 150,
            render: (_, item) => (
              <Flex gap={4}>
                <Button
                  type="link"
                  size="small"
                  data-testid="activity-bin-restore"
                  onClick={() =>
                    void restore
                      .mutateAsync({ action: 'restore', id: item.id })
                      .then(() => feedback.success(t('activity.done.restore')))
                      .catch(() => undefined)
                  }
                >
                  {t('activity.recycle.restore')}
                </Button>
                <Popconfirm
                  title={t('activity.recycle.deleteTitle')}
                  description={t('activity.recycle.deleteContent', { title: item.title })}
                  okText={t('activity.confirm.ok')}
                  cancelText={t('activity.confirm.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove.mutateAsync([item.id]).then(() => feedback.success(t('activity.recycle.deleted')))
                  }
                >
                  <Button type="link" size="small" danger data-testid="activity-bin-delete">
                    {t('activity.recycle.delete')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
