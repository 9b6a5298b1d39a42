import { describe, expect, it } from 'vitest';
import { moveItem, tagName, topicState } from './substance.api';

describe('substance helpers', () => {
  const tag = { name_zh_cn: '热门', name_en: 'Popular', name_zh_tw: '' };

  it("names a tag in the reader's language, the 简体 name standing in for an empty one", () => {
    expect(tagName(tag, 'zh_CN')).toBe('热门');
    expect(tagName(tag, 'en')).toBe('Popular');
    expect(tagName(tag, 'zh_TW')).toBe('热门');
    expect(tagName({ ...tag, name_zh_tw: '熱門' }, 'zh_TW')).toBe('熱門');
    expect(tagName({ ...tag, name_en: '' }, 'en')).toBe('热门');
  });

  it('tells a topic shown now from one outside its window and a hidden one', () => {
    expect(topicState({ status: 1, published: true })).toBe('published');
    expect(topicState({ status: 1, published: false })).toBe('outside');
    expect(topicState({ status: 0, published: false })).toBe('hidden');
  });

  it('moves an item up or down, and leaves the order alone at either end', () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
