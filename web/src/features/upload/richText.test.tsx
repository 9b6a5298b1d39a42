import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePublicConfig } from './publicConfig';
import { RichTextContent } from './RichTextContent';
import { looksLikeHtml } from './sanitizeHtml';

// What DOMPurify removes is proven in real Chromium (e2e/web/upload.e2e.ts): under happy-dom DOMPurify's
// parsing differs from a browser's, so a unit test here would prove nothing about the product.

afterEach(cleanup);

describe('rich text content', () => {
  it('tells markup from plain text', () => {
    expect(looksLikeHtml('<p>x</p>')).toBe(true);
    expect(looksLikeHtml('<img src="/storage/a.png">')).toBe(true);
    expect(looksLikeHtml('3 < 4 and 5 > 2')).toBe(false);
  });

  it('renders older plain-text content as text, with its line breaks', () => {
    const { container } = render(<RichTextContent html={'Line one\nLine 3 < 4'} />);
    expect(container.textContent).toBe('Line one\nLine 3 < 4');
    expect(container.querySelector('.rich-text-content')).toBeNull();
    expect(container.querySelector('div')?.style.whiteSpace).toBe('pre-line');
  });
});

describe('parsePublicConfig', () => {
  it('reads the object jsconfig.js assigns, without running it', () => {
    expect(
      parsePublicConfig('window.__ONSITE_CONFIG__ = {"storage_url":"/storage/","storage_driver":"local"};\n'),
    ).toEqual({ storage_url: '/storage/', storage_driver: 'local' });
    expect(() => parsePublicConfig('alert(1)')).toThrow();
    expect(() => parsePublicConfig('window.x = {"storage_url": 1};')).toThrow();
  });
});
