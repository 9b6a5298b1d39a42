import {
  type Attrs,
  type DOMOutputSpec,
  DOMSerializer,
  DOMParser as PMDOMParser,
  type Node as PMNode,
  Schema,
} from 'prosemirror-model';

/*
 * The editor's schema on ProseMirror itself, written so that stored rich text reads and writes exactly as
 * the TipTap editor (StarterKit with its Link, image and video) did: the same node and mark names, the same
 * order (a mark's nesting follows the schema's order, the link first), the same parse rules and the same
 * attributes in the same order, an attribute without a value left out.
 */

// TipTap's reading of an attribute without a parser of its own: numbers and booleans as such.
const fromString = (value: string | null): string | number | boolean | null => {
  if (value === null) return null;
  if (/^[+-]?(?:\d*\.)?\d+$/.test(value)) return Number(value);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
};

/** The listed attributes an element carries (TipTap keeps a missing one at its default). */
const read = (element: HTMLElement, names: string[]) => {
  const attrs: Record<string, unknown> = {};
  for (const name of names) {
    const value = fromString(element.getAttribute(name));
    if (value !== null) attrs[name] = value;
  }
  return attrs;
};

/** The attributes in the given order (ProseMirror leaves out those that are null). */
const pick = (attrs: Attrs, names: string[]) => Object.fromEntries(names.map((name) => [name, attrs[name]]));

// TipTap's own check of a link's address (@tiptap/extension-link's isAllowedUri with its default protocols):
// a scheme must be one of these; relative addresses and anchors pass; whitespace inside a scheme is ignored.
// biome-ignore lint/suspicious/noControlCharactersInRegex: TipTap strips control characters too
const WHITESPACE = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;
const ALLOWED_URI =
  /^(?:(?:https?|ftps?|mailto|tel|callto|sms|cid|xmpp):|[^a-z]|[a-z0-9+.-]+(?:[^a-z+.\-:]|$))/i;
export const isAllowedUri = (uri: string | null | undefined): boolean =>
  !uri || ALLOWED_URI.test(uri.replace(WHITESPACE, ''));

// An ordered list's marker style as @tiptap/extension-list reads it from a list-style-type.
const LIST_STYLES: Record<string, string> = {
  'upper-roman': 'I',
  'lower-roman': 'i',
  'upper-alpha': 'A',
  'upper-latin': 'A',
  'lower-alpha': 'a',
  'lower-latin': 'a',
};
const listStyleType = (style: string | null | undefined) => {
  const match = style?.match(/list-style-type\s*:\s*([^;]+)/i);
  return (match && LIST_STYLES[(match[1] ?? '').trim().toLowerCase()]) || null;
};

const IMAGE_ATTRS = ['src', 'alt', 'title', 'width', 'height'];
const LINK_ATTRS = ['target', 'rel', 'href', 'class', 'title'];
const nulls = (names: string[]) => Object.fromEntries(names.map((name) => [name, { default: null }]));

export const richTextSchema = new Schema({
  nodes: {
    // first, so that it is the block an empty document and a new line get
    paragraph: { content: 'inline*', group: 'block', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
    doc: { content: 'block+' },
    text: { group: 'inline' },
    hardBreak: {
      group: 'inline',
      inline: true,
      selectable: false,
      linebreakReplacement: true,
      parseDOM: [{ tag: 'br' }],
      toDOM: () => ['br'],
    },
    heading: {
      content: 'inline*',
      group: 'block',
      defining: true,
      attrs: { level: { default: 1 } },
      parseDOM: [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}`, attrs: { level } })),
      toDOM: (node) => [`h${node.attrs.level}`, 0],
    },
    blockquote: {
      content: 'block+',
      group: 'block',
      defining: true,
      parseDOM: [{ tag: 'blockquote' }],
      toDOM: () => ['blockquote', 0],
    },
    codeBlock: {
      content: 'text*',
      marks: '',
      group: 'block',
      code: true,
      defining: true,
      attrs: { language: { default: null } },
      parseDOM: [
        {
          tag: 'pre',
          preserveWhitespace: 'full',
          getAttrs: (element) => {
            const language = [...(element.firstElementChild?.classList ?? [])]
              .filter((name) => name.startsWith('language-'))
              .map((name) => name.replace('language-', ''))[0];
            return language ? { language } : {};
          },
        },
      ],
      toDOM: (node) => [
        'pre',
        ['code', { class: node.attrs.language ? `language-${node.attrs.language}` : null }, 0],
      ],
    },
    horizontalRule: { group: 'block', parseDOM: [{ tag: 'hr' }], toDOM: () => ['hr'] },
    bulletList: {
      content: 'listItem+',
      group: 'block list',
      parseDOM: [{ tag: 'ul' }],
      toDOM: () => ['ul', 0],
    },
    orderedList: {
      content: 'listItem+',
      group: 'block list',
      attrs: { start: { default: 1 }, type: { default: null } },
      parseDOM: [
        {
          tag: 'ol',
          getAttrs: (element) => ({
            start: element.hasAttribute('start')
              ? Number.parseInt(element.getAttribute('start') || '', 10)
              : 1,
            type:
              element.getAttribute('type') ||
              listStyleType(element.getAttribute('style')) ||
              listStyleType(element.querySelector('li')?.getAttribute('style')) ||
              null,
          }),
        },
      ],
      toDOM: (node): DOMOutputSpec => {
        const { start, type } = node.attrs;
        return [
          'ol',
          {
            ...(start !== 1 ? { start } : {}),
            ...(type && type !== '1' ? { type } : {}),
          },
          0,
        ];
      },
    },
    listItem: {
      content: 'paragraph block*',
      defining: true,
      parseDOM: [{ tag: 'li' }],
      toDOM: () => ['li', 0],
    },
    // a block image as @tiptap/extension-image stored it (no data: URLs)
    image: {
      group: 'block',
      draggable: true,
      attrs: nulls(IMAGE_ATTRS),
      parseDOM: [{ tag: 'img[src]:not([src^="data:"])', getAttrs: (element) => read(element, IMAGE_ATTRS) }],
      toDOM: (node) => ['img', pick(node.attrs, IMAGE_ATTRS)],
    },
    // a block video with the player's controls
    video: {
      group: 'block',
      atom: true,
      draggable: true,
      attrs: nulls(['src']),
      parseDOM: [{ tag: 'video[src]', getAttrs: (element) => read(element, ['src']) }],
      toDOM: (node) => ['video', { controls: 'true', preload: 'metadata', src: node.attrs.src }],
    },
  },
  marks: {
    // Links as @tiptap/extension-link stored them: an unsafe href is read as no link and written as href="".
    link: {
      inclusive: false,
      attrs: {
        href: { default: null },
        target: { default: '_blank' },
        rel: { default: 'noopener noreferrer nofollow' },
        class: { default: null },
        title: { default: null },
      },
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (element) => {
            const href = element.getAttribute('href');
            if (!href || !isAllowedUri(href)) return false;
            return { ...read(element, ['target', 'rel', 'class', 'title']), href };
          },
        },
      ],
      toDOM: (mark) => {
        const attrs = pick(mark.attrs, LINK_ATTRS);
        if (!isAllowedUri(attrs.href)) attrs.href = '';
        return ['a', attrs, 0];
      },
    },
    bold: {
      parseDOM: [
        { tag: 'strong' },
        { tag: 'b', getAttrs: (element) => element.style.fontWeight !== 'normal' && null },
        { style: 'font-weight=400', clearMark: (mark) => mark.type.name === 'bold' },
        { style: 'font-weight', getAttrs: (value) => /^(bold(er)?|[5-9]\d{2,})$/.test(value) && null },
      ],
      toDOM: () => ['strong', 0],
    },
    italic: {
      parseDOM: [
        { tag: 'em' },
        { tag: 'i', getAttrs: (element) => element.style.fontStyle !== 'normal' && null },
        { style: 'font-style=normal', clearMark: (mark) => mark.type.name === 'italic' },
        { style: 'font-style=italic' },
      ],
      toDOM: () => ['em', 0],
    },
    strike: {
      parseDOM: [
        { tag: 's' },
        { tag: 'del' },
        { tag: 'strike' },
        {
          style: 'text-decoration',
          consuming: false,
          getAttrs: (style) => (style.includes('line-through') ? {} : false),
        },
      ],
      toDOM: () => ['s', 0],
    },
    underline: {
      parseDOM: [
        { tag: 'u' },
        {
          style: 'text-decoration',
          consuming: false,
          getAttrs: (style) => (style.includes('underline') ? {} : false),
        },
      ],
      toDOM: () => ['u', 0],
    },
    code: { excludes: '_', code: true, parseDOM: [{ tag: 'code' }], toDOM: () => ['code', 0] },
  },
});

// TipTap's reading of HTML: inside a body, without the line breaks between tags.
const removeLineBreaks = (node: Node) => {
  for (let index = node.childNodes.length - 1; index >= 0; index -= 1) {
    const child = node.childNodes[index] as Node;
    if (child.nodeType === 3 && child.nodeValue && /^(\n\s\s|\n)$/.test(child.nodeValue))
      node.removeChild(child);
    else if (child.nodeType === 1) removeLineBreaks(child);
  }
};

/** The document of stored rich text (HTML). */
export function parseRichText(html: string): PMNode {
  const body = new window.DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  removeLineBreaks(body);
  return PMDOMParser.fromSchema(richTextSchema).parse(body);
}

/** True for a document with nothing in it (one empty paragraph), as TipTap's isEmpty. */
const isEmptyNode = (node: PMNode): boolean => {
  if (node.isText) return !node.text;
  if (node.isAtom || node.isLeaf) return false;
  let empty = true;
  node.content.forEach((child) => {
    if (empty && !isEmptyNode(child)) empty = false;
  });
  return empty;
};

/** The HTML of a document, '' when it is empty (what the form stores). */
export function serializeRichText(doc: PMNode): string {
  if (isEmptyNode(doc)) return '';
  return htmlOf(doc);
}

/** The HTML of a document, as TipTap's getHTML() gave it. */
export function htmlOf(doc: PMNode): string {
  const container = document.createElement('div');
  container.appendChild(DOMSerializer.fromSchema(richTextSchema).serializeFragment(doc.content));
  return container.innerHTML;
}
