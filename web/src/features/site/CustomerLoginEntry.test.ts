import { describe, expect, it } from 'vitest';
import { pathAfterLogin } from './CustomerLoginEntry';

describe('where a login from the header popup leads', () => {
  it('stays on tool and programme pages', () => {
    for (const path of ['/tool/screen', '/programme', '/programme_detail', '/programme_h5_detail']) {
      expect(pathAfterLogin(path)).toBeNull();
    }
  });

  it('goes to the activities from anywhere else', () => {
    for (const path of ['/essay/about', '/', '/toolbox', '/programmer']) {
      expect(pathAfterLogin(path)).toBe('/activity');
    }
  });
});
