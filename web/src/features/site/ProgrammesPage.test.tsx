import { siteApi, substanceSiteApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import ProgrammesPage from './ProgrammesPage';

const tag = { id: 3, name_zh_cn: '户外', name_en: 'Outdoor', name_zh_tw: '', colour: '#fa541c' };
const programme = (id: number, title: string, tags = [tag]) => ({
  id,
  category_id: 1,
  category: 'Annual',
  title,
  summary: `${title} summary`,
  cover_from: '#1677ff',
  cover_to: '#722ed1',
  tools: [],
  views: 10,
  project_id: null,
  tags,
});
const topic = { id: 5, title: 'Annual season', banner: '', intro: 'Picked for the annual party' };
const ok = (data: unknown, count?: number) =>
  Response.json({ code: 0, msg: 'ok', data, ...(count === undefined ? {} : { count }) });

/** /programme on a fake site: one published topic, one tag in use, a project; programmes by tag. */
function renderPage(url: string) {
  return renderAt(
    <ProgrammesPage title="Programmes" />,
    url,
    (request) => {
      switch (request.pathname) {
        case substanceSiteApi.getSubstance.path:
          return ok({
            projects: [{ id: 8, name: 'Team building', cover: '', intro: '' }],
            tags: [tag],
            topics: [topic],
          });
        case substanceSiteApi.getTopic.path:
          return request.searchParams.get('id') === '5'
            ? ok({
                ...topic,
                items: [
                  { kind: 'article', article: { id: 41, title: 'How to plan a party', tags: [] } },
                  { kind: 'programme', programme: programme(1, 'Wedding screen') },
                ],
              })
            : Response.json({ code: 404, msg: 'topic not found', data: null }, { status: 404 });
        case siteApi.getList.path:
          return request.searchParams.get('tag') === '3'
            ? ok([programme(1, 'Wedding screen')], 1)
            : ok([programme(1, 'Wedding screen'), programme(2, 'Launch live', [])], 2);
        case siteApi.getSceneCategory.path:
        case siteApi.getThemeList.path:
          return ok([]);
        default:
          return Response.json({ code: 404, msg: 'not found', data: null }, { status: 404 });
      }
    },
    { audience: 'customer' },
  );
}

describe('/programme with substance', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it("shows the published topics' banners and filters by a tag, named in the reader's language", async () => {
    const { requests } = renderPage('/programme');
    await screen.findByText('Annual season');
    const filter = await screen.findByTestId('tag-filter');
    fireEvent.click(within(filter).getByText('Outdoor'));
    await screen.findByText('Wedding screen');
    await expect.poll(() => screen.queryByText('Launch live')).toBeNull();
    expect(requests.some((request) => request.searchParams.get('tag') === '3')).toBe(true);
    expect(screen.getByTestId('project-filter')).toBeTruthy();
  });

  it('opens a topic with ?topic=: its items in order, an article linking to its page', async () => {
    renderPage('/programme?topic=5');
    const view = await screen.findByTestId('topic-view');
    await within(view).findByText('How to plan a party');
    const cards = within(view).getAllByText(/^(How to plan a party|Wedding screen)$/);
    expect(cards.map((card) => card.textContent)).toEqual(['How to plan a party', 'Wedding screen']);
    expect(within(view).getByText('Outdoor')).toBeTruthy();
  });

  it('says a hidden or unknown topic is not there, with a way back to the list', async () => {
    renderPage('/programme?topic=9');
    await screen.findByText('This topic does not exist or is no longer shown');
    fireEvent.click(screen.getByTestId('topic-back'));
    await screen.findByText('Annual season');
  });
});
