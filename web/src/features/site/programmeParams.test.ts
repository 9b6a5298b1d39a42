import { describe, expect, it } from 'vitest';
import { programmeParams, withParams } from './programmeParams';

describe('programmeParams', () => {
  it('reads the topic, filters and page of /programme', () => {
    expect(programmeParams(new URLSearchParams('topic=7'))).toMatchObject({
      topic: 7,
      tag: undefined,
      page: 1,
    });
    expect(
      programmeParams(new URLSearchParams('category=annual&keyword=年会&tag=3&project=4&page=2')),
    ).toEqual({ topic: undefined, category: 'annual', keyword: '年会', tag: 3, project: 4, page: 2 });
  });

  it('takes a hand-edited id that is not a positive whole number as no filter', () => {
    for (const value of ['abc', '0', '-1', '1.5', '99999999999'])
      expect(programmeParams(new URLSearchParams(`tag=${value}&topic=${value}`))).toMatchObject({
        tag: undefined,
        topic: undefined,
      });
    expect(programmeParams(new URLSearchParams('page=x')).page).toBe(1);
  });

  it('sets and clears parameters, keeping the others', () => {
    const next = withParams(new URLSearchParams('category=annual&page=3&tag=2'), {
      tag: '',
      page: '',
      project: '5',
    });
    expect(next.toString()).toBe('category=annual&project=5');
  });
});
