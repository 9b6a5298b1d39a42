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
import { Editor } from '@tiptap/core';
import { Button, Divider, Flex, Tooltip } from 'antd';
import {
  type ChangeEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextUploadKind, RichTextUploadRequest } from './RichTextUploads';
import { richTextExtensions } from './richTextExtensions';
import type { UploadedFile } from './uploadFiles';
import { acceptOf, RICH_TEXT_RULES } from './uploadRules';
import './richText.css';
import '#web/features/upload/upload.strings';

// The upload core (checks, storage, contracts) and antd's Progress load with the first file chosen.
const RichTextUploads = lazy(() =>
  import('./RichTextUploads').then((module) => ({ default: module.RichTextUploads })),
);

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

/** What the toolbar shows: the marks and blocks at the selection, and whether undo and redo can run. */
const toolbarOf = (editor: Editor | null) => ({
  bold: editor?.isActive('bold') ?? false,
  italic: editor?.isActive('italic') ?? false,
  strike: editor?.isActive('strike') ?? false,
  heading: editor?.isActive('heading', { level: 3 }) ?? false,
  bulletList: editor?.isActive('bulletList') ?? false,
  orderedList: editor?.isActive('orderedList') ?? false,
  canUndo: editor?.can().undo() ?? false,
  canRedo: editor?.can().redo() ?? false,
});
type ToolbarState = ReturnType<typeof toolbarOf>;
const sameToolbar = (a: ToolbarState, b: ToolbarState) =>
  (Object.keys(a) as (keyof ToolbarState)[]).every((key) => a[key] === b[key]);

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
  const [requests, setRequests] = useState<Record<RichTextUploadKind, RichTextUploadRequest | null>>({
    image: null,
    video: null,
  });
  const [busy, setBusy] = useState<Record<RichTextUploadKind, boolean>>({ image: false, video: false });
  const inputs = useRef<Record<RichTextUploadKind, HTMLInputElement | null>>({ image: null, video: null });
  const latest = useRef({ onChange, disabled, testId });
  latest.current = { onChange, disabled, testId };
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [state, setState] = useState(() => toolbarOf(null));

  // TipTap's core on a div of ours (its React package, with node views drawn by React that this editor does
  // not use, weighs ~6 KB more); created before the first paint, so the writing area shows at once.
  useLayoutEffect(() => {
    const element = mount.current;
    if (!element) return;
    const created = new Editor({
      element,
      extensions: richTextExtensions,
      content: latestValue.current,
      editable: !latest.current.disabled,
      // the writing area itself carries the test id, so tests type into it like into a textarea
      editorProps: { attributes: { 'data-testid': latest.current.testId } },
      // Only real edits reach the form: TipTap also reports updates that leave the HTML as it was (e.g. the
      // empty document it normalises on start), which would mark the field as touched and show its error.
      onUpdate: ({ editor: current }) => {
        const html = htmlOf(current);
        if (html !== latestValue.current) latest.current.onChange?.(html);
      },
      onTransaction: ({ editor: current }) => {
        const next = toolbarOf(current);
        setState((previous) => (sameToolbar(previous, next) ? previous : next));
      },
    });
    setEditor(created);
    setState(toolbarOf(created));
    return () => {
      created.destroy();
      setEditor(null);
    };
  }, []);

  // The form may set or reset the value from outside (e.g. after sending).
  useEffect(() => {
    if (editor && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const insert = (kind: RichTextUploadKind, uploaded: UploadedFile[] | null) => {
    setBusy((current) => ({ ...current, [kind]: false }));
    if (!editor || !uploaded) return;
    const chain = editor.chain().focus();
    for (const file of uploaded) {
      chain.insertContent({
        type: kind,
        attrs: kind === 'image' ? { src: file.src, alt: file.name } : { src: file.src },
      });
    }
    chain.run();
  };

  const choose = (kind: RichTextUploadKind, event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // the same file may be chosen again
    event.target.value = '';
    if (files.length === 0) return;
    setBusy((current) => ({ ...current, [kind]: true }));
    setRequests((current) => ({ ...current, [kind]: { kind, files } }));
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

  // A plain file input (antd's Upload and rc-upload load no more): the button opens it at once, the
  // upload part loads when files are chosen, and the button spins until they are in.
  const uploadTool = (label: string, icon: ReactNode, kind: RichTextUploadKind) => (
    <span data-testid={`${testId}-${kind}`}>
      <input
        ref={(input) => {
          inputs.current[kind] = input;
        }}
        type="file"
        accept={acceptOf(RICH_TEXT_RULES[kind])}
        multiple={kind === 'image'}
        disabled={disabled || busy[kind]}
        style={{ display: 'none' }}
        onChange={(event) => choose(kind, event)}
      />
      <Tooltip title={label}>
        <Button
          type="text"
          size="small"
          aria-label={label}
          icon={icon}
          loading={busy[kind]}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => inputs.current[kind]?.click()}
        />
      </Tooltip>
    </span>
  );

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
          state.bold,
        )}
        {tool(
          t('upload.editor.italic'),
          <ItalicOutlined />,
          () => editor?.chain().focus().toggleItalic().run(),
          state.italic,
        )}
        {tool(
          t('upload.editor.strike'),
          <StrikethroughOutlined />,
          () => editor?.chain().focus().toggleStrike().run(),
          state.strike,
        )}
        {tool(
          t('upload.editor.heading'),
          <FontSizeOutlined />,
          () => editor?.chain().focus().toggleHeading({ level: 3 }).run(),
          state.heading,
        )}
        {tool(
          t('upload.editor.bulletList'),
          <UnorderedListOutlined />,
          () => editor?.chain().focus().toggleBulletList().run(),
          state.bulletList,
        )}
        {tool(
          t('upload.editor.orderedList'),
          <OrderedListOutlined />,
          () => editor?.chain().focus().toggleOrderedList().run(),
          state.orderedList,
        )}
        <Divider orientation="vertical" />
        {uploadTool(t('upload.editor.image'), <PictureOutlined />, 'image')}
        {uploadTool(t('upload.editor.video'), <VideoCameraOutlined />, 'video')}
        <Divider orientation="vertical" />
        {tool(
          t('upload.editor.undo'),
          <UndoOutlined />,
          () => editor?.chain().focus().undo().run(),
          false,
          state.canUndo,
        )}
        {tool(
          t('upload.editor.redo'),
          <RedoOutlined />,
          () => editor?.chain().focus().redo().run(),
          false,
          state.canRedo,
        )}
      </Flex>
      {requests.image || requests.video ? (
        <Suspense fallback={null}>
          <RichTextUploads image={requests.image} video={requests.video} acid={acid} onDone={insert} />
        </Suspense>
      ) : null}
      <div ref={mount} />
    </div>
  );
}
