import {
  Permission,
  type SubstanceTag,
  type SubstanceTagCreate,
  substanceTagApi,
  substanceTagCreate,
} from '@onsite/contracts';
import { Button, ColorPicker, Input, InputNumber, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { ContractField } from '#web/components/form/CrudForm';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { SubstanceForm, SubstanceRowActions } from './SubstanceParts';
import { tagName, useSubstanceMutation } from './substance.api';
import '#web/features/substance/substance.strings';

/** Add a tag or edit one: its names in the three languages (简体 required), colour and order. */
function TagForm({ editing, onClose }: { editing: SubstanceTag | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const save = useSubstanceMutation(
    ({ values, row }: { values: SubstanceTagCreate; row: SubstanceTag | null }) =>
      row
        ? api.call(substanceTagApi.update, { ...values, id: row.id })
        : api.call(substanceTagApi.create, values),
  );
  return (
    <SubstanceForm<SubstanceTag, SubstanceTagCreate>
      kind="tag"
      editing={editing}
      onClose={onClose}
      width={460}
      schema={substanceTagCreate}
      defaults={{ name_en: '', name_zh_tw: '', colour: '#1677ff', sort: 0 }}
      titles={{ create: t('substance.tag.create'), edit: t('substance.tag.editTitle') }}
      done={{ created: t('substance.tag.created'), saved: t('substance.tag.saved') }}
      save={(values, row) => save.mutateAsync({ values, row })}
    >
      <ContractField name="name_zh_cn" label={t('substance.tag.nameZhCn')}>
        <Input maxLength={20} data-testid="tag-name-zh-cn" />
      </ContractField>
      <ContractField name="name_en" label={t('substance.tag.nameEn')} extra={t('substance.tag.nameHelp')}>
        <Input maxLength={40} data-testid="tag-name-en" />
      </ContractField>
      <ContractField
        name="name_zh_tw"
        label={t('substance.tag.nameZhTw')}
        extra={t('substance.tag.nameHelp')}
      >
        <Input maxLength={20} data-testid="tag-name-zh-tw" />
      </ContractField>
      <ContractField
        name="colour"
        label={t('substance.tag.colour')}
        normalize={(color: { toHexString: () => string } | string) =>
          typeof color === 'string' ? color : color.toHexString()
        }
      >
        <ColorPicker disabledAlpha showText format="hex" />
      </ContractField>
      <ContractField name="sort" label={t('substance.tag.sort')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </ContractField>
    </SubstanceForm>
  );
}

/**
 * Admin › 内容 › 标签 (/substance/tag): the labels the programme form and the platform's article form put
 * on programmes and articles; every site's /programme filters by them. Editing is `admin.substance.tag.manage`.
 */
export default function TagListPage({ title }: PageProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.substanceTagManage] } });
  const [editing, setEditing] = useState<SubstanceTag | 'new' | null>(null);
  const remove = useSubstanceMutation((row: SubstanceTag) =>
    api.call(substanceTagApi.delete, { id: row.id, detach: row.programmes + row.articles > 0 }),
  );

  const columns: DataColumn<SubstanceTag>[] = [
    {
      title: t('substance.tag.name'),
      key: 'name',
      hideable: false,
      width: 160,
      render: (_: unknown, row) => (
        <Tag color={row.colour} data-testid="tag-row-chip">
          {tagName(row, i18n.language)}
        </Tag>
      ),
    },
    { title: t('substance.tag.nameZhCn'), dataIndex: 'name_zh_cn', width: 140 },
    {
      title: t('substance.tag.nameEn'),
      dataIndex: 'name_en',
      width: 160,
      render: (value: string) => value || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: t('substance.tag.nameZhTw'),
      dataIndex: 'name_zh_tw',
      width: 140,
      render: (value: string) => value || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: t('substance.tag.usage'),
      key: 'usage',
      render: (_: unknown, row) =>
        t('substance.tag.usageOf', { programmes: row.programmes, articles: row.articles }),
    },
    { title: t('substance.tag.sort'), dataIndex: 'sort', width: 70, align: 'right' },
  ];

  return (
    <>
      <DataTable
        route={substanceTagApi.getList}
        title={title}
        testId="tag-list"
        tableId="substance-tag-list"
        rowKey="id"
        columns={columns}
        searchFields={[
          {
            kind: 'text',
            name: 'keyword',
            label: t('table.keyword'),
            placeholder: t('substance.tag.search'),
          },
        ]}
        actions={
          canManage ? (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="tag-create">
              {t('substance.tag.create')}
            </Button>
          ) : null
        }
        rowActionsWidth={130}
        rowActions={(row) =>
          canManage ? (
            <SubstanceRowActions
              kind="tag"
              editLabel={t('substance.tag.edit')}
              onEdit={() => setEditing(row)}
              remove={{
                confirm:
                  row.programmes + row.articles > 0
                    ? t('substance.tag.deleteUsedConfirm', {
                        name: row.name_zh_cn,
                        programmes: row.programmes,
                        articles: row.articles,
                      })
                    : t('substance.tag.deleteConfirm', { name: row.name_zh_cn }),
                label: t('substance.tag.delete'),
                done: t('substance.tag.deleted'),
                run: () => remove.mutateAsync(row),
              }}
            />
          ) : null
        }
        emptyText={t('substance.tag.empty')}
        noMatchText={t('substance.tag.noMatch')}
        totalText={(total) => t('substance.tag.total', { total })}
        tableProps={{ scroll: { x: 900 } }}
      />
      <TagForm editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
