import { PlusOutlined } from '@ant-design/icons';
import {
  type HelpCategory,
  type HelpDesignSummary,
  type HelpEntry,
  type HelpEntrySave,
  HelpType,
  helpCategorySave,
  helpEntrySave,
  Permission,
} from '@onsite/contracts';
import {
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Menu,
  Select,
  Skeleton,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { DeleteAction } from '#web/components/actions/DeleteAction';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { RichTextEditor } from '#web/features/upload/LazyRichTextEditor';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { useHelpCategories, useHelpDesigns, useHelpEntries, useHelpMutations } from './help.api';
import '#web/features/help/help.strings';
import { when } from '#web/features/lists/timeCell';

/** The page editor (drag and drop, forms, pickers) loads when a design is opened. */
const HelpDesignEditor = lazy(() => import('./HelpDesignEditor'));

/** Whether this console may change its help centre (admin: the element permission; agent: the page's). */
function useCanManage() {
  const api = useApi();
  return useCan({
    authorities: {
      allOf: [api.audience === 'agent' ? Permission.agent.help : Permission.admin.helpManage],
    },
  });
}

function DesignState({ design }: { design: HelpDesignSummary }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {design.published ? (
        <Tag color="green">{t('help.published')}</Tag>
      ) : (
        <Tag>{t('help.notPublished')}</Tag>
      )}
      {design.published && design.unpublished_changes ? (
        <Tag color="orange">{t('help.unpublished')}</Tag>
      ) : null}
    </Space>
  );
}

function DesignList({ onOpen, canManage }: { onOpen: (id: number | 'new') => void; canManage: boolean }) {
  const { t } = useTranslation();
  const designs = useHelpDesigns();
  const { deleteDesign } = useHelpMutations();
  return (
    <Flex vertical gap={12}>
      {canManage ? (
        <div>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => onOpen('new')}
            data-testid="help-design-new"
          >
            {t('help.newDesign')}
          </Button>
        </div>
      ) : null}
      <div data-testid="help-design-list">
        <Table<HelpDesignSummary>
          rowKey="id"
          size="middle"
          loading={designs.isPending}
          dataSource={designs.data ?? []}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: <Empty description={t('help.noDesigns')} /> }}
          columns={[
            {
              title: t('help.designTitle'),
              dataIndex: 'title',
              render: (value: string, row) => (
                <Space>
                  <Typography.Text strong data-testid="help-design-title">
                    {value}
                  </Typography.Text>
                  {row.is_home ? <Tag color="blue">{t('help.home')}</Tag> : null}
                </Space>
              ),
            },
            {
              title: '',
              key: 'state',
              width: 200,
              render: (_: unknown, row) => <DesignState design={row} />,
            },
            { title: t('help.publishTime'), dataIndex: 'publish_time', width: 160, render: when },
            { title: t('help.updated'), dataIndex: 'update_time', width: 160, render: when },
            {
              title: t('table.actions'),
              key: 'actions',
              width: 140,
              render: (_: unknown, row) => (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => onOpen(row.id)}
                    data-testid="help-design-edit"
                  >
                    {t('help.edit')}
                  </Button>
                  {canManage ? (
                    <DeleteAction
                      confirm={t('help.deleteDesignConfirm', { title: row.title })}
                      onConfirm={async () => {
                        await deleteDesign.mutateAsync(row.id);
                        feedback.success(t('help.designDeleted'));
                      }}
                      testId="help-design-delete"
                    >
                      {t('help.delete')}
                    </DeleteAction>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </div>
    </Flex>
  );
}

type CategoryEditing = HelpCategory | 'new' | null;

function EntryForm({
  editing,
  categories,
  onClose,
}: {
  editing: HelpEntry | { category_id: number } | null;
  categories: HelpCategory[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const designs = useHelpDesigns();
  const { saveEntry } = useHelpMutations();
  const [form] = Form.useForm<HelpEntrySave>();
  const helpType = Form.useWatch('help_type', form);
  const existing = editing && 'id' in editing ? editing : null;
  return (
    <CrudForm
      open={editing !== null}
      mode="drawer"
      width={720}
      form={form}
      title={existing ? t('help.editEntry') : t('help.newEntry')}
      schema={helpEntrySave}
      initialValues={
        existing
          ? {
              category_id: existing.category_id,
              title: existing.title,
              help_type: existing.help_type as 1 | 2 | 3,
              design_id: existing.design_id || undefined,
              help_link: existing.help_link,
              content: existing.content,
              sort: existing.sort,
            }
          : {
              category_id: editing?.category_id,
              help_type: HelpType.design,
              sort: 0,
              help_link: '',
              content: '',
            }
      }
      okText={t('shell.ok')}
      cancelText={t('shell.cancel')}
      testId="help-entry-form"
      onClose={onClose}
      onSubmit={async (values: HelpEntrySave) => {
        await saveEntry.mutateAsync({ ...values, ...(existing ? { id: existing.id } : {}) });
        feedback.success(t('help.entrySaved'));
      }}
    >
      <ContractField name="category_id" label={t('help.category')}>
        <Select
          data-testid="help-entry-category"
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
      </ContractField>
      <ContractField name="title" label={t('help.entryTitle')}>
        <Input maxLength={60} data-testid="help-entry-title" />
      </ContractField>
      <ContractField name="help_type" label={t('help.helpType')}>
        <Select
          data-testid="help-entry-type"
          options={[
            { value: HelpType.design, label: t('help.typeDesign') },
            { value: HelpType.link, label: t('help.typeLink') },
            { value: HelpType.detail, label: t('help.typeDetail') },
          ]}
        />
      </ContractField>
      {helpType === HelpType.design ? (
        <ContractField
          name="design_id"
          label={t('help.design')}
          rules={[{ required: true, message: t('help.chooseDesign') }]}
        >
          <Select
            data-testid="help-entry-design"
            placeholder={t('help.chooseDesign')}
            loading={designs.isPending}
            options={(designs.data ?? []).map((design) => ({ value: design.id, label: design.title }))}
          />
        </ContractField>
      ) : null}
      {helpType === HelpType.link ? (
        <ContractField name="help_link" label={t('help.helpLink')} extra={t('help.helpLinkHelp')}>
          <Input placeholder="https://…" data-testid="help-entry-link" />
        </ContractField>
      ) : null}
      {helpType === HelpType.detail ? (
        <ContractField name="content" label={t('help.content')}>
          <RichTextEditor data-testid="help-entry-content" />
        </ContractField>
      ) : null}
      <ContractField name="sort" label={t('help.sort')}>
        <InputNumber min={0} precision={0} data-testid="help-entry-sort" />
      </ContractField>
    </CrudForm>
  );
}

function EntriesTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const categories = useHelpCategories();
  const entries = useHelpEntries();
  const { saveCategory, deleteCategory, deleteEntry } = useHelpMutations();
  const [selected, setSelected] = useState<number | null>(null);
  const [editingCategory, setEditingCategory] = useState<CategoryEditing>(null);
  const [editingEntry, setEditingEntry] = useState<HelpEntry | { category_id: number } | null>(null);
  const list = categories.data ?? [];
  const current = list.find((category) => category.id === selected) ?? list[0];
  const rows = (entries.data ?? []).filter((entry) => entry.category_id === current?.id);
  const typeLabel = (type: number) =>
    type === HelpType.design
      ? t('help.typeDesign')
      : type === HelpType.link
        ? t('help.typeLink')
        : t('help.typeDetail');
  if (categories.isPending) return <Skeleton active />;
  return (
    <Flex gap={16} align="start" wrap>
      <Card
        size="small"
        title={t('help.categories')}
        style={{ width: 260 }}
        extra={
          canManage ? (
            <Button
              size="small"
              type="link"
              onClick={() => setEditingCategory('new')}
              data-testid="help-category-new"
            >
              {t('help.newCategory')}
            </Button>
          ) : null
        }
      >
        {list.length === 0 ? (
          <Empty description={t('help.noCategories')} />
        ) : (
          <Menu
            mode="inline"
            style={{ borderInlineEnd: 0 }}
            selectedKeys={current ? [String(current.id)] : []}
            onClick={({ key }) => setSelected(Number(key))}
            items={list.map((category) => ({
              key: String(category.id),
              label: (
                <Flex justify="space-between" data-testid="help-category-item">
                  <span>{category.name}</span>
                  <Typography.Text type="secondary">
                    {t('help.entryCount', { count: category.entries })}
                  </Typography.Text>
                </Flex>
              ),
            }))}
          />
        )}
      </Card>
      <Card
        size="small"
        style={{ flex: 1, minWidth: 480 }}
        title={current?.name ?? t('help.entries')}
        extra={
          current && canManage ? (
            <Space>
              <Button
                size="small"
                onClick={() => setEditingCategory(current)}
                data-testid="help-category-edit"
              >
                {t('help.editCategory')}
              </Button>
              <DeleteAction
                confirm={t('help.deleteCategoryConfirm', { name: current.name })}
                onConfirm={async () => {
                  await deleteCategory.mutateAsync(current.id);
                  setSelected(null);
                  feedback.success(t('help.categoryDeleted'));
                }}
                testId="help-category-delete"
              >
                {t('help.delete')}
              </DeleteAction>
              <Button
                size="small"
                type="primary"
                onClick={() => setEditingEntry({ category_id: current.id })}
                data-testid="help-entry-new"
              >
                {t('help.newEntry')}
              </Button>
            </Space>
          ) : null
        }
      >
        <div data-testid="help-entry-list">
          <Table<HelpEntry>
            rowKey="id"
            size="small"
            loading={entries.isPending}
            dataSource={rows}
            pagination={false}
            locale={{
              emptyText: <Empty description={current ? t('help.noEntries') : t('help.noCategories')} />,
            }}
            columns={[
              {
                title: t('help.entryTitle'),
                dataIndex: 'title',
                render: (value: string) => <Typography.Text strong>{value}</Typography.Text>,
              },
              {
                title: t('help.helpType'),
                dataIndex: 'help_type',
                width: 260,
                render: (value: number, row) => (
                  <Space direction="vertical" size={0}>
                    <Tag>{typeLabel(value)}</Tag>
                    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 240 }}>
                      {value === HelpType.design
                        ? row.design_title
                        : value === HelpType.link
                          ? row.help_link
                          : ''}
                    </Typography.Text>
                  </Space>
                ),
              },
              { title: t('help.sort'), dataIndex: 'sort', width: 70, align: 'right' },
              { title: t('help.updated'), dataIndex: 'update_time', width: 150, render: when },
              ...(canManage
                ? [
                    {
                      title: t('table.actions'),
                      key: 'actions',
                      width: 130,
                      render: (_: unknown, row: HelpEntry) => (
                        <Space size={0}>
                          <Button
                            type="link"
                            size="small"
                            onClick={() => setEditingEntry(row)}
                            data-testid="help-entry-edit"
                          >
                            {t('help.edit')}
                          </Button>
                          <DeleteAction
                            confirm={t('help.deleteEntryConfirm', { title: row.title })}
                            onConfirm={async () => {
                              await deleteEntry.mutateAsync(row.id);
                              feedback.success(t('help.entryDeleted'));
                            }}
                            testId="help-entry-delete"
                          >
                            {t('help.delete')}
                          </DeleteAction>
                        </Space>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </div>
      </Card>
      <CrudForm
        open={editingCategory !== null}
        title={editingCategory === 'new' ? t('help.newCategory') : t('help.editCategory')}
        schema={helpCategorySave}
        initialValues={
          editingCategory && editingCategory !== 'new'
            ? { name: editingCategory.name, sort: editingCategory.sort }
            : { sort: 0 }
        }
        okText={t('shell.ok')}
        cancelText={t('shell.cancel')}
        testId="help-category-form"
        onClose={() => setEditingCategory(null)}
        onSubmit={async (values: { name: string; sort?: number }) => {
          const saved = await saveCategory.mutateAsync({
            ...values,
            ...(editingCategory && editingCategory !== 'new' ? { id: editingCategory.id } : {}),
          });
          setSelected(saved.id);
          feedback.success(t('help.categorySaved'));
        }}
      >
        <ContractField name="name" label={t('help.categoryName')}>
          <Input maxLength={30} data-testid="help-category-name" />
        </ContractField>
        <ContractField name="sort" label={t('help.sort')}>
          <InputNumber min={0} precision={0} />
        </ContractField>
      </CrudForm>
      <EntryForm editing={editingEntry} categories={list} onClose={() => setEditingEntry(null)} />
    </Flex>
  );
}

/**
 * The help centre (admin /help: the platform's own; agent /help: the team's site's): help pages built in
 * the page editor, saved as drafts and published, and help entries in categories — a designed page, an
 * iframe link or a rich-text detail (spec §2 help_type, design_id, help_link).
 */
export default function HelpCentrePage({ title }: PageProps) {
  const { t } = useTranslation();
  const canManage = useCanManage();
  const [open, setOpen] = useState<number | 'new' | null>(null);
  if (open !== null)
    return (
      <Suspense fallback={<Skeleton active />}>
        <HelpDesignEditor
          id={open === 'new' ? null : open}
          editable={canManage}
          onClose={() => setOpen(null)}
        />
      </Suspense>
    );
  return (
    <Card title={title} data-testid="help-centre">
      <Tabs
        items={[
          {
            key: 'designs',
            label: t('help.designs'),
            children: <DesignList onOpen={setOpen} canManage={canManage} />,
          },
          { key: 'entries', label: t('help.entries'), children: <EntriesTab canManage={canManage} /> },
        ]}
      />
    </Card>
  );
}
