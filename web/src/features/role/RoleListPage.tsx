import { type RoleItem, roleApi, roleCreateRequest, roleUpdateRequest } from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Skeleton, Space, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { DeleteAction } from '#web/components/actions/DeleteAction';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { useStaffMutation } from '#web/features/staff/staff.api';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { GrantTree } from './GrantTree';
import '#web/features/role/role.strings';

/**
 * The routes of a console's roles: the admin roles (contracts/src/role.ts) or the roles of the agent's
 * current team (teamRoleApi), which take and answer the same shapes.
 */
export type RoleRoutes = typeof roleApi;

interface RoleValues {
  role_code?: string;
  role_name: string;
  menu_ids: number[];
  require_totp: boolean;
}

/** Create a role or edit one's name, two-factor rule and grants (a built-in role, or any role without `canManage`, read-only). */
function RoleForm({
  routes,
  editing,
  open,
  canManage,
  onClose,
}: {
  routes: RoleRoutes;
  editing: RoleItem | null;
  open: boolean;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const tree = useQuery({
    queryKey: ['role', routes.getGrantTree.path],
    queryFn: () => api.call(routes.getGrantTree, undefined),
  });
  const detail = useQuery({
    queryKey: ['role', routes.getInfo.path, editing?.id],
    queryFn: () => api.call(routes.getInfo, { id: editing?.id ?? 0 }),
    enabled: open && editing !== null,
  });
  // the form opens before the role's grants arrive: they are put in when they do (the tree waits for them)
  const [form] = Form.useForm<RoleValues>();
  const granted = detail.data?.menu_ids;
  useEffect(() => {
    if (open && granted) form.setFieldValue('menu_ids', granted);
  }, [open, granted, form]);
  const save = useStaffMutation(
    (values: RoleValues) =>
      editing
        ? api.call(routes.update, {
            id: editing.id,
            role_name: values.role_name,
            menu_ids: values.menu_ids,
            require_totp: values.require_totp,
          })
        : api.call(routes.create, { role_code: values.role_code ?? '', ...values }),
    routes.getList,
  );
  const readOnly = editing?.built_in === true || !canManage;
  const loading = tree.isPending || (editing !== null && detail.isPending);
  return (
    <CrudForm
      form={form}
      open={open}
      mode="drawer"
      title={editing ? t('role.editTitle', { name: editing.role_name }) : t('role.createTitle')}
      schema={editing ? roleUpdateRequest.omit({ id: true }) : roleCreateRequest}
      initialValues={
        editing
          ? {
              role_name: editing.role_name,
              menu_ids: detail.data?.menu_ids ?? [],
              require_totp: editing.require_totp,
            }
          : { menu_ids: [], require_totp: false }
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="role-form"
      onClose={onClose}
      onSubmit={async (values) => {
        if (readOnly) return onClose();
        await save.mutateAsync(values as RoleValues);
        feedback.success(editing ? t('role.saved') : t('role.created'));
        onClose();
      }}
    >
      {editing?.built_in ? (
        <Alert type="info" showIcon title={t('role.builtInHelp')} style={{ marginBottom: 16 }} />
      ) : null}
      {editing ? null : (
        <ContractField name="role_code" label={t('role.code')} extra={t('role.codeHelp')}>
          <Input maxLength={32} data-testid="role-code" />
        </ContractField>
      )}
      <ContractField name="role_name" label={t('role.name')}>
        <Input maxLength={32} disabled={readOnly} data-testid="role-name" />
      </ContractField>
      <ContractField
        name="require_totp"
        label={t('role.requireTotp')}
        extra={t('role.requireTotpHelp')}
        valuePropName="checked"
      >
        <Switch disabled={readOnly} data-testid="role-require-totp" />
      </ContractField>
      <ContractField name="menu_ids" label={t('role.grants')}>
        {loading ? <Skeleton active /> : <GrantTree nodes={tree.data ?? []} disabled={readOnly} />}
      </ContractField>
    </CrudForm>
  );
}

/**
 * A console's roles: who holds each and how much it grants; create, edit the grants through the menu tree,
 * delete one nobody holds. Built-in roles follow the product. Without `canManage` the list is read-only;
 * `holdersTitle` names who holds a role when they are not accounts (members of every team).
 */
export function RoleList({
  title,
  routes,
  canManage = true,
  holdersTitle,
}: PageProps & { routes: RoleRoutes; canManage?: boolean; holdersTitle?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const [form, setForm] = useState<{ editing: RoleItem | null } | null>(null);
  const remove = useStaffMutation((row: RoleItem) => api.call(routes.delete, { id: row.id }), routes.getList);
  const columns: DataColumn<RoleItem>[] = [
    { title: t('role.name'), dataIndex: 'role_name', hideable: false },
    { title: t('role.code'), dataIndex: 'role_code', render: (value: string) => <code>{value}</code> },
    {
      title: t('role.kind'),
      dataIndex: 'built_in',
      width: 100,
      render: (value: boolean) =>
        value ? <Tag color="blue">{t('role.builtIn')}</Tag> : <Tag>{t('role.custom')}</Tag>,
    },
    {
      title: t('role.requireTotp'),
      dataIndex: 'require_totp',
      width: 110,
      render: (value: boolean) => (value ? <Tag color="orange">{t('role.required')}</Tag> : '—'),
    },
    {
      title: holdersTitle ?? t('role.holders'),
      dataIndex: 'holders',
      width: holdersTitle ? 150 : 100,
      align: 'right',
    },
    { title: t('role.grantCount'), dataIndex: 'grants', width: 100, align: 'right' },
  ];
  return (
    <>
      <DataTable
        route={routes.getList}
        title={title}
        testId="role-list"
        tableId="role-list"
        rowKey="id"
        columns={columns}
        searchFields={[
          {
            kind: 'text',
            name: 'keyword',
            label: t('table.keyword'),
            placeholder: t('role.search'),
            testId: 'list-search',
          },
        ]}
        actions={
          canManage ? (
            <Button type="primary" onClick={() => setForm({ editing: null })} data-testid="role-create">
              {t('role.create')}
            </Button>
          ) : null
        }
        rowActions={(row) => (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => setForm({ editing: row })}
              data-testid="role-edit"
            >
              {row.built_in || !canManage ? t('role.view') : t('role.edit')}
            </Button>
            {row.built_in || !canManage ? null : (
              <DeleteAction
                confirm={t('role.deleteConfirm', { name: row.role_name })}
                onConfirm={async () => {
                  await remove.mutateAsync(row);
                  feedback.success(t('role.deleted'));
                }}
                testId="role-delete"
              >
                {t('role.delete')}
              </DeleteAction>
            )}
          </Space>
        )}
        emptyText={t('role.empty')}
        noMatchText={t('role.noMatch')}
        totalText={(total) => t('role.total', { total })}
      />
      <RoleForm
        routes={routes}
        open={form !== null}
        editing={form?.editing ?? null}
        canManage={canManage}
        onClose={() => setForm(null)}
      />
    </>
  );
}

/** The admin console's roles (system › role). */
export default function RoleListPage({ title }: PageProps) {
  return <RoleList title={title} routes={roleApi} />;
}
