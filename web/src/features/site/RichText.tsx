import { Typography } from 'antd';
import { useMemo } from 'react';
import { sanitizeHtml } from '#web/features/upload/sanitizeHtml';

/** Server-authored rich text, sanitised before it is shown. */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above */}
      <div className="site-rich-text" dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
