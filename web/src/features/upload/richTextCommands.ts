import { lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import type { Command, EditorState, Transaction } from 'prosemirror-state';
import { Mapping } from 'prosemirror-transform';
import { richTextSchema } from './richTextSchema';

const { nodes, marks } = richTextSchema;

/** Adds a transaction made on the state the combined one leads to (its steps, selection and stored marks). */
const append = (tr: Transaction | null, next: Transaction): Transaction => {
  if (!tr) return next;
  for (const step of next.steps) tr.step(step);
  if (next.selectionSet) tr.setSelection(next.selection.map(tr.doc, new Mapping()));
  if (next.storedMarksSet) tr.setStoredMarks(next.storedMarks);
  return tr;
};

/** Runs commands one after the other into one transaction, as TipTap's chain() (true if all ran). */
const chain =
  (...commands: Command[]): Command =>
  (state, dispatch, view) => {
    let current = state;
    let tr: Transaction | null = null;
    for (const command of commands) {
      const ran = command(
        current,
        (next) => {
          tr = append(tr, next);
          current = current.apply(next);
        },
        view,
      );
      if (!ran) return false;
    }
    if (dispatch && tr) dispatch((tr as Transaction).scrollIntoView());
    return true;
  };

/** The list around the selection (its depth and node), if any. */
const listAround = (state: EditorState) => {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type === nodes.bulletList || node.type === nodes.orderedList) return { depth, node, $from };
  }
  return null;
};

/** True when the mark is on the cursor (its stored marks) or on all the text selected. */
export const markActive = (state: EditorState, type: MarkType): boolean => {
  const { empty, $from, from, to } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks || $from.marks());
  let found = false;
  let all = true;
  state.doc.nodesBetween(from, to, (node) => {
    if (!node.isText) return true;
    found = true;
    if (!type.isInSet(node.marks)) all = false;
    return false;
  });
  return found && all;
};

/** True when the selection is inside a node of the type (with the given attributes). */
export const nodeActive = (state: EditorState, type: NodeType, attrs: Record<string, unknown> = {}) => {
  const { $from, $to } = state.selection;
  const matches = (depth: number, $pos: typeof $from) => {
    const node = $pos.node(depth);
    return node.type === type && Object.entries(attrs).every(([key, value]) => node.attrs[key] === value);
  };
  const within = ($pos: typeof $from) => {
    for (let depth = $pos.depth; depth >= 0; depth -= 1) if (matches(depth, $pos)) return true;
    return false;
  };
  return within($from) && within($to);
};

/** Lifts the selection out of any list (TipTap's setNode clears the lists a block cannot stay in). */
const liftOutOfLists: Command = (state, dispatch) => {
  let current = state;
  let tr: Transaction | null = null;
  while (listAround(current)) {
    let next: Transaction | null = null;
    liftListItem(nodes.listItem)(current, (made) => {
      next = made;
    });
    if (!next) return false;
    tr = append(tr, next);
    current = current.apply(next);
  }
  if (!tr) return false;
  dispatch?.(tr);
  return true;
};

/** A textblock of the type, or a paragraph again when it already is one (TipTap's toggleNode). */
export const toggleBlock =
  (type: NodeType, attrs: Record<string, unknown> = {}): Command =>
  (state, dispatch, view) => {
    const target = nodeActive(state, type, attrs) ? nodes.paragraph : type;
    const targetAttrs = target === type ? attrs : {};
    return (
      setBlockType(target, targetAttrs)(state, dispatch, view) ||
      chain(liftOutOfLists, setBlockType(target, targetAttrs))(state, dispatch, view)
    );
  };

/** A list of the type around the selection, or none when it is in one (TipTap's toggleList). */
export const toggleList =
  (type: NodeType): Command =>
  (state, dispatch, view) => {
    const list = listAround(state);
    if (list && list.node.type === type) return liftListItem(nodes.listItem)(state, dispatch, view);
    if (list) {
      dispatch?.(state.tr.setNodeMarkup(list.$from.before(list.depth), type).scrollIntoView());
      return true;
    }
    // a heading or code block becomes a paragraph first (TipTap's clearNodes), and the new list joins a
    // list of its kind just before or after it
    return chain(
      (current, next, v) =>
        wrapInList(type)(current) ? true : setBlockType(nodes.paragraph)(current, next, v),
      wrapInList(type),
      joinListsAround(type),
    )(state, dispatch, view);
  };

/** Joins the list at the selection with lists of the same type right before and after it. */
const joinListsAround =
  (type: NodeType): Command =>
  (state, dispatch) => {
    const list = listAround(state);
    if (!list || list.node.type !== type) return true;
    const tr = state.tr;
    const after = list.$from.after(list.depth);
    if (tr.doc.resolve(after).nodeAfter?.type === type) tr.join(after);
    const before = list.$from.before(list.depth);
    if (tr.doc.resolve(before).nodeBefore?.type === type) tr.join(before);
    if (tr.docChanged) dispatch?.(tr);
    return true;
  };

/** A blockquote around the selection, or none when it is in one. */
export const toggleBlockquote: Command = (state, dispatch, view) =>
  nodeActive(state, nodes.blockquote)
    ? lift(state, dispatch, view)
    : wrapIn(nodes.blockquote)(state, dispatch, view);

/** What the toolbar runs and shows. */
export const toolbarCommands = {
  bold: toggleMark(marks.bold),
  italic: toggleMark(marks.italic),
  strike: toggleMark(marks.strike),
  heading: toggleBlock(nodes.heading, { level: 3 }),
  bulletList: toggleList(nodes.bulletList),
  orderedList: toggleList(nodes.orderedList),
  undo,
  redo,
};

/** What the toolbar shows: the marks and blocks at the selection, and whether undo and redo can run. */
export const toolbarOf = (state: EditorState | null) => ({
  bold: state ? markActive(state, marks.bold) : false,
  italic: state ? markActive(state, marks.italic) : false,
  strike: state ? markActive(state, marks.strike) : false,
  heading: state ? nodeActive(state, nodes.heading, { level: 3 }) : false,
  bulletList: state ? nodeActive(state, nodes.bulletList) : false,
  orderedList: state ? nodeActive(state, nodes.orderedList) : false,
  canUndo: state ? undo(state) : false,
  canRedo: state ? redo(state) : false,
});
export type ToolbarState = ReturnType<typeof toolbarOf>;
export const sameToolbar = (a: ToolbarState, b: ToolbarState) =>
  (Object.keys(a) as (keyof ToolbarState)[]).every((key) => a[key] === b[key]);
