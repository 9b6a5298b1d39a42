import {
  Permission,
  siteApi,
  type VipPlanItem,
  vipPlanApi,
  vipPlanCreateRequest,
  vipPlanUpdateRequest,
} from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex, InputNumber, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import type { DataColumn } from '#web/components/data-table/DataTable';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { LanguageFields } from '#web/components/form/LanguageFields';
import { YuanInput } from '#web/components/form/YuanInput';
import { CatalogueTable, useSaleColumns } from '#web/features/catalogue/CatalogueTable';
import { SortStatusFields } from '#web/features/plugin/SaleActions';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { useDurationText, useVipPlanMutation } from './vipPlan.api';
import '#web/features/vip-plan/vipPlan.strings';

const _when = (value: string) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—');

type FormValues = Omit<
  VipPlanItem,
  'id' | 'agents' | 'buyers' | 'scene_name' | 'create_time' | 'update_time' | 'price'
> & {
  /** the form edits yuan; the server takes cents */
  yuan: number;
};

/** Add a VIP plan to the catalogue or edit one; its tools are chosen from the platform's tool list. */
function VipPlanForm({ editing, onClose }: { editing: VipPlanItem | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const tools = useQuery({
    queryKey: ['site', 'tools'],
    queryFn: () => api.call(siteApi.getSceneIntroduce, {}),
    enabled: editing !== null,
  });
  const save = useVipPlanMutation(({ yuan: price, ...values }: FormValues) => {
    const body = {
      ...values,
      duration_unit: values.duration_unit === 2 ? 2 : 1,
      status: values.status === 0 ? 0 : 1,
      price: Math.round(price * 100),
    } as const;
    return editing && editing !== 'new'
      ? api.call(vipPlanApi.update, { ...body, id: editing.id })
      : api.call(vipPlanApi.create, body);
  });
  const isNew = editing === 'new';
  const toolOptions = (Array.isArray(tools.data) ? tools.data : []).map((tool) => ({
    value: tool.mark,
    label: tool.title,
  }));
  return (
    <CrudForm
      open={editing !== null}
      mode="drawer"
      width={720}
      title={isNew ? t('vipPlan.createTitle') : t('vipPlan.editTitle')}
      schema={(isNew ? vipPlanCreateRequest : vipPlanUpdateRequest.omit({ id: true })).omit({ price: true })}
      initialValues={
        editing && editing !== 'new'
          ? { ...editing, yuan: editing.price / 100 }
          : {
              title_en: '',
              title_zh_tw: '',
              vip_id: 1,
              duration: 1,
              duration_unit: 1,
              scenes: [],
              showings_num: 0,
              free_num: 0,
              yuan: 0,
              sort: 0,
              status: 1,
            }
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="vip-plan-form"
      onClose={onClose}
      onSubmit={async (values: FormValues) => {
        await save.mutateAsync(values);
        feedback.success(isNew ? t('vipPlan.created') : t('vipPlan.saved'));
        onClose();
      }}
    >
      <LanguageFields
        contract
        name="title"
        label={t('vipPlan.title')}
        maxLength={40}
        testId="vip-plan-title"
      />
      <ContractField name="vip_id" label={t('vipPlan.level')} extra={t('vipPlan.levelHelp')}>
        <Select
          options={[1, 2, 3, 4, 5].map((level) => ({ value: level, label: t('vipPlan.levelN', { level }) }))}
          data-testid="vip-plan-level"
        />
      </ContractField>
      <div style={{ display: 'flex', gap: 12 }}>
        <ContractField name="duration" label={t('vipPlan.duration')} style={{ flex: 1 }}>
          <InputNumber
            min={1}
            max={3660}
            precision={0}
            style={{ width: '100%' }}
            data-testid="vip-plan-duration"
          />
        </ContractField>
        <ContractField name="duration_unit" label={t('vipPlan.unit')} style={{ width: 120 }}>
          <Select
            options={[
              { value: 1, label: t('vipPlan.unitYears') },
              { value: 2, label: t('vipPlan.unitDays') },
            ]}
            data-testid="vip-plan-unit"
          />
        </ContractField>
      </div>
      <ContractField name="scenes" label={t('vipPlan.tools')} extra={t('vipPlan.toolsHelp')}>
        <Select
          mode="multiple"
          loading={tools.isPending}
          options={toolOptions}
          optionFilterProp="label"
          data-testid="vip-plan-tools"
        />
      </ContractField>
      <ContractField name="showings_num" label={t('vipPlan.showings')} extra={t('vipPlan.showingsHelp')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="vip-plan-showings" />
      </ContractField>
      <ContractField name="free_num" label={t('vipPlan.free')} extra={t('vipPlan.freeHelp')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="vip-plan-free" />
      </ContractField>
      <ContractField
        name="yuan"
        label={t('vipPlan.price')}
        extra={t('vipPlan.priceHelp')}
        rules={[{ required: true, message: t('vipPlan.priceRequired') }]}
      >
        <YuanInput data-testid="vip-plan-price" />
      </ContractField>
      <SortStatusFields catalogue="vipPlan" />
    </CrudForm>
  );
}

/**
 * Admin › products › VIP plans (/product/vip): the platform's catalogue of the VIP plans of spec §3 — title,
 * level, duration, the tools covered, showings and free activities, the platform's price, on sale or off,
 * order — with how many agents sell and how many customers hold each. An agent's site sells a plan at its
 * own price (the partner drawer's vip tab). Delete is for a plan nothing refers to; one in use goes off sale.
 */
export default function VipPlanListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const duration = useDurationText();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.vipPlanManage] } });
  const [editing, setEditing] = useState<VipPlanItem | 'new' | null>(null);
  const toggle = useVipPlanMutation((row: VipPlanItem) =>
    api.call(vipPlanApi.setStatus, { id: row.id, status: row.status === 1 ? 0 : 1 }),
  );
  const remove = useVipPlanMutation((row: VipPlanItem) => api.call(vipPlanApi.delete, { id: row.id }));

  const sale = useSaleColumns<VipPlanItem>('vipPlan');
  const columns: DataColumn<VipPlanItem>[] = [
    {
      title: t('vipPlan.title'),
      dataIndex: 'title',
      hideable: false,
      width: 200,
      render: (value: string, row) => (
        <Flex vertical>
          <Space size={4} data-testid="vip-plan-row-title">
            {value}
            <Tag color="gold">{t('vipPlan.levelN', { level: row.vip_id })}</Tag>
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.title_en || '—'} · {row.title_zh_tw || '—'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('vipPlan.duration'),
      dataIndex: 'duration',
      width: 90,
      render: (value: number, row) => duration(value, row.duration_unit),
    },
    {
      title: t('vipPlan.tools'),
      dataIndex: 'scene_name',
      width: 220,
      ellipsis: true,
      render: (value: string) => value.split(',').join('、') || '—',
    },
    { title: t('vipPlan.showings'), dataIndex: 'showings_num', width: 80, align: 'right' },
    { title: t('vipPlan.free'), dataIndex: 'free_num', width: 90, align: 'right' },
    sale.price,
    sale.status,
    sale.agents,
    { title: t('vipPlan.buyers'), dataIndex: 'buyers', width: 90, align: 'right' },
    sale.sort,
    sale.updated,
  ];

  return (
    <>
      <CatalogueTable
        catalogue="vipPlan"
        route={vipPlanApi.getList}
        title={title}
        testId="vip-plan"
        columns={columns}
        canManage={canManage}
        nameOf={(row) => row.title}
        onCreate={() => setEditing('new')}
        onEdit={setEditing}
        onToggle={(row) => toggle.mutateAsync(row)}
        onDelete={(row) => remove.mutateAsync(row)}
        scrollX={1500}
      />
      <VipPlanForm editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
