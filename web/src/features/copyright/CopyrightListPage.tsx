import {
  COPYRIGHT_CONTENT_TYPES,
  COPYRIGHT_TERM_MAX,
  type CopyrightItem,
  copyrightApi,
  copyrightCreateRequest,
  Permission,
} from '@onsite/contracts';
import { Checkbox, Form, Input, InputNumber, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import type { DataColumn } from '#web/components/data-table/DataTable';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { LanguageFields } from '#web/components/form/LanguageFields';
import { YuanInput } from '#web/components/form/YuanInput';
import { CatalogueTable, useSaleColumns } from '#web/features/catalogue/CatalogueTable';
import { SortStatusFields } from '#web/features/plugin/SaleActions';
import { FilePicker } from '#web/features/upload/LazyPickers';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { CopyrightTitle, useTermText } from './CopyrightTitle';
import { useCopyrightMutation } from './copyright.api';
import '#web/features/plugin/plugin.strings';
import '#web/features/copyright/copyright.strings';

type FormValues = Omit<
  CopyrightItem,
  'id' | 'agents' | 'sold' | 'create_time' | 'update_time' | 'price' | 'term_months'
> & {
  /** the form edits yuan; the server takes cents */
  yuan: number;
  perpetual: boolean;
  term_months?: number | null;
};

const NEW: Partial<FormValues> = {
  title_en: '',
  title_zh_tw: '',
  content_type: 'music',
  licensor: '',
  terms: '',
  perpetual: false,
  term_months: 12,
  commercial: false,
  asset: '',
  yuan: 0,
  sort: 0,
  status: 1,
};

/** Add an item to the catalogue or edit one. */
function CopyrightForm({ editing, onClose }: { editing: CopyrightItem | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const save = useCopyrightMutation(({ yuan, perpetual, term_months, ...values }: FormValues) => {
    const body = {
      ...values,
      status: values.status === 0 ? 0 : 1,
      price: Math.round(yuan * 100),
      term_months: perpetual ? null : (term_months ?? null),
    } as const;
    return editing && editing !== 'new'
      ? api.call(copyrightApi.update, { ...body, id: editing.id })
      : api.call(copyrightApi.create, body);
  });
  const isNew = editing === 'new';
  return (
    <CrudForm
      open={editing !== null}
      mode="drawer"
      width={720}
      title={isNew ? t('copyright.createTitle') : t('copyright.editTitle')}
      schema={copyrightCreateRequest.omit({ price: true, term_months: true })}
      initialValues={
        editing && editing !== 'new'
          ? {
              ...editing,
              yuan: editing.price / 100,
              perpetual: editing.term_months === null,
              term_months: editing.term_months ?? 12,
            }
          : NEW
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="copyright-form"
      onClose={onClose}
      onSubmit={async (values: FormValues) => {
        await save.mutateAsync(values);
        feedback.success(isNew ? t('copyright.created') : t('copyright.saved'));
        onClose();
      }}
    >
      <LanguageFields
        name="title"
        label={t('copyright.title')}
        maxLength={60}
        contract
        testId="copyright-title"
      />
      <ContractField name="content_type" label={t('copyright.contentType')}>
        <Radio.Group
          optionType="button"
          data-testid="copyright-content-type"
          options={COPYRIGHT_CONTENT_TYPES.map((value) => ({
            value,
            label: t(`copyright.contentTypes.${value}`),
          }))}
        />
      </ContractField>
      <ContractField name="licensor" label={t('copyright.licensor')} extra={t('copyright.licensorHelp')}>
        <Input maxLength={100} data-testid="copyright-licensor" />
      </ContractField>
      <ContractField name="terms" label={t('copyright.terms')} extra={t('copyright.termsHelp')}>
        <Input.TextArea rows={6} maxLength={10000} data-testid="copyright-terms" />
      </ContractField>
      <Form.Item label={t('copyright.term')} extra={t('copyright.termHelp')} required>
        <Form.Item name="perpetual" valuePropName="checked" noStyle>
          <Checkbox data-testid="copyright-perpetual">{t('copyright.perpetual')}</Checkbox>
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(before, after) => before.perpetual !== after.perpetual}>
          {({ getFieldValue }) =>
            getFieldValue('perpetual') ? null : (
              <Form.Item
                name="term_months"
                noStyle
                rules={[
                  {
                    required: true,
                    type: 'integer',
                    min: 1,
                    max: COPYRIGHT_TERM_MAX,
                    message: t('copyright.termHelp'),
                  },
                ]}
              >
                <InputNumber
                  min={1}
                  max={COPYRIGHT_TERM_MAX}
                  precision={0}
                  addonAfter={t('copyright.termMonths')}
                  style={{ width: 200, marginInlineStart: 16 }}
                  data-testid="copyright-term-months"
                />
              </Form.Item>
            )
          }
        </Form.Item>
      </Form.Item>
      <ContractField name="commercial" label={t('copyright.commercial')} valuePropName="checked">
        <Checkbox data-testid="copyright-commercial">{t('copyright.commercialAllowed')}</Checkbox>
      </ContractField>
      <ContractField
        name="yuan"
        label={t('copyright.price')}
        extra={t('copyright.priceHelp')}
        rules={[{ required: true, message: t('copyright.priceRequired') }]}
      >
        <YuanInput data-testid="copyright-price" />
      </ContractField>
      <ContractField name="asset" label={t('copyright.asset')} extra={t('copyright.assetHelp')}>
        <FilePicker />
      </ContractField>
      <SortStatusFields catalogue="copyright" />
    </CrudForm>
  );
}

/**
 * Admin › products › copyright (/product/copyright): the licensed content the platform sells through agents
 * (music, templates, fonts, images) with its licensor, terms, licence term, commercial use, file and price;
 * how many agents sell each and how many licences were sold. Delete is for an item never sold nor offered.
 */
export default function CopyrightListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const termText = useTermText();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.copyrightManage] } });
  const [editing, setEditing] = useState<CopyrightItem | 'new' | null>(null);
  const toggle = useCopyrightMutation((row: CopyrightItem) =>
    api.call(copyrightApi.setStatus, { id: row.id, status: row.status === 1 ? 0 : 1 }),
  );
  const remove = useCopyrightMutation((row: CopyrightItem) => api.call(copyrightApi.delete, { id: row.id }));

  const sale = useSaleColumns<CopyrightItem>('copyright');
  const columns: DataColumn<CopyrightItem>[] = [
    {
      title: t('copyright.title'),
      dataIndex: 'title',
      hideable: false,
      width: 260,
      render: (_: string, row) => <CopyrightTitle row={row} testId="copyright-row-title" />,
    },
    {
      title: t('copyright.licensor'),
      dataIndex: 'licensor',
      width: 160,
      ellipsis: true,
      render: (value: string) => value || '—',
    },
    {
      title: t('copyright.term'),
      dataIndex: 'term_months',
      width: 100,
      render: (value: number | null) => termText(value),
    },
    {
      title: t('copyright.commercial'),
      dataIndex: 'commercial',
      width: 110,
      render: (value: boolean) =>
        value ? (
          <Tag color="green">{t('copyright.commercialAllowed')}</Tag>
        ) : (
          <Tag>{t('copyright.commercialNotAllowed')}</Tag>
        ),
    },
    sale.price,
    {
      title: t('copyright.asset'),
      dataIndex: 'asset',
      width: 90,
      render: (value: string) => (value ? t('copyright.hasAsset') : '—'),
    },
    sale.status,
    sale.agents,
    { title: t('copyright.sold'), dataIndex: 'sold', width: 80, align: 'right' },
    sale.sort,
    sale.updated,
  ];

  return (
    <>
      <CatalogueTable
        catalogue="copyright"
        route={copyrightApi.getList}
        title={title}
        testId="copyright"
        columns={columns}
        canManage={canManage}
        nameOf={(row) => row.title}
        onCreate={() => setEditing('new')}
        onEdit={setEditing}
        onToggle={(row) => toggle.mutateAsync(row)}
        onDelete={(row) => remove.mutateAsync(row)}
        scrollX={1500}
        filters={[
          {
            kind: 'select',
            name: 'content_type',
            label: t('copyright.contentType'),
            placeholder: t('copyright.allTypes'),
            options: COPYRIGHT_CONTENT_TYPES.map((value) => ({
              value,
              label: t(`copyright.contentTypes.${value}`),
            })),
          },
        ]}
      />
      <CopyrightForm editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
