import { Typography } from 'antd';
import { useMemo } from 'react';
import { looksLikeHtml, sanitizeHtml } from './sanitizeHtml';
import './richText.css';

/** Shows rich text made by the editor (sanitised: it is written by someone else); plain text as written. */
export function RichTextContent({ html, 'data-testid': testId }: { html: string; 'data-testid'?: string }) {
  const safe = useMemo(() => (looksLikeHtml(html) ? sanitizeHtml(html) : null), [html]);
  if (safe === null) {
    return (
      <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }} data-testid={testId}>
        {html}
      </Typography.Paragraph>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
    <div className="rich-text-content" data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
