import {
  Permission,
  type SoftwareItem,
  softwareApi,
  softwareCreateRequest,
  softwareUpdateRequest,
} from '@onsite/contracts';
import { Input, InputNumber, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import type { DataColumn } from '#web/components/data-table/DataTable';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { YuanInput } from '#web/components/form/YuanInput';
import { CatalogueTable, useSaleColumns } from '#web/features/catalogue/CatalogueTable';
import { PluginIconField } from '#web/features/plugin/PluginIconField';
import { SortStatusFields } from '#web/features/plugin/SaleActions';
import { FilePicker } from '#web/features/upload/LazyPickers';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { LicenceTable } from './LicenceTable';
import { SoftwareName } from './SoftwareName';
import { useSoftwareMutation } from './software.api';
import '#web/features/plugin/plugin.strings';
import '#web/features/software/software.strings';
import '#web/features/software/softwareLicence.strings';

const _when = (value: string) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—');

type FormValues = Omit<SoftwareItem, 'id' | 'agents' | 'create_time' | 'update_time' | 'price'> & {
  /** the form edits yuan; the server takes cents */
  yuan: number;
};

/** Add a software product to the catalogue or edit one. */
function SoftwareForm({ editing, onClose }: { editing: SoftwareItem | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const save = useSoftwareMutation(({ yuan: price, ...values }: FormValues) => {
    const body = { ...values, status: values.status === 0 ? 0 : 1, price: Math.round(price * 100) } as const;
    return editing && editing !== 'new'
      ? api.call(softwareApi.update, { ...body, id: editing.id })
      : api.call(softwareApi.create, body);
  });
  const isNew = editing === 'new';
  return (
    <CrudForm
      open={editing !== null}
      mode="drawer"
      width={520}
      title={isNew ? t('software.createTitle') : t('software.editTitle')}
      schema={(isNew ? softwareCreateRequest : softwareUpdateRequest.omit({ id: true })).omit({
        price: true,
      })}
      initialValues={
        editing && editing !== 'new'
          ? { ...editing, yuan: editing.price / 100 }
          : { version: '', description: '', cover: '', installer: '', seats: 1, yuan: 0, sort: 0, status: 1 }
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="software-form"
      onClose={onClose}
      onSubmit={async (values: FormValues) => {
        await save.mutateAsync(values);
        feedback.success(isNew ? t('software.created') : t('software.saved'));
        onClose();
      }}
    >
      <ContractField name="name" label={t('software.title')}>
        <Input maxLength={60} data-testid="software-name" />
      </ContractField>
      <ContractField name="version" label={t('software.version')}>
        <Input maxLength={30} placeholder="1.0.0" data-testid="software-version" />
      </ContractField>
      <ContractField name="description" label={t('software.description')}>
        <Input.TextArea rows={3} maxLength={1000} showCount data-testid="software-description" />
      </ContractField>
      <ContractField name="cover" label={t('software.cover')} extra={t('software.coverHelp')}>
        <PluginIconField testId="software-cover" placeholder={t('software.coverLink')} />
      </ContractField>
      <ContractField name="seats" label={t('software.seats')} extra={t('software.seatsHelp')}>
        <InputNumber
          min={1}
          max={10000}
          precision={0}
          style={{ width: '100%' }}
          data-testid="software-seats"
        />
      </ContractField>
      <ContractField
        name="yuan"
        label={t('software.price')}
        extra={t('software.priceHelp')}
        rules={[{ required: true, message: t('software.priceRequired') }]}
      >
        <YuanInput data-testid="software-price" />
      </ContractField>
      <ContractField name="installer" label={t('software.installer')} extra={t('software.installerHelp')}>
        <FilePicker />
      </ContractField>
      <SortStatusFields catalogue="software" />
    </CrudForm>
  );
}

/**
 * Admin › products › software (/product/software): the catalogue of PC software licences the platform
 * sells through agents — name, version, cover, seats per licence, price, installer, on sale or off, order —
 * with how many agents sell each. Delete is for a product no agent offers; an offered one is taken off sale.
 * Its 授权 tab lists every licence issued (LicenceTable) and revokes one.
 */
export default function SoftwareListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.softwareManage] } });
  const [editing, setEditing] = useState<SoftwareItem | 'new' | null>(null);
  const toggle = useSoftwareMutation((row: SoftwareItem) =>
    api.call(softwareApi.setStatus, { id: row.id, status: row.status === 1 ? 0 : 1 }),
  );
  const remove = useSoftwareMutation((row: SoftwareItem) => api.call(softwareApi.delete, { id: row.id }));

  const sale = useSaleColumns<SoftwareItem>('software');
  const columns: DataColumn<SoftwareItem>[] = [
    {
      title: t('software.name'),
      dataIndex: 'name',
      hideable: false,
      width: 240,
      render: (value: string, row) => (
        <SoftwareName name={value} version={row.version} cover={row.cover} testId="software-row-name" />
      ),
    },
    {
      title: t('software.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (value: string) => value || '—',
    },
    { title: t('software.seats'), dataIndex: 'seats', width: 90, align: 'right' },
    sale.price,
    {
      title: t('software.installer'),
      dataIndex: 'installer',
      width: 100,
      render: (value: string) => (value ? t('software.hasInstaller') : '—'),
    },
    sale.status,
    sale.agents,
    sale.sort,
    sale.updated,
  ];

  return (
    <Tabs
      destroyOnHidden
      tabBarStyle={{ marginBottom: 12 }}
      items={[
        {
          key: 'products',
          label: <span data-testid="software-products-tab">{t('software.tab')}</span>,
          children: (
            <>
              <CatalogueTable
                catalogue="software"
                route={softwareApi.getList}
                title={title}
                testId="software"
                columns={columns}
                canManage={canManage}
                nameOf={(row) => row.name}
                onCreate={() => setEditing('new')}
                onEdit={setEditing}
                onToggle={(row) => toggle.mutateAsync(row)}
                onDelete={(row) => remove.mutateAsync(row)}
                scrollX={1300}
              />
              <SoftwareForm editing={editing} onClose={() => setEditing(null)} />
            </>
          ),
        },
        {
          key: 'licences',
          label: <span data-testid="software-licences-tab">{t('softwareLicence.tab')}</span>,
          children: <LicenceTable console="admin" />,
        },
      ]}
    />
  );
}
