import {
  baseKeymap,
  chainCommands,
  createParagraphNear,
  exitCode,
  liftEmptyBlock,
  newlineInCode,
  setBlockType,
  splitBlock,
  toggleMark,
} from 'prosemirror-commands';
import { dropCursor } from 'prosemirror-dropcursor';
import { gapCursor } from 'prosemirror-gapcursor';
import { history, redo, undo } from 'prosemirror-history';
import {
  InputRule,
  inputRules,
  textblockTypeInputRule,
  undoInputRule,
  wrappingInputRule,
} from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import { Fragment, type MarkType, type Node as PMNode, Slice } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import { type Command, EditorState, Plugin, PluginKey, TextSelection } from 'prosemirror-state';
import { joinPoint } from 'prosemirror-transform';
import { toggleBlock, toggleBlockquote, toggleList } from './richTextCommands';
import { parseRichText, richTextSchema } from './richTextSchema';

/*
 * The editor's behaviour as TipTap's extensions gave it: their input rules (Markdown-like shortcuts), their
 * keyboard shortcuts, the http(s) autolink on a space and on paste, and a paragraph kept at the end.
 */

const { nodes, marks } = richTextSchema;
// TipTap runs no rule inside code (a code block or code mark)
const NOT_IN_CODE = { inCodeMark: false } as const;

/**
 * A rule whose first group is the whole delimited text (e.g. `**bold**`) and whose last group the text
 * inside: the delimiters go and the text gets the mark (TipTap's markInputRule). The last character of
 * the match is the one being typed, not yet in the document (or already in it after an IME composition).
 */
const markRule = (pattern: RegExp, type: MarkType) =>
  new InputRule(
    pattern,
    (state, match, start, end) => {
      const [whole, delimited = '', inner = ''] = match;
      const fullStart = start + whole.length - delimited.length;
      const innerStart = fullStart + delimited.indexOf(inner);
      const innerEnd = innerStart + inner.length;
      const tr = state.tr;
      if (end > innerEnd) tr.delete(innerEnd, end);
      tr.delete(fullStart, innerStart);
      tr.addMark(fullStart, fullStart + inner.length, type.create());
      tr.removeStoredMark(type);
      return tr;
    },
    NOT_IN_CODE,
  );

/** An http(s) address as TipTap's Link pastes it. */
const URL_PATTERN =
  /https?:\/\/(?:www\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z]{2,}\b[-a-zA-Z0-9@:%._+~#=?!&/]*/;

/** A typed http(s) address becomes a link when a space follows it (at the start of the text or after a space). */
const autolinkRule = new InputRule(
  new RegExp(`(?:^|\\s)(${URL_PATTERN.source})\\s$`),
  (state, match, start, end) => {
    const whole = match[0];
    const url = match[1] ?? '';
    const urlEnd = start + whole.length - 1;
    const urlStart = urlEnd - url.length;
    if (state.doc.rangeHasMark(urlStart, urlEnd, marks.link)) return null;
    const tr = state.tr.addMark(urlStart, urlEnd, marks.link.create({ href: url }));
    // the space being typed is not in the document yet (after an IME composition it is)
    if (end - start < whole.length) tr.insertText(whole.slice(-1), urlEnd);
    return tr;
  },
  NOT_IN_CODE,
);

/** A horizontal rule for `---` (or `___ `, `*** `) at the start of a paragraph, with a paragraph after it. */
const ruleRule = new InputRule(
  /^(?:---|—-|___\s|\*\*\*\s)$/,
  (state, _match, start, end) => {
    const $start = state.doc.resolve(start);
    const tr = state.tr.delete(start, end);
    const from = $start.before();
    const to = tr.mapping.map($start.after());
    const emptied = tr.doc.resolve(tr.mapping.map(start)).parent.content.size === 0;
    if (emptied) tr.replaceWith(from, to, [nodes.horizontalRule.create(), nodes.paragraph.create()]);
    else tr.replaceRangeWith(tr.mapping.map(start), tr.mapping.map(start), nodes.horizontalRule.create());
    if (emptied) tr.setSelection(TextSelection.create(tr.doc, from + 2));
    return tr.scrollIntoView();
  },
  NOT_IN_CODE,
);

/** `![alt](src "title")` typed becomes an image (as @tiptap/extension-image did). */
const imageRule = new InputRule(
  /(?:^|\s)(!\[(.+|:?)]\((\S+)(?:(?:\s+)["'](\S+)["'])?\))$/,
  (state, match, start, end) => {
    const [whole, delimited = '', alt, src, title] = match;
    const fullStart = start + whole.length - delimited.length;
    return state.tr.replaceRangeWith(fullStart, end, nodes.image.create({ src, alt, title }));
  },
  NOT_IN_CODE,
);

const rules = [
  textblockTypeInputRule(/^(#{1,6})\s$/, nodes.heading, (match) => ({ level: match[1]?.length })),
  wrappingInputRule(/^\s*>\s$/, nodes.blockquote),
  textblockTypeInputRule(/^```([a-z]+)?[\s\n]$/, nodes.codeBlock, (match) => ({
    language: match[1] ?? null,
  })),
  textblockTypeInputRule(/^~~~([a-z]+)?[\s\n]$/, nodes.codeBlock, (match) => ({
    language: match[1] ?? null,
  })),
  ruleRule,
  wrappingInputRule(/^\s*([-+*])\s$/, nodes.bulletList),
  wrappingInputRule(
    /^(\d+)\.\s$/,
    nodes.orderedList,
    (match) => ({ start: Number(match[1]) }),
    (match, node) => node.childCount + node.attrs.start === Number(match[1]),
  ),
  markRule(/(?:^|\s)(\*\*(?!\s+\*\*)((?:[^*]+))\*\*(?!\s+\*\*))$/, marks.bold),
  markRule(/(?:^|\s)(__(?!\s+__)((?:[^_]+))__(?!\s+__))$/, marks.bold),
  markRule(/(?:^|\s)(\*(?!\s+\*)((?:[^*]+))\*(?!\s+\*))$/, marks.italic),
  markRule(/(?:^|\s)(_(?!\s+_)((?:[^_]+))_(?!\s+_))$/, marks.italic),
  markRule(/(?:^|\s)(~~(?!\s+~~)((?:[^~]+))~~(?!\s+~~))$/, marks.strike),
  markRule(/(?:^|[^`])(`([^`]+)`)(?!`)$/, marks.code),
  imageRule,
  autolinkRule,
];

/** Pasted http(s) addresses become links (not inside code or an existing link). */
const linkPasted = (fragment: Fragment, parent: PMNode | null): Fragment => {
  const children: PMNode[] = [];
  fragment.forEach((child) => {
    if (!child.isText) {
      children.push(child.copy(linkPasted(child.content, child)));
      return;
    }
    const text = child.text ?? '';
    const skip =
      (parent && !parent.type.allowsMarkType(marks.link)) ||
      child.marks.some((mark) => mark.type === marks.link || mark.type.spec.code);
    const pattern = new RegExp(URL_PATTERN.source, 'g');
    let last = 0;
    for (const match of skip ? [] : text.matchAll(pattern)) {
      const index = match.index ?? 0;
      if (index > last) children.push(child.cut(last, index));
      children.push(
        richTextSchema.text(match[0], marks.link.create({ href: match[0] }).addToSet(child.marks)),
      );
      last = index + match[0].length;
    }
    if (last < text.length) children.push(last === 0 ? child : child.cut(last));
  });
  return Fragment.fromArray(children);
};

const ORDERED_LINE = /^\s*(\d+)[.)]\s+(.*)$/;

/**
 * Plain text pasted as numbered lines ("1. …", "2. …", two or more, numbered on from the first) becomes an
 * ordered list starting at its first number, as @tiptap/extension-list's plain-text paste made it.
 */
const orderedListOfText = (text: string): Slice | null => {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const matches = lines.map((line) => line.match(ORDERED_LINE));
  if (lines.length < 2 || matches.some((match) => !match)) return null;
  const start = Number(matches[0]?.[1]);
  if (matches.some((match, index) => Number(match?.[1]) !== start + index)) return null;
  const items = matches.map((match) => {
    const content = match?.[2] ? richTextSchema.text(match[2]) : null;
    return nodes.listItem.create(null, nodes.paragraph.create(null, content));
  });
  return new Slice(Fragment.from(nodes.orderedList.create({ start }, items)), 0, 0);
};

const pasteRules = new Plugin({
  props: {
    clipboardTextParser: (text, $context) =>
      ($context.parent.type.spec.code ? null : orderedListOfText(text)) as Slice,
    transformPasted: (slice) => new Slice(linkPasted(slice.content, null), slice.openStart, slice.openEnd),
  },
});

/** A paragraph is kept at the end of the document, so that one can write after a list, image or video. */
const trailingKey = new PluginKey<boolean>('trailingNode');
const needsTrailing = (doc: PMNode) => doc.lastChild?.type !== nodes.paragraph;
const trailingParagraph = new Plugin<boolean>({
  key: trailingKey,
  state: {
    init: (_, state) => needsTrailing(state.doc),
    apply: (tr, value) => (tr.docChanged ? needsTrailing(tr.doc) : value),
  },
  appendTransaction: (_, __, state) =>
    trailingKey.getState(state) ? state.tr.insert(state.doc.content.size, nodes.paragraph.create()) : null,
});

/** Keeps the marks at the cursor on the new line (TipTap's keepMarks; a link does not go on). */
const keepingMarks =
  (command: Command): Command =>
  (state, dispatch, view) => {
    const { storedMarks, selection } = state;
    const kept = (storedMarks || (selection.$to.parentOffset ? selection.$from.marks() : null))?.filter(
      (mark) => mark.type !== marks.link,
    );
    return command(
      state,
      dispatch &&
        ((tr) => {
          if (kept) tr.ensureMarks(kept);
          dispatch(tr);
        }),
      view,
    );
  };

/** Enter a third time at the end of a code block leaves it (its two trailing new lines removed). */
const exitCodeOnTripleEnter: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parent.type !== nodes.codeBlock) return false;
  const atEnd = $from.parentOffset === $from.parent.nodeSize - 2;
  if (!atEnd || !$from.parent.textContent.endsWith('\n\n')) return false;
  if (!dispatch) return true;
  const tr = state.tr.delete($from.pos - 2, $from.pos);
  return exitCode(state.apply(tr), (next) => {
    for (const step of next.steps) tr.step(step);
    tr.setSelection(TextSelection.create(tr.doc, next.selection.from));
    dispatch(tr.scrollIntoView());
  });
};

/**
 * ArrowUp at the start of a code block opening the document adds a paragraph before it to write in
 * (TipTap's exitOnArrowUp; after the last block the trailing paragraph is always there).
 */
const leaveCodeBlockUp: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parent.type !== nodes.codeBlock || $from.depth !== 1) return false;
  if ($from.parentOffset !== 0 || $from.index(0) !== 0) return false;
  if (dispatch) {
    const tr = state.tr.insert(0, nodes.paragraph.create());
    dispatch(tr.setSelection(TextSelection.create(tr.doc, 1)).scrollIntoView());
  }
  return true;
};

/** Backspace at the start of an empty code block (or heading…) at the top makes it a paragraph again. */
const clearEmptyBlockAtStart: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parentOffset !== 0 || $from.parent.type === nodes.paragraph) return false;
  if (!$from.parent.isTextblock || $from.parent.content.size > 0) return false;
  if ($from.depth !== 1 || $from.index(0) !== 0) return false;
  return setBlockType(nodes.paragraph)(state, dispatch);
};

/**
 * Backspace at the start of a list item (TipTap's list keymap): the item joins the one before, text and
 * all, unless that one has a list inside (then, as for the first item, it is lifted out of its list).
 */
const listItemBackspace: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parentOffset !== 0 || $from.depth < 2) return false;
  const item = $from.node(-1);
  if (item.type !== nodes.listItem || $from.index(-1) !== 0) return false;
  const index = $from.index(-2);
  const before = index > 0 ? $from.node(-2).child(index - 1) : null;
  const nested = before?.lastChild?.type.spec.group?.split(' ').includes('list');
  if (before && !nested) {
    const point = joinPoint(state.doc, $from.pos, -1);
    if (point === undefined) return false;
    try {
      const tr = state.tr.join(point, 2);
      dispatch?.(tr.scrollIntoView());
      return true;
    } catch {
      return false;
    }
  }
  return liftListItem(nodes.listItem)(state, dispatch);
};

/** Backspace at the start of a block right after a list moves its text into the list's last item. */
const joinIntoListBefore: Command = (state, dispatch) => {
  const { $from, empty } = state.selection;
  if (!empty || $from.parentOffset !== 0 || !$from.parent.isTextblock) return false;
  if ($from.node(-1).type === nodes.listItem) return false;
  const index = $from.index(-1);
  const list = index > 0 ? $from.node(-1).child(index - 1) : null;
  if (!list || (list.type !== nodes.bulletList && list.type !== nodes.orderedList)) return false;
  // the end of the list's last textblock, however deep
  let end = $from.before() - 1;
  let last: PMNode | null = list;
  while (last && !last.isTextblock) {
    last = last.lastChild;
    end -= 1;
  }
  if (!last) return false;
  if (dispatch) {
    const tr = state.tr.delete($from.before(), $from.after()).insert(end, $from.parent.content);
    dispatch(tr.setSelection(TextSelection.create(tr.doc, end)).scrollIntoView());
  }
  return true;
};

const hardBreak: Command = chainCommands(exitCode, (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(nodes.hardBreak.create()).scrollIntoView());
  return true;
});

const shortcuts: Record<string, Command> = {
  'Mod-z': undo,
  'Shift-Mod-z': redo,
  'Mod-y': redo,
  'Mod-я': undo,
  'Shift-Mod-я': redo,
  'Mod-b': toggleMark(marks.bold),
  'Mod-B': toggleMark(marks.bold),
  'Mod-i': toggleMark(marks.italic),
  'Mod-I': toggleMark(marks.italic),
  'Mod-u': toggleMark(marks.underline),
  'Mod-U': toggleMark(marks.underline),
  'Mod-Shift-s': toggleMark(marks.strike),
  'Mod-e': toggleMark(marks.code),
  'Mod-Alt-0': setBlockType(nodes.paragraph),
  'Mod-Alt-c': toggleBlock(nodes.codeBlock),
  'Mod-Shift-b': toggleBlockquote,
  'Mod-Shift-7': toggleList(nodes.orderedList),
  'Mod-Shift-8': toggleList(nodes.bulletList),
  'Shift-Enter': hardBreak,
  'Mod-Enter': hardBreak,
  Enter: chainCommands(
    exitCodeOnTripleEnter,
    keepingMarks(splitListItem(nodes.listItem)),
    newlineInCode,
    createParagraphNear,
    liftEmptyBlock,
    keepingMarks(splitBlock),
  ),
  Backspace: chainCommands(undoInputRule, clearEmptyBlockAtStart, listItemBackspace, joinIntoListBefore),
  ArrowUp: leaveCodeBlockUp,
  Tab: sinkListItem(nodes.listItem),
  'Shift-Tab': liftListItem(nodes.listItem),
};
for (const level of [1, 2, 3, 4, 5, 6]) shortcuts[`Mod-Alt-${level}`] = toggleBlock(nodes.heading, { level });

/** The editor's plugins, in the order they handle a key or an input. */
const richTextPlugins = () => [
  inputRules({ rules }),
  keymap(shortcuts),
  keymap(baseKeymap),
  pasteRules,
  dropCursor(),
  gapCursor(),
  history(),
  trailingParagraph,
];

/** The editor's state for stored rich text (HTML), with its behaviours. */
export const createRichTextState = (html: string) =>
  EditorState.create({ doc: parseRichText(html), plugins: richTextPlugins() });
