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
import { Button, Divider, Flex, Tooltip } from 'antd';
import type { Command } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
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
import { sameToolbar, toolbarCommands, toolbarOf } from './richTextCommands';
import { createRichTextState } from './richTextRules';
import { parseRichText, richTextSchema, serializeRichText } from './richTextSchema';
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

/**
 * Rich text (ProseMirror) with image (5 MB png/jpeg/gif/webp) and video (10 MB mp4/webm) upload (spec §5); the
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
  const [editor, setEditor] = useState<EditorView | null>(null);
  const [state, setState] = useState(() => toolbarOf(null));

  // ProseMirror's view on a div of ours, created before the first paint, so the writing area shows at once.
  useLayoutEffect(() => {
    const element = mount.current;
    if (!element) return;
    const created: EditorView = new EditorView(element, {
      state: createRichTextState(latestValue.current),
      editable: () => !latest.current.disabled,
      // the writing area itself carries the test id, so tests type into it like into a textarea
      attributes: { 'data-testid': latest.current.testId, role: 'textbox', tabindex: '0' },
      dispatchTransaction: (tr) => {
        const next = created.state.apply(tr);
        created.updateState(next);
        // Only real edits reach the form: a value set from outside, or a change that leaves the HTML as it
        // was, would mark the field as touched and show its error.
        if (tr.docChanged && !tr.getMeta('preventUpdate')) {
          const html = serializeRichText(next.doc);
          if (html !== latestValue.current) latest.current.onChange?.(html);
        }
        const toolbar = toolbarOf(next);
        setState((previous) => (sameToolbar(previous, toolbar) ? previous : toolbar));
      },
    });
    setEditor(created);
    setState(toolbarOf(created.state));
    return () => {
      created.destroy();
      setEditor(null);
    };
  }, []);

  // The form may set or reset the value from outside (e.g. after sending).
  useEffect(() => {
    if (!editor || value === serializeRichText(editor.state.doc)) return;
    const { tr, doc } = editor.state;
    editor.dispatch(
      tr.replaceWith(0, doc.content.size, parseRichText(value).content).setMeta('preventUpdate', true),
    );
  }, [editor, value]);

  useEffect(() => {
    editor?.setProps({ editable: () => !disabled });
  }, [editor, disabled]);

  /** Runs a toolbar command on the editor, focused (TipTap's chain().focus()…run()). */
  const run = (command: Command) => {
    if (!editor) return;
    editor.focus();
    command(editor.state, editor.dispatch, editor);
  };

  const insert = (kind: RichTextUploadKind, uploaded: UploadedFile[] | null) => {
    setBusy((current) => ({ ...current, [kind]: false }));
    if (!editor || !uploaded) return;
    editor.focus();
    const tr = editor.state.tr;
    for (const file of uploaded) {
      const type = richTextSchema.nodes[kind];
      tr.replaceSelectionWith(
        type.create(kind === 'image' ? { src: file.src, alt: file.name } : { src: file.src }),
      );
    }
    editor.dispatch(tr.scrollIntoView());
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
        {tool(t('upload.editor.bold'), <BoldOutlined />, () => run(toolbarCommands.bold), state.bold)}
        {tool(t('upload.editor.italic'), <ItalicOutlined />, () => run(toolbarCommands.italic), state.italic)}
        {tool(
          t('upload.editor.strike'),
          <StrikethroughOutlined />,
          () => run(toolbarCommands.strike),
          state.strike,
        )}
        {tool(
          t('upload.editor.heading'),
          <FontSizeOutlined />,
          () => run(toolbarCommands.heading),
          state.heading,
        )}
        {tool(
          t('upload.editor.bulletList'),
          <UnorderedListOutlined />,
          () => run(toolbarCommands.bulletList),
          state.bulletList,
        )}
        {tool(
          t('upload.editor.orderedList'),
          <OrderedListOutlined />,
          () => run(toolbarCommands.orderedList),
          state.orderedList,
        )}
        <Divider orientation="vertical" />
        {uploadTool(t('upload.editor.image'), <PictureOutlined />, 'image')}
        {uploadTool(t('upload.editor.video'), <VideoCameraOutlined />, 'video')}
        <Divider orientation="vertical" />
        {tool(
          t('upload.editor.undo'),
          <UndoOutlined />,
          () => run(toolbarCommands.undo),
          false,
          state.canUndo,
        )}
        {tool(
          t('upload.editor.redo'),
          <RedoOutlined />,
          () => run(toolbarCommands.redo),
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
