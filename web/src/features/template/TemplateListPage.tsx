import { Permission, type TemplateItem, templateApi } from '@onsite/contracts';
import { Button, Popconfirm, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { useStaffMutation } from '#web/features/staff/staff.api';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { TemplateForm } from './TemplateForm';
import { useTemplateTools } from './template.api';
import { templateColumns, templateSearchFields } from './templateTable';
import '#web/features/template/template.strings';

/**
 * Admin › /skin (模板列表): the template catalogue with its cards, tool, tier, status and order; search by
 * name, filter by tool, tier and status. Creating, editing and turning on or off are `admin.skin.manage`.
 */
export default function TemplateListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const tools = useTemplateTools();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.skinManage] } });
  const [form, setForm] = useState<{ editing: TemplateItem | null } | null>(null);
  const setStatus = useStaffMutation(
    (row: TemplateItem) => api.call(templateApi.setStatus, { id: row.id, enabled: !row.enabled }),
    templateApi.getList,
  );

  const columns: DataColumn<TemplateItem>[] = [
    ...templateColumns(t).slice(0, 3),
    {
      title: t('template.colors'),
      key: 'colors',
      width: 130,
      render: (_: unknown, row) => (
        <Space size={6}>
          {[
            ['primary', row.primary_color],
            ['background', row.background_color],
          ].map(([role, color]) => (
            <span
              key={role}
              title={color}
              style={{
                display: 'inline-block',
                width: 18,
                height: 18,
                borderRadius: 4,
                background: color,
                border: '1px solid var(--ant-color-border)',
              }}
            />
          ))}
        </Space>
      ),
    },
    templateColumns(t)[3],
    {
      title: t('template.status'),
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean) =>
        enabled ? <Tag color="green">{t('template.on')}</Tag> : <Tag>{t('template.off')}</Tag>,
    },
    { title: t('template.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('template.updated'),
      dataIndex: 'update_time',
      width: 150,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
  ];

  const searchFields: SearchField<'keyword' | 'tool_id' | 'tier' | 'enabled'>[] = [
    ...templateSearchFields(t, tools.options),
    {
      kind: 'select',
      name: 'enabled',
      label: t('template.status'),
      placeholder: t('template.allStatus'),
      options: [
        { value: 1, label: t('template.on') },
        { value: 0, label: t('template.off') },
      ],
    },
  ];

  return (
    <>
      <DataTable
        route={templateApi.getList}
        title={title}
        testId="template-list"
        tableId="template-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        actions={
          canManage ? (
            <Button type="primary" onClick={() => setForm({ editing: null })} data-testid="template-create">
              {t('template.create')}
            </Button>
          ) : null
        }
        rowActionsWidth={140}
        rowActions={(row) =>
          canManage ? (
            <Space size={0}>
              <Button
                type="link"
                size="small"
                onClick={() => setForm({ editing: row })}
                data-testid="template-edit"
              >
                {t('template.edit')}
              </Button>
              <Popconfirm
                title={
                  row.enabled
                    ? t('template.turnOffConfirm', { name: row.name })
                    : t('template.turnOnConfirm', { name: row.name })
                }
                onConfirm={async () => {
                  await setStatus.mutateAsync(row);
                  feedback.success(row.enabled ? t('template.turnedOff') : t('template.turnedOn'));
                }}
              >
                <Button type="link" size="small" danger={row.enabled} data-testid="template-toggle">
                  {row.enabled ? t('template.turnOff') : t('template.turnOn')}
                </Button>
              </Popconfirm>
            </Space>
          ) : null
        }
        emptyText={t('template.empty')}
        noMatchText={t('template.noMatch')}
        totalText={(total) => t('template.total', { total })}
        tableProps={{ scroll: { x: 1100 } }}
      />
      <TemplateForm
        open={form !== null}
        editing={form?.editing ?? null}
        tools={tools.options}
        onClose={() => setForm(null)}
      />
    </>
  );
}
