import {
  Permission,
  type SubstanceTopic,
  type SubstanceTopicCreate,
  substanceTopicApi,
  substanceTopicCreate,
} from '@onsite/contracts';
import { Button, Col, DatePicker, Input, InputNumber, Row, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
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
import { topicState, useSubstanceMutation } from './substance.api';
import { TopicItemsDrawer } from './TopicItemsDrawer';
import '#web/features/substance/substance.strings';

type TopicValues = Omit<SubstanceTopicCreate, 'status'>;

const STATE_COLOURS = { published: 'green', outside: 'orange', hidden: undefined } as const;

/** A date-time field holding an ISO instant (null = open), shown with antd's picker. */
function InstantField({
  name,
  label,
  testId,
}: {
  name: 'starts_at' | 'ends_at';
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ContractField
      name={name}
      label={label}
      getValueProps={(value: string | null | undefined) => ({ value: value ? dayjs(value) : null })}
      normalize={(value: Dayjs | null) => (value ? value.second(0).millisecond(0).toISOString() : null)}
    >
      <DatePicker
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        placeholder={t('substance.topic.always')}
        style={{ width: '100%' }}
        data-testid={testId}
      />
    </ContractField>
  );
}

/** Add a topic or edit one. */
function TopicForm({ editing, onClose }: { editing: SubstanceTopic | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const save = useSubstanceMutation(
    ({ values, row }: { values: TopicValues; row: SubstanceTopic | null }) => {
      const input = { ...values, starts_at: values.starts_at ?? null, ends_at: values.ends_at ?? null };
      return row
        ? api.call(substanceTopicApi.update, { ...input, id: row.id, status: row.status === 0 ? 0 : 1 })
        : api.call(substanceTopicApi.create, input);
    },
  );
  return (
    <SubstanceForm<SubstanceTopic, TopicValues>
      kind="topic"
      editing={editing}
      onClose={onClose}
      width={560}
      schema={substanceTopicCreate}
      defaults={{ banner: '', intro: '', sort: 0, starts_at: null, ends_at: null }}
      titles={{ create: t('substance.topic.create'), edit: t('substance.topic.editTitle') }}
      done={{ created: t('substance.topic.created'), saved: t('substance.topic.saved') }}
      save={(values, row) => save.mutateAsync({ values, row })}
    >
      <ContractField name="title" label={t('substance.topic.title')}>
        <Input maxLength={60} data-testid="topic-title" />
      </ContractField>
      <ContractField
        name="banner"
        label={t('substance.topic.banner')}
        extra={t('substance.topic.bannerHelp')}
      >
        <ImagePicker data-testid="topic-banner" />
      </ContractField>
      <ContractField name="intro" label={t('substance.topic.intro')}>
        <Input.TextArea rows={3} maxLength={1000} showCount data-testid="topic-intro" />
      </ContractField>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {t('substance.topic.window')} · {t('substance.topic.windowHelp')}
      </Typography.Text>
      <Row gutter={16}>
        <Col span={12}>
          <InstantField name="starts_at" label={t('substance.topic.startsAt')} testId="topic-starts" />
        </Col>
        <Col span={12}>
          <InstantField name="ends_at" label={t('substance.topic.endsAt')} testId="topic-ends" />
        </Col>
      </Row>
      <ContractField name="sort" label={t('substance.topic.sort')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </ContractField>
    </SubstanceForm>
  );
}

/**
 * Admin › 内容 › 专题 (/substance/topic): curated pages of programmes and the platform's articles. A published
 * topic (within its window) is a banner on every site's /programme and opens as /programme?topic=…. Editing
 * is `admin.substance.topic.manage`.
 */
export default function TopicListPage({ title }: PageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const canManage = useCan({ authorities: { allOf: [Permission.admin.substanceTopicManage] } });
  const [editing, setEditing] = useState<SubstanceTopic | 'new' | null>(null);
  const [itemsOf, setItemsOf] = useState<SubstanceTopic | null>(null);
  const toggle = useSubstanceMutation((row: SubstanceTopic) =>
    api.call(substanceTopicApi.setStatus, { id: row.id, status: row.status === 1 ? 0 : 1 }),
  );
  const remove = useSubstanceMutation((row: SubstanceTopic) =>
    api.call(substanceTopicApi.delete, { id: row.id, detach: row.items > 0 }),
  );

  const columns: DataColumn<SubstanceTopic>[] = [
    {
      title: t('substance.topic.banner'),
      dataIndex: 'banner',
      width: 120,
      render: (banner: string) => <ImageCell image={banner} width={96} height={24} />,
    },
    {
      title: t('substance.topic.title'),
      dataIndex: 'title',
      hideable: false,
      render: (value: string, row) => (
        <NameCell name={value} intro={row.intro} onOpen={() => setItemsOf(row)} />
      ),
    },
    { title: t('substance.topic.items'), dataIndex: 'items', width: 80, align: 'right' },
    {
      title: t('substance.topic.status'),
      key: 'state',
      width: 130,
      render: (_: unknown, row) => {
        const state = topicState(row);
        return (
          <Tag color={STATE_COLOURS[state]} data-testid="topic-state">
            {t(`substance.topic.${state}`)}
          </Tag>
        );
      },
    },
    {
      title: t('substance.topic.window'),
      key: 'window',
      width: 230,
      render: (_: unknown, row) =>
        row.starts_at || row.ends_at
          ? `${row.starts_at ? when(row.starts_at) : t('substance.topic.always')} ~ ${
              row.ends_at ? when(row.ends_at) : t('substance.topic.always')
            }`
          : t('substance.topic.always'),
    },
    { title: t('substance.topic.sort'), dataIndex: 'sort', width: 70, align: 'right' },
  ];

  return (
    <>
      <DataTable
        route={substanceTopicApi.getList}
        title={title}
        testId="topic-list"
        tableId="substance-topic-list"
        rowKey="id"
        columns={columns}
        searchFields={[
          {
            kind: 'text',
            name: 'keyword',
            label: t('table.keyword'),
            placeholder: t('substance.topic.search'),
          },
          {
            kind: 'select',
            name: 'status',
            label: t('substance.topic.status'),
            placeholder: t('substance.allStatuses'),
            options: [
              { value: 1, label: t('substance.topic.released') },
              { value: 0, label: t('substance.topic.hidden') },
            ],
          },
        ]}
        actions={
          canManage ? (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="topic-create">
              {t('substance.topic.create')}
            </Button>
          ) : null
        }
        rowActionsWidth={230}
        rowActions={(row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setItemsOf(row)} data-testid="topic-items-open">
              {t('substance.topic.manageItems')}
            </Button>
            {canManage ? (
              <SubstanceRowActions
                kind="topic"
                editLabel={t('substance.topic.edit')}
                onEdit={() => setEditing(row)}
                toggle={{
                  hides: row.status === 1,
                  confirm:
                    row.status === 1
                      ? t('substance.topic.hideConfirm', { title: row.title })
                      : t('substance.topic.publishConfirm', { title: row.title }),
                  label: row.status === 1 ? t('substance.topic.hide') : t('substance.topic.publish'),
                  done:
                    row.status === 1 ? t('substance.topic.hiddenDone') : t('substance.topic.publishedDone'),
                  run: () => toggle.mutateAsync(row),
                }}
                remove={{
                  confirm:
                    row.items > 0
                      ? t('substance.topic.deleteUsedConfirm', { title: row.title, count: row.items })
                      : t('substance.topic.deleteConfirm', { title: row.title }),
                  label: t('substance.topic.delete'),
                  done: t('substance.topic.deleted'),
                  run: () => remove.mutateAsync(row),
                }}
              />
            ) : null}
          </Space>
        )}
        emptyText={t('substance.topic.empty')}
        noMatchText={t('substance.topic.noMatch')}
        totalText={(total) => t('substance.topic.total', { total })}
        tableProps={{ scroll: { x: 980 } }}
      />
      <TopicForm editing={editing} onClose={() => setEditing(null)} />
      <TopicItemsDrawer topic={itemsOf} editable={canManage} onClose={() => setItemsOf(null)} />
    </>
  );
}
