import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAnswer, renderAt } from '#web/components/testHarness';
import { changeLanguage } from '#web/i18n';
import { DetailDrawer, parseId, useDetailParam } from './DetailDrawer';

function Widgets() {
  const detail = useDetailParam('widget', parseId);
  return (
    <>
      <button type="button" onClick={() => detail.open(7)} data-testid="open-7">
        open
      </button>
      <DetailDrawer
        open={detail.id !== null}
        onClose={detail.close}
        title={`Widget ${detail.id}`}
        items={[{ key: 'id', label: 'Id', children: String(detail.id) }]}
        testId="widget-detail"
      />
    </>
  );
}

describe('DetailDrawer', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('keeps the open row in the URL, so a reload reopens it', async () => {
    const first = renderAt(<Widgets />, '/widgets?tab=mine', () => listAnswer([]));
    expect(screen.queryByText('Widget 7')).toBeNull();
    fireEvent.click(screen.getByTestId('open-7'));
    expect(await screen.findByText('Widget 7')).toBeTruthy();
    expect(first.search().toString()).toBe('tab=mine&widget=7');
    const url = first.location.current;
    cleanup();

    const reloaded = renderAt(<Widgets />, url, () => listAnswer([]));
    expect(await screen.findByText('Widget 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(reloaded.search().toString()).toBe('tab=mine'));
  });

  it('reads a refused id as closed', () => {
    renderAt(<Widgets />, '/widgets?widget=abc', () => listAnswer([]));
    expect(screen.queryByText(/Widget/)).toBeNull();
  });
});
