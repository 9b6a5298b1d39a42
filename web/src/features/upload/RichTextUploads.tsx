import { Progress } from 'antd';
import { useEffect, useRef } from 'react';
import type { UploadedFile } from './uploadFiles';
import { RICH_TEXT_RULES, UPLOAD_LIMIT } from './uploadRules';
import { type Uploader, useUploader } from './useUploader';

export type RichTextUploadKind = keyof typeof RICH_TEXT_RULES;

/** Files chosen with one of the toolbar's upload buttons (a new object for each choice). */
export interface RichTextUploadRequest {
  kind: RichTextUploadKind;
  files: File[];
}

export interface RichTextUploadsProps {
  image: RichTextUploadRequest | null;
  video: RichTextUploadRequest | null;
  acid?: number;
  /** the uploaded files to insert, or null when the choice was refused or failed (its message shown) */
  onDone: (kind: RichTextUploadKind, files: UploadedFile[] | null) => void;
}

/** Uploads each new request once (React's development mode runs effects twice). */
function useRequest(
  request: RichTextUploadRequest | null,
  uploader: Uploader,
  onDone: RichTextUploadsProps['onDone'],
) {
  const handled = useRef<RichTextUploadRequest | null>(null);
  const latest = useRef({ uploader, onDone });
  latest.current = { uploader, onDone };
  useEffect(() => {
    if (!request || handled.current === request) return;
    handled.current = request;
    void latest.current.uploader
      .upload(request.files, { existing: 0, max: UPLOAD_LIMIT })
      .then((files) => latest.current.onDone(request.kind, files));
  }, [request]);
}

/**
 * The editor's image and video uploads (check, upload, register; their messages as toasts) and their
 * progress bar: the upload core, antd's Progress and the upload contracts load with the first file chosen.
 */
export function RichTextUploads({ image, video, acid, onDone }: RichTextUploadsProps) {
  const images = useUploader({ kind: 'image', rule: RICH_TEXT_RULES.image, acid });
  const videos = useUploader({ kind: 'video', rule: RICH_TEXT_RULES.video, acid });
  useRequest(image, images, onDone);
  useRequest(video, videos, onDone);
  const progress = images.progress ?? videos.progress;
  if (progress === null) return null;
  return <Progress percent={progress} size="small" style={{ padding: '0 8px', margin: 0 }} />;
}
