import type { HelpModuleInput } from '@onsite/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '#web/components/testHarness';
import { HelpPageView } from './HelpPageView';

const style = {
  bgColor: '#f5f5f5',
  paddingTop: 10,
  paddingLeft: 20,
  paddingBottom: 30,
  topRadius: 8,
  bottomRadius: 4,
};

const page = (content: HelpModuleInput[]) => ({ setting: { title: '帮助' }, content });

const none = () => Response.json({ code: 404, msg: 'not found', data: null });

describe('the page-builder renderer', () => {
  afterEach(cleanup);

  it('draws the five modules at 750 scaled to the width asked, with their style', () => {
    renderAt(
      <HelpPageView
        width={388}
        page={page([
          {
            key: 'a',
            type: 'title',
            params: {
              title_text: '新手帮助',
              title_type: 2,
              title_icon: 'StarOutlined',
              subtitle_show: 1,
              subtitle_text: '三分钟上手',
            },
            style,
          },
          { key: 'b', type: 'picture', params: { imgUrl: 'https://cdn.example.com/a.png' }, style },
          { key: 'c', type: 'blank', params: { height: 40 }, style },
          {
            key: 'd',
            type: 'video',
            params: { videoType: 2, videoLink: 'https://cdn.example.com/a.mp4', videoRatio: 3 },
            style,
          },
          {
            key: 'e',
            type: 'listMenu',
            params: { items: [{ title: '常见问题', icon: 'BookOutlined', link: '' }] },
            style,
          },
        ])}
      />,
      '/',
      none,
    );
    const root = screen.getByTestId('help-page');
    expect(root.style.width).toBe('388px');
    const inner = root.firstElementChild as HTMLElement;
    expect(inner.style.width).toBe('750px');
    expect(Number(inner.style.zoom)).toBeCloseTo(388 / 750);
    const types = [...root.querySelectorAll('[data-module-type]')].map((node) =>
      node.getAttribute('data-module-type'),
    );
    expect(types).toEqual(['title', 'picture', 'blank', 'video', 'listMenu']);
    const title = root.querySelector('[data-module-type="title"]') as HTMLElement;
    expect(title.style.padding).toBe('10px 20px 30px');
    expect(title.style.borderRadius).toBe('8px 8px 4px 4px');
    expect(screen.getByText('三分钟上手')).toBeTruthy();
    expect(screen.getByTestId('help-video').getAttribute('src')).toBe('https://cdn.example.com/a.mp4');
    expect(screen.getByTestId('help-video').style.aspectRatio).toContain('1.333');
    // an item without a link is not a button
    expect(screen.getByTestId('help-menu-item').tagName).toBe('DIV');
  });

  it('follows a menu link through onLink, and renders only the https iframe of an embed code', () => {
    const onLink = vi.fn();
    renderAt(
      <HelpPageView
        onLink={onLink}
        page={page([
          {
            key: 'a',
            type: 'listMenu',
            params: {
              items: [
                { title: '入门', link: 'entry:7' },
                { title: '官网', link: 'https://example.com' },
              ],
            },
            style,
          },
          {
            key: 'b',
            type: 'video',
            params: {
              videoType: 3,
              videoCode:
                '<iframe src="https://player.example.com/v/1" onload="alert(1)"></iframe><script>alert(2)</script>',
            },
            style,
          },
        ])}
      />,
      '/',
      none,
    );
    const [entry, site] = screen.getAllByTestId('help-menu-item');
    fireEvent.click(entry as HTMLElement);
    fireEvent.click(site as HTMLElement);
    expect(onLink.mock.calls).toEqual([['entry:7'], ['https://example.com']]);
    const frame = screen.getByTestId('help-video-embed');
    expect(frame.getAttribute('src')).toBe('https://player.example.com/v/1');
    expect(frame.getAttribute('onload')).toBeNull();
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(document.querySelector('script')).toBeNull();
  });
});
