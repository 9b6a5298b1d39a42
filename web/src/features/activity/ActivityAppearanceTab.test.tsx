import { type ActivityAppearance, ActivityStatus, DEFAULT_MUSIC_KEY } from '@onsite/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInConsole } from '#web/features/upload/testConsole';
import { changeLanguage } from '#web/i18n';
import { ActivityAppearanceTab } from './ActivityAppearanceTab';
import { testActivity } from './testActivity';

const activity = (status: number) => testActivity({ status });

const saved: ActivityAppearance = {
  id: 7,
  cover: 'customer/1/2/2026/01/01/cover.png',
  music: DEFAULT_MUSIC_KEY,
  video: '',
  gallery_on: false,
  gallery: [],
  template_id: null,
  template_name: '',
  update_time: null,
};

/** A fake server answering getAppearance with `appearance` and recording what editAppearance gets. */
function server(appearance: ActivityAppearance, posted: unknown[]) {
  return (url: string, init?: RequestInit) => {
    if (url.includes('/ActiveSetting/getAppearance')) return appearance;
    if (url.includes('/ActiveSetting/getTemplates')) return [];
    if (url.includes('/ActiveSetting/editAppearance')) {
      posted.push(JSON.parse(String(init?.body)));
      return null;
    }
    return {};
  };
}

beforeAll(async () => {
  await changeLanguage('en');
  // what /jsconfig.js sets in the browser; without it the pickers would fetch the script
  window.__ONSITE_CONFIG__ = { storage_url: '/storage/', storage_driver: 'local' };
});
afterEach(cleanup);

describe('ActivityAppearanceTab', () => {
  it('shows the saved cover and the default music, and saves the gallery as a list', async () => {
    const posted: unknown[] = [];
    const { container } = renderInConsole(
      <ActivityAppearanceTab activity={activity(ActivityStatus.notStarted)} />,
      'customer',
      server(saved, posted),
    );
    await screen.findByText('Not saved yet: the default appearance applies');
    // the image picker is a lazy chunk (features/upload/LazyPickers.tsx): wait for it to draw the cover
    await waitFor(() =>
      expect(container.querySelector('[data-testid="appearance-cover"] img')?.getAttribute('src')).toMatch(
        /customer\/1\/2\/2026\/01\/01\/cover\.png$/,
      ),
    );
    expect(screen.getByTestId('audio-picker-name').textContent).toBe('default-music.mp3');
    fireEvent.click(screen.getByTestId('appearance-save'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      id: 7,
      cover: saved.cover,
      music: DEFAULT_MUSIC_KEY,
      video: '',
      gallery_on: false,
      gallery: [],
      template_id: null,
    });
  });

  it("offers the agent's templates, saves the one picked and opens the VIP popup for a locked one", async () => {
    const posted: unknown[] = [];
    const look = {
      tool_id: 1,
      cover: '',
      primary_color: '#f5c242',
      background_color: '#8c1010',
      background_image: '',
    };
    const options = [
      { ...look, id: 3, name: 'Red gold', tier: 'free', locked: false },
      { ...look, id: 4, name: 'Guochao', tier: 'vip', locked: true },
    ];
    const answer = server(saved, posted);
    renderInConsole(
      <ActivityAppearanceTab activity={activity(ActivityStatus.notStarted)} />,
      'customer',
      (url: string, init?: RequestInit) =>
        url.includes('/ActiveSetting/getTemplates') ? options : answer(url, init),
    );
    const cards = await screen.findAllByTestId('template-option');
    expect(cards).toHaveLength(2);
    expect(screen.getAllByTestId('template-locked')).toHaveLength(1);
    fireEvent.click(cards[1]);
    expect(cards[1].getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(document.querySelector('.ant-modal')).not.toBeNull());
    fireEvent.click(cards[0]);
    expect(cards[0].getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('appearance-save'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ id: 7, template_id: 3 });
  });

  it('asks for at least one gallery image while the gallery is on, and sends nothing', async () => {
    const posted: unknown[] = [];
    renderInConsole(
      <ActivityAppearanceTab activity={activity(ActivityStatus.inProgress)} />,
      'customer',
      server(saved, posted),
    );
    fireEvent.click(await screen.findByTestId('appearance-gallery-on'));
    fireEvent.click(screen.getByTestId('appearance-save'));
    await screen.findByText('Upload at least 1 image while the gallery is on');
    expect(posted).toEqual([]);
  });

  it('is read-only once the activity has ended', async () => {
    const posted: unknown[] = [];
    renderInConsole(
      <ActivityAppearanceTab activity={activity(ActivityStatus.ended)} />,
      'customer',
      server({ ...saved, update_time: '2026-01-02T03:04:00.000Z' }, posted),
    );
    await screen.findByText('The appearance can no longer be changed once the activity has ended.');
    expect(screen.getByTestId('appearance-save').closest('button')?.disabled).toBe(true);
    expect(screen.getByTestId('audio-picker-clear').closest('button')?.disabled).toBe(true);
    expect(screen.getByTestId('appearance-updated').textContent).toMatch(/^Last saved: 2026-01-02 \d{2}:04$/);
  });
});
