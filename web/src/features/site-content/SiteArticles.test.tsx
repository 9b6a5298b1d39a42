import {
  agentArticleApi,
  partnerArticleApi,
  substanceOptionsApi,
  websiteArticleApi,
} from '@onsite/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { SiteArticles } from './SiteArticles';

const row = (id: number, agentId: number | null, mark: string, title: string, tagIds: number[] = []) => ({
  id,
  agent_id: agentId,
  mark,
  kind: mark ? 'essay' : 'article',
  title,
  title_en: '',
  title_zh_tw: '',
  content: `<p>${title}</p>`,
  content_en: '',
  content_zh_tw: '',
  version: 1,
  updated_at: '2026-03-01T08:00:00Z',
  tag_ids: tagIds,
});

/** The partner tab of agent 7: its own about page, the platform's privacy policy as its fallback. */
function renderTab(editable: boolean) {
  return renderAt(
    <SiteArticles owner={{ kind: 'partner', agentId: 7 }} editable={editable} />,
    '/',
    (request) => {
      if (request.pathname === partnerArticleApi.getList.path)
        return Response.json({
          code: 0,
          msg: 'ok',
          data: {
            own: [row(11, 7, 'about', 'About Galaxy')],
            platform: [row(2, null, 'privacy_policy', 'Privacy')],
          },
        });
      return Response.json({ code: 404, msg: 'not found', data: null });
    },
  );
}

describe("a site's articles (partner tab, agent page)", () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it("lists the agent's own pages and the platform's it falls back to, asking for that agent", async () => {
    const { requests } = renderTab(true);
    const own = (await screen.findByText('About Galaxy')).closest('tr') as HTMLElement;
    expect(within(own).getByText('This site’s')).toBeTruthy();
    expect(within(own).getByText('About us')).toBeTruthy();
    expect(within(own).getByTestId('site-article-delete')).toBeTruthy();
    const platform = screen.getByText('Privacy').closest('tr') as HTMLElement;
    expect(within(platform).getByText('Platform default')).toBeTruthy();
    expect(within(platform).queryByTestId('site-article-delete')).toBeNull();
    expect(requests[0].searchParams.get('agent_id')).toBe('7');
    // an agent's articles carry no substance tags: the platform's tag list is not asked for
    expect(requests.map((request) => request.pathname)).not.toContain(substanceOptionsApi.forArticle.path);
  });

  it("customises a platform page into the site's own, starting from its text, its page fixed", async () => {
    renderTab(true);
    const platform = (await screen.findByText('Privacy')).closest('tr') as HTMLElement;
    fireEvent.click(within(platform).getByTestId('site-article-customise'));
    const title = (await screen.findByTestId('site-article-title')) as HTMLInputElement;
    expect(title.value).toBe('Privacy');
    const form = screen.getByTestId('site-article-form');
    expect(form.querySelector('.ant-select-disabled')).not.toBeNull();
  });

  it('offers no create, edit or delete without the edit grant', async () => {
    renderTab(false);
    await screen.findByText('About Galaxy');
    expect(screen.queryByTestId('site-article-create')).toBeNull();
    expect(screen.queryByTestId('site-article-edit')).toBeNull();
    expect(screen.queryByTestId('site-article-customise')).toBeNull();
  });

  it("keeps the platform's own legal pages (edited, never deleted) and lets it delete its plain articles", async () => {
    renderAt(<SiteArticles owner={{ kind: 'platform' }} editable />, '/', (request) => {
      if (request.pathname === substanceOptionsApi.forArticle.path)
        return Response.json({
          code: 0,
          msg: 'ok',
          data: {
            projects: [],
            tags: [{ id: 3, name_zh_cn: '热门', name_en: 'Popular', name_zh_tw: '', colour: '#fa541c' }],
          },
        });
      return request.pathname === websiteArticleApi.getList.path
        ? Response.json({
            code: 0,
            msg: 'ok',
            data: {
              own: [row(2, null, 'privacy_policy', 'Privacy'), row(5, null, '', 'Notice', [3])],
              platform: [],
            },
          })
        : Response.json({ code: 404, msg: 'not found', data: null });
    });
    const legal = (await screen.findByText('Privacy')).closest('tr') as HTMLElement;
    expect(within(legal).getByText('Platform default')).toBeTruthy();
    expect(within(legal).getByTestId('site-article-edit')).toBeTruthy();
    expect(within(legal).queryByTestId('site-article-delete')).toBeNull();
    const plain = screen.getByText('Notice').closest('tr') as HTMLElement;
    expect(within(plain).getByTestId('site-article-delete')).toBeTruthy();
    // the platform's article shows its tags, named in the reader's language, and its form offers them
    expect(await within(plain).findByText('Popular')).toBeTruthy();
    fireEvent.click(within(plain).getByTestId('site-article-edit'));
    const tags = await screen.findByTestId('site-article-tags');
    expect(within(tags).getByText('Popular')).toBeTruthy();
  });

  it("edits the three languages side by side, shows an article's versions and restores an old one", async () => {
    const restored: unknown[] = [];
    renderAt(<SiteArticles owner={{ kind: 'team' }} editable />, '/', (request) => {
      if (request.pathname === agentArticleApi.getList.path)
        return Response.json({
          code: 0,
          msg: 'ok',
          data: {
            own: [{ ...row(11, 7, 'about', 'About Galaxy'), title_en: 'About', version: 2 }],
            platform: [],
          },
        });
      if (request.pathname === agentArticleApi.getVersions.path)
        return Response.json({
          code: 0,
          msg: 'ok',
          data: {
            current: 2,
            versions: [
              {
                number: 2,
                saved_by_audience: 'admin',
                saved_by_name: '',
                restored_from: null,
                created_at: '2026-03-02T08:00:00Z',
              },
              {
                number: 1,
                saved_by_audience: 'agent',
                saved_by_name: 'Li',
                restored_from: null,
                created_at: '2026-03-01T08:00:00Z',
              },
            ],
          },
        });
      if (request.pathname === agentArticleApi.getVersion.path)
        return Response.json({
          code: 0,
          msg: 'ok',
          data: {
            number: 1,
            saved_by_audience: 'agent',
            saved_by_name: 'Li',
            restored_from: null,
            created_at: '2026-03-01T08:00:00Z',
            title: '关于星河',
            title_en: 'About Galaxy v1',
            title_zh_tw: '',
            content: '<p>旧版</p>',
            content_en: '<p>Old text</p>',
            content_zh_tw: '',
          },
        });
      if (request.pathname === agentArticleApi.restore.path) {
        restored.push(request.pathname);
        return Response.json({
          code: 0,
          msg: 'ok',
          data: { ...row(11, 7, 'about', 'About Galaxy'), version: 3 },
        });
      }
      return Response.json({ code: 404, msg: 'not found', data: null });
    });
    const own = (await screen.findByText('About Galaxy')).closest('tr') as HTMLElement;
    fireEvent.click(within(own).getByTestId('site-article-edit'));
    expect(((await screen.findByTestId('site-article-title-en')) as HTMLInputElement).value).toBe('About');
    expect(screen.getByTestId('site-article-title-zh-tw')).toBeTruthy();
    expect(screen.getByTestId('site-article-language-en')).toBeTruthy();
    fireEvent.click(screen.getByTestId('site-article-form-cancel'));

    fireEvent.click(within(own).getByTestId('site-article-history'));
    const latest = await screen.findByTestId('article-version-2');
    expect(within(latest).getByText('Current')).toBeTruthy();
    // platform staff are "Platform" to the agent; the team's own member by name
    expect(within(latest).getByText('Platform')).toBeTruthy();
    expect(within(latest).queryByTestId('article-version-restore')).toBeNull();
    const first = screen.getByTestId('article-version-1');
    expect(within(first).getByText('Li')).toBeTruthy();
    fireEvent.click(within(first).getByTestId('article-version-view'));
    expect(await screen.findByText('旧版')).toBeTruthy();
    fireEvent.click(within(first).getByTestId('article-version-restore'));
    await screen.findByText(/Restore version 1\?/);
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement);
    await screen.findByText('Version 1 restored');
    expect(restored).toEqual([agentArticleApi.restore.path]);
  });
});
