import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ActivityMenuItem, Permission } from '@onsite/contracts';
import { Alert, Button, Card, Empty, Flex, Table, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type CSSProperties, createContext, type HTMLAttributes, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '#web/app/feedback';
import { NamedIcon } from '#web/features/material/NamedIcon';
import { useCan } from '#web/shell/access';
import type { PageProps } from '#web/shell/pageProps';
import { ActivityMenuForm } from './ActivityMenuForm';
import { useActivityMenuEntries, useActivityMenuTools, useReorderActivityMenu } from './activityMenu.api';
import { WorkspaceTabLabel } from './WorkspaceTabLabel';
import '#web/features/activity-menu/activityMenu.strings';

/** The drag handle's listeners, handed from the sortable row to its handle cell. */
const HandleContext = createContext<{ attributes: object; listeners: object | undefined } | null>(null);

function DragHandle({ section }: { section: string }) {
  const { t } = useTranslation();
  const handle = useContext(HandleContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={t('activityMenu.drag')}
      title={t('activityMenu.drag')}
      style={{ cursor: handle ? 'grab' : 'not-allowed', touchAction: 'none' }}
      disabled={!handle}
      data-testid={`activity-menu-handle-${section}`}
      {...handle?.attributes}
      {...handle?.listeners}
    />
  );
}

/** A table row that dnd-kit moves (antd's Table renders it with the row key as `data-row-key`). */
function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props['data-row-key'],
  });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9, background: 'var(--ant-color-bg-elevated)' } : {}),
  };
  const handle = useMemo(() => ({ attributes, listeners }), [attributes, listeners]);
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

/** The workspace's tabs as a customer of the tool sees them now, in the admin's language. */
function Preview({ entries }: { entries: ActivityMenuItem[] }) {
  const { t } = useTranslation();
  const shown = entries.filter((entry) => entry.hidden === 0);
  return (
    <Card size="small" title={t('activityMenu.preview')} data-testid="activity-menu-preview">
      {shown.length === 0 ? (
        <Typography.Text type="secondary">{t('activityMenu.previewEmpty')}</Typography.Text>
      ) : (
        <Tabs
          items={shown.map((entry) => ({
            key: entry.section,
            label: (
              <WorkspaceTabLabel
                entry={{
                  section: entry.section,
                  titles: {
                    zh_CN: entry.title,
                    en: entry.title_en || entry.title,
                    zh_TW: entry.title_zh_tw || entry.title,
                  },
                  icon: entry.icon,
                  badge: entry.badge,
                  badge_color: entry.badge_color,
                }}
              />
            ),
          }))}
          tabBarStyle={{ marginBottom: 0 }}
        />
      )}
    </Card>
  );
}

function ToolMenus({ toolId }: { toolId: number }) {
  const { t } = useTranslation();
  const canEdit = useCan({ authorities: { allOf: [Permission.admin.menuActivityEdit] } });
  const entries = useActivityMenuEntries(toolId);
  const reorder = useReorderActivityMenu(toolId);
  const [editing, setEditing] = useState<ActivityMenuItem | null>(null);
  const rows = entries.data ?? [];
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((entry) => entry.id === active.id);
    const to = rows.findIndex((entry) => entry.id === over.id);
    if (from < 0 || to < 0) return;
    reorder
      .mutateAsync(arrayMove(rows, from, to))
      .then(() => feedback.success(t('activityMenu.reordered')))
      // the api client has already shown the refusal; the table went back to the stored order
      .catch(() => undefined);
  };

  const columns: TableColumnsType<ActivityMenuItem> = [
    {
      key: 'drag',
      width: 48,
      align: 'center',
      render: (_, entry) => <DragHandle section={entry.section} />,
    },
    {
      title: t('activityMenu.section'),
      dataIndex: 'section',
      width: 200,
      render: (section: string) => (
        <Flex vertical>
          <span>{t(`activityMenu.sections.${section}`)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {section}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('activityMenu.menuTitle'),
      key: 'title',
      render: (_, entry) => (
        <Flex vertical data-testid={`activity-menu-title-${entry.section}`}>
          <Typography.Text strong>{entry.title}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {entry.title_en || '—'} · {entry.title_zh_tw || '—'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('activityMenu.icon'),
      dataIndex: 'icon',
      width: 70,
      align: 'center',
      render: (icon: string) => (icon ? <NamedIcon name={icon} /> : '—'),
    },
    {
      title: t('activityMenu.badge'),
      key: 'badge',
      width: 100,
      render: (_, entry) =>
        entry.badge ? (
          <Tag color={entry.badge_color || 'red'} variant="solid">
            {entry.badge}
          </Tag>
        ) : (
          '—'
        ),
    },
    {
      title: t('activityMenu.status'),
      dataIndex: 'hidden',
      width: 100,
      render: (hidden: number, entry) => (
        <Tag color={hidden ? 'default' : 'green'} data-testid={`activity-menu-status-${entry.section}`}>
          {hidden ? t('activityMenu.hidden') : t('activityMenu.shown')}
        </Tag>
      ),
    },
    {
      title: t('activityMenu.updated'),
      dataIndex: 'update_time',
      width: 160,
      render: (value: string) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—'),
    },
    {
      key: 'actions',
      width: 90,
      render: (_, entry) =>
        canEdit ? (
          <Button
            type="link"
            size="small"
            onClick={() => setEditing(entry)}
            data-testid={`activity-menu-edit-${entry.section}`}
          >
            {t('activityMenu.edit')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Preview entries={rows} />
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext
          items={rows.map((entry) => entry.id)}
          strategy={verticalListSortingStrategy}
          disabled={!canEdit || reorder.isPending}
        >
          <Table<ActivityMenuItem>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={entries.isLoading || reorder.isPending}
            pagination={false}
            scroll={{ x: 900 }}
            components={canEdit ? { body: { row: SortableRow } } : undefined}
            locale={{ emptyText: <Empty description={t('activityMenu.empty')} /> }}
            onRow={(entry) =>
              ({ 'data-testid': `activity-menu-row-${entry.section}` }) as HTMLAttributes<HTMLElement>
            }
          />
        </SortableContext>
      </DndContext>
      <ActivityMenuForm entry={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}

/**
 * Activity menus (/menu/activity): per tool, the sections of the customer's activity workspace — drag to
 * reorder, edit titles in three languages, icon, badge, and hide. The chosen tool lives in the URL.
 */
export default function ActivityMenuPage({ title }: PageProps) {
  const { t } = useTranslation();
  const tools = useActivityMenuTools();
  const [params, setParams] = useSearchParams();
  const list = (tools.data ?? []).filter((tool) => tool.entries > 0);
  const chosen = Number(params.get('tool_id')) || list[0]?.id;
  return (
    <Card title={title} loading={tools.isLoading} data-testid="activity-menu-page">
      <Flex vertical gap={16}>
        <Alert type="info" showIcon title={t('activityMenu.hint')} />
        {list.length === 0 && !tools.isLoading ? (
          <Empty description={t('activityMenu.empty')} />
        ) : (
          <Tabs
            activeKey={chosen ? String(chosen) : undefined}
            onChange={(key) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('tool_id', key);
                  return next;
                },
                { replace: true },
              )
            }
            items={list.map((tool) => ({
              key: String(tool.id),
              label: (
                <span data-testid={`activity-menu-tool-${tool.mark}`}>
                  {tool.title}{' '}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('activityMenu.toolCount', { shown: tool.entries - tool.hidden, total: tool.entries })}
                  </Typography.Text>
                </span>
              ),
            }))}
          />
        )}
        {chosen ? <ToolMenus key={chosen} toolId={chosen} /> : null}
      </Flex>
    </Card>
  );
}
