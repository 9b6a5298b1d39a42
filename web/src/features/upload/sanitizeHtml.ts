import DOMPurify from 'dompurify';

// Links from rich text open in a new tab and give the target page no handle on ours.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Rich text as it may be shown: DOMPurify's HTML profile (no script, event handlers, javascript: URLs,
 * iframes, forms or styles), keeping images and videos with their controls.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['controls', 'target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/** Whether a text holds markup (older notices are plain text). */
export function looksLikeHtml(text: string): boolean {
  return /<([a-z][a-z0-9]*)(\s[^>]*)?\/?>/i.test(text);
}

/** The visible text of rich text, e.g. to tell an empty editor from one with content. */
export function textOf(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container.textContent ?? '';
}
