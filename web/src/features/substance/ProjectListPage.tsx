import {
  Permission,
  type SubstanceProject,
  type SubstanceProjectCreate,
  substanceProjectApi,
  substanceProjectCreate,
} from '@onsite/contracts';
import { Button, Input, InputNumber, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table/DataTable';
import { ContractField } from '#web/components/form/CrudForm';
import { when } from '#web/features/activity/activity.format';
import { ImagePicker } from '#web/features/upload/LazyPickers';
import { useCan } from '#web/shell/access';
import { useApi } from '#web/shell/console';
import type { PageProps } from '#web/shell/pageProps';
import { ImageCell, NameCell, SubstanceForm, SubstanceRowActions } from './SubstanceParts';
import { useSubstanceMutation } from './substance.api';
import '#web/features/substance/substance.strings';

type ProjectValues = Omit<SubstanceProjectCreate, 'status'>;

/** Add a project or edit one. */
function ProjectForm({
  editing,
  onClose,
}: {
  editing: SubstanceProject | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const save = useSubstanceMutation(
    ({ values, row }: { values: ProjectValues; row: SubstanceProject | null }) =>
      row
        ? api.call(substanceProjectApi.update, { ...values, id: row.id, status: row.status === 0 ? 0 : 1 })
        : api.call(substanceProjectApi.create, values),
  );
  return (
    <SubstanceForm<SubstanceProject, ProjectValues>
      kind="project"
      editing={editing}
      onClose={onClose}
      schema={substanceProjectCreate.omit({ status: true })}
      defaults={{ cover: '', intro: '', sort: 0 }}
      titles={{ create: t('substance.project.create'), edit: t('substance.project.editTitle') }}
      done={{ created: t('substance.project.created'), saved: t('substance.project.saved') }}
      save={(values, row) => save.mutateAsync({ values, row })}
    >
      <ContractField name="name" label={t('substance.project.name')}>
        <Input maxLength={40} data-testid="project-name" />
      </ContractField>
      <ContractField name="cover" label={t('substance.project.cover')}>
        <ImagePicker data-testid="project-cover" />
      </ContractField>
      <ContractField name="intro" label={t('substance.project.intro')}>
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="project-intro" />
      </ContractField>
      <ContractField name="sort" label={t('substance.project.sort')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </ContractField>
    </SubstanceForm>
  );
}

/**
 * Admin › 内容 › 项目 (/substance/project): the projects grouping the catalogue's programmes (a programme
 * joins one on its form); shown projects are a filter of every site's /programme. Editing is
 * `admin.substance.project.manage`.
 */
export default function ProjectListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.substanceProjectManage] } });
  const [editing, setEditing] = useState<SubstanceProject | 'new' | null>(null);
  const toggle = useSubstanceMutation((row: SubstanceProject) =>
    api.call(substanceProjectApi.setStatus, { id: row.id, status: row.status === 1 ? 0 : 1 }),
  );
  const remove = useSubstanceMutation((row: SubstanceProject) =>
    api.call(substanceProjectApi.delete, { id: row.id, detach: row.programmes > 0 }),
  );

  const columns: DataColumn<SubstanceProject>[] = [
    {
      title: t('substance.project.cover'),
      dataIndex: 'cover',
      width: 90,
      render: (cover: string) => <ImageCell image={cover} width={64} height={40} />,
    },
    {
      title: t('substance.project.name'),
      dataIndex: 'name',
      hideable: false,
      render: (value: string, row) => <NameCell name={value} intro={row.intro} />,
    },
    { title: t('substance.project.programmes'), dataIndex: 'programmes', width: 90, align: 'right' },
    {
      title: t('substance.project.status'),
      dataIndex: 'status',
      width: 90,
      render: (value: number) => (
        <Tag color={value === 1 ? 'green' : undefined}>
          {value === 1 ? t('substance.project.shown') : t('substance.project.hidden')}
        </Tag>
      ),
    },
    { title: t('substance.project.sort'), dataIndex: 'sort', width: 70, align: 'right' },
    { title: t('substance.project.updated'), dataIndex: 'update_time', width: 150, render: when },
  ];

  return (
    <>
      <DataTable
        route={substanceProjectApi.getList}
        title={title}
        testId="project-list"
        tableId="substance-project-list"
        rowKey="id"
        columns={columns}
        searchFields={[
          {
            kind: 'text',
            name: 'keyword',
            label: t('table.keyword'),
            placeholder: t('substance.project.search'),
          },
          {
            kind: 'select',
            name: 'status',
            label: t('substance.project.status'),
            placeholder: t('substance.allStatuses'),
            options: [
              { value: 1, label: t('substance.project.shown') },
              { value: 0, label: t('substance.project.hidden') },
            ],
          },
        ]}
        actions={
          canManage ? (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="project-create">
              {t('substance.project.create')}
            </Button>
          ) : null
        }
        rowActionsWidth={180}
        rowActions={(row) =>
          canManage ? (
            <SubstanceRowActions
              kind="project"
              editLabel={t('substance.project.edit')}
              onEdit={() => setEditing(row)}
              toggle={{
                hides: row.status === 1,
                confirm:
                  row.status === 1
                    ? t('substance.project.hideConfirm', { name: row.name })
                    : t('substance.project.showConfirm', { name: row.name }),
                label: row.status === 1 ? t('substance.project.hide') : t('substance.project.show'),
                done: row.status === 1 ? t('substance.project.hiddenDone') : t('substance.project.shownDone'),
                run: () => toggle.mutateAsync(row),
              }}
              remove={{
                confirm:
                  row.programmes > 0
                    ? t('substance.project.deleteUsedConfirm', { name: row.name, count: row.programmes })
                    : t('substance.project.deleteConfirm', { name: row.name }),
                label: t('substance.project.delete'),
                done: t('substance.project.deleted'),
                run: () => remove.mutateAsync(row),
              }}
            />
          ) : null
        }
        emptyText={t('substance.project.empty')}
        noMatchText={t('substance.project.noMatch')}
        totalText={(total) => t('substance.project.total', { total })}
        tableProps={{ scroll: { x: 900 } }}
      />
      <ProjectForm editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
