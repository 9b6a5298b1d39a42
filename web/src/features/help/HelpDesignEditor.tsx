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
  PAGE_BUILDER_WIDTH,
  page1,
} from '@onsite/contracts';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Popconfirm,
  Skeleton,
  Space,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '#web/app/feedback';
import { type EditorPage, editorReducer, initialEditorState, newModule } from './editorState';
import { ModuleView } from './HelpPageView';

import { useHelpDesign, useHelpMutations } from './help.api';
import '#web/features/help/help.strings';

/** The selected module's form and its pickers load apart from the canvas. */
const HelpModuleForm = lazy(() => import('./HelpModuleForm'));

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
              <Suspense fallback={<Skeleton active />}>
                <HelpModuleForm
                  module={selected}
                  title={t(PALETTE[selected.type].label)}
                  setParams={(params) => dispatch({ kind: 'params', key: selected.key, params })}
                  setStyle={(style) => dispatch({ kind: 'style', key: selected.key, style })}
                />
              </Suspense>
            ) : (
              <Empty description={t('help.selectModule')} />
            )}
          </Card>
        </Flex>
      </DndContext>
    </Card>
  );
}
