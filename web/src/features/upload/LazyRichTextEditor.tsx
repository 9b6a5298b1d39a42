import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

// ProseMirror is most of this folder's weight: pages that only upload files do not load them.
const Editor = lazy(() => import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })));

/** The rich-text editor, loaded on first use. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 200 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
