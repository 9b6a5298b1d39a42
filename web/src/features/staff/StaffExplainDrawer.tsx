import { type ExplainVerdict, type MenuItem, type StaffItem, staffApi } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  AutoComplete,
  Button,
  Empty,
  Flex,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Tree,
  type TreeDataNode,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer } from '#web/components/detail/DetailDrawer';
import { translateMenuTitle } from '#web/i18n';
import type { Language } from '#web/i18n/languages';
import { useApi } from '#web/shell/console';
import '#web/features/staff/staff.strings';

/** The sidebar the account sees: its menu entries as a tree, in display order. */
function menuTree(menus: MenuItem[], title: (menu: MenuItem) => string, hiddenLabel: string): TreeDataNode[] {
  const ids = new Set(menus.map((menu) => menu.opid));
  const build = (parentId: number): TreeDataNode[] =>
    menus
      .filter((menu) => (parentId === 0 ? !ids.has(menu.parent_id) : menu.parent_id === parentId))
      .map((menu) => ({
        key: menu.opid,
        title: (
          <span data-testid={`explain-menu-${menu.permission_mark}`}>
            {title(menu)}
            {menu.hide ? <Tag bordered={false}>{hiddenLabel}</Tag> : null}
          </span>
        ),
        children: build(menu.opid),
      }));
  return build(0);
}

function VerdictAlert({ verdict }: { verdict: ExplainVerdict }) {
  const { t } = useTranslation();
  const names = (roles: { role_name: string }[]) =>
    roles.map((role) => role.role_name).join(t('staff.explain.listSeparator'));
  const needs = verdict.permission ? t('staff.explain.needs', { permission: verdict.permission }) : '';
  const description = {
    granted: t('staff.explain.granted', { roles: names(verdict.granted_by) }),
    audience_only: t('staff.explain.audienceOnly'),
    disabled: t('staff.explain.disabled'),
    not_granted:
      verdict.other_roles.length > 0
        ? t('staff.explain.notGranted', { roles: names(verdict.other_roles) })
        : t('staff.explain.noRoleGrants'),
    unknown_target: t('staff.explain.unknown'),
  }[verdict.reason];
  return (
    <Alert
      type={verdict.allowed ? 'success' : verdict.reason === 'unknown_target' ? 'info' : 'warning'}
      showIcon
      title={`${verdict.allowed ? t('staff.explain.allowed') : t('staff.explain.denied')} · ${verdict.target}`}
      description={[needs, description].filter(Boolean).join(t('staff.explain.sentenceGap'))}
      data-testid="explain-verdict"
    />
  );
}

/**
 * "View as": the menus and permission strings a staff account gets, exactly as its own console would, and
 * for a chosen permission, page route or API route, which of its roles grants it or why it is denied.
 */
export function StaffExplainDrawer({ account, onClose }: { account: StaffItem | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [input, setInput] = useState('');
  const [target, setTarget] = useState('');
  const [heldOnly, setHeldOnly] = useState(true);
  const id = account?.id ?? 0;
  const query = useQuery({
    queryKey: ['staff', 'explain', id, target],
    queryFn: () => api.call(staffApi.explain, { id, ...(target ? { target } : {}) }),
    enabled: account !== null,
    placeholderData: (previous) => previous,
  });
  const data = query.data;
  const title = (mark: string, name: string) => translateMenuTitle(mark, name, i18n.language as Language);
  // every mark, page route and API route of the console, narrowed by what is typed
  const options = (() => {
    if (!data) return [];
    const needle = input.trim().toLowerCase();
    const all = [
      ...data.grants.map((grant) => ({
        value: grant.permission_mark,
        label: `${grant.permission_mark} · ${title(grant.permission_mark, grant.permission_name)}`,
      })),
      ...data.grants
        .filter((grant) => grant.route)
        .map((grant) => ({
          value: grant.route,
          label: `${grant.route} · ${title(grant.permission_mark, grant.permission_name)}`,
        })),
      ...data.routes.map((route) => ({ value: route.route, label: route.route })),
    ];
    return all.filter((option) => !needle || option.label.toLowerCase().includes(needle)).slice(0, 50);
  })();
  const grants = (data?.grants ?? []).filter((grant) => !heldOnly || grant.granted_by.length > 0);

  return (
    <DetailDrawer
      open={account !== null}
      onClose={() => {
        setInput('');
        setTarget('');
        onClose();
      }}
      title={t('staff.explain.title', { name: account?.nickname ?? '' })}
      loading={query.isLoading}
      error={query.error}
      onRetry={() => query.refetch()}
      width={720}
      testId="staff-explain"
      items={
        data
          ? [
              { key: 'username', label: t('staff.username'), children: data.account.username },
              {
                key: 'status',
                label: t('staff.status'),
                children:
                  data.account.status === 1 ? (
                    <Tag color="green">{t('staff.active')}</Tag>
                  ) : (
                    <Tag>{t('staff.disabled')}</Tag>
                  ),
              },
              {
                key: 'roles',
                label: t('staff.roles'),
                children: data.roles.length
                  ? data.roles.map((role) => <Tag key={role.id}>{role.role_name}</Tag>)
                  : '—',
              },
            ]
          : undefined
      }
    >
      {data ? (
        <Tabs
          style={{ marginTop: 16 }}
          items={[
            {
              key: 'explain',
              label: t('staff.explain.why'),
              children: (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Flex gap={8}>
                    <AutoComplete
                      style={{ flex: 1 }}
                      value={input}
                      options={options}
                      onChange={setInput}
                      onSelect={(value: string) => {
                        setInput(value);
                        setTarget(value);
                      }}
                      placeholder={t('staff.explain.placeholder')}
                      data-testid="explain-target"
                    />
                    <Button type="primary" onClick={() => setTarget(input.trim())} data-testid="explain-run">
                      {t('staff.explain.run')}
                    </Button>
                  </Flex>
                  {data.verdict ? (
                    <VerdictAlert verdict={data.verdict} />
                  ) : (
                    <Alert type="info" title={t('staff.explain.hint')} />
                  )}
                </Space>
              ),
            },
            {
              key: 'menus',
              label: t('staff.explain.menus', { count: data.menus.length }),
              children: data.menus.length ? (
                <Tree
                  treeData={menuTree(
                    data.menus,
                    (menu) => title(menu.permission_mark, menu.permission_name),
                    t('staff.explain.hidden'),
                  )}
                  defaultExpandAll
                  selectable={false}
                  data-testid="explain-menus"
                />
              ) : (
                <Empty description={t('staff.explain.noMenus')} />
              ),
            },
            {
              key: 'grants',
              label: t('staff.explain.permissions', {
                held: data.grants.filter((grant) => grant.granted_by.length > 0).length,
                total: data.grants.length,
              }),
              children: (
                <>
                  <Flex justify="end" gap={8} style={{ marginBottom: 8 }}>
                    <span>{t('staff.explain.heldOnly')}</span>
                    <Switch
                      size="small"
                      checked={heldOnly}
                      onChange={setHeldOnly}
                      data-testid="explain-held-only"
                    />
                  </Flex>
                  <Table
                    size="small"
                    rowKey="opid"
                    pagination={{ pageSize: 20, hideOnSinglePage: true }}
                    dataSource={grants}
                    data-testid="explain-grants"
                    columns={[
                      {
                        title: t('staff.explain.entry'),
                        key: 'name',
                        render: (_: unknown, grant) => title(grant.permission_mark, grant.permission_name),
                      },
                      { title: t('staff.explain.mark'), dataIndex: 'permission_mark' },
                      {
                        title: t('staff.explain.grantedBy'),
                        key: 'by',
                        render: (_: unknown, grant) =>
                          grant.granted_by.length ? (
                            grant.granted_by.map((role) => (
                              <Tag key={role.id} color="green">
                                {role.role_name}
                              </Tag>
                            ))
                          ) : (
                            <Tag>{t('staff.explain.notHeld')}</Tag>
                          ),
                      },
                    ]}
                  />
                </>
              ),
            },
          ]}
        />
      ) : null}
    </DetailDrawer>
  );
}
