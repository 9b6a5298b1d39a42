import {
  Permission,
  type Scheme,
  type SchemeCategory,
  type SchemeCategorySave,
  type SchemeSave,
  schemeApi,
  schemeCategorySave,
  schemeSave,
  siteApi,
} from '@onsite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Col,
  ColorPicker,
  Drawer,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { DeleteAction } from '#web/components/actions/DeleteAction';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import type { SearchField } from '#web/components/data-table/SearchForm';
import { pagedQueryKey } from '#web/components/data-table/usePagedQuery';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { useSubstanceOptions } from '#web/features/substance/substance.api';
import { TagChips, TagSelect } from '#web/features/substance/TagChips';
import { RichTextEditor } from '#web/features/upload/LazyRichTextEditor';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import '#web/features/site-content/scheme.strings';
import '#web/features/substance/substance.strings';

const categoriesKey = ['site-content', 'scheme-categories'] as const;

function useCategories() {
  const api = useApi();
  return useQuery({ queryKey: categoriesKey, queryFn: () => api.call(schemeApi.categories) });
}

/** A cover colour field: antd's picker, stored as #rrggbb. */
function CoverColour({ name, label }: { name: 'cover_from' | 'cover_to'; label: string }) {
  return (
    <ContractField
      name={name}
      label={label}
      normalize={(color: { toHexString: () => string } | string) =>
        typeof color === 'string' ? color : color.toHexString()
      }
    >
      <ColorPicker disabledAlpha showText format="hex" />
    </ContractField>
  );
}

/** The programme categories: listed with their programme counts, created, renamed, reordered, deleted. */
function CategoriesDrawer({
  open,
  onClose,
  editable,
}: {
  open: boolean;
  onClose: () => void;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const categories = useCategories();
  const [editing, setEditing] = useState<SchemeCategory | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: categoriesKey });
  const save = useMutation({
    mutationFn: (values: SchemeCategorySave) =>
      api.call(schemeApi.saveCategory, {
        ...values,
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.call(schemeApi.deleteCategory, { id }),
    onSuccess: refresh,
  });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={620}
      title={t('scheme.categories')}
      data-testid="scheme-categories"
    >
      {editable ? (
        <Button
          type="primary"
          style={{ marginBottom: 12 }}
          onClick={() => setEditing('new')}
          data-testid="scheme-category-create"
        >
          {t('scheme.createCategory')}
        </Button>
      ) : null}
      <Table<SchemeCategory>
        rowKey="id"
        size="small"
        pagination={false}
        loading={categories.isPending}
        dataSource={categories.data ?? []}
        columns={[
          { title: t('scheme.categoryName'), dataIndex: 'title' },
          {
            title: t('scheme.mark'),
            dataIndex: 'mark',
            render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
          },
          { title: t('scheme.sort'), dataIndex: 'sort', width: 70 },
          { title: t('scheme.programmes'), dataIndex: 'programmes', width: 80 },
          ...(editable
            ? [
                {
                  title: t('table.actions'),
                  key: 'actions',
                  width: 130,
                  render: (_: unknown, row: SchemeCategory) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setEditing(row)}>
                        {t('scheme.edit')}
                      </Button>
                      <DeleteAction
                        confirm={t('scheme.deleteCategoryConfirm', { name: row.title })}
                        onConfirm={async () => {
                          await remove.mutateAsync(row.id);
                          feedback.success(t('scheme.categoryDeleted'));
                        }}
                        testId="scheme-category-delete"
                      >
                        {t('scheme.delete')}
                      </DeleteAction>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <CrudForm
        open={editing !== null}
        title={editing === 'new' ? t('scheme.createCategory') : t('scheme.editCategory')}
        schema={schemeCategorySave.omit({ id: true })}
        initialValues={editing && editing !== 'new' ? editing : { sort: 0 }}
        okText={t('shell.ok')}
        cancelText={t('shell.cancel')}
        testId="scheme-category-form"
        onClose={() => setEditing(null)}
        onSubmit={async (values: SchemeCategorySave) => {
          await save.mutateAsync(values);
          feedback.success(t('scheme.categorySaved'));
          setEditing(null);
        }}
      >
        <ContractField name="title" label={t('scheme.categoryName')}>
          <Input maxLength={20} />
        </ContractField>
        <ContractField name="mark" label={t('scheme.mark')} extra={t('scheme.markHelp')}>
          <Input maxLength={32} />
        </ContractField>
        <ContractField name="sort" label={t('scheme.sort')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </ContractField>
      </CrudForm>
    </Drawer>
  );
}

/**
 * Admin › scheme: the programmes every customer site lists on /my/programme (the platform's catalogue),
 * with cover colours, tools, rich-text page and order; their categories in a drawer.
 */
export default function SchemeListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const canEdit = useCan({ authorities: { allOf: [Permission.admin.schemeUpdate] } });
  const categories = useCategories();
  const [editing, setEditing] = useState<Scheme | 'new' | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const tools = useQuery({
    queryKey: ['site', 'tools'],
    queryFn: () => api.call(siteApi.getSceneIntroduce, {}),
  });
  const toolList = Array.isArray(tools.data) ? tools.data : [];
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(api.audience, schemeApi.getList) });
    void queryClient.invalidateQueries({ queryKey: categoriesKey });
  };
  const save = useMutation({
    mutationFn: (values: Parameters<typeof api.call<typeof schemeApi.save>>[1]) =>
      api.call(schemeApi.save, values),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.call(schemeApi.delete, { id }),
    onSuccess: refresh,
  });
  const substance = useSubstanceOptions('scheme');
  const tagList = substance.data?.tags ?? [];
  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: category.id,
    label: category.title,
  }));

  const columns: DataColumn<Scheme>[] = [
    {
      title: t('scheme.cover'),
      key: 'cover',
      width: 90,
      render: (_: unknown, row) => (
        <div
          style={{
            width: 64,
            height: 36,
            borderRadius: 6,
            background: `linear-gradient(135deg, ${row.cover_from}, ${row.cover_to})`,
          }}
        />
      ),
    },
    {
      title: t('scheme.title'),
      dataIndex: 'title',
      hideable: false,
      render: (value: string, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{value}</Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 320 }}>
            {row.summary}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('scheme.category'), dataIndex: 'category', width: 110 },
    {
      title: t('substance.form.tags'),
      dataIndex: 'tag_ids',
      width: 160,
      render: (ids: number[]) => <TagChips tags={tagList.filter((tag) => ids.includes(tag.id))} />,
    },
    {
      title: t('scheme.tools'),
      dataIndex: 'tools',
      width: 220,
      render: (ids: number[]) =>
        ids.map((id) => <Tag key={id}>{toolList.find((tool) => tool.id === id)?.title ?? id}</Tag>),
    },
    { title: t('scheme.views'), dataIndex: 'views', width: 80, align: 'right' },
    { title: t('scheme.sort'), dataIndex: 'sort', width: 70, align: 'right' },
  ];

  const searchFields: SearchField<'keyword' | 'category_id'>[] = [
    {
      kind: 'text',
      name: 'keyword',
      label: t('table.keyword'),
      placeholder: t('scheme.search'),
      testId: 'list-search',
    },
    {
      kind: 'select',
      name: 'category_id',
      label: t('scheme.category'),
      placeholder: t('scheme.allCategories'),
      options: categoryOptions,
    },
  ];

  return (
    <>
      <DataTable
        route={schemeApi.getList}
        title={title}
        testId="scheme-list"
        tableId="scheme-list"
        rowKey="id"
        columns={columns}
        searchFields={searchFields}
        actions={
          <Space>
            <Button onClick={() => setCategoriesOpen(true)} data-testid="scheme-categories-open">
              {t('scheme.categories')}
            </Button>
            {canEdit ? (
              <Button type="primary" onClick={() => setEditing('new')} data-testid="scheme-create">
                {t('scheme.create')}
              </Button>
            ) : null}
          </Space>
        }
        rowActionsWidth={140}
        rowActions={(row) =>
          canEdit ? (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="scheme-edit">
                {t('scheme.edit')}
              </Button>
              <DeleteAction
                confirm={t('scheme.deleteConfirm', { title: row.title })}
                onConfirm={async () => {
                  await remove.mutateAsync(row.id);
                  feedback.success(t('scheme.deleted'));
                }}
                testId="scheme-delete"
              >
                {t('scheme.delete')}
              </DeleteAction>
            </Space>
          ) : null
        }
        emptyText={t('scheme.empty')}
        noMatchText={t('scheme.noMatch')}
        totalText={(total) => t('scheme.total', { total })}
        tableProps={{ scroll: { x: 1100 } }}
      />
      <CrudForm
        open={editing !== null}
        mode="drawer"
        width={760}
        title={editing === 'new' ? t('scheme.create') : t('scheme.editTitle')}
        schema={schemeSave.omit({ id: true })}
        initialValues={
          editing && editing !== 'new'
            ? editing
            : {
                cover_from: '#1f6feb',
                cover_to: '#722ed1',
                sort: 0,
                summary: '',
                content: '',
                project_id: null,
                tag_ids: [],
              }
        }
        okText={t('shell.ok')}
        cancelText={t('shell.cancel')}
        testId="scheme-form"
        onClose={() => setEditing(null)}
        onSubmit={async (values: SchemeSave) => {
          await save.mutateAsync({ ...values, ...(editing && editing !== 'new' ? { id: editing.id } : {}) });
          feedback.success(t('scheme.saved'));
          setEditing(null);
        }}
      >
        <ContractField name="title" label={t('scheme.title')}>
          <Input maxLength={60} data-testid="scheme-title" />
        </ContractField>
        <Row gutter={16}>
          <Col span={12}>
            <ContractField name="category_id" label={t('scheme.category')}>
              <Select
                options={categoryOptions}
                loading={categories.isPending}
                data-testid="scheme-category"
              />
            </ContractField>
          </Col>
          <Col span={12}>
            <ContractField name="sort" label={t('scheme.sort')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </ContractField>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <ContractField
              name="project_id"
              label={t('substance.form.project')}
              normalize={(value: number | undefined) => value ?? null}
            >
              <Select
                allowClear
                loading={substance.isPending}
                placeholder={t('substance.form.noProject')}
                data-testid="scheme-project"
                options={(substance.data?.projects ?? []).map((project) => ({
                  value: project.id,
                  label:
                    project.status === 1
                      ? project.name
                      : `${project.name} ${t('substance.form.hiddenProject')}`,
                }))}
              />
            </ContractField>
          </Col>
          <Col span={12}>
            <ContractField name="tag_ids" label={t('substance.form.tags')}>
              <TagSelect tags={tagList} loading={substance.isPending} data-testid="scheme-tags" />
            </ContractField>
          </Col>
        </Row>
        <ContractField name="summary" label={t('scheme.summary')}>
          <Input.TextArea rows={2} maxLength={200} showCount data-testid="scheme-summary" />
        </ContractField>
        <ContractField name="tools" label={t('scheme.tools')}>
          <Select
            mode="multiple"
            loading={tools.isPending}
            options={toolList.map((tool) => ({ value: tool.id, label: tool.title }))}
            optionFilterProp="label"
            data-testid="scheme-tools"
          />
        </ContractField>
        <Row gutter={16}>
          <Col span={12}>
            <CoverColour name="cover_from" label={t('scheme.coverFrom')} />
          </Col>
          <Col span={12}>
            <CoverColour name="cover_to" label={t('scheme.coverTo')} />
          </Col>
        </Row>
        <ContractField name="content" label={t('scheme.content')}>
          <RichTextEditor data-testid="scheme-content" />
        </ContractField>
      </CrudForm>
      <CategoriesDrawer open={categoriesOpen} onClose={() => setCategoriesOpen(false)} editable={canEdit} />
    </>
  );
}
