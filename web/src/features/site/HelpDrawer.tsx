import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  type AgentSiteData,
  HELP_ENTRY_LINK,
  HELP_PANEL_WIDTH,
  type HelpDesignDetail,
  HelpType,
  helpSiteApi,
} from '@onsite/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HelpPageView } from '#web/features/help/HelpPageView';
import { useApi } from '#web/shell/console';
import { RichText } from './RichText';
import { useEssay } from './site.api';
import '#web/features/site/site.strings';
import '#web/features/help/help.strings';

/** What the panel shows (spec §2 "floating help panel with stages: home design, iframe, detail design"). */
type Stage =
  | { kind: 'home' }
  | { kind: 'iframe'; url: string; title: string }
  | { kind: 'design'; id: number; title: string }
  | { kind: 'detail'; html: string; title: string };

const HTTP_LINK = /^https?:\/\//i;

/** The site's published help design (its home, or one by id), or null when there is none (code -10). */
function useHelpDesign(by: { type: 'home' } | { id: number }, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: ['site', 'help-design', 'id' in by ? by.id : 'home'],
    queryFn: async (): Promise<HelpDesignDetail | null> =>
      (await api.call(helpSiteApi.getDesign, { page_type: 'help', ...by })) ?? null,
    enabled,
    staleTime: 60_000,
  });
}

/**
 * The right bar's in-page help panel (rightData.on_self = 1, docs/decisions.md 22), 388 wide: the agent's
 * help center link in an iframe (help_default = 0), else the site's published help home design (issue 17,
 * the page builder's 750 scaled to 388) whose menus open the iframe stage (a web address) or a help entry
 * (a designed page, a link, a rich-text detail). A site with no design (-10) shows the empty help state,
 * with a button to its help center article in the detail stage when the site has one (issue 17: -10 is an
 * empty help state; the article stays one click away).
 */
export default function HelpDrawer({
  open,
  onClose,
  right,
}: {
  open: boolean;
  onClose: () => void;
  right: AgentSiteData['rightData'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const api = useApi();
  const [stages, setStages] = useState<Stage[]>([{ kind: 'home' }]);
  const [opening, setOpening] = useState(false);
  const external = !right.help_default && /^https?:\/\//.test(right.help_center_url);
  const stage = stages.at(-1) ?? { kind: 'home' };
  const push = (next: Stage) => setStages((current) => [...current, next]);
  const openFull = () => {
    onClose();
    if (external) window.open(right.help_center_url, '_blank', 'noopener');
    else void navigate('/essay/help_center');
  };

  /** A link of the help page: a web address opens in the iframe stage, `entry:<id>` the entry by its type. */
  const follow = async (link: string) => {
    if (HTTP_LINK.test(link)) return push({ kind: 'iframe', url: link, title: '' });
    const id = HELP_ENTRY_LINK.exec(link)?.[1];
    if (!id) return;
    setOpening(true);
    try {
      const entry = await api.call(helpSiteApi.getEntry, { id: Number(id) });
      if (entry.help_type === HelpType.design)
        push({ kind: 'design', id: entry.design_id, title: entry.title });
      else if (entry.help_type === HelpType.link)
        push({ kind: 'iframe', url: entry.help_link, title: entry.title });
      else push({ kind: 'detail', html: entry.content, title: entry.title });
    } finally {
      setOpening(false);
    }
  };

  const fills = external || stage.kind === 'iframe';
  const isDesign = !external && (stage.kind === 'home' || stage.kind === 'design');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(visible) => (visible ? undefined : setStages([{ kind: 'home' }]))}
      size={HELP_PANEL_WIDTH}
      title={
        stages.length > 1 ? (
          <Flex align="center" gap={8}>
            <Button
              type="text"
              size="small"
              icon={<ArrowLeftOutlined />}
              aria-label={t('help.back')}
              onClick={() => setStages((current) => current.slice(0, -1))}
              data-testid="help-panel-back"
            />
            <Typography.Text ellipsis>
              {'title' in stage && stage.title ? stage.title : t('site.helpCenter')}
            </Typography.Text>
          </Flex>
        ) : (
          t('site.helpCenter')
        )
      }
      extra={
        <Button type="link" onClick={openFull} data-testid="help-panel-full">
          {t('site.helpOpenFull')}
        </Button>
      }
      mask={false}
      styles={{
        // the designed page is drawn exactly 388 wide: no scrollbar takes a strip of it
        body: {
          padding: fills || isDesign ? 0 : 16,
          ...(isDesign ? { scrollbarWidth: 'none', overflowX: 'hidden' } : {}),
        },
      }}
    >
      <div data-testid="help-panel" data-stage={external ? 'iframe' : stage.kind} style={{ height: '100%' }}>
        {external ? (
          <HelpFrame url={right.help_center_url} />
        ) : stage.kind === 'home' ? (
          <SiteHelpHome
            onLink={follow}
            busy={opening}
            onArticle={(html) => push({ kind: 'detail', html, title: t('site.helpCenter') })}
          />
        ) : stage.kind === 'design' ? (
          <HelpDesignStage id={stage.id} onLink={follow} />
        ) : stage.kind === 'iframe' ? (
          <HelpFrame url={stage.url} />
        ) : (
          <RichText html={stage.html} />
        )}
      </div>
    </Drawer>
  );
}

function HelpFrame({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <iframe
      title={t('site.helpCenter')}
      src={url}
      data-testid="help-panel-iframe"
      style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
    />
  );
}

function EmptyHelp({ onArticle }: { onArticle?: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex justify="center" style={{ paddingTop: 80 }} data-testid="help-panel-empty">
      <Empty description={t('help.panelEmpty')}>
        {onArticle ? (
          <Button onClick={onArticle} data-testid="help-panel-article">
            {t('help.openArticle')}
          </Button>
        ) : null}
      </Empty>
    </Flex>
  );
}

/** The help home: the published design, or (-10: none) the empty help state, with the site's article a click away. */
function SiteHelpHome({
  onLink,
  busy,
  onArticle,
}: {
  onLink: (link: string) => void;
  busy: boolean;
  onArticle: (html: string) => void;
}) {
  const design = useHelpDesign({ type: 'home' });
  const absent = design.data === null;
  const essay = useEssay(absent ? { kind: 'mark', mark: 'help_center' } : null);
  if (design.isPending) return <Skeleton active style={{ padding: 16 }} />;
  if (design.data)
    return (
      <div style={{ opacity: busy ? 0.6 : 1 }}>
        <HelpPageView
          page={design.data.page1}
          width={HELP_PANEL_WIDTH}
          onLink={onLink}
          testId="help-panel-design"
        />
      </div>
    );
  if (design.isError || essay.isError) return <EmptyHelp />;
  if (!essay.data) return <Skeleton active style={{ padding: 16 }} />;
  const article = essay.data.content;
  return <EmptyHelp onArticle={article.trim() ? () => onArticle(article) : undefined} />;
}

function HelpDesignStage({ id, onLink }: { id: number; onLink: (link: string) => void }) {
  const { t } = useTranslation();
  const design = useHelpDesign({ id });
  if (design.isPending) return <Skeleton active style={{ padding: 16 }} />;
  if (design.isError) return <Result status="404" title={t('site.pageMissing')} />;
  if (!design.data) return <EmptyHelp />;
  return (
    <HelpPageView
      page={design.data.page1}
      width={HELP_PANEL_WIDTH}
      onLink={onLink}
      testId="help-panel-design"
    />
  );
}
