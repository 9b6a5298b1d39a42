import { describe, expect, it } from 'vitest';
import { locationFromMessage } from './navigateMessage';

const own = 'https://agent1.example.com';

describe('navigate messages from other windows', () => {
  it('turns a same-origin navigate message into a location with its query', () => {
    expect(
      locationFromMessage(
        { origin: own, data: { type: 'navigate', path: '/activity', query: { id: 7, tab: 'vip' } } },
        own,
      ),
    ).toBe('/activity?id=7&tab=vip');
    expect(locationFromMessage({ origin: own, data: { type: 'navigate', path: '/order' } }, own)).toBe(
      '/order',
    );
  });

  it('ignores other origins, other message types and paths leaving the app', () => {
    const data = { type: 'navigate', path: '/activity' };
    expect(locationFromMessage({ origin: 'https://evil.example', data }, own)).toBeNull();
    expect(locationFromMessage({ origin: own, data: { type: 'resize' } }, own)).toBeNull();
    expect(
      locationFromMessage({ origin: own, data: { type: 'navigate', path: 'https://evil.example' } }, own),
    ).toBeNull();
    expect(
      locationFromMessage({ origin: own, data: { type: 'navigate', path: '//evil.example/x' } }, own),
    ).toBeNull();
    expect(locationFromMessage({ origin: own, data: null }, own)).toBeNull();
  });
});
