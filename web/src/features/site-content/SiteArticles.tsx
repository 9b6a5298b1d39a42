import { LEGAL_MARKS, type SiteArticle, type SiteArticleSave, siteArticleSave } from '@onsite/contracts';
import { Button, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { DeleteAction } from '#web/components/actions/DeleteAction';
import { ContractField, CrudForm } from '#web/components/form/CrudForm';
import { LanguageFields, LanguageTabs } from '#web/components/form/LanguageFields';
import { useSubstanceOptions } from '#web/features/substance/substance.api';
import { TagChips, TagSelect } from '#web/features/substance/TagChips';
import { RichTextEditor } from '#web/features/upload/LazyRichTextEditor';
import type { Language } from '#web/i18n/languages';
import { ArticleVersions } from './ArticleVersions';
import { type SiteOwner, useSiteArticles } from './siteContent.api';
import '#web/features/site-content/siteArticles.strings';
import '#web/features/substance/substance.strings';
import { when } from '#web/features/lists/timeCell';

type Row = SiteArticle & { inherited: boolean };

/** The rich-text editors' test id suffix per language. */
const TEST_ID: Record<Language, string> = { zh_CN: '', en: '-en', zh_TW: '-zh-tw' };
/** Editing: one of the site's own, or a new one (from the platform's page of a mark, or blank). */
type Editing = { row: SiteArticle | null; from?: SiteArticle };

/**
 * A site's articles (admin › partner "articles" tab, the agent's /article page): its own version of each
 * legal page, its service pages and articles, listed with the platform's pages it shows for want of its
 * own. A platform page is customised into the site's own copy; deleting the copy brings the platform's back.
 */
export function SiteArticles({ owner, editable }: { owner: SiteOwner; editable: boolean }) {
  const { t } = useTranslation();
  const { list, save, remove } = useSiteArticles(owner);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [history, setHistory] = useState<SiteArticle | null>(null);
  // every site's articles carry the platform's substance tags, picked through the console's own route
  const substance = useSubstanceOptions(
    owner.kind === 'platform' ? 'article' : owner.kind === 'partner' ? 'partner-article' : 'team-article',
    editable,
  );
  const tagList = substance.data?.tags ?? [];
  const rows: Row[] = [
    ...(list.data?.own ?? []).map((row) => ({ ...row, inherited: false })),
    ...(list.data?.platform ?? []).map((row) => ({ ...row, inherited: true })),
  ];
  const markLabel = (mark: string) => {
    if (mark === '') return t('siteArticles.plain');
    if (mark.startsWith('service:')) return t('siteArticles.service', { id: mark.slice('service:'.length) });
    return t(`siteArticles.marks.${mark}`, { defaultValue: mark });
  };
  const source = editing?.row ?? editing?.from;
  const markFixed = Boolean(source?.mark);

  return (
    <div data-testid="site-articles">
      {editable ? (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => setEditing({ row: null })} data-testid="site-article-create">
            {t('siteArticles.create')}
          </Button>
        </Space>
      ) : null}
      <Table<Row>
        rowKey="id"
        size="small"
        loading={list.isPending}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 680 }}
        locale={{ emptyText: <Empty description={t('siteArticles.empty')} /> }}
        columns={[
          {
            title: t('siteArticles.title'),
            dataIndex: 'title',
            render: (value: string, row: Row) => (
              <Space size={4} wrap>
                <Typography.Text strong>{value}</Typography.Text>
                <TagChips tags={tagList.filter((tag) => row.tag_ids.includes(tag.id))} />
              </Space>
            ),
          },
          { title: t('siteArticles.page'), dataIndex: 'mark', width: 140, render: markLabel },
          {
            title: t('siteArticles.source'),
            dataIndex: 'agent_id',
            width: 120,
            // the platform's rows (agent_id null): a site's fallback, or the platform's own list
            render: (agentId: number | null) =>
              agentId === null ? (
                <Tag>{t('siteArticles.platform')}</Tag>
              ) : (
                <Tag color="blue">{t('siteArticles.own')}</Tag>
              ),
          },
          {
            title: t('siteArticles.version'),
            dataIndex: 'version',
            width: 90,
            render: (version: number, row: Row) =>
              row.inherited ? (
                t('siteArticles.versionNumber', { number: version })
              ) : (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setHistory(row)}
                  data-testid="site-article-history"
                  title={t('siteArticles.history')}
                >
                  {t('siteArticles.versionNumber', { number: version })}
                </Button>
              ),
          },
          { title: t('siteArticles.updated'), dataIndex: 'updated_at', width: 150, render: when },
          ...(editable
            ? [
                {
                  title: t('table.actions'),
                  key: 'actions',
                  width: 150,
                  render: (_: unknown, row: Row) =>
                    row.inherited ? (
                      <Button
                        type="link"
                        size="small"
                        onClick={() => setEditing({ row: null, from: row })}
                        data-testid="site-article-customise"
                      >
                        {t('siteArticles.customise')}
                      </Button>
                    ) : (
                      <Space size={0}>
                        {/* the platform's legal and service pages are every site's fallback: edited, kept */}
                        <Button
                          type="link"
                          size="small"
                          onClick={() => setEditing({ row })}
                          data-testid="site-article-edit"
                        >
                          {t('siteArticles.edit')}
                        </Button>
                        {owner.kind === 'platform' && row.mark ? null : (
                          <DeleteAction
                            confirm={
                              row.mark
                                ? t('siteArticles.deleteMarkedConfirm', { title: row.title })
                                : t('siteArticles.deleteConfirm', { title: row.title })
                            }
                            onConfirm={async () => {
                              await remove.mutateAsync(row.id);
                              feedback.success(t('siteArticles.deleted'));
                            }}
                            testId="site-article-delete"
                          >
                            {t('siteArticles.delete')}
                          </DeleteAction>
                        )}
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
      <CrudForm
        open={editing !== null}
        mode="drawer"
        width={720}
        title={editing?.row ? t('siteArticles.editTitle') : t('siteArticles.create')}
        schema={siteArticleSave.omit({ id: true })}
        initialValues={
          source
            ? {
                mark: source.mark,
                title: source.title,
                title_en: source.title_en,
                title_zh_tw: source.title_zh_tw,
                content: source.content,
                content_en: source.content_en,
                content_zh_tw: source.content_zh_tw,
                tag_ids: source.tag_ids,
              }
            : { mark: '', tag_ids: [] }
        }
        okText={t('shell.ok')}
        cancelText={t('shell.cancel')}
        testId="site-article-form"
        onClose={() => setEditing(null)}
        onSubmit={async (values: SiteArticleSave) => {
          await save.mutateAsync({ ...values, ...(editing?.row ? { id: editing.row.id } : {}) });
          feedback.success(t('siteArticles.saved'));
          setEditing(null);
        }}
      >
        <ContractField name="mark" label={t('siteArticles.page')} extra={t('siteArticles.pageHelp')}>
          <Select
            disabled={markFixed}
            data-testid="site-article-mark"
            options={[
              { value: '', label: t('siteArticles.plain') },
              ...LEGAL_MARKS.map((mark) => ({ value: mark, label: markLabel(mark) })),
              ...(source?.mark.startsWith('service:')
                ? [{ value: source.mark, label: markLabel(source.mark) }]
                : []),
            ]}
          />
        </ContractField>
        <LanguageFields
          name="title"
          label={t('siteArticles.title')}
          maxLength={80}
          contract
          testId="site-article-title"
        />
        <ContractField name="tag_ids" label={t('substance.form.tags')}>
          <TagSelect tags={tagList} loading={substance.isFetching} data-testid="site-article-tags" />
        </ContractField>
        <LanguageTabs name="content" label={t('siteArticles.content')} testId="site-article-language">
          {(language) => <RichTextEditor data-testid={`site-article-content${TEST_ID[language]}`} />}
        </LanguageTabs>
      </CrudForm>
      <ArticleVersions owner={owner} article={history} editable={editable} onClose={() => setHistory(null)} />
    </div>
  );
}
