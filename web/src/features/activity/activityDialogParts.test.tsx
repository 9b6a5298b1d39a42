import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { NewActivityModal } from './NewActivityModal';
import { TimeModal } from './TimeModal';
import { testActivity } from './testActivity';

const REQUIRED = 'Please choose the begin and end time';
const ORDER = 'The begin time must be before the end time';

const activity = (begin: string, end: string) => testActivity({ begin_time: begin, end_time: end });

/** No tools, no programmes; any change the dialogs send is recorded. */
function fakeServer(sent: URL[]) {
  return (url: URL) => {
    if (url.pathname.endsWith('/updateBeginTime') || url.pathname.endsWith('/create')) sent.push(url);
    return listAnswer([]);
  };
}

describe('the activity time range', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('asks only to choose the begin and end when the new dialog is sent with no time', async () => {
    const sent: URL[] = [];
    renderAt(
      <NewActivityModal open onClose={() => undefined} onCreated={() => undefined} />,
      '/activity',
      fakeServer(sent),
      { audience: 'customer' },
    );
    fireEvent.click(await screen.findByTestId('activity-new-submit'));
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    // every rule has answered by now (the source's message shows too)
    expect(await screen.findByText('Choose a tool or a programme')).toBeTruthy();
    expect(screen.queryByText(ORDER)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('says the begin must be before the end, and nothing else, when both are set the wrong way round', async () => {
    const sent: URL[] = [];
    renderAt(
      <TimeModal
        activity={activity('2031-06-01T10:00:00.000Z', '2031-06-01T10:00:00.000Z')}
        onClose={() => undefined}
      />,
      '/activity',
      fakeServer(sent),
      { audience: 'customer' },
    );
    fireEvent.click(await screen.findByTestId('activity-time-submit'));
    expect(await screen.findByText(ORDER)).toBeTruthy();
    expect(screen.queryByText(REQUIRED)).toBeNull();
    await waitFor(() => expect(sent).toEqual([]));
  });
});
