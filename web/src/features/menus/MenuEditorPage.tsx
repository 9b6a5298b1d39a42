import { type Audience, type MenuEditorItem, MenuType, menuEditorApi, Permission } from '@onsite/contracts';
import { Badge, Button, Segmented, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { DeleteAction } from '#web/components/actions/DeleteAction';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { usePagedQuery } from '#web/components/data-table/usePagedQuery';
import { translateMenuBadge, translateMenuTitle } from '#web/i18n';
import type { Language } from '#web/i18n/languages';
import { useCan } from '#web/shell/access';
import { menuIcon } from '#web/shell/menuIcons';
import type { PageProps } from '#web/shell/pageProps';
import { MenuForm } from './MenuForm';
import { MenuReorderDrawer } from './MenuReorderDrawer';
import { branchIds, type MenuNode, nestMenus } from './menuTree';
import { useMenuMutation, useMenuTree } from './useMenuMutation';
import '#web/features/menus/menuEditor.strings';

const CONSOLES: readonly Audience[] = ['admin', 'agent', 'customer'];

/**
 * The menu editor (admin: system › menu): the menus and permission strings of each console as a tree table
 * (a console switcher, search by name, route or mark, expand all), create, edit, delete after confirmation,
 * and reorder by dragging or by the sort field. What a holder sees follows on their next request.
 */
export default function MenuEditorPage({ title }: PageProps) {
  const { t, i18n } = useTranslation();
  const query = usePagedQuery(menuEditorApi.getList, {
    defaultFilters: { audience: 'admin' },
    defaultLimit: 50,
  });
  const audience: Audience = query.filters.audience ?? 'admin';
  const tree = useMenuTree(audience);
  const canCreate = useCan({ authorities: { allOf: [Permission.admin.systemMenuCreate] } });
  const canUpdate = useCan({ authorities: { allOf: [Permission.admin.systemMenuUpdate] } });
  const canDelete = useCan({ authorities: { allOf: [Permission.admin.systemMenuDelete] } });
  const [form, setForm] = useState<{ editing: MenuEditorItem | null; parentId?: number } | null>(null);
  const [reordering, setReordering] = useState(false);
  // 'all': every branch opened, also those of rows still loading (a console just switched to)
  const [expanded, setExpanded] = useState<readonly number[] | 'all'>([]);
  const remove = useMenuMutation((api, row: MenuEditorItem) =>
    api.call(menuEditorApi.delete, { id: row.id }),
  );

  const rows = useMemo(() => nestMenus(query.rows), [query.rows]);
  const branches = useMemo(() => branchIds(query.rows), [query.rows]);
  // a search shows its matches opened; otherwise what the operator opened
  const expandedKeys = query.filters.keyword || expanded === 'all' ? branches : expanded;
  const titleOf = (row: MenuEditorItem) =>
    translateMenuTitle(row.permission_mark, row.permission_name, i18n.language as Language);

  const columns: DataColumn<MenuNode>[] = [
    {
      title: t('menuEditor.name'),
      dataIndex: 'permission_name',
      hideable: false,
      render: (_: string, row) => (
        <Space size={6} data-testid={`menu-row-${row.permission_mark}`}>
          {menuIcon(row.icon)}
          <span>{titleOf(row)}</span>
          {row.badge ? (
            <Badge
              count={translateMenuBadge(row.badge, i18n.language as Language)}
              color={row.badge_color || undefined}
            />
          ) : null}
        </Space>
      ),
    },
    {
      title: t('menuEditor.mark'),
      dataIndex: 'permission_mark',
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    {
      title: t('menuEditor.type.label'),
      dataIndex: 'menu_type',
      width: 90,
      render: (value: number) =>
        value === MenuType.menu ? (
          <Tag color="green">{t('menuEditor.type.0')}</Tag>
        ) : (
          <Tag color={value === MenuType.programme ? 'purple' : 'blue'}>
            {t(value === MenuType.programme ? 'menuEditor.type.4' : 'menuEditor.type.1')}
          </Tag>
        ),
    },
    { title: t('menuEditor.route'), dataIndex: 'route', render: (value: string) => value || '—' },
    {
      title: t('menuEditor.component'),
      dataIndex: 'component',
      render: (value: string) => (value ? <Typography.Text type="secondary">{value}</Typography.Text> : '—'),
    },
    { title: t('menuEditor.sort'), dataIndex: 'sort', width: 70, align: 'right' },
    {
      title: t('menuEditor.flags'),
      key: 'flags',
      render: (_: unknown, row) => (
        <Space size={4} wrap>
          {row.hide ? <Tag>{t('menuEditor.hidden')}</Tag> : null}
          {row.keep_alive ? <Tag>{t('menuEditor.keepAlive')}</Tag> : null}
          {row.requires_partner ? <Tag>{t('menuEditor.partnerOnly')}</Tag> : null}
          {row.built_in ? (
            <Tag color="blue">{t('menuEditor.builtIn')}</Tag>
          ) : (
            <Tag>{t('menuEditor.custom')}</Tag>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable
        query={{ ...query, rows }}
        title={title}
        testId="menu-list"
        tableId="menu-list"
        rowKey="id"
        columns={columns}
        searchFields={[
          {
            kind: 'text',
            name: 'keyword',
            label: t('table.keyword'),
            placeholder: t('menuEditor.search'),
            testId: 'list-search',
          },
        ]}
        actions={
          <>
            <Segmented<Audience>
              value={audience}
              options={CONSOLES.map((value) => ({ value, label: t(`menuEditor.console.${value}`) }))}
              onChange={(value) => {
                setExpanded([]);
                query.setFilters({ audience: value });
              }}
              data-testid="menu-console"
            />
            <Button onClick={() => setExpanded('all')} data-testid="menu-expand">
              {t('menuEditor.expandAll')}
            </Button>
            <Button onClick={() => setExpanded([])}>{t('menuEditor.collapseAll')}</Button>
            {canUpdate ? (
              <Button
                onClick={() => setReordering(true)}
                disabled={!tree.data}
                data-testid="menu-reorder-open"
              >
                {t('menuEditor.reorder')}
              </Button>
            ) : null}
            {canCreate ? (
              <Button type="primary" onClick={() => setForm({ editing: null })} data-testid="menu-create">
                {t('menuEditor.create')}
              </Button>
            ) : null}
          </>
        }
        rowActions={(row) => (
          <Space size={0}>
            {canCreate && row.menu_type === MenuType.menu ? (
              <Button
                type="link"
                size="small"
                onClick={() => {
                  // the new entry shows under its parent, opened
                  setExpanded((keys) => (keys === 'all' || keys.includes(row.id) ? keys : [...keys, row.id]));
                  setForm({ editing: null, parentId: row.id });
                }}
                data-testid="menu-add-child"
              >
                {t('menuEditor.addChild')}
              </Button>
            ) : null}
            {canUpdate ? (
              <Button
                type="link"
                size="small"
                onClick={() => setForm({ editing: row })}
                data-testid="menu-edit"
              >
                {t('menuEditor.edit')}
              </Button>
            ) : null}
            {canDelete && !row.built_in ? (
              <DeleteAction
                confirm={
                  row.children_count > 0
                    ? t('menuEditor.deleteWithChildren', { name: titleOf(row), count: row.children_count })
                    : t('menuEditor.deleteConfirm', { name: titleOf(row) })
                }
                onConfirm={async () => {
                  await remove.mutateAsync(row);
                  feedback.success(t('menuEditor.deleted'));
                }}
                testId="menu-delete"
              >
                {t('menuEditor.delete')}
              </DeleteAction>
            ) : null}
          </Space>
        )}
        tableProps={{
          expandable: {
            expandedRowKeys: [...expandedKeys],
            onExpandedRowsChange: (keys) => setExpanded(keys.map(Number)),
          },
        }}
        emptyText={t('menuEditor.empty')}
        noMatchText={t('menuEditor.noMatch')}
        totalText={(total) => t('menuEditor.total', { total })}
      />
      <MenuForm
        audience={audience}
        open={form !== null}
        editing={form?.editing ?? null}
        parentId={form?.parentId}
        onClose={() => setForm(null)}
      />
      <MenuReorderDrawer
        open={reordering}
        audience={audience}
        stored={tree.data ?? []}
        onClose={() => setReordering(false)}
      />
    </>
  );
}
