import { Selection, TextSelection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { afterEach, describe, expect, it } from 'vitest';
import { toolbarCommands, toolbarOf } from './richTextCommands';
import { createRichTextState } from './richTextRules';
import { htmlOf, richTextSchema, serializeRichText } from './richTextSchema';

// The behaviours the TipTap editor had (its input rules, shortcuts, toolbar commands and states), on the
// ProseMirror editor: typed as the browser would (text input, then keys).

let view: EditorView | undefined;
afterEach(() => view?.destroy());

const open = (content = '<p></p>') => {
  const current = new EditorView(document.createElement('div'), { state: createRichTextState(content) });
  current.dispatch(current.state.tr.setSelection(Selection.atEnd(current.state.doc)));
  view = current;
  return current;
};
const html = (current: EditorView) => htmlOf(current.state.doc);

const type = (current: EditorView, text: string) => {
  for (const char of text) {
    const { from, to } = current.state.selection;
    const handled = current.someProp('handleTextInput', (handler) =>
      handler(current, from, to, char, () => current.state.tr.insertText(char, from, to)),
    );
    if (!handled) current.dispatch(current.state.tr.insertText(char, from, to));
  }
};

// prosemirror-keymap's Mod is Cmd on a Mac, Ctrl elsewhere
const MAC = /Mac|iP(hone|[oa]d)/.test(navigator.platform);

const press = (current: EditorView, key: string, modifiers: { shift?: boolean; mod?: boolean } = {}) => {
  const event = new KeyboardEvent('keydown', {
    key,
    shiftKey: !!modifiers.shift,
    ctrlKey: !!modifiers.mod && !MAC,
    metaKey: !!modifiers.mod && MAC,
  });
  const handled = current.someProp('handleKeyDown', (handler) => handler(current, event));
  expect(handled, key).toBe(true);
};

describe('the rich-text editor', () => {
  it('turns Markdown-like beginnings into blocks', () => {
    const current = open();
    type(current, '### 标题');
    // a paragraph is kept at the end, to write after the heading (TipTap's trailing node)
    expect(html(current)).toBe('<h3>标题</h3><p></p>');
    press(current, 'Enter');
    type(current, '- 一');
    press(current, 'Enter');
    type(current, '二');
    expect(html(current)).toBe('<h3>标题</h3><ul><li><p>一</p></li><li><p>二</p></li></ul><p></p>');

    const quote = open();
    type(quote, '> 引用');
    expect(html(quote)).toBe('<blockquote><p>引用</p></blockquote><p></p>');

    const ordered = open();
    type(ordered, '3. 三');
    expect(html(ordered)).toBe('<ol start="3"><li><p>三</p></li></ol><p></p>');

    const code = open();
    type(code, '```js let a');
    expect(html(code)).toBe('<pre><code class="language-js">let a</code></pre><p></p>');

    const rule = open();
    type(rule, '---');
    expect(html(rule)).toBe('<hr><p></p>');
  });

  it('marks text typed between delimiters, and keeps the marks on a new line', () => {
    const current = open();
    type(current, '见 **粗** *斜* ~~删~~ `x` ');
    expect(html(current)).toBe('<p>见 <strong>粗</strong> <em>斜</em> <s>删</s> <code>x</code> </p>');

    const kept = open();
    press(kept, 'b', { mod: true });
    type(kept, '粗');
    press(kept, 'Enter');
    type(kept, '仍粗');
    expect(html(kept)).toBe('<p><strong>粗</strong></p><p><strong>仍粗</strong></p>');
    press(kept, 'u', { mod: true });
    press(kept, 'i', { mod: true });
    type(kept, '下');
    expect(html(kept)).toBe('<p><strong>粗</strong></p><p><strong>仍粗<em><u>下</u></em></strong></p>');
  });

  it('indents, splits and leaves list items with Tab, Shift-Tab, Enter and Backspace', () => {
    const current = open('<ul><li><p>一</p></li><li><p>二</p></li></ul>');
    // the cursor at the end of the second item
    const end = current.state.doc.firstChild?.nodeSize ?? 0;
    current.dispatch(current.state.tr.setSelection(TextSelection.create(current.state.doc, end - 3)));
    press(current, 'Tab');
    expect(html(current)).toBe('<ul><li><p>一</p><ul><li><p>二</p></li></ul></li></ul><p></p>');
    press(current, 'Tab', { shift: true });
    expect(html(current)).toBe('<ul><li><p>一</p></li><li><p>二</p></li></ul><p></p>');
    press(current, 'Enter');
    type(current, '三');
    expect(html(current)).toBe('<ul><li><p>一</p></li><li><p>二</p></li><li><p>三</p></li></ul><p></p>');
    // at the start of an item Backspace joins it to the one before, text and all
    const third = current.state.selection.from - 1;
    current.dispatch(current.state.tr.setSelection(TextSelection.create(current.state.doc, third)));
    press(current, 'Backspace');
    expect(html(current)).toBe('<ul><li><p>一</p></li><li><p>二三</p></li></ul><p></p>');
    // Enter in an empty item leaves the list
    const item = open('<ul><li><p>一</p></li></ul><p></p>');
    item.dispatch(item.state.tr.setSelection(TextSelection.create(item.state.doc, 4)));
    press(item, 'Enter');
    expect(html(item)).toBe('<ul><li><p>一</p></li><li><p></p></li></ul><p></p>');
    press(item, 'Enter');
    expect(html(item)).toBe('<ul><li><p>一</p></li></ul><p></p><p></p>');
    // Backspace in the paragraph after a list brings its text into the list's last item
    type(item, '续');
    item.dispatch(
      item.state.tr.setSelection(TextSelection.create(item.state.doc, item.state.selection.from - 1)),
    );
    press(item, 'Backspace');
    expect(html(item)).toBe('<ul><li><p>一续</p></li></ul><p></p>');
    // and at the start of the first item lifts it out of the list
    item.dispatch(item.state.tr.setSelection(TextSelection.create(item.state.doc, 3)));
    press(item, 'Backspace');
    expect(html(item)).toBe('<p>一续</p><p></p>');
  });

  it('runs the toolbar commands and shows their state', () => {
    const current = open('<p>文字</p>');
    const all = TextSelection.create(current.state.doc, 1, 3);
    current.dispatch(current.state.tr.setSelection(all));
    expect(toolbarOf(current.state)).toEqual({
      bold: false,
      italic: false,
      strike: false,
      heading: false,
      bulletList: false,
      orderedList: false,
      canUndo: false,
      canRedo: false,
    });
    for (const command of ['bold', 'italic', 'strike', 'bulletList'] as const) {
      toolbarCommands[command](current.state, current.dispatch);
    }
    expect(html(current)).toBe('<ul><li><p><strong><em><s>文字</s></em></strong></p></li></ul><p></p>');
    expect(toolbarOf(current.state)).toMatchObject({
      bold: true,
      italic: true,
      strike: true,
      bulletList: true,
    });
    toolbarCommands.orderedList(current.state, current.dispatch);
    expect(html(current)).toBe('<ol><li><p><strong><em><s>文字</s></em></strong></p></li></ol><p></p>');
    expect(toolbarOf(current.state)).toMatchObject({ bulletList: false, orderedList: true, canUndo: true });
    // a heading cannot be a list item's first block: it leaves the list, as TipTap's did
    toolbarCommands.heading(current.state, current.dispatch);
    expect(html(current)).toBe('<h3><strong><em><s>文字</s></em></strong></h3><p></p>');
    expect(toolbarOf(current.state).heading).toBe(true);
    toolbarCommands.heading(current.state, current.dispatch);
    expect(html(current)).toBe('<p><strong><em><s>文字</s></em></strong></p><p></p>');
    // a list made next to a list of its kind joins it
    const next = open('<ul><li><p>一</p></li></ul><p>二</p><ul><li><p>三</p></li></ul>');
    next.dispatch(next.state.tr.setSelection(TextSelection.create(next.state.doc, 9)));
    toolbarCommands.bulletList(next.state, next.dispatch);
    expect(html(next)).toBe('<ul><li><p>一</p></li><li><p>二</p></li><li><p>三</p></li></ul><p></p>');
    while (toolbarOf(current.state).canUndo) toolbarCommands.undo(current.state, current.dispatch);
    expect(html(current)).toBe('<p>文字</p>');
    expect(toolbarOf(current.state).canRedo).toBe(true);
    press(current, 'z', { mod: true, shift: true });
    expect(html(current)).not.toBe('<p>文字</p>');
  });

  it('makes pasted http(s) addresses links', () => {
    const current = open();
    current.pasteText('见 https://example.com/a?b=1 和 http://a.cn/x');
    expect(html(current)).toBe(
      '<p>见 <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1">https://example.com/a?b=1</a> 和 ' +
        '<a target="_blank" rel="noopener noreferrer nofollow" href="http://a.cn/x">http://a.cn/x</a></p>',
    );
  });

  it('leaves a code block that opens the document with ArrowUp', () => {
    const current = open('<pre><code>x</code></pre>');
    current.dispatch(current.state.tr.setSelection(TextSelection.create(current.state.doc, 1)));
    press(current, 'ArrowUp');
    type(current, '前');
    expect(html(current)).toBe('<p>前</p><pre><code>x</code></pre><p></p>');
  });

  it('makes pasted numbered lines an ordered list', () => {
    const current = open();
    current.pasteText('3. 三\n4. 见 https://a.cn/x\n');
    expect(html(current)).toBe(
      '<ol start="3"><li><p>三</p></li><li><p>见 <a target="_blank" rel="noopener noreferrer nofollow" ' +
        'href="https://a.cn/x">https://a.cn/x</a></p></li></ol><p></p>',
    );
    const text = open();
    text.pasteText('1. 一\n3. 三');
    expect(html(text)).toBe('<p>1. 一</p><p>3. 三</p>');
  });

  it('inserts pictures and videos where the cursor is, and reads an empty editor as ""', () => {
    const { image, video } = richTextSchema.nodes;
    const current = open('<ul><li><p>一</p></li></ul>');
    current.dispatch(current.state.tr.setSelection(TextSelection.create(current.state.doc, 4)));
    current.dispatch(
      current.state.tr.replaceSelectionWith(image.create({ src: '/storage/a.png', alt: 'a.png' })),
    );
    expect(html(current)).toBe('<ul><li><p>一</p><img src="/storage/a.png" alt="a.png"></li></ul><p></p>');
    const empty = open('<p></p>');
    empty.dispatch(empty.state.tr.replaceSelectionWith(video.create({ src: '/storage/v.mp4' })));
    expect(html(empty)).toBe(
      '<video controls="true" preload="metadata" src="/storage/v.mp4"></video><p></p>',
    );
    expect(serializeRichText(open('<p></p>').state.doc)).toBe('');
    expect(serializeRichText(open('').state.doc)).toBe('');
  });
});
