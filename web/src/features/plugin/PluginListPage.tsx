import {
  Permission,
  type PluginItem,
  pluginApi,
  pluginCreateRequest,
  pluginUpdateRequest,
} from '@onsite/contracts';
import { Button, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { YuanInput } from '#web/components/form/YuanInput';
import { formatYuan } from '#web/features/order/money';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { PluginIcon } from './PluginIcon';
import { PluginIconField } from './PluginIconField';
import { PluginStatusTag, PluginToolTags } from './PluginTags';
import { usePluginFilters, usePluginMutation, useToolOptions } from './plugin.api';
import { SaleActions, SortStatusFields } from './SaleActions';
import '#web/features/plugin/plugin.strings';
import { when } from '#web/features/lists/timeCell';

type FormValues = Omit<PluginItem, 'id' | 'tools' | 'agents' | 'create_time' | 'update_time' | 'price'> & {
  tool_ids: number[];
  /** the form edits yuan; the server takes cents */
  yuan: number;
};

/** Add a plugin to the catalogue or edit one (its mark names it for good). */
function PluginForm({ editing, onClose }: { editing: PluginItem | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const tools = useToolOptions();
  const save = usePluginMutation(({ yuan: price, ...values }: FormValues) => {
    const body = { ...values, status: values.status === 0 ? 0 : 1, price: Math.round(price * 100) } as const;
    return editing && editing !== 'new'
      ? api.call(pluginApi.update, { ...body, id: editing.id })
      : api.call(pluginApi.create, body);
  });
  const isNew = editing === 'new';
  return (
    <CrudForm
      open={editing !== null}
      mode="drawer"
      width={520}
      title={isNew ? t('plugin.createTitle') : t('plugin.editTitle')}
      schema={(isNew ? pluginCreateRequest : pluginUpdateRequest.omit({ id: true })).omit({ price: true })}
      initialValues={
        editing && editing !== 'new'
          ? {
              ...editing,
              tool_ids: editing.tools.map((tool) => tool.id),
              yuan: editing.price / 100,
            }
          : { description: '', icon: '', tool_ids: [], yuan: 0, sort: 0, status: 1 }
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="plugin-form"
      onClose={onClose}
      onSubmit={async (values: FormValues) => {
        await save.mutateAsync(values);
        feedback.success(isNew ? t('plugin.created') : t('plugin.saved'));
        onClose();
      }}
    >
      {isNew ? (
        <ContractField name="mark" label={t('plugin.mark')} extra={t('plugin.markHelp')}>
          <Input maxLength={32} data-testid="plugin-mark" />
        </ContractField>
      ) : null}
      <ContractField name="name" label={t('plugin.title')}>
        <Input maxLength={40} data-testid="plugin-name" />
      </ContractField>
      <ContractField name="description" label={t('plugin.description')}>
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="plugin-description" />
      </ContractField>
      <ContractField name="icon" label={t('plugin.icon')} extra={t('plugin.iconHelp')}>
        <PluginIconField />
      </ContractField>
      <ContractField name="tool_ids" label={t('plugin.tools')}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={tools.data ?? []}
          loading={tools.isPending}
          data-testid="plugin-tools"
        />
      </ContractField>
      <ContractField
        name="yuan"
        label={t('plugin.price')}
        extra={t('plugin.priceHelp')}
        rules={[{ required: true, message: t('plugin.priceRequired') }]}
      >
        <YuanInput data-testid="plugin-price" />
      </ContractField>
      <SortStatusFields catalogue="plugin" />
    </CrudForm>
  );
}

/**
 * Admin › plugin management (/addons_list): the catalogue of activity plugins — name, icon, the tools each
 * works with, price, on sale or off, order — with how many agents have each. Plugins are taken off sale,
 * never deleted: agents that have one keep it.
 */
export default function PluginListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.pluginListManage] } });
  const [editing, setEditing] = useState<PluginItem | 'new' | null>(null);
  const toggle = usePluginMutation((row: PluginItem) =>
    api.call(pluginApi.setStatus, { id: row.id, status: row.status === 1 ? 0 : 1 }),
  );

  const columns: DataColumn<PluginItem>[] = [
    {
      title: t('plugin.name'),
      dataIndex: 'name',
      hideable: false,
      width: 220,
      render: (value: string, row) => (
        <Space>
          <PluginIcon icon={row.icon} />
          <Space direction="vertical" size={0}>
            <Typography.Text strong data-testid="plugin-row-name">
              {value}
            </Typography.Text>
            <Typography.Text type="secondary" code style={{ whiteSpace: 'nowrap' }}>
              {row.mark}
            </Typography.Text>
          </Space>
        </Space>
      ),
    },
    {
      title: t('plugin.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (value: string) => value || '—',
    },
    {
      title: t('plugin.tools'),
      dataIndex: 'tools',
      width: 200,
      render: (value: PluginItem['tools']) => <PluginToolTags tools={value} />,
    },
    {
      title: t('plugin.price'),
      dataIndex: 'price',
      width: 100,
      align: 'right',
      render: (value: number) => (value === 0 ? t('plugin.free') : formatYuan(value)),
    },
    {
      title: t('plugin.status'),
      dataIndex: 'status',
      width: 90,
      render: (value: number) => <PluginStatusTag status={value} />,
    },
    { title: t('plugin.agents'), dataIndex: 'agents', width: 90, align: 'right' },
    { title: t('plugin.sort'), dataIndex: 'sort', width: 70, align: 'right' },
    { title: t('plugin.updated'), dataIndex: 'update_time', width: 150, render: when },
  ];

  const [keyword, tool] = usePluginFilters();
  const searchFields: SearchField<'keyword' | 'status' | 'tool_id'>[] = [
    ...(keyword ? [keyword] : []),
    {
      kind: 'select',
      name: 'status',
      label: t('plugin.status'),
      placeholder: t('plugin.allStatus'),
      options: [
        { value: 1, label: t('plugin.onSale') },
        { value: 0, label: t('plugin.offSale') },
      ],
    },
    ...(tool ? [tool] : []),
  ];

  return (
    <>
      <DataTable
        route={pluginApi.getList}
        title={title}
        testId="plugin-list"
        tableId="plugin-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        actions={
          canManage ? (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="plugin-create">
              {t('plugin.create')}
            </Button>
          ) : null
        }
        rowActionsWidth={150}
        rowActions={(row) =>
          canManage ? (
            <SaleActions
              catalogue="plugin"
              status={row.status}
              onEdit={() => setEditing(row)}
              onToggle={() => toggle.mutateAsync(row)}
            />
          ) : null
        }
        emptyText={t('plugin.empty')}
        noMatchText={t('plugin.noMatch')}
        totalText={(total) => t('plugin.total', { total })}
        tableProps={{ scroll: { x: 1200 } }}
      />
      <PluginForm editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
