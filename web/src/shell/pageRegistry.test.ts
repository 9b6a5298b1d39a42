import { describe, expect, it } from 'vitest';
import { failedChunkUrl } from './pageRegistry';

describe('a failed page chunk', () => {
  it('is named by the browsers’ import errors, so a retry can ask for it afresh', () => {
    expect(
      failedChunkUrl(
        new TypeError('Failed to fetch dynamically imported module: http://x.test/assets/Page-abc.js'),
      ),
    ).toBe('http://x.test/assets/Page-abc.js');
    expect(
      failedChunkUrl(new TypeError('error loading dynamically imported module: http://x.test/a.js')),
    ).toBe('http://x.test/a.js');
  });

  it('is not guessed from other errors', () => {
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedChunkUrl('boom')).toBeUndefined();
  });
});
