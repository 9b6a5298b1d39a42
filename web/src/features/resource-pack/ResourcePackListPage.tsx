import {
  Permission,
  RESOURCE_PACK_KINDS,
  type ResourcePackItem,
  resourcePackApi,
  resourcePackCreateRequest,
} from '@onsite/contracts';
import { Input, InputNumber, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import type { DataColumn } from '#web/components/data-table/DataTable';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { YuanInput } from '#web/components/form/YuanInput';
import { CatalogueTable, useSaleColumns } from '#web/features/catalogue/CatalogueTable';
import { useCatalogueMutation } from '#web/features/catalogue/catalogueMutation';
import { formatYuan } from '#web/features/order/money';
import { SortStatusFields } from '#web/features/plugin/SaleActions';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import '#web/features/resource-pack/resourcePack.strings';

type Kind = (typeof RESOURCE_PACK_KINDS)[number];
type FormValues = { name: string; kind: Kind; count: number; yuan: number; sort: number; status: 0 | 1 };

/** What a pack credits, in words: "1000 条" of SMS, "¥50.00" of red-packet funds. */
export function useQuantityText() {
  const { t } = useTranslation();
  return (kind: Kind, quantity: number) =>
    kind === 'sms' ? t('resourcePack.quantitySms', { count: quantity }) : formatYuan(quantity);
}

const usePackMutation = <Input, Output>(call: (input: Input) => Promise<Output>) =>
  useCatalogueMutation(call, ['resourcePack'], [resourcePackApi.getList]);

/** Add a pack or edit one: SMS messages per pack, or red-packet funds in yuan; the price in yuan. */
function PackForm({ editing, onClose }: { editing: ResourcePackItem | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const isNew = editing === 'new';
  const [kind, setKind] = useState<Kind>(editing && editing !== 'new' ? editing.kind : 'sms');
  const save = usePackMutation(({ count, yuan, ...values }: FormValues) => {
    const body = {
      ...values,
      quantity: values.kind === 'sms' ? count : Math.round(count * 100),
      price: Math.round(yuan * 100),
    };
    return editing && editing !== 'new'
      ? api.call(resourcePackApi.update, { ...body, id: editing.id })
      : api.call(resourcePackApi.create, body);
  });
  return (
    <CrudForm
      open={editing !== null}
      mode="drawer"
      width={480}
      title={isNew ? t('resourcePack.createTitle') : t('resourcePack.editTitle')}
      schema={resourcePackCreateRequest.omit({ quantity: true, price: true })}
      initialValues={
        editing && editing !== 'new'
          ? {
              ...editing,
              count: editing.kind === 'sms' ? editing.quantity : editing.quantity / 100,
              yuan: editing.price / 100,
              status: editing.status === 0 ? 0 : 1,
            }
          : { kind: 'sms', count: 1000, yuan: 50, sort: 0, status: 1 }
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="resource-pack-form"
      onClose={onClose}
      onSubmit={async (values: FormValues) => {
        await save.mutateAsync(values);
        feedback.success(isNew ? t('resourcePack.created') : t('resourcePack.saved'));
        onClose();
      }}
    >
      <ContractField name="name" label={t('resourcePack.name')}>
        <Input maxLength={40} data-testid="resource-pack-name" />
      </ContractField>
      <ContractField name="kind" label={t('resourcePack.kind')}>
        <Select
          options={RESOURCE_PACK_KINDS.map((value) => ({ value, label: t(`resourcePack.kinds.${value}`) }))}
          onChange={(value: Kind) => setKind(value)}
          data-testid="resource-pack-kind"
        />
      </ContractField>
      <ContractField
        name="count"
        label={kind === 'sms' ? t('resourcePack.smsCount') : t('resourcePack.redpacketAmount')}
        extra={t('resourcePack.quantityHelp')}
        rules={[{ required: true, message: t('resourcePack.quantityRequired') }]}
      >
        {kind === 'sms' ? (
          <InputNumber
            min={1}
            max={10_000_000}
            precision={0}
            style={{ width: '100%' }}
            data-testid="resource-pack-count"
          />
        ) : (
          <YuanInput min={0.01} max={100_000} data-testid="resource-pack-count" />
        )}
      </ContractField>
      <ContractField
        name="yuan"
        label={t('resourcePack.price')}
        extra={t('resourcePack.priceHelp')}
        rules={[{ required: true, message: t('resourcePack.priceRequired') }]}
      >
        <YuanInput min={0.01} max={100_000} data-testid="resource-pack-price" />
      </ContractField>
      <SortStatusFields catalogue="resourcePack" />
    </CrudForm>
  );
}

/**
 * Admin › products › resource packs (/product/resource): the SMS and red-packet credit packs the platform sells
 * on every site at its price — what each credits, its price, on sale or off, how many sold. A pack nobody
 * ordered can be deleted; one that sold goes off sale.
 */
export default function ResourcePackListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const quantity = useQuantityText();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.resourcePackManage] } });
  const [editing, setEditing] = useState<ResourcePackItem | 'new' | null>(null);
  const toggle = usePackMutation((row: ResourcePackItem) =>
    api.call(resourcePackApi.setStatus, { id: row.id, status: row.status === 1 ? 0 : 1 }),
  );
  const remove = usePackMutation((row: ResourcePackItem) => api.call(resourcePackApi.delete, { id: row.id }));
  const sale = useSaleColumns<ResourcePackItem>('resourcePack');
  const columns: DataColumn<ResourcePackItem>[] = [
    { title: t('resourcePack.name'), dataIndex: 'name', hideable: false, width: 200 },
    {
      title: t('resourcePack.kind'),
      dataIndex: 'kind',
      width: 100,
      render: (value: Kind) => (
        <Tag color={value === 'sms' ? 'blue' : 'red'}>{t(`resourcePack.kinds.${value}`)}</Tag>
      ),
    },
    {
      title: t('resourcePack.quantity'),
      dataIndex: 'quantity',
      width: 120,
      align: 'right',
      render: (value: number, row) => quantity(row.kind, value),
    },
    sale.price,
    sale.status,
    { title: t('resourcePack.sold'), dataIndex: 'sold', width: 80, align: 'right' },
    sale.sort,
    sale.updated,
  ];
  return (
    <>
      <CatalogueTable
        catalogue="resourcePack"
        route={resourcePackApi.getList}
        title={title}
        testId="resource-pack"
        columns={columns}
        canManage={canManage}
        nameOf={(row) => row.name}
        onCreate={() => setEditing('new')}
        onEdit={(row) => {
          setEditing(row);
        }}
        onToggle={(row) => toggle.mutateAsync(row)}
        onDelete={(row) => remove.mutateAsync(row)}
        scrollX={1100}
      />
      <PackForm
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
