import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  type SubstanceTopic,
  type SubstanceTopicItem,
  substanceTopicApi,
  TOPIC_ITEM_KINDS,
  type TopicItemKind,
} from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Flex, Segmented, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { DeleteAction } from '#web/components/actions/DeleteAction';
import { useApi } from '#web/shell/console';
import { moveItem, substanceKeys, useSubstanceMutation } from './substance.api';
import '#web/features/substance/substance.strings';

/** A topic's items: programmes and the platform's articles, added by search, ordered, taken off. */
export function TopicItemsDrawer({
  topic,
  editable,
  onClose,
}: {
  topic: SubstanceTopic | null;
  editable: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const topicId = topic?.id ?? 0;
  const [kind, setKind] = useState<TopicItemKind>('programme');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<number | undefined>();
  const items = useQuery({
    queryKey: substanceKeys.items(topicId),
    queryFn: () => api.call(substanceTopicApi.getItems, { topic_id: topicId }),
    enabled: topic !== null,
  });
  const candidates = useQuery({
    queryKey: substanceKeys.candidates(kind, keyword),
    queryFn: () => api.call(substanceTopicApi.getCandidates, { kind, keyword: keyword || undefined }),
    enabled: topic !== null && editable,
  });
  const add = useSubstanceMutation((itemId: number) =>
    api.call(substanceTopicApi.addItem, { topic_id: topicId, kind, item_id: itemId }),
  );
  const remove = useSubstanceMutation((id: number) =>
    api.call(substanceTopicApi.removeItem, { topic_id: topicId, id }),
  );
  const reorder = useSubstanceMutation((ids: number[]) =>
    api.call(substanceTopicApi.sortItems, { topic_id: topicId, ids }),
  );
  const rows = items.data ?? [];
  const taken = new Set(rows.filter((row) => row.kind === kind).map((row) => row.item_id));
  const move = async (index: number, delta: -1 | 1) => {
    await reorder.mutateAsync(
      moveItem(
        rows.map((row) => row.id),
        index,
        delta,
      ),
    );
    feedback.success(t('substance.item.reordered'));
  };

  return (
    <Drawer
      open={topic !== null}
      onClose={onClose}
      width={720}
      title={t('substance.item.drawerTitle', { title: topic?.title ?? '' })}
      data-testid="topic-items"
      destroyOnHidden
    >
      {editable ? (
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Segmented
            value={kind}
            onChange={(value) => {
              setKind(value as TopicItemKind);
              setPicked(undefined);
              setKeyword('');
            }}
            options={TOPIC_ITEM_KINDS.map((value) => ({ value, label: t(`substance.item.kinds.${value}`) }))}
            data-testid="topic-item-kind"
          />
          <Select
            showSearch
            allowClear
            style={{ flex: 1, minWidth: 260 }}
            value={picked}
            onChange={setPicked}
            filterOption={false}
            onSearch={setKeyword}
            loading={candidates.isFetching}
            placeholder={t('substance.item.pick', { kind: t(`substance.item.kinds.${kind}`) })}
            options={(candidates.data ?? []).map((row) => ({
              value: row.id,
              label: row.title,
              disabled: taken.has(row.id),
            }))}
            data-testid="topic-item-pick"
          />
          <Button
            type="primary"
            disabled={picked === undefined}
            loading={add.isPending}
            data-testid="topic-item-add"
            onClick={async () => {
              if (picked === undefined) return;
              await add.mutateAsync(picked);
              setPicked(undefined);
              feedback.success(t('substance.item.added'));
            }}
          >
            {t('substance.item.add')}
          </Button>
        </Flex>
      ) : null}
      <Table<SubstanceTopicItem>
        rowKey="id"
        size="small"
        pagination={false}
        loading={items.isPending}
        dataSource={rows}
        locale={{ emptyText: <Empty description={t('substance.item.empty')} /> }}
        data-testid="topic-item-table"
        columns={[
          {
            title: t('substance.item.position'),
            key: 'position',
            width: 60,
            render: (_, __, index) => index + 1,
          },
          {
            title: t('substance.item.kind'),
            dataIndex: 'kind',
            width: 80,
            render: (value: TopicItemKind) => (
              <Tag color={value === 'programme' ? 'blue' : 'purple'}>
                {t(`substance.item.kinds.${value}`)}
              </Tag>
            ),
          },
          { title: t('substance.item.name'), dataIndex: 'title' },
          ...(editable
            ? [
                {
                  title: t('table.actions'),
                  key: 'actions',
                  width: 170,
                  render: (_: unknown, row: SubstanceTopicItem, index: number) => (
                    <Space size={0}>
                      <Button
                        type="link"
                        size="small"
                        icon={<ArrowUpOutlined />}
                        disabled={index === 0 || reorder.isPending}
                        aria-label={t('substance.item.up')}
                        onClick={() => void move(index, -1)}
                        data-testid="topic-item-up"
                      />
                      <Button
                        type="link"
                        size="small"
                        icon={<ArrowDownOutlined />}
                        disabled={index === rows.length - 1 || reorder.isPending}
                        aria-label={t('substance.item.down')}
                        onClick={() => void move(index, 1)}
                        data-testid="topic-item-down"
                      />
                      <DeleteAction
                        confirm={t('substance.item.removeConfirm', { title: row.title })}
                        onConfirm={async () => {
                          await remove.mutateAsync(row.id);
                          feedback.success(t('substance.item.removed'));
                        }}
                        testId="topic-item-remove"
                      >
                        {t('substance.item.remove')}
                      </DeleteAction>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Drawer>
  );
}
