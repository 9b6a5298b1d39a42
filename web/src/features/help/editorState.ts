import type { HelpModuleInput, HelpModuleType, ModuleStyle } from '@onsite/contracts';

/**
 * The page editor's state (issue 17 "page builder"): the page under edit (page1: setting.title and the
 * content modules), the selected module and the undo / redo stacks. Every change goes through `editorReducer`,
 * so undo and redo are the stacks of whole pages before and after each change.
 */
export interface EditorPage {
  setting: { title: string };
  content: HelpModuleInput[];
}

export interface EditorState {
  page: EditorPage;
  selected: string | null;
  past: EditorPage[];
  future: EditorPage[];
}

/** How many changes undo reaches back. */
export const UNDO_DEPTH = 50;

export const DEFAULT_STYLE: ModuleStyle = {
  bgColor: '#ffffff',
  paddingTop: 0,
  paddingLeft: 0,
  paddingBottom: 0,
  topRadius: 0,
  bottomRadius: 0,
};

let counter = 0;
/** A key no other module of the page has (kept across reorders: drag and drop follows it). */
export const newKey = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A new module of a type, with the params the spec's modules start from. */
export function newModule(type: HelpModuleType, key = newKey()): HelpModuleInput {
  const style = { ...DEFAULT_STYLE, paddingTop: 10, paddingLeft: 20, paddingBottom: 10 };
  switch (type) {
    case 'blank':
      return { key, type, params: { height: 30 }, style: { ...DEFAULT_STYLE } };
    case 'picture':
      return { key, type, params: { imgUrl: '' }, style };
    case 'listMenu':
      return { key, type, params: { items: [{ title: '', icon: '', link: '' }] }, style };
    case 'title':
      return {
        key,
        type,
        params: {
          title_text: '',
          title_type: 1,
          title_icon: '',
          subtitle_show: 0,
          subtitle_type: 1,
          subtitle_text: '',
          more_show: 0,
          more_text: '',
          more_icon: '',
          more_link: '',
          title_color: '',
        },
        style,
      };
    case 'video':
      return {
        key,
        type,
        params: { videoType: 2, videoUrl: '', videoLink: '', videoCode: '', videoPoster: '', videoRatio: 1 },
        style,
      };
  }
}

export type EditorAction =
  | { kind: 'load'; page: EditorPage }
  | { kind: 'select'; key: string | null }
  | { kind: 'title'; title: string }
  | { kind: 'add'; module: HelpModuleInput; index?: number }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'duplicate'; key: string; newKey?: string }
  | { kind: 'remove'; key: string }
  | { kind: 'params'; key: string; params: Record<string, unknown> }
  | { kind: 'style'; key: string; style: Partial<ModuleStyle> }
  | { kind: 'undo' }
  | { kind: 'redo' };

export const initialEditorState = (page: EditorPage): EditorState => ({
  page,
  selected: page.content[0]?.key ?? null,
  past: [],
  future: [],
});

/** A change of the page: the page before it goes on the undo stack, the redo stack is cleared. */
function change(state: EditorState, page: EditorPage, selected = state.selected): EditorState {
  return { page, selected, past: [...state.past, state.page].slice(-UNDO_DEPTH), future: [] };
}

const withContent = (page: EditorPage, content: HelpModuleInput[]): EditorPage => ({ ...page, content });

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { content } = state.page;
  switch (action.kind) {
    case 'load':
      return initialEditorState(action.page);
    case 'select':
      return { ...state, selected: action.key };
    case 'title':
      return change(state, { ...state.page, setting: { title: action.title } });
    case 'add': {
      const index = Math.min(Math.max(action.index ?? content.length, 0), content.length);
      const next = [...content.slice(0, index), action.module, ...content.slice(index)];
      return change(state, withContent(state.page, next), action.module.key);
    }
    case 'move': {
      if (action.from === action.to || !content[action.from] || action.to < 0 || action.to >= content.length)
        return state;
      const next = [...content];
      const [moved] = next.splice(action.from, 1);
      if (moved) next.splice(action.to, 0, moved);
      return change(state, withContent(state.page, next));
    }
    case 'duplicate': {
      const index = content.findIndex((module) => module.key === action.key);
      const source = content[index];
      if (!source) return state;
      const copy = { ...structuredClone(source), key: action.newKey ?? newKey() } as HelpModuleInput;
      const next = [...content.slice(0, index + 1), copy, ...content.slice(index + 1)];
      return change(state, withContent(state.page, next), copy.key);
    }
    case 'remove': {
      const index = content.findIndex((module) => module.key === action.key);
      if (index < 0) return state;
      const next = content.filter((module) => module.key !== action.key);
      const selected =
        state.selected === action.key ? ((next[index] ?? next[index - 1])?.key ?? null) : state.selected;
      return change(state, withContent(state.page, next), selected);
    }
    case 'params':
    case 'style': {
      if (!content.some((module) => module.key === action.key)) return state;
      const next = content.map((module) =>
        module.key !== action.key
          ? module
          : action.kind === 'params'
            ? ({ ...module, params: { ...(module.params ?? {}), ...action.params } } as HelpModuleInput)
            : ({ ...module, style: { ...module.style, ...action.style } } as HelpModuleInput),
      );
      return change(state, withContent(state.page, next));
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        page: previous,
        selected: keepSelection(previous, state.selected),
        past: state.past.slice(0, -1),
        future: [state.page, ...state.future],
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        page: next,
        selected: keepSelection(next, state.selected),
        past: [...state.past, state.page],
        future: rest,
      };
    }
  }
}

function keepSelection(page: EditorPage, selected: string | null): string | null {
  return page.content.some((module) => module.key === selected) ? selected : (page.content[0]?.key ?? null);
}
