import {
  BoldOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Button, Divider, Flex, Progress, Tooltip, Upload } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextExtensions } from './richTextExtensions';
import type { UploadedFile } from './uploadFiles';
import { acceptOf, RICH_TEXT_RULES, UPLOAD_LIMIT } from './uploadRules';
import { useUploader } from './useUploader';
import './richText.css';
import '#web/features/upload/upload.strings';

export interface RichTextEditorProps {
  /** HTML */
  value?: string;
  /** HTML, '' when the editor is empty */
  onChange?: (html: string) => void;
  acid?: number;
  disabled?: boolean;
  'data-testid'?: string;
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * Rich text (TipTap) with image (5 MB png/jpeg/gif/webp) and video (10 MB mp4/webm) upload (spec §5); the
 * uploaded files are inserted by their public URL. Whoever shows the HTML sanitises it (RichTextContent).
 */
export function RichTextEditor({
  value = '',
  onChange,
  acid,
  disabled,
  'data-testid': testId = 'rich-text-editor',
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const latestValue = useRef(value);
  latestValue.current = value;
  const images = useUploader({ kind: 'image', rule: RICH_TEXT_RULES.image, acid });
  const videos = useUploader({ kind: 'video', rule: RICH_TEXT_RULES.video, acid });
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    editable: !disabled,
    // the writing area itself carries the test id, so tests type into it like into a textarea
    editorProps: { attributes: { 'data-testid': testId } },
    // Only real edits reach the form: TipTap also reports updates that leave the HTML as it was (e.g. the
    // empty document it normalises on start), which would mark the field as touched and show its error.
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      if (html !== latestValue.current) onChange?.(html);
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      strike: current?.isActive('strike') ?? false,
      heading: current?.isActive('heading', { level: 3 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  // The form may set or reset the value from outside (e.g. after sending).
  useEffect(() => {
    if (editor && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const insert = (uploaded: UploadedFile[] | null, kind: 'image' | 'video') => {
    if (!editor || !uploaded) return;
    const chain = editor.chain().focus();
    for (const file of uploaded) {
      if (kind === 'image') chain.setImage({ src: file.src, alt: file.name });
      else chain.insertContent({ type: 'video', attrs: { src: file.src } });
    }
    chain.run();
  };

  const tool = (label: string, icon: ReactNode, onClick: () => void, active = false, enabled = true) => (
    <Tooltip title={label} key={label}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        aria-label={label}
        aria-pressed={active}
        icon={icon}
        disabled={disabled || !enabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );

  const uploadTool = (label: string, icon: ReactNode, kind: 'image' | 'video', uploader: typeof images) => (
    <span data-testid={`${testId}-${kind}`}>
      <Upload
        accept={acceptOf(uploader.rule)}
        multiple={kind === 'image'}
        showUploadList={false}
        disabled={disabled || uploader.progress !== null}
        beforeUpload={(file, batch) => {
          if (file.uid === batch[batch.length - 1]?.uid) {
            void uploader
              .upload(batch, { existing: 0, max: UPLOAD_LIMIT })
              .then((files) => insert(files, kind));
          }
          return Upload.LIST_IGNORE;
        }}
      >
        <Tooltip title={label}>
          <Button
            type="text"
            size="small"
            aria-label={label}
            icon={icon}
            loading={uploader.progress !== null}
          />
        </Tooltip>
      </Upload>
    </span>
  );

  const progress = images.progress ?? videos.progress;
  return (
    <div className="rich-text-editor" data-testid={`${testId}-editor`}>
      <Flex
        gap={2}
        wrap
        align="center"
        role="toolbar"
        aria-label={t('upload.editor.toolbar')}
        style={{ padding: 4, borderBottom: '1px solid var(--ant-color-split)' }}
      >
        {tool(
          t('upload.editor.bold'),
          <BoldOutlined />,
          () => editor?.chain().focus().toggleBold().run(),
          state?.bold,
        )}
        {tool(
          t('upload.editor.italic'),
          <ItalicOutlined />,
          () => editor?.chain().focus().toggleItalic().run(),
          state?.italic,
        )}
        {tool(
          t('upload.editor.strike'),
          <StrikethroughOutlined />,
          () => editor?.chain().focus().toggleStrike().run(),
          state?.strike,
        )}
        {tool(
          t('upload.editor.heading'),
          <FontSizeOutlined />,
          () => editor?.chain().focus().toggleHeading({ level: 3 }).run(),
          state?.heading,
        )}
        {tool(
          t('upload.editor.bulletList'),
          <UnorderedListOutlined />,
          () => editor?.chain().focus().toggleBulletList().run(),
          state?.bulletList,
        )}
        {tool(
          t('upload.editor.orderedList'),
          <OrderedListOutlined />,
          () => editor?.chain().focus().toggleOrderedList().run(),
          state?.orderedList,
        )}
        <Divider orientation="vertical" />
        {uploadTool(t('upload.editor.image'), <PictureOutlined />, 'image', images)}
        {uploadTool(t('upload.editor.video'), <VideoCameraOutlined />, 'video', videos)}
        <Divider orientation="vertical" />
        {tool(
          t('upload.editor.undo'),
          <UndoOutlined />,
          () => editor?.chain().focus().undo().run(),
          false,
          state?.canUndo,
        )}
        {tool(
          t('upload.editor.redo'),
          <RedoOutlined />,
          () => editor?.chain().focus().redo().run(),
          false,
          state?.canRedo,
        )}
      </Flex>
      {progress !== null ? (
        <Progress percent={progress} size="small" style={{ padding: '0 8px', margin: 0 }} />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
