import {
  type AgentProductItem,
  agentProductApi,
  agentProductUpdateRequest,
  Permission,
  PRODUCT_KINDS,
  type ProductKind,
} from '@onsite/contracts';
import { Button, Switch, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { YuanInput } from '#web/components/form/YuanInput';
import { useCatalogueMutation } from '#web/features/catalogue/catalogueMutation';
import { formatYuan } from '#web/features/order/money';
import { LicenceTable } from '#web/features/software/LicenceTable';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import '#web/features/agent-product/agentProduct.strings';
import '#web/features/software/softwareLicence.strings';

const KIND_COLOR: Record<ProductKind, string> = {
  vip: 'gold',
  software: 'geekblue',
  copyright: 'purple',
  device: 'green',
  resource: 'cyan',
};

type Change = { row: AgentProductItem; retail_price?: number; enabled?: boolean };

/** A change of the team's offers: its list refetches. */
function useProductMutation() {
  const api = useApi();
  return useCatalogueMutation(
    ({ row, ...change }: Change) =>
      api.call(agentProductApi.update, { kind: row.kind, id: row.id, ...change }),
    ['agentProduct'],
    [agentProductApi.getList],
  );
}

/** The retail price of one product, in yuan, never below its wholesale (the server says so too). */
function RetailForm({ editing, onClose }: { editing: AgentProductItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useProductMutation();
  const wholesale = formatYuan(editing?.wholesale_price ?? 0);
  return (
    <CrudForm
      open={editing !== null}
      width={420}
      title={t('agentProduct.editTitle', { name: editing?.name ?? '' })}
      schema={agentProductUpdateRequest}
      initialValues={{ yuan: (editing?.retail_price ?? 0) / 100 }}
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="agent-product-form"
      onClose={onClose}
      onSubmit={async ({ yuan }: { yuan: number }) => {
        if (!editing) return;
        await save.mutateAsync({ row: editing, retail_price: Math.round(yuan * 100) });
        feedback.success(t('agentProduct.saved'));
        onClose();
      }}
    >
      <ContractField
        name="yuan"
        label={t('agentProduct.retail')}
        extra={t('agentProduct.retailHelp', { price: wholesale })}
        rules={[
          { required: true, message: t('agentProduct.retailRequired') },
          {
            validator: async (_, value: number | null) => {
              if (
                value !== null &&
                value !== undefined &&
                Math.round(value * 100) < (editing?.wholesale_price ?? 0)
              )
                throw new Error(t('agentProduct.belowWholesale', { price: wholesale }));
            },
          },
        ]}
      >
        <YuanInput data-testid="agent-product-retail" />
      </ContractField>
    </CrudForm>
  );
}

/**
 * Agent console › 产品 (/product): every product the platform lets the team sell (VIP plans, software,
 * licensed content, resource packs), at the wholesale price the platform set; the team's retail price and
 * margin, and its switch for its site. What is switched on (and on sale at the platform) its site's VIP popup,
 * software card and resource packs sell at the retail price.
 */
export default function AgentProductPage({ title }: PageProps) {
  const { t } = useTranslation();
  const canManage = useCan({ authorities: { allOf: [Permission.agent.productManage] } });
  const [editing, setEditing] = useState<AgentProductItem | null>(null);
  const toggle = useProductMutation();
  const kindText = (kind: ProductKind) => t(`agentProduct.kinds.${kind}`);

  const columns: DataColumn<AgentProductItem>[] = [
    {
      title: t('agentProduct.name'),
      dataIndex: 'name',
      hideable: false,
      width: 240,
      render: (value: string, row) => (
        <span data-testid="agent-product-name">
          {value} {row.status === 1 ? null : <Tag color="default">{t('agentProduct.platformOff')}</Tag>}
        </span>
      ),
    },
    {
      title: t('agentProduct.kind'),
      dataIndex: 'kind',
      width: 100,
      render: (value: ProductKind) => <Tag color={KIND_COLOR[value]}>{kindText(value)}</Tag>,
    },
    {
      title: t('agentProduct.wholesale'),
      dataIndex: 'wholesale_price',
      width: 120,
      align: 'right',
      render: (value: number) => formatYuan(value),
    },
    {
      title: t('agentProduct.retail'),
      dataIndex: 'retail_price',
      width: 120,
      align: 'right',
      render: (value: number) => (
        <Typography.Text strong data-testid="agent-product-retail-price">
          {formatYuan(value)}
        </Typography.Text>
      ),
    },
    {
      title: t('agentProduct.margin'),
      dataIndex: 'margin',
      width: 110,
      align: 'right',
      render: (value: number) => (
        <Typography.Text type={value > 0 ? 'success' : 'secondary'}>{formatYuan(value)}</Typography.Text>
      ),
    },
    {
      title: t('agentProduct.enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (value: boolean, row) => (
        <Switch
          checked={value}
          disabled={!canManage}
          loading={toggle.isPending && toggle.variables?.row === row}
          onChange={async (enabled) => {
            await toggle.mutateAsync({ row, enabled });
            feedback.success(enabled ? t('agentProduct.switchedOn') : t('agentProduct.switchedOff'));
          }}
          data-testid={`agent-product-switch-${row.kind}-${row.id}`}
        />
      ),
    },
  ];

  return (
    <Tabs
      destroyOnHidden
      tabBarStyle={{ marginBottom: 12 }}
      items={[
        {
          key: 'products',
          label: t('agentProduct.name'),
          children: (
            <>
              <DataTable
                route={agentProductApi.getList}
                title={title}
                testId="agent-product-list"
                tableId="agent-product-list"
                rowKey={(row) => `${row.kind}-${row.id}`}
                columns={columns}
                searchFields={[
                  {
                    kind: 'text',
                    name: 'keyword',
                    label: t('table.keyword'),
                    placeholder: t('agentProduct.search'),
                    testId: 'list-search',
                  },
                  {
                    kind: 'select',
                    name: 'kind',
                    label: t('agentProduct.kind'),
                    placeholder: t('agentProduct.allKinds'),
                    options: PRODUCT_KINDS.map((kind) => ({ value: kind, label: kindText(kind) })),
                  },
                ]}
                rowActionsWidth={130}
                rowActions={(row) =>
                  canManage ? (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setEditing(row)}
                      data-testid={`agent-product-edit-${row.kind}-${row.id}`}
                    >
                      {t('agentProduct.edit')}
                    </Button>
                  ) : null
                }
                emptyText={t('agentProduct.empty')}
                noMatchText={t('agentProduct.noMatch')}
                totalText={(total) => t('agentProduct.total', { total })}
                tableProps={{ scroll: { x: 900 } }}
              />
              <RetailForm editing={editing} onClose={() => setEditing(null)} />
            </>
          ),
        },
        {
          key: 'licences',
          label: <span data-testid="agent-licences-tab">{t('softwareLicence.agentTab')}</span>,
          children: <LicenceTable console="agent" />,
        },
      ]}
    />
  );
}
