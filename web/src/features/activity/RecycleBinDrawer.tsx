import { type ActivityItem, activityApi } from '@onsite/contracts';
import { Button, Drawer, Popconfirm, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { usePagedQuery } from '#web/components/data-table/usePagedQuery';
import { useDeleteRecycle, useEmptyRecycle, useStateAction } from './activity.api';
import { when } from './activity.format';

/**
 * The retrieve list (recycle bin): restore, delete for good, or empty it — deleting asks first. A second
 * table on the activity page, in a drawer: its paging stays in memory, not in the URL.
 */
export function RecycleBinDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const bin = usePagedQuery(activityApi.getCancelList, {
    syncWithLocation: false,
    defaultLimit: 10,
    enabled: open,
  });
  const restore = useStateAction();
  const remove = useDeleteRecycle();
  const empty = useEmptyRecycle();

  const emptyBin = async () => {
    const confirmed = await feedback.confirm({
      title: t('activity.recycle.emptyTitle'),
      content: t('activity.recycle.emptyContent', { count: bin.count }),
      okText: t('activity.confirm.ok'),
      cancelText: t('activity.confirm.cancel'),
    });
    if (!confirmed) return;
    await empty.mutateAsync();
    bin.setPage(1);
    feedback.success(t('activity.recycle.emptied'));
  };

  const columns: DataColumn<ActivityItem>[] = [
    { title: t('activity.fields.title'), dataIndex: 'title', hideable: false },
    { title: t('activity.fields.tool'), dataIndex: 'tool_title', width: 120 },
    { title: t('activity.fields.begin'), dataIndex: 'begin_time', width: 150, render: when },
  ];

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
          disabled={bin.count === 0}
          loading={empty.isPending}
          onClick={() => void emptyBin().catch(() => undefined)}
          data-testid="activity-bin-empty"
        >
          {t('activity.recycle.empty')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('activity.recycle.hint')}</Typography.Paragraph>
      <DataTable
        query={bin}
        embedded
        // not `activity-bin`: the table's own test ids (`…-empty`) would clash with the drawer's buttons
        testId="activity-bin-table"
        tableId="activity-bin"
        rowKey="id"
        columns={columns}
        defaultDensity="small"
        rowActions={(item) => (
          <>
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
          </>
        )}
        rowActionsWidth={150}
        emptyText={t('activity.recycle.none')}
        tableProps={{
          onRow: (item) => ({ 'data-testid': `activity-bin-row-${item.id}` }) as HTMLAttributes<HTMLElement>,
        }}
      />
    </Drawer>
  );
}
