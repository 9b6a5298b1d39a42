import {
  ArrowDownOutlined,
  ArrowLeftOutlined,
  ArrowUpOutlined,
  BorderOutlined,
  CopyOutlined,
  DeleteOutlined,
  FontSizeOutlined,
  HolderOutlined,
  PictureOutlined,
  PlusOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  HELP_MODULE_TYPES,
  type HelpModuleInput,
  type HelpModuleType,
  type ModuleStyle,
  PAGE_BUILDER_WIDTH,
  page1,
} from '@onsite/contracts';
import {
  Alert,
  Button,
  Card,
  ColorPicker,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Select,
  Skeleton,
  Space,
  Switch,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { IconInput } from '#web/features/material/NamedIcon';
import { ImageSourceField } from '#web/features/template/ImageSourceField';
import { VideoPicker } from '#web/features/upload';
import { type EditorPage, editorReducer, initialEditorState, newModule } from './editorState';
import { ModuleView } from './HelpPageView';
import { useHelpDesign, useHelpEntries, useHelpMutations } from './help.api';
import '#web/features/help/help.strings';

const PALETTE: Record<HelpModuleType, { icon: ReactNode; label: string }> = {
  blank: { icon: <BorderOutlined />, label: 'help.moduleBlank' },
  picture: { icon: <PictureOutlined />, label: 'help.modulePicture' },
  listMenu: { icon: <UnorderedListOutlined />, label: 'help.moduleListMenu' },
  title: { icon: <FontSizeOutlined />, label: 'help.moduleTitle' },
  video: { icon: <VideoCameraOutlined />, label: 'help.moduleVideo' },
};
const PALETTE_PREFIX = 'palette:';
const CANVAS_ID = 'canvas';

function PaletteItem({ type, onAdd }: { type: HelpModuleType; onAdd: () => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `${PALETTE_PREFIX}${type}`,
  });
  return (
    <Button
      ref={setNodeRef}
      block
      icon={PALETTE[type].icon}
      onClick={onAdd}
      data-testid={`help-palette-${type}`}
      style={{
        justifyContent: 'flex-start',
        transform: CSS.Translate.toString(transform),
        zIndex: isDragging ? 10 : undefined,
        cursor: 'grab',
      }}
      {...attributes}
      {...listeners}
    >
      {t(PALETTE[type].label)}
    </Button>
  );
}

function CanvasModule({
  module,
  index,
  count,
  selected,
  onSelect,
  onMove,
  onDuplicate,
  onRemove,
}: {
  module: HelpModuleInput;
  index: number;
  count: number;
  selected: boolean;
  onSelect: () => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: module.key,
  });
  return (
    <div
      ref={setNodeRef}
      data-testid="help-canvas-module"
      data-type={module.type}
      style={{
        position: 'relative',
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        outline: selected ? '2px solid #1677ff' : '1px dashed transparent',
        outlineOffset: -2,
      }}
    >
      <ModuleView module={module} />
      {/* a transparent button over the module selects it: the page's own links and players stay inert */}
      <button
        type="button"
        aria-label={t(PALETTE[module.type].label)}
        aria-pressed={selected}
        onClick={onSelect}
        data-testid="help-canvas-select"
        style={{
          position: 'absolute',
          inset: 0,
          background: 'transparent',
          border: 0,
          cursor: 'pointer',
          zIndex: 1,
        }}
      />
      {selected ? (
        <Space.Compact
          size="small"
          style={{
            position: 'absolute',
            zIndex: 2,
            right: 4,
            top: 4,
            background: '#fff',
            borderRadius: 6,
            boxShadow: '0 1px 4px rgba(0,0,0,.2)',
          }}
          onClick={(event) => event.stopPropagation()}
        >
          <Tooltip title={t('help.moveUp')}>
            <Button
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
              data-testid="help-module-up"
            />
          </Tooltip>
          <Tooltip title={t('help.moveDown')}>
            <Button
              icon={<ArrowDownOutlined />}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
              data-testid="help-module-down"
            />
          </Tooltip>
          <Tooltip title={t('help.duplicate')}>
            <Button icon={<CopyOutlined />} onClick={onDuplicate} data-testid="help-module-duplicate" />
          </Tooltip>
          <Popconfirm
            title={t('help.removeConfirm')}
            onConfirm={onRemove}
            okText={t('shell.ok')}
            cancelText={t('shell.cancel')}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              data-testid="help-module-remove"
              aria-label={t('help.removeModule')}
            />
          </Popconfirm>
        </Space.Compact>
      ) : null}
      <span
        {...attributes}
        {...listeners}
        title={t('help.dragHint')}
        data-testid="help-module-handle"
        style={{
          position: 'absolute',
          zIndex: 2,
          left: 4,
          top: 4,
          padding: 4,
          background: '#fff',
          borderRadius: 4,
          boxShadow: '0 1px 4px rgba(0,0,0,.2)',
          cursor: 'grab',
          display: selected ? 'inline-flex' : 'none',
        }}
      >
        <HolderOutlined />
      </span>
    </div>
  );
}

function Canvas({ children, empty }: { children: ReactNode; empty: boolean }) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });
  return (
    <div
      ref={setNodeRef}
      data-testid="help-canvas"
      style={{
        width: PAGE_BUILDER_WIDTH,
        minHeight: 600,
        background: '#fff',
        boxShadow: '0 2px 12px rgba(0,0,0,.08)',
        outline: isOver ? '2px dashed #1677ff' : undefined,
      }}
    >
      {empty ? (
        <Flex align="center" justify="center" style={{ height: 600 }}>
          <Empty description={t('help.emptyCanvas')} />
        </Flex>
      ) : (
        children
      )}
    </div>
  );
}

/** A link of a menu item or of "more": none, a web address (iframe stage) or one of the owner's help entries. */
function LinkInput({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const entries = useHelpEntries();
  const kind = value.startsWith('entry:') ? 'entry' : value ? 'url' : 'none';
  const [mode, setMode] = useState<'none' | 'url' | 'entry'>(kind);
  useEffect(() => {
    if (value) setMode(kind);
  }, [value, kind]);
  return (
    <Flex vertical gap={6} data-testid={testId}>
      <Radio.Group
        size="small"
        value={mode}
        onChange={(event) => {
          setMode(event.target.value);
          onChange('');
        }}
        options={[
          { value: 'none', label: t('help.linkNone') },
          { value: 'url', label: t('help.linkUrl') },
          { value: 'entry', label: t('help.linkEntry') },
        ]}
      />
      {mode === 'url' ? (
        <Input
          value={value}
          placeholder={t('help.linkUrlPlaceholder')}
          onChange={(event) => onChange(event.target.value.trim())}
          data-testid={`${testId}-url`}
        />
      ) : null}
      {mode === 'entry' ? (
        <Select
          value={value || undefined}
          placeholder={t('help.linkEntry')}
          loading={entries.isPending}
          onChange={onChange}
          data-testid={`${testId}-entry`}
          options={(entries.data ?? []).map((entry) => ({
            value: `entry:${entry.id}`,
            label: `${entry.category_name} / ${entry.title}`,
          }))}
        />
      ) : null}
    </Flex>
  );
}

const Field = ({ label, children, extra }: { label: string; children: ReactNode; extra?: string }) => (
  <Form.Item label={label} extra={extra} style={{ marginBottom: 12 }}>
    {children}
  </Form.Item>
);

function ParamsForm({
  module,
  set,
}: {
  module: HelpModuleInput;
  set: (params: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  switch (module.type) {
    case 'blank':
      return (
        <Field label={t('help.height')}>
          <InputNumber
            min={0}
            max={100}
            value={module.params?.height ?? 30}
            onChange={(height) => set({ height: height ?? 0 })}
          />
        </Field>
      );
    case 'picture':
      return (
        <Field label={t('help.image')}>
          <ImageSourceField
            value={module.params.imgUrl}
            onChange={(imgUrl) => set({ imgUrl })}
            testId="help-picture-image"
          />
        </Field>
      );
    case 'listMenu': {
      const items = module.params.items;
      const setItem = (index: number, change: Partial<(typeof items)[number]>) =>
        set({ items: items.map((item, at) => (at === index ? { ...item, ...change } : item)) });
      return (
        <Flex vertical gap={8}>
          {items.map((item, index) => (
            <Card
              // biome-ignore lint/suspicious/noArrayIndexKey: items are edited in place, by position
              key={index}
              size="small"
              data-testid="help-menu-item-form"
              title={`${t('help.items')} ${index + 1}`}
              extra={
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  disabled={items.length === 1}
                  onClick={() => set({ items: items.filter((_, at) => at !== index) })}
                  aria-label={t('help.delete')}
                />
              }
            >
              <Field label={t('help.itemTitle')}>
                <Input
                  value={item.title}
                  maxLength={40}
                  onChange={(event) => setItem(index, { title: event.target.value })}
                  data-testid="help-menu-item-title"
                />
              </Field>
              <Field label={t('help.icon')}>
                <IconInput
                  value={item.icon}
                  onChange={(icon) => setItem(index, { icon })}
                  data-testid="help-menu-item-icon"
                />
              </Field>
              <Field label={t('help.link')}>
                <LinkInput
                  value={item.link ?? ''}
                  onChange={(link) => setItem(index, { link })}
                  testId="help-menu-item-link"
                />
              </Field>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={items.length >= 30}
            onClick={() => set({ items: [...items, { title: '', icon: '', link: '' }] })}
            data-testid="help-menu-add-item"
          >
            {t('help.addItem')}
          </Button>
        </Flex>
      );
    }
    case 'title': {
      const p = module.params;
      return (
        <>
          <Field label={t('help.titleText')}>
            <Input
              value={p.title_text}
              maxLength={60}
              onChange={(event) => set({ title_text: event.target.value })}
              data-testid="help-title-text"
            />
          </Field>
          <Field label={t('help.titleType')}>
            <Radio.Group
              value={p.title_type ?? 1}
              onChange={(event) => set({ title_type: event.target.value })}
              data-testid="help-title-type"
              options={[
                { value: 1, label: t('help.titleUnderline') },
                { value: 2, label: t('help.titleIcon') },
              ]}
            />
          </Field>
          {p.title_type === 2 ? (
            <Field label={t('help.titleIcon')}>
              <IconInput
                value={p.title_icon}
                onChange={(title_icon) => set({ title_icon })}
                data-testid="help-title-icon"
              />
            </Field>
          ) : null}
          <Field label={t('help.titleColor')}>
            <ColorPicker
              value={p.title_color || undefined}
              allowClear
              onChange={(color) => set({ title_color: color.cleared ? '' : color.toHexString() })}
            />
          </Field>
          <Field label={t('help.subtitleShow')}>
            <Switch checked={p.subtitle_show === 1} onChange={(on) => set({ subtitle_show: on ? 1 : 0 })} />
          </Field>
          {p.subtitle_show === 1 ? (
            <>
              <Field label={t('help.subtitleType')}>
                <Radio.Group
                  value={p.subtitle_type ?? 1}
                  onChange={(event) => set({ subtitle_type: event.target.value })}
                  options={[
                    { value: 1, label: t('help.subtitleBelow') },
                    { value: 2, label: t('help.subtitleBeside') },
                  ]}
                />
              </Field>
              <Field label={t('help.subtitleText')}>
                <Input
                  value={p.subtitle_text}
                  maxLength={100}
                  onChange={(event) => set({ subtitle_text: event.target.value })}
                />
              </Field>
            </>
          ) : null}
          <Field label={t('help.moreShow')}>
            <Switch checked={p.more_show === 1} onChange={(on) => set({ more_show: on ? 1 : 0 })} />
          </Field>
          {p.more_show === 1 ? (
            <>
              <Field label={t('help.moreText')}>
                <Input
                  value={p.more_text}
                  maxLength={20}
                  onChange={(event) => set({ more_text: event.target.value })}
                />
              </Field>
              <Field label={t('help.moreIcon')}>
                <IconInput
                  value={p.more_icon}
                  onChange={(more_icon) => set({ more_icon })}
                  data-testid="help-more-icon"
                />
              </Field>
              <Field label={t('help.moreLink')}>
                <LinkInput
                  value={p.more_link ?? ''}
                  onChange={(more_link) => set({ more_link })}
                  testId="help-more-link"
                />
              </Field>
            </>
          ) : null}
        </>
      );
    }
    case 'video': {
      const p = module.params;
      return (
        <>
          <Field label={t('help.videoType')}>
            <Radio.Group
              value={p.videoType}
              onChange={(event) => set({ videoType: event.target.value })}
              data-testid="help-video-type"
              options={[
                { value: 1, label: t('help.videoUploaded') },
                { value: 2, label: t('help.videoLinkType') },
                { value: 3, label: t('help.videoEmbed') },
              ]}
            />
          </Field>
          {p.videoType === 1 ? (
            <Field label={t('help.videoUploaded')}>
              <VideoPicker value={p.videoUrl} onChange={(videoUrl) => set({ videoUrl })} />
            </Field>
          ) : null}
          {p.videoType === 2 ? (
            <Field label={t('help.videoLink')} extra={t('help.videoLinkHelp')}>
              <Input
                value={p.videoLink}
                placeholder="https://…"
                onChange={(event) => set({ videoLink: event.target.value.trim() })}
                data-testid="help-video-link"
              />
            </Field>
          ) : null}
          {p.videoType === 3 ? (
            <Field label={t('help.videoCode')} extra={t('help.videoCodeHelp')}>
              <Input.TextArea
                rows={4}
                value={p.videoCode}
                maxLength={2000}
                onChange={(event) => set({ videoCode: event.target.value })}
                data-testid="help-video-code"
              />
            </Field>
          ) : null}
          <Field label={t('help.videoPoster')}>
            <ImageSourceField
              value={p.videoPoster}
              onChange={(videoPoster) => set({ videoPoster })}
              testId="help-video-poster"
            />
          </Field>
          <Field label={t('help.videoRatio')}>
            <Select
              value={p.videoRatio ?? 1}
              onChange={(videoRatio) => set({ videoRatio })}
              data-testid="help-video-ratio"
              options={[
                { value: 1, label: t('help.ratio169') },
                { value: 2, label: t('help.ratio916') },
                { value: 3, label: t('help.ratio43') },
                { value: 4, label: t('help.ratioSquare') },
              ]}
            />
          </Field>
        </>
      );
    }
  }
}

const SPACING: (keyof Omit<ModuleStyle, 'bgColor'>)[] = [
  'paddingTop',
  'paddingLeft',
  'paddingBottom',
  'topRadius',
  'bottomRadius',
];

function StyleForm({
  style,
  set,
}: {
  style: Partial<ModuleStyle>;
  set: (style: Partial<ModuleStyle>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('help.bgColor')}>
        <ColorPicker
          value={style.bgColor || undefined}
          allowClear
          showText
          onChange={(color) => set({ bgColor: color.cleared ? '' : color.toHexString() })}
          data-testid="help-style-bg"
        />
      </Field>
      {SPACING.map((name) => (
        <Field key={name} label={t(`help.${name}`)}>
          <InputNumber
            min={0}
            max={100}
            precision={0}
            addonAfter="px"
            value={style[name] ?? 0}
            onChange={(value) => set({ [name]: value ?? 0 })}
            data-testid={`help-style-${name}`}
          />
        </Field>
      ))}
    </>
  );
}

const emptyPage = (title: string): EditorPage => ({ setting: { title }, content: [] });

/**
 * The page editor (issue 17): a palette of the five modules, the canvas at the base width 750 where modules
 * are added, reordered by drag and drop (dnd-kit), duplicated and deleted, the selected module's params and
 * style, undo / redo, save as draft and publish.
 */
export default function HelpDesignEditor({
  id: initialId,
  editable,
  onClose,
}: {
  id: number | null;
  editable: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [id, setId] = useState(initialId);
  const loaded = useHelpDesign(initialId);
  const { saveDesign, publishDesign } = useHelpMutations();
  const [state, dispatch] = useReducer(editorReducer, emptyPage(t('help.untitled')), initialEditorState);
  const [isHome, setIsHome] = useState(false);
  const [saved, setSaved] = useState<string>(JSON.stringify(emptyPage(t('help.untitled'))));
  const [savedHome, setSavedHome] = useState(false);
  const [status, setStatus] = useState<{ published: boolean; changes: boolean } | null>(null);
  const ready = initialId === null || loaded.data !== undefined;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const loadedOnce = useRef(false);
  useEffect(() => {
    if (!loaded.data || loadedOnce.current) return;
    loadedOnce.current = true;
    dispatch({ kind: 'load', page: loaded.data.draft });
    setIsHome(loaded.data.is_home);
    setSavedHome(loaded.data.is_home);
    setSaved(JSON.stringify(loaded.data.draft));
    setStatus({ published: loaded.data.published, changes: loaded.data.unpublished_changes });
  }, [loaded.data]);

  // Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z or Ctrl+Y redoes, outside text fields
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ kind: 'undo' });
      else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch({ kind: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const { content } = state.page;
  const selected = content.find((module) => module.key === state.selected) ?? null;
  const dirty = JSON.stringify(state.page) !== saved || savedHome !== isHome;
  const keys = useMemo(() => content.map((module) => module.key), [content]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const activeId = String(active.id);
    if (activeId.startsWith(PALETTE_PREFIX)) {
      if (!over) return;
      const type = activeId.slice(PALETTE_PREFIX.length) as HelpModuleType;
      const at = keys.indexOf(String(over.id));
      dispatch({ kind: 'add', module: newModule(type), index: at < 0 ? content.length : at + 1 });
      return;
    }
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(activeId);
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) dispatch({ kind: 'move', from, to });
  };

  const save = async () => {
    // the first module the contract refuses is selected; the server's message says what is wrong
    const checked = page1.safeParse(state.page);
    if (!checked.success) {
      const index = checked.error.issues[0]?.path[1];
      const module = typeof index === 'number' ? content[index] : undefined;
      if (module) dispatch({ kind: 'select', key: module.key });
    }
    const design = await saveDesign.mutateAsync({
      ...(id ? { id } : {}),
      page1: state.page,
      is_home: isHome,
    });
    setId(design.id);
    setSaved(JSON.stringify(state.page));
    setSavedHome(design.is_home);
    setStatus({ published: design.published, changes: design.unpublished_changes });
    return design.id;
  };

  const onSave = async () => {
    await save();
    feedback.success(t('help.draftSaved'));
  };

  const onPublish = async () => {
    const savedId = await save();
    const design = await publishDesign.mutateAsync(savedId);
    setStatus({ published: design.published, changes: design.unpublished_changes });
    feedback.success(t('help.publishedDone'));
  };

  if (initialId !== null && loaded.isError) return <Alert type="error" message={t('help.loadFailed')} />;
  if (!ready) return <Skeleton active />;

  const busy = saveDesign.isPending || publishDesign.isPending;
  return (
    <Card
      data-testid="help-editor"
      title={
        <Flex align="center" gap={12} wrap>
          {/* one button: leaving with unsaved changes asks first */}
          <Popconfirm
            title={t('help.leaveConfirm')}
            disabled={!(dirty && editable)}
            onConfirm={onClose}
            okText={t('shell.ok')}
            cancelText={t('shell.cancel')}
          >
            <Button
              icon={<ArrowLeftOutlined />}
              onClick={dirty && editable ? undefined : onClose}
              data-testid="help-editor-back"
            >
              {t('help.back')}
            </Button>
          </Popconfirm>
          <Input
            value={state.page.setting.title}
            maxLength={60}
            style={{ width: 260 }}
            disabled={!editable}
            placeholder={t('help.designTitle')}
            onChange={(event) => dispatch({ kind: 'title', title: event.target.value })}
            data-testid="help-editor-title"
          />
          <Tooltip title={t('help.homeHelp')}>
            <Space size={6}>
              <Switch
                checked={isHome}
                disabled={!editable}
                onChange={setIsHome}
                data-testid="help-editor-home"
              />
              <Typography.Text>{t('help.setHome')}</Typography.Text>
            </Space>
          </Tooltip>
          {status ? (
            status.published ? (
              <Tag color={status.changes ? 'orange' : 'green'}>
                {status.changes ? t('help.unpublished') : t('help.published')}
              </Tag>
            ) : (
              <Tag>{t('help.notPublished')}</Tag>
            )
          ) : null}
        </Flex>
      }
      extra={
        editable ? (
          <Space>
            <Tooltip title={t('help.undo')}>
              <Button
                icon={<UndoOutlined />}
                disabled={state.past.length === 0}
                onClick={() => dispatch({ kind: 'undo' })}
                data-testid="help-editor-undo"
                aria-label={t('help.undo')}
              />
            </Tooltip>
            <Tooltip title={t('help.redo')}>
              <Button
                icon={<RedoOutlined />}
                disabled={state.future.length === 0}
                onClick={() => dispatch({ kind: 'redo' })}
                data-testid="help-editor-redo"
                aria-label={t('help.redo')}
              />
            </Tooltip>
            <Button
              loading={saveDesign.isPending && !publishDesign.isPending}
              disabled={busy}
              onClick={onSave}
              data-testid="help-editor-save"
            >
              {t('help.saveDraft')}
            </Button>
            <Popconfirm
              title={t('help.publishConfirm')}
              onConfirm={onPublish}
              okText={t('shell.ok')}
              cancelText={t('shell.cancel')}
            >
              <Button
                type="primary"
                loading={publishDesign.isPending}
                disabled={busy}
                data-testid="help-editor-publish"
              >
                {t('help.publish')}
              </Button>
            </Popconfirm>
          </Space>
        ) : null
      }
      styles={{ body: { background: '#f5f6f8' } }}
    >
      <DndContext sensors={sensors} onDragEnd={editable ? onDragEnd : undefined}>
        <Flex gap={16} align="start">
          {editable ? (
            <Card
              size="small"
              title={t('help.modules')}
              style={{ width: 170, flex: 'none' }}
              data-testid="help-palette"
            >
              <Flex vertical gap={8}>
                {HELP_MODULE_TYPES.map((type) => (
                  <PaletteItem
                    key={type}
                    type={type}
                    onAdd={() => dispatch({ kind: 'add', module: newModule(type) })}
                  />
                ))}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('help.dragHint')}
                </Typography.Text>
              </Flex>
            </Card>
          ) : null}
          <Flex vertical gap={6} style={{ flex: 'none' }}>
            <Typography.Text type="secondary">
              {t('help.preview', { width: PAGE_BUILDER_WIDTH })}
            </Typography.Text>
            <Canvas empty={content.length === 0}>
              <SortableContext items={keys} strategy={verticalListSortingStrategy}>
                {content.map((module, index) => (
                  <CanvasModule
                    key={module.key}
                    module={module}
                    index={index}
                    count={content.length}
                    selected={module.key === state.selected}
                    onSelect={() => dispatch({ kind: 'select', key: module.key })}
                    onMove={(to) => dispatch({ kind: 'move', from: index, to })}
                    onDuplicate={() => dispatch({ kind: 'duplicate', key: module.key })}
                    onRemove={() => dispatch({ kind: 'remove', key: module.key })}
                  />
                ))}
              </SortableContext>
            </Canvas>
          </Flex>
          <Card size="small" style={{ flex: 1, minWidth: 320 }} data-testid="help-module-form">
            {selected && editable ? (
              <Form layout="vertical" component="div">
                <Typography.Title level={5} style={{ marginTop: 0 }}>
                  {t(PALETTE[selected.type].label)}
                </Typography.Title>
                <Tabs
                  items={[
                    {
                      key: 'params',
                      label: t('help.params'),
                      children: (
                        <ParamsForm
                          module={selected}
                          set={(params) => dispatch({ kind: 'params', key: selected.key, params })}
                        />
                      ),
                    },
                    {
                      key: 'style',
                      label: <span data-testid="help-style-tab">{t('help.style')}</span>,
                      children: (
                        <StyleForm
                          style={selected.style ?? {}}
                          set={(style) => dispatch({ kind: 'style', key: selected.key, style })}
                        />
                      ),
                    },
                  ]}
                />
              </Form>
            ) : (
              <Empty description={t('help.selectModule')} />
            )}
          </Card>
        </Flex>
      </DndContext>
    </Card>
  );
}
