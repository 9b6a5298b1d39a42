import { type Audience, uploadApi } from '@onsite/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '#web/i18n';
import { AudioPicker } from './AudioPicker';
import { ImagePicker } from './ImagePicker';
import { renderInConsole } from './testConsole';
import { VideoPicker } from './VideoPicker';

const MB = 1024 * 1024;

function fileOf(name: string, size: number, type = '') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(container: HTMLElement, testId: string, files: File[]) {
  const input = container.querySelector<HTMLInputElement>(`[data-testid="${testId}"] input[type="file"]`);
  if (!input) throw new Error(`no file input in ${testId}`);
  fireEvent.change(input, { target: { files } });
}

/** A fake server: the signed-in user (is_admin as given) and getToken refusing, so nothing uploads. */
function server(isAdmin: 0 | 1) {
  return (url: string) => {
    if (url.endsWith('/auth/user')) {
      return {
        info: { avatar: '', nickname: 'Admin', is_admin: isAdmin, username: 'admin' },
        authorities: [],
        roles: [],
        menus: [],
      };
    }
    if (url.endsWith('/BasicInfo/getInfo')) {
      return {
        basic_info: {
          name: 'A',
          avatar: '',
          last_team_id: 1,
          is_admin: isAdmin,
          agent_id: 1,
          customer_id: 0,
        },
        roles: [],
        teams: [],
        authorities: [],
      };
    }
    if (url.includes('/Upload/getToken')) {
      return new Response(
        JSON.stringify({ code: 400, msg: 'token refused by the test server', data: null }),
        {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }
    return {};
  };
}

beforeAll(async () => {
  await changeLanguage('en');
  // what /jsconfig.js sets in the browser; without it the pickers would fetch the script
  window.__ONSITE_CONFIG__ = { storage_url: '/storage/', storage_driver: 'local' };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function ControlledAudio({
  initial,
  defaultValue,
  onChange,
}: {
  initial: string;
  defaultValue?: string;
  onChange: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AudioPicker
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('AudioPicker', () => {
  it('says "no music to play, please upload first" when there is nothing to play', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderInConsole(<ControlledAudio initial="" onChange={vi.fn()} />, 'customer');
    expect(screen.getByTestId('audio-picker-name').textContent).toBe('No music yet');
    fireEvent.click(screen.getByTestId('audio-picker-toggle'));
    expect(await screen.findByText('No music to play, please upload first')).toBeTruthy();
    expect(play).not.toHaveBeenCalled();
  });

  it('toggles play and pause of the chosen music', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const { container } = renderInConsole(
      <ControlledAudio initial="customer/1/2/2026/01/01/song.mp3" onChange={vi.fn()} />,
      'customer',
    );
    expect(screen.getByTestId('audio-picker-name').textContent).toBe('song.mp3');
    expect(container.querySelector('audio')?.getAttribute('src')).toBe(
      '/storage/customer/1/2/2026/01/01/song.mp3',
    );
    const toggle = screen.getByTestId('audio-picker-toggle');
    expect(toggle.getAttribute('aria-label')).toBe('Play');
    await act(async () => fireEvent.click(toggle));
    expect(play).toHaveBeenCalledTimes(1);
    expect(toggle.getAttribute('aria-label')).toBe('Pause');
    await act(async () => fireEvent.click(toggle));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(toggle.getAttribute('aria-label')).toBe('Play');
  });

  it('clears the music, and resets to the default', async () => {
    const onChange = vi.fn();
    renderInConsole(
      <ControlledAudio
        initial="customer/1/2/2026/01/01/mine.mp3"
        defaultValue="platform/default.mp3"
        onChange={onChange}
      />,
      'customer',
    );
    fireEvent.click(screen.getByTestId('audio-picker-clear'));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByTestId('audio-picker-name').textContent).toBe('No music yet');
    fireEvent.click(screen.getByTestId('audio-picker-reset'));
    expect(onChange).toHaveBeenLastCalledWith('platform/default.mp3');
    expect(screen.getByTestId('audio-picker-name').textContent).toBe('default.mp3');
    expect((screen.getByTestId('audio-picker-reset') as HTMLButtonElement).disabled).toBe(true);
  });

  it('accepts only mp3 of at most 5 MB, before asking for a token', async () => {
    const { container, calls } = renderInConsole(
      <ControlledAudio initial="" onChange={vi.fn()} />,
      'customer',
      server(0),
    );
    choose(container, 'audio-picker-upload', [fileOf('song.wav', 1000, 'audio/wav')]);
    expect(await screen.findByText('The wav audio format is not supported')).toBeTruthy();
    choose(container, 'audio-picker-upload', [fileOf('song.mp3', 5 * MB + 1, 'audio/mpeg')]);
    expect(await screen.findByText('The audio to upload cannot exceed 5M')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('getToken'))).toBe(false);
  });
});

describe('VideoPicker', () => {
  const renderVideo = (audience: Audience, isAdmin: 0 | 1 = 0) =>
    renderInConsole(<VideoPicker />, audience, server(isAdmin));

  it('accepts mp4, avi, flv and webm in the customer console', async () => {
    const { container, calls } = renderVideo('customer');
    const input = container.querySelector('[data-testid="video-picker-upload"] input[type="file"]');
    expect(input?.getAttribute('accept')).toBe('.mp4,.avi,.flv,.webm');
    choose(container, 'video-picker-upload', [fileOf('clip.mkv', 1000)]);
    expect(await screen.findByText('The mkv video format is not supported')).toBeTruthy();
    // an avi passes the check and asks for its token
    choose(container, 'video-picker-upload', [fileOf('clip.avi', 1000, 'video/x-msvideo')]);
    await waitFor(() =>
      expect(
        calls.some((call) => call.url.includes(`${uploadApi.getToken.customer.path}?name=clip.avi`)),
      ).toBe(true),
    );
    expect(await screen.findByText('token refused by the test server')).toBeTruthy();
  });

  it('refuses avi in the admin console and more than 5 MB there', async () => {
    const { container } = renderVideo('admin');
    choose(container, 'video-picker-upload', [fileOf('clip.avi', 1000)]);
    expect(await screen.findByText('The avi video format is not supported')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('The video to upload cannot exceed 5M')).toBeNull());
    choose(container, 'video-picker-upload', [fileOf('clip.mp4', 5 * MB + 1, 'video/mp4')]);
    expect(await screen.findByText('The video to upload cannot exceed 5M')).toBeTruthy();
  });

  it('gives an is_admin account 50 MB', async () => {
    const { container, calls } = renderVideo('admin', 1);
    // the limit follows the signed-in user once it has loaded
    expect(await screen.findByText('mp4, webm, at most 50M')).toBeTruthy();
    choose(container, 'video-picker-upload', [fileOf('clip.mp4', 20 * MB, 'video/mp4')]);
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes('Upload/getToken?name=clip.mp4'))).toBe(true),
    );
    choose(container, 'video-picker-upload', [fileOf('big.mp4', 50 * MB + 1, 'video/mp4')]);
    expect(await screen.findByText('The video to upload cannot exceed 50M')).toBeTruthy();
  });

  it('allows 10 MB in the agent console', async () => {
    const { container } = renderVideo('agent');
    choose(container, 'video-picker-upload', [fileOf('clip.mp4', 10 * MB + 1, 'video/mp4')]);
    expect(await screen.findByText('The video to upload cannot exceed 10M')).toBeTruthy();
  });
});

describe('ImagePicker', () => {
  it('refuses to go below its minimum with "keep at least {min} images"', async () => {
    const onChange = vi.fn();
    const { container } = renderInConsole(
      <ImagePicker max={5} min={2} value="platform/a.png,platform/b.png" onChange={onChange} />,
      'admin',
      server(0),
    );
    expect(container.querySelectorAll('.ant-upload-list-item')).toHaveLength(2);
    const remove = screen.getAllByRole('button', { name: /remove|delete/i })[0];
    fireEvent.click(remove);
    expect(await screen.findByText('Keep at least 2 images')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses more images than it may hold', async () => {
    const { container } = renderInConsole(
      <ImagePicker max={3} value="platform/a.png,platform/b.png" />,
      'admin',
      server(0),
    );
    choose(container, 'image-picker', [fileOf('c.png', 10, 'image/png'), fileOf('d.png', 10, 'image/png')]);
    expect(await screen.findByText('At most 3 allowed')).toBeTruthy();
  });
});
