import {
  type PartnerItem,
  type PartnerVipPlan,
  Permission,
  partnerVipApi,
  partnerVipSaveRequest,
  siteApi,
} from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, InputNumber, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ContractField, CrudForm } from '#web/components';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import '#web/features/partner/partner.strings';

type Values = Omit<PartnerVipPlan, 'id' | 'agent_id' | 'scene_name' | 'buyers' | 'agent_price'> & {
  /** the form edits yuan; the server takes cents */
  price: number;
};

const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

/**
 * An agent's "vip" tab (admin › partner detail): the VIP plans its customer site sells and its price for
 * each. Plans are created and edited here; a new agent without plans may start from the platform's.
 */
export function PartnerVipPlans({ agent }: { agent: PartnerItem }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const canEdit = useCan({ authorities: { allOf: [Permission.admin.partnerUpdate] } });
  const [editing, setEditing] = useState<PartnerVipPlan | 'new' | null>(null);
  const key = ['partner', 'vip', agent.id];
  const plans = useQuery({
    queryKey: key,
    queryFn: () => api.call(partnerVipApi.getList, { agent_id: agent.id }),
  });
  const tools = useQuery({
    queryKey: ['site', 'tools'],
    queryFn: () => api.call(siteApi.getSceneIntroduce, {}),
    enabled: editing !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: ({ price, ...values }: Values) =>
      api.call(partnerVipApi.save, {
        ...values,
        duration_unit: values.duration_unit === 2 ? 2 : 1,
        agent_price: Math.round(price * 100),
        agent_id: agent.id,
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      }),
    onSuccess: refresh,
  });
  const copy = useMutation({
    mutationFn: () => api.call(partnerVipApi.copyDefaults, { agent_id: agent.id }),
    onSuccess: refresh,
  });
  const toolOptions = (Array.isArray(tools.data) ? tools.data : []).map((tool) => ({
    value: tool.mark,
    label: tool.title,
  }));
  const empty = plans.data?.length === 0;

  return (
    <div data-testid="partner-vip">
      {canEdit ? (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => setEditing('new')} data-testid="partner-vip-create">
            {t('partnerVip.create')}
          </Button>
          {empty && !agent.is_platform_default ? (
            <Button
              loading={copy.isPending}
              onClick={async () => {
                await copy.mutateAsync();
                feedback.success(t('partnerVip.copied'));
              }}
              data-testid="partner-vip-copy"
            >
              {t('partnerVip.copy')}
            </Button>
          ) : null}
        </Space>
      ) : null}
      <Table<PartnerVipPlan>
        rowKey="id"
        size="small"
        loading={plans.isPending}
        dataSource={plans.data ?? []}
        pagination={false}
        scroll={{ x: 700 }}
        locale={{ emptyText: <Empty description={t('partnerVip.empty')} /> }}
        columns={[
          { title: t('partnerVip.title'), dataIndex: 'title', width: 150 },
          {
            title: t('partnerVip.duration'),
            key: 'duration',
            render: (_: unknown, row) =>
              t(row.duration_unit === 2 ? 'partnerVip.days' : 'partnerVip.years', { count: row.duration }),
          },
          {
            title: t('partnerVip.tools'),
            dataIndex: 'scene_name',
            width: 200,
            render: (value: string) => value.replaceAll(',', '、'),
          },
          { title: t('partnerVip.price'), dataIndex: 'agent_price', render: yuan },
          {
            title: t('partnerVip.status'),
            dataIndex: 'enabled',
            render: (value: boolean) =>
              value ? (
                <Tag color="green">{t('partnerVip.onSale')}</Tag>
              ) : (
                <Tag>{t('partnerVip.offSale')}</Tag>
              ),
          },
          { title: t('partnerVip.buyers'), dataIndex: 'buyers' },
          ...(canEdit
            ? [
                {
                  title: t('table.actions'),
                  key: 'actions',
                  render: (_: unknown, row: PartnerVipPlan) => (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setEditing(row)}
                      data-testid="partner-vip-edit"
                    >
                      {t('partner.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <CrudForm
        open={editing !== null}
        mode="drawer"
        width={520}
        title={editing === 'new' ? t('partnerVip.create') : t('partnerVip.editTitle')}
        schema={partnerVipSaveRequest.omit({ agent_id: true, id: true, agent_price: true })}
        initialValues={
          editing && editing !== 'new'
            ? { ...editing, price: editing.agent_price / 100 }
            : {
                vip_id: 1,
                duration: 1,
                duration_unit: 1,
                showings_num: 0,
                free_num: 0,
                sort: 0,
                enabled: true,
              }
        }
        okText={t('shell.ok')}
        cancelText={t('shell.cancel')}
        testId="partner-vip-form"
        onClose={() => setEditing(null)}
        onSubmit={async (values: Values) => {
          await save.mutateAsync(values);
          feedback.success(t('partnerVip.saved'));
          setEditing(null);
        }}
      >
        <ContractField name="title" label={t('partnerVip.title')}>
          <Input maxLength={40} data-testid="partner-vip-title" />
        </ContractField>
        <ContractField name="vip_id" label={t('partnerVip.level')}>
          <Select
            options={[1, 2, 3].map((level) => ({ value: level, label: t('partnerVip.levelN', { level }) }))}
          />
        </ContractField>
        <Space.Compact block>
          <ContractField name="duration" label={t('partnerVip.duration')} style={{ width: '60%' }}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </ContractField>
          <ContractField name="duration_unit" label=" " style={{ width: '40%' }}>
            <Select
              options={[
                { value: 1, label: t('partnerVip.unitYears') },
                { value: 2, label: t('partnerVip.unitDays') },
              ]}
            />
          </ContractField>
        </Space.Compact>
        <ContractField name="scenes" label={t('partnerVip.tools')}>
          <Select
            mode="multiple"
            options={toolOptions}
            loading={tools.isPending}
            data-testid="partner-vip-tools"
          />
        </ContractField>
        <ContractField name="showings_num" label={t('partnerVip.showings')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </ContractField>
        <ContractField name="free_num" label={t('partnerVip.free')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </ContractField>
        <ContractField
          name="price"
          label={t('partnerVip.price')}
          rules={[{ required: true, message: t('partnerVip.priceRequired') }]}
        >
          <InputNumber
            min={0}
            precision={2}
            prefix="¥"
            style={{ width: '100%' }}
            data-testid="partner-vip-price"
          />
        </ContractField>
        <ContractField name="sort" label={t('partnerVip.sort')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </ContractField>
        <ContractField name="enabled" label={t('partnerVip.onSale')} valuePropName="checked">
          <Switch />
        </ContractField>
      </CrudForm>
    </div>
  );
}
