import { page1 } from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { type EditorState, editorReducer, initialEditorState, newModule, UNDO_DEPTH } from './editorState';

const start = (): EditorState => initialEditorState({ setting: { title: '帮助' }, content: [] });
const types = (state: EditorState) => state.page.content.map((module) => module.type);
const run = (state: EditorState, ...actions: Parameters<typeof editorReducer>[1][]) =>
  actions.reduce(editorReducer, state);

describe('the page editor state', () => {
  it('adds, reorders, duplicates and deletes modules, selecting the one touched', () => {
    let state = run(
      start(),
      { kind: 'add', module: newModule('title', 'a') },
      { kind: 'add', module: newModule('picture', 'b') },
      { kind: 'add', module: newModule('video', 'c'), index: 0 },
    );
    expect(types(state)).toEqual(['video', 'title', 'picture']);
    expect(state.selected).toBe('c');
    state = editorReducer(state, { kind: 'move', from: 0, to: 2 });
    expect(types(state)).toEqual(['title', 'picture', 'video']);
    state = editorReducer(state, { kind: 'duplicate', key: 'a', newKey: 'a2' });
    expect(state.page.content.map((module) => module.key)).toEqual(['a', 'a2', 'b', 'c']);
    expect(state.selected).toBe('a2');
    state = editorReducer(state, { kind: 'params', key: 'a2', params: { title_text: '常见问题' } });
    // the copy is its own: editing it leaves the original alone
    expect(state.page.content[0]?.type === 'title' && state.page.content[0].params.title_text).toBe('');
    state = editorReducer(state, { kind: 'remove', key: 'a2' });
    expect(state.page.content.map((module) => module.key)).toEqual(['a', 'b', 'c']);
    expect(state.selected).toBe('b');
    // a move out of range changes nothing and is not an undo step
    expect(editorReducer(state, { kind: 'move', from: 0, to: 9 })).toBe(state);
  });

  it('undoes and redoes each change, and a new change clears the redo stack', () => {
    let state = run(
      start(),
      { kind: 'add', module: newModule('title', 'a') },
      { kind: 'params', key: 'a', params: { title_text: '入门' } },
      { kind: 'style', key: 'a', style: { bgColor: '#f5f5f5', paddingTop: 24 } },
    );
    expect(state.past).toHaveLength(3);
    state = editorReducer(state, { kind: 'undo' });
    expect(state.page.content[0]?.style).toMatchObject({ paddingTop: 10 });
    state = editorReducer(state, { kind: 'undo' });
    expect(state.page.content[0]?.type === 'title' && state.page.content[0].params.title_text).toBe('');
    state = editorReducer(state, { kind: 'redo' });
    expect(state.page.content[0]?.type === 'title' && state.page.content[0].params.title_text).toBe('入门');
    expect(state.future).toHaveLength(1);
    state = editorReducer(state, { kind: 'title', title: '帮助中心' });
    expect(state.future).toEqual([]);
    expect(editorReducer(state, { kind: 'redo' })).toBe(state);
    state = run(state, { kind: 'undo' }, { kind: 'undo' }, { kind: 'undo' });
    expect(state.page.content).toEqual([]);
    expect(state.selected).toBeNull();
    expect(editorReducer(state, { kind: 'undo' })).toBe(state);
  });

  it('keeps at most UNDO_DEPTH steps', () => {
    let state = editorReducer(start(), { kind: 'add', module: newModule('blank', 'a') });
    for (let height = 0; height < UNDO_DEPTH + 10; height += 1)
      state = editorReducer(state, { kind: 'params', key: 'a', params: { height } });
    expect(state.past).toHaveLength(UNDO_DEPTH);
  });

  it('builds modules the contract takes once their content is filled in', () => {
    const state = run(
      start(),
      { kind: 'add', module: newModule('blank', 'a') },
      { kind: 'add', module: newModule('picture', 'b') },
      { kind: 'params', key: 'b', params: { imgUrl: 'https://cdn.example.com/a.png' } },
      { kind: 'add', module: newModule('listMenu', 'c') },
      {
        kind: 'params',
        key: 'c',
        params: { items: [{ title: '入门', icon: 'BookOutlined', link: 'entry:3' }] },
      },
      { kind: 'add', module: newModule('title', 'd') },
      { kind: 'params', key: 'd', params: { title_text: '帮助', title_type: 2, title_icon: 'StarOutlined' } },
      { kind: 'add', module: newModule('video', 'e') },
      { kind: 'params', key: 'e', params: { videoLink: 'https://cdn.example.com/a.mp4' } },
    );
    expect(page1.safeParse(state.page).success).toBe(true);
    const empty = run(start(), { kind: 'add', module: newModule('picture', 'x') });
    expect(page1.safeParse(empty.page).success).toBe(false);
  });
});
