import { ARTICLE_LANGUAGES, type ArticleVersionEntry, type SiteArticle } from '@onsite/contracts';
import { Alert, Button, Drawer, Empty, Modal, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { ConfirmAction } from '#web/components/actions/DeleteAction';
import { when } from '#web/features/lists/timeCell';
import { RichTextContent } from '#web/features/upload/RichTextContent';
import { type SiteOwner, useArticleVersions, useRestoreArticleVersion } from './siteContent.api';
import '#web/features/site-content/siteArticles.strings';

/**
 * An article's version history (every save appends one): number, who saved it and when, a read-only view of
 * any version, and restore — which appends the old version's texts as a new version (the history stays).
 */
export function ArticleVersions({
  owner,
  article,
  editable,
  onClose,
}: {
  owner: SiteOwner;
  article: SiteArticle | null;
  editable: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  const { versions, version } = useArticleVersions(owner, article?.id ?? null, viewing);
  const restore = useRestoreArticleVersion(owner);
  const current = versions.data?.current;
  const savedBy = (row: ArticleVersionEntry) => {
    if (row.saved_by_name) return row.saved_by_name;
    return row.saved_by_audience === 'admin'
      ? t('siteArticles.platformStaff')
      : t('siteArticles.unknownSaver');
  };

  return (
    <Drawer
      open={article !== null}
      title={article ? t('siteArticles.historyTitle', { title: article.title }) : ''}
      size={640}
      onClose={onClose}
      destroyOnHidden
      data-testid="article-versions"
    >
      {versions.isError ? <Alert type="error" showIcon title={t('error.unknown')} /> : null}
      <Table<ArticleVersionEntry>
        rowKey="number"
        size="small"
        loading={versions.isPending}
        dataSource={versions.data?.versions ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('siteArticles.noVersions')} /> }}
        onRow={(row) => ({ 'data-testid': `article-version-${row.number}` }) as never}
        columns={[
          {
            title: t('siteArticles.version'),
            dataIndex: 'number',
            width: 150,
            render: (number: number, row) => (
              <Space size={4} wrap>
                <Typography.Text strong>{t('siteArticles.versionNumber', { number })}</Typography.Text>
                {number === current ? <Tag color="green">{t('siteArticles.current')}</Tag> : null}
                {row.restored_from !== null ? (
                  <Typography.Text type="secondary">
                    {t('siteArticles.restoredFrom', { number: row.restored_from })}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          { title: t('siteArticles.savedBy'), key: 'saved_by', render: (_: unknown, row) => savedBy(row) },
          { title: t('siteArticles.savedAt'), dataIndex: 'created_at', width: 150, render: when },
          {
            title: t('table.actions'),
            key: 'actions',
            width: 130,
            render: (_: unknown, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setViewing(row.number)}
                  data-testid="article-version-view"
                >
                  {t('siteArticles.view')}
                </Button>
                {editable && article && row.number !== current ? (
                  <ConfirmAction
                    confirm={t('siteArticles.restoreConfirm', { number: row.number })}
                    onConfirm={async () => {
                      await restore.mutateAsync({ id: article.id, number: row.number });
                      feedback.success(t('siteArticles.restored', { number: row.number }));
                    }}
                    testId="article-version-restore"
                  >
                    {t('siteArticles.restore')}
                  </ConfirmAction>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={viewing !== null}
        title={viewing !== null ? t('siteArticles.viewTitle', { number: viewing }) : ''}
        footer={null}
        width={720}
        onCancel={() => setViewing(null)}
        data-testid="article-version-detail"
      >
        {version.data ? (
          <Tabs
            items={ARTICLE_LANGUAGES.map((language) => {
              const title = version.data[language.title];
              const content = version.data[language.content];
              return {
                key: language.language,
                label: t(`language.${language.language}`),
                children: (
                  <div data-testid={`article-version-detail-${language.language}`}>
                    {title || content ? (
                      <>
                        <Typography.Title level={4}>{title || version.data.title}</Typography.Title>
                        <RichTextContent html={content || version.data.content} />
                      </>
                    ) : (
                      <Typography.Text type="secondary">{t('siteArticles.emptyText')}</Typography.Text>
                    )}
                  </div>
                ),
              };
            })}
          />
        ) : (
          <Skeleton active />
        )}
      </Modal>
    </Drawer>
  );
}
