import { siteApi } from '@onsite/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import EssayPage from './EssayPage';

const ARTICLE = {
  id: 3,
  mark: '',
  title: 'Spring event recap',
  content: '<p>What happened</p>',
  version: 4,
  updated_at: '2026-03-01T08:00:00Z',
  tags: [{ id: 7, name_zh_cn: '年会', name_en: 'Annual party', name_zh_tw: '', colour: '#13c2c2' }],
};
const SERVICE = { id: 4, title: 'After-sales', type: 1, link: '', content: '<p>Call us</p>' };

/** /essay at `url` against a server that knows article 3 and footer service 4. */
function renderEssay(url: string) {
  return renderAt(<EssayPage title="" />, url, (request) => {
    const id = request.searchParams.get('id');
    if (request.pathname === siteApi.getArticleDetail.path && id === '3')
      return Response.json({ code: 0, msg: 'ok', data: ARTICLE });
    if (request.pathname === siteApi.getAgentService.path && id === '4')
      return Response.json({ code: 0, msg: 'ok', data: SERVICE });
    return Response.json({ code: 404, msg: 'page not found', data: null });
  });
}

describe('essay page (/essay)', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it.each(['/essay/detail', '/essay/service', '/essay/detail?id=', '/essay/service?id=abc'])(
    'says the page does not exist when %s names no id, and asks the server nothing',
    async (url) => {
      const { requests } = renderEssay(url);
      expect(await screen.findByTestId('essay-missing')).toBeTruthy();
      expect(screen.getByText('This page does not exist')).toBeTruthy();
      expect(requests).toEqual([]);
    },
  );

  it('shows an article by its id', async () => {
    const { requests } = renderEssay('/essay/detail?id=3');
    expect(await screen.findByText('Spring event recap')).toBeTruthy();
    // the current version and when it was saved
    expect(screen.getByTestId('essay-version').textContent).toBe('Version 4 · updated 2026-03-01');
    // the platform's tags it carries, named in the reader's language
    expect(screen.getByTestId('essay-tags').textContent).toBe('Annual party');
    expect(requests.map((request) => request.search)).toEqual(['?id=3']);
  });

  it('shows a footer service by its id', async () => {
    renderEssay('/essay/service?id=4');
    expect(await screen.findByText('After-sales')).toBeTruthy();
    expect(screen.queryByTestId('essay-version')).toBeNull();
    expect(screen.queryByTestId('essay-tags')).toBeNull();
  });

  it('says the page does not exist when the server has none', async () => {
    renderEssay('/essay/detail?id=99');
    expect(await screen.findByTestId('essay-missing')).toBeTruthy();
  });
});
