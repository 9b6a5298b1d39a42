import { describe, expect, it } from 'vitest';
import { isPublicPath } from './publicMenus';

describe('customer public paths', () => {
  it('are public with or without a trailing slash', () => {
    expect(isPublicPath('/programme')).toBe(true);
    expect(isPublicPath('/programme/')).toBe(true);
  });

  it("include a programme's phone page, the address its activity code carries", () => {
    expect(isPublicPath('/programme_h5_detail')).toBe(true);
  });

  it('keep signed-in pages private', () => {
    expect(isPublicPath('/activity')).toBe(false);
  });

  it('treat a tab reload (/redirect{path}) like the page it returns to', () => {
    expect(isPublicPath('/redirect/programme')).toBe(true);
    expect(isPublicPath('/redirect/activity')).toBe(false);
    expect(isPublicPath('/redirect')).toBe(false);
  });
});
