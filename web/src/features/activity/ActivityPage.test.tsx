import { type ActivityItem, ActivityStatus, activityApi } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeEndpoint, listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import ActivityPage from './ActivityPage';

const activity = (id: number, title: string, status: number): ActivityItem => ({
  id,
  title,
  tool_id: 1,
  tool_title: 'Big screen',
  programme_id: 0,
  programme_title: '',
  group_id: 4,
  group_title: 'Annual',
  status,
  begin_time: '2031-06-01T01:00:00.000Z',
  end_time: '2031-06-01T10:00:00.000Z',
  capacity: 500,
  showings: 1,
  vip_count: 0,
  vip_last_time: '',
  has_password: 1,
  order_no: '',
  create_time: '2026-01-01T00:00:00.000Z',
});

const is = (url: URL, route: { path: string }) => url.pathname.toLowerCase() === route.path.toLowerCase();

/** Two activities in the list, one in the recycle bin, one group and one tool. */
const server: FakeEndpoint = (url) => {
  if (is(url, activityApi.getList)) {
    return listAnswer([
      activity(7, 'Gala', ActivityStatus.notStarted),
      activity(8, 'Retired', ActivityStatus.abolished),
    ]);
  }
  if (is(url, activityApi.getCancelList))
    return listAnswer([activity(9, 'Binned', ActivityStatus.cancelled)]);
  if (is(url, activityApi.getSummary)) {
    return Response.json({
      code: 0,
      msg: 'ok',
      data: {
        counts: { 0: 1, 1: 1, 2: 3, 3: 0, 4: 1, 5: 1 },
        total: 7,
        upcoming: [
          {
            id: 7,
            title: 'Gala',
            tool_title: 'Big screen',
            status: ActivityStatus.notStarted,
            begin_time: '2031-06-01T01:00:00.000Z',
            end_time: '2031-06-01T10:00:00.000Z',
          },
        ],
      },
    });
  }
  if (is(url, activityApi.getActiveInfo)) {
    return Response.json({ code: 0, msg: 'ok', data: activity(7, 'Gala', ActivityStatus.notStarted) });
  }
  if (is(url, activityApi.getGroupList)) {
    return Response.json({ code: 0, msg: 'ok', data: [{ id: 4, title: 'Annual', total: 1 }] });
  }
  return listAnswer([]);
};

const renderPage = (url: string) =>
  renderAt(<ActivityPage title="My activities" />, url, server, { audience: 'customer' });
const listRequests = (requests: URL[]) => requests.filter((url) => is(url, activityApi.getList));

describe('the activity list', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('reads its filters, sort and page from the URL, ten to a page, newest first by default', async () => {
    const plain = renderPage('/activity');
    const row = await screen.findByTestId('activity-row-7');
    const first = listRequests(plain.requests)[0];
    expect(Object.fromEntries(first?.searchParams ?? [])).toEqual({
      page: '1',
      limit: '10',
      sort: 'create_time',
      order: 'desc',
    });
    // the badges and the status
    expect(within(row).getByText('Annual')).toBeTruthy();
    expect(within(row).getByText('Password protected')).toBeTruthy();
    expect(within(row).getByTestId('activity-status').textContent).toBe('Not started');
    expect(screen.getByText('2 activities')).toBeTruthy();
    // an abolished activity offers nothing to do
    expect(within(screen.getByTestId('activity-row-8')).queryByTestId('activity-more')).toBeNull();
    cleanup();

    const filtered = renderPage(
      '/activity?keyword=gala&status=1&group_id=0&tool_id=1&sort=begin_time&order=asc&page=2',
    );
    await screen.findByTestId('activity-row-7');
    expect(Object.fromEntries(listRequests(filtered.requests)[0]?.searchParams ?? [])).toEqual({
      keyword: 'gala',
      status: '1',
      group_id: '0',
      tool_id: '1',
      page: '2',
      limit: '10',
      sort: 'begin_time',
      order: 'asc',
    });
    expect(
      (within(screen.getByTestId('activity-search')).getByRole('textbox') as HTMLInputElement).value,
    ).toBe('gala');
  });

  it('opens the row menu with the actions its state allows', async () => {
    renderPage('/activity');
    const row = await screen.findByTestId('activity-row-7');
    fireEvent.click(within(row).getByTestId('activity-more'));
    expect(await screen.findByTestId('activity-menu-postCancel')).toBeTruthy();
    expect(screen.getByTestId('activity-menu-time')).toBeTruthy();
    // a not started activity cannot be ended now
    expect(screen.queryByTestId('activity-menu-postOver')).toBeNull();
  });

  it('heads the list with the counts by state, each a filter, and the next activities to run', async () => {
    const rendered = renderPage('/activity');
    const inProgress = await screen.findByTestId(`activity-summary-${ActivityStatus.inProgress}`);
    expect(inProgress.textContent).toContain('3');
    expect(screen.getByText('My activities (7)')).toBeTruthy();
    fireEvent.click(inProgress);
    await waitFor(() => expect(rendered.location.current).toBe('/activity?status=2'));
    // clicking the chosen state again lifts the filter
    fireEvent.click(screen.getByTestId(`activity-summary-${ActivityStatus.inProgress}`));
    await waitFor(() => expect(rendered.location.current).toBe('/activity'));
    // the recycle bin's tile opens the bin
    fireEvent.click(screen.getByTestId(`activity-summary-${ActivityStatus.cancelled}`));
    expect(await screen.findByTestId('activity-bin-row-9')).toBeTruthy();
    expect(within(screen.getByTestId('activity-summary-upcoming')).getByText('Gala')).toBeTruthy();
  });

  it('pages the recycle bin in memory, leaving the URL to the list', async () => {
    const rendered = renderPage('/activity?status=1');
    await screen.findByTestId('activity-row-7');
    expect(rendered.requests.some((url) => is(url, activityApi.getCancelList))).toBe(false);
    fireEvent.click(screen.getByTestId('activity-open-bin'));
    expect(await screen.findByTestId('activity-bin-row-9')).toBeTruthy();
    const bin = rendered.requests.find((url) => is(url, activityApi.getCancelList));
    expect(Object.fromEntries(bin?.searchParams ?? [])).toEqual({ page: '1', limit: '10' });
    expect(screen.getByTestId('activity-bin-restore')).toBeTruthy();
    await waitFor(() => expect(rendered.location.current).toBe('/activity?status=1'));
  });
});
