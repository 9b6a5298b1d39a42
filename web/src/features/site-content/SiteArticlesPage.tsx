import { Card } from 'antd';
import type { PageProps } from '#web/shell/pageProps';
import { SiteArticles } from './SiteArticles';

/** The agent's /article page: the team's own site pages and articles (the platform's as the fallback). */
export default function SiteArticlesPage({ title }: PageProps) {
  return (
    <Card title={title}>
      <SiteArticles owner={{ kind: 'team' }} editable />
    </Card>
  );
}
