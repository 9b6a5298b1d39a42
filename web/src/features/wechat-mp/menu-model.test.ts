import { menuProblem, utf8Bytes } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { blankButton, firstProblem, toEdit, toMenu } from './menu-model';

const named = (name: string, changes: Partial<ReturnType<typeof blankButton>> = {}) => ({
  ...blankButton(name),
  key: 'K',
  ...changes,
});

describe('the custom menu editor model', () => {
  it('counts bytes as WeChat does: ASCII 1, Chinese 3, an emoji 4', () => {
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('官网')).toBe(6);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('😀')).toBe(4);
  });

  it('sends only the fields of each type, a parent with none', () => {
    const parent = named('服务', { sub: [named('联系', { url: 'https://stale' })] });
    const link = named('官网', { type: 'view', url: 'https://example.com/', key: 'stale' });
    expect(toMenu([link, parent])).toEqual({
      button: [
        { type: 'view', name: '官网', url: 'https://example.com/' },
        { name: '服务', sub_button: [{ type: 'click', name: '联系', key: 'K' }] },
      ],
    });
    expect(toMenu(toEdit(toMenu([link, parent])))).toEqual(toMenu([link, parent]));
  });

  it('names the first problem and the button it is on, at the limits', () => {
    expect(firstProblem([])).toEqual({ rule: 'buttons', buttonId: null });
    const four = [1, 2, 3, 4].map((n) => named(`b${n}`));
    expect(firstProblem(four)?.rule).toBe('buttons');
    expect(firstProblem(four.slice(0, 3))).toBeNull();
    // 16 bytes pass, 17 do not; four Chinese characters and four ASCII letters are exactly 16
    expect(firstProblem([named('四个汉字abcd')])).toBeNull();
    const long = named('四个汉字abcde');
    expect(firstProblem([long])).toEqual({ rule: 'name', buttonId: long.id });
    const six = [1, 2, 3, 4, 5, 6].map((n) => named(`s${n}`));
    expect(firstProblem([named('p', { sub: six })])?.rule).toBe('subButtons');
    const sub = named(`${'二十个汉字'.repeat(4)}a`);
    expect(firstProblem([named('p', { sub: [sub] })])).toEqual({ rule: 'subName', buttonId: sub.id });
    expect(firstProblem([named('p', { key: '' })])?.rule).toBe('key');
    expect(firstProblem([named('p', { type: 'view', url: 'javascript:alert(1)' })])?.rule).toBe('url');
    expect(
      firstProblem([named('p', { type: 'miniprogram', url: 'https://e.com', pagepath: 'p' })])?.rule,
    ).toBe('appid');
    expect(
      menuProblem({
        button: [
          { name: 'x', type: 'click', key: 'k', sub_button: [{ name: 'y', type: 'click', key: 'k' }] },
        ],
      }),
    ).toMatchObject({
      errcode: 40017,
    });
  });
});
