import {
  Permission,
  type SubstanceTag,
  type SubstanceTagCreate,
  substanceTagApi,
  substanceTagCreate,
} from '@onsite/contracts';
import { Button, ColorPicker, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ContractField, CrudForm, type DataColumn, DataTable, DeleteAction } from '#web/components';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { tagName, useSubstanceMutation } from './substance.api';
import '#web/features/substance/substance.strings';

/** Add a tag or edit one: its names in the three languages (简体 required), colour and order. */
function TagForm({ editing, onClose }: { editing: SubstanceTag | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const isNew = editing === 'new';
  const save = useSubstanceMutation((values: SubstanceTagCreate) =>
    editing && editing !== 'new'
      ? api.call(substanceTagApi.update, { ...values, id: editing.id })
      : api.call(substanceTagApi.create, values),
  );
  return (
    <CrudForm
      open={editing !== null}
      mode="drawer"
      width={460}
      title={isNew ? t('substance.tag.create') : t('substance.tag.editTitle')}
      schema={substanceTagCreate}
      initialValues={
        editing && editing !== 'new' ? editing : { name_en: '', name_zh_tw: '', colour: '#1677ff', sort: 0 }
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="tag-form"
      onClose={onClose}
      onSubmit={async (values: SubstanceTagCreate) => {
        await save.mutateAsync(values);
        feedback.success(isNew ? t('substance.tag.created') : t('substance.tag.saved'));
        onClose();
      }}
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
    </CrudForm>
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
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="tag-edit">
                {t('substance.tag.edit')}
              </Button>
              <DeleteAction
                confirm={
                  row.programmes + row.articles > 0
                    ? t('substance.tag.deleteUsedConfirm', {
                        name: row.name_zh_cn,
                        programmes: row.programmes,
                        articles: row.articles,
                      })
                    : t('substance.tag.deleteConfirm', { name: row.name_zh_cn })
                }
                onConfirm={async () => {
                  await remove.mutateAsync(row);
                  feedback.success(t('substance.tag.deleted'));
                }}
                testId="tag-delete"
              >
                {t('substance.tag.delete')}
              </DeleteAction>
            </Space>
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
