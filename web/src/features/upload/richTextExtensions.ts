import { InputRule, Mark, markPasteRule, mergeAttributes, Node, nodeInputRule } from '@tiptap/core';
import { Blockquote } from '@tiptap/extension-blockquote';
import { Bold } from '@tiptap/extension-bold';
import { Code } from '@tiptap/extension-code';
import { CodeBlock } from '@tiptap/extension-code-block';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Heading } from '@tiptap/extension-heading';
import { HorizontalRule } from '@tiptap/extension-horizontal-rule';
import { Italic } from '@tiptap/extension-italic';
// The packages' subpaths: @tiptap/extension-list and @tiptap/extensions do not declare themselves free of
// side effects, so their entry points would bring every list (task lists) and helper (placeholder, focus…).
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { ListKeymap } from '@tiptap/extension-list/keymap';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Strike } from '@tiptap/extension-strike';
import { Text } from '@tiptap/extension-text';
import { Underline } from '@tiptap/extension-underline';
import { Dropcursor } from '@tiptap/extensions/drop-cursor';
import { Gapcursor } from '@tiptap/extensions/gap-cursor';
import { TrailingNode } from '@tiptap/extensions/trailing-node';
import { UndoRedo } from '@tiptap/extensions/undo-redo';

/**
 * A block image as @tiptap/extension-image stores it (src, alt, title, width, height; no data: URLs; the
 * Markdown-like `![alt](src "title")` typed becomes one), without that package's resize handles, which this
 * editor does not offer (3 KB).
 */
export const Image = Node.create({
  name: 'image',
  group: 'block',
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      title: { default: null },
      width: { default: null },
      height: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: 'img[src]:not([src^="data:"])' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
  addInputRules() {
    return [
      nodeInputRule({
        find: /(?:^|\s)(!\[(.+|:?)]\((\S+)(?:(?:\s+)["'](\S+)["'])?\))$/,
        type: this.type,
        getAttributes: ([, , alt, src, title]) => ({ src, alt, title }),
      }),
    ];
  },
});

/** A block video with the player's controls (TipTap has no video node of its own). */
const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'video[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['video', mergeAttributes({ controls: 'true', preload: 'metadata' }, HTMLAttributes)];
  },
});

// TipTap's own check of a link's address (@tiptap/extension-link's isAllowedUri with its default protocols):
// a scheme must be one of these; relative addresses and anchors pass; whitespace inside a scheme is ignored.
// biome-ignore lint/suspicious/noControlCharactersInRegex: TipTap strips control characters too
const WHITESPACE = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;
const ALLOWED_URI =
  /^(?:(?:https?|ftps?|mailto|tel|callto|sms|cid|xmpp):|[^a-z]|[a-z0-9+.-]+(?:[^a-z+.\-:]|$))/i;
export const isAllowedUri = (uri: string | null | undefined): boolean =>
  !uri || ALLOWED_URI.test(uri.replace(WHITESPACE, ''));

/** An http(s) address as TipTap's Link pastes it. */
const URL_PATTERN =
  /https?:\/\/(?:www\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z]{2,}\b[-a-zA-Z0-9@:%._+~#=?!&/]*/;

/**
 * Links as @tiptap/extension-link stores them (the same `a` with href, target, rel, class and title, an
 * unsafe href parsed as no link and written as href=""), without linkifyjs (17 KB): an http(s) address
 * becomes a link when a space follows it as it is typed, and when it is pasted.
 */
export const Link = Mark.create({
  name: 'link',
  priority: 1000,
  keepOnSplit: false,
  exitable: true,
  inclusive: false,
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => element.getAttribute('href') },
      target: { default: '_blank' },
      rel: { default: 'noopener noreferrer nofollow' },
      class: { default: null },
      title: { default: null },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'a[href]',
        getAttrs: (dom) => {
          const href = dom.getAttribute('href');
          return href && isAllowedUri(href) ? null : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    const attributes = isAllowedUri(HTMLAttributes.href) ? HTMLAttributes : { ...HTMLAttributes, href: '' };
    return ['a', mergeAttributes({ target: '_blank', rel: 'noopener noreferrer nofollow' }, attributes), 0];
  },
  addInputRules() {
    return [
      new InputRule({
        // the address just before the space being typed, at the start of the text or after a space
        find: new RegExp(`(?:^|\\s)(${URL_PATTERN.source})\\s$`),
        handler: ({ state, range, match }) => {
          const url = match[1] ?? '';
          // TipTap inserts the typed space before running the rule (a simulated input does not)
          const typed = state.doc.textBetween(range.from, range.to) === match[0];
          const end = typed ? range.to - 1 : range.to;
          const start = end - url.length;
          if (state.doc.rangeHasMark(start, end, this.type)) return null;
          state.tr.addMark(start, end, this.type.create({ href: url }));
          if (!typed) state.tr.insertText(match[0].slice(-1), end);
          return undefined;
        },
      }),
    ];
  },
  addPasteRules() {
    return [
      markPasteRule({
        find: new RegExp(URL_PATTERN.source, 'g'),
        type: this.type,
        getAttributes: (match) => ({ href: match[0] }),
      }),
    ];
  },
});

/**
 * What the editor's schema holds: the toolbar's marks and blocks and everything StarterKit gave before
 * (blockquote, code, code block, rule, underline, link: typed with their shortcuts and kept in stored
 * rich text), with images and videos.
 */
export const richTextExtensions = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Heading,
  Blockquote,
  CodeBlock,
  HorizontalRule,
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  Bold,
  Italic,
  Strike,
  Underline,
  Code,
  Link,
  Image,
  Video,
  UndoRedo,
  Dropcursor,
  Gapcursor,
  TrailingNode,
];
