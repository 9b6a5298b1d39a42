import { Selection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { afterEach, describe, expect, it } from 'vitest';
import { createRichTextState } from './richTextRules';
import { htmlOf, isAllowedUri } from './richTextSchema';

// Rich text stored by the editor while it used TipTap's StarterKit (with its Link, image and video), and
// what that editor's getHTML() gave for it (StarterKit 3.34, run once on this input): the schema of our
// own schema (now on ProseMirror itself) must keep every stored mark and block the same, so that opening and saving a stored
// text changes nothing.
const STORED =
  '<p>正文 <strong>粗</strong> <em>斜</em> <s>删</s> <u>下划线</u> <code>x</code> ' +
  '<a href="https://example.com/a?b=1">链接</a> <a href="javascript:alert(1)">坏</a> ' +
  '<a href="/help" target="_self" title="t">相对</a></p>' +
  '<h1>一</h1><h3>标题</h3><ul><li><p>一</p><ul><li><p>嵌套</p></li></ul></li></ul>' +
  '<ol start="3"><li><p>二</p></li></ol><blockquote><p>引用</p></blockquote>' +
  '<pre><code class="language-js">let a = 1;</code></pre><hr><p>a<br>b</p>' +
  '<img src="/storage/a.png" alt="a.png" title="t"><video controls src="/storage/v.mp4"></video>' +
  '<p><span style="color:red">span</span> <b>b</b> <i>i</i> <del>d</del> <strike>st</strike></p>' +
  '<table><tr><td>t</td></tr></table><h4>h4</h4>';
const STARTER_KIT_HTML =
  '<p>正文 <strong>粗</strong> <em>斜</em> <s>删</s> <u>下划线</u> <code>x</code> ' +
  '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1">链接</a> 坏 ' +
  '<a target="_self" rel="noopener noreferrer nofollow" href="/help" title="t">相对</a></p>' +
  '<h1>一</h1><h3>标题</h3><ul><li><p>一</p><ul><li><p>嵌套</p></li></ul></li></ul>' +
  '<ol start="3"><li><p>二</p></li></ol><blockquote><p>引用</p></blockquote>' +
  '<pre><code class="language-js">let a = 1;</code></pre><hr><p>a<br>b</p>' +
  '<img src="/storage/a.png" alt="a.png" title="t">' +
  '<video controls="true" preload="metadata" src="/storage/v.mp4"></video>' +
  '<p>span <strong>b</strong> <em>i</em> <s>d</s> <s>st</s></p><p>t</p><h4>h4</h4>';

let view: EditorView | undefined;
afterEach(() => view?.destroy());

/** The editor on the content, with TipTap's getHTML() and focus('end'). */
const open = (content: string) => {
  const current = new EditorView(document.createElement('div'), { state: createRichTextState(content) });
  view = current;
  return {
    view: current,
    get state() {
      return current.state;
    },
    getHTML: () => htmlOf(current.state.doc),
    commands: {
      focus: (_at: 'end') =>
        current.dispatch(current.state.tr.setSelection(Selection.atEnd(current.state.doc))),
    },
  };
};

describe('the rich-text schema', () => {
  it('reads stored rich text as the StarterKit editor did, and writes it back unchanged', () => {
    const html = open(STORED).getHTML();
    expect(html).toBe(STARTER_KIT_HTML);
    // a second round trip changes nothing
    expect(open(html).getHTML()).toBe(html);
  });

  it('checks link addresses as TipTap did', () => {
    for (const ok of [
      'https://a.cn',
      'http://a.cn',
      'mailto:a@b.cn',
      'tel:123',
      '/storage/x',
      '#top',
      'a.cn/x',
      '',
    ]) {
      expect(isAllowedUri(ok), ok).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(isAllowedUri(bad), bad).toBe(false);
    }
  });

  it('makes a typed http(s) address a link when a space follows it', () => {
    const current = open('<p></p>');
    current.commands.focus('end');
    for (const char of '见 https://example.com/a?b=1 ') {
      const { from, to } = current.state.selection;
      const handled = current.view.someProp('handleTextInput', (handler) =>
        handler(current.view, from, to, char, () => current.state.tr.insertText(char, from, to)),
      );
      if (!handled) current.view.dispatch(current.state.tr.insertText(char, from, to));
    }
    expect(current.getHTML()).toBe(
      '<p>见 <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1">https://example.com/a?b=1</a> </p>',
    );
  });
});
