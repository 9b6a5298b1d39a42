/**
 * A small XML scanner for the parts of an .xlsx: elements by local name (a writer may prefix them, `x:c`),
 * their attributes, and text (entities and CDATA decoded). It checks what a reader of these parts relies on
 * (tags close in order, attributes are quoted, entities are XML's own) and refuses a document type
 * declaration, which no spreadsheet part has and which is how entity-expansion attacks come in.
 *
 * Why not a general parser: saxes (exceljs's) checked every character against the XML grammar and was most
 * of an import's reading time for a 10,000-row sheet; this scans with indexOf and regular expressions, about
 * three times faster on the same parts (bench/TRANSFER-RESULTS.md).
 */
export type Attributes = Record<string, string>;

export interface XmlHandlers {
  open(name: string, attributes: Attributes): void;
  close?(name: string): void;
  /** Text between tags; not asked for, it is not decoded. */
  text?(text: string): void;
}

export class XmlError extends Error {}

const NAME = /[^\s/>]+/y;
const ATTRIBUTE = /\s*([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const TAG_END = /\s*(\/?)>/y;
const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  if (/&(?!(?:lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) throw new XmlError('an unknown entity');
  return text.replace(ENTITY, (_all, named: string, decimal: string, hex: string) => {
    if (named) return NAMED[named] as string;
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex, 16);
    if (code > 0x10ffff) throw new XmlError('a character reference out of range');
    return String.fromCodePoint(code);
  });
}

function skipPast(xml: string, from: number, marker: string): number {
  const end = xml.indexOf(marker, from);
  if (end === -1) throw new XmlError(`unterminated ${marker}`);
  return end + marker.length;
}

export function scanXml(xml: string, handlers: XmlHandlers): void {
  const open: string[] = [];
  const onText = handlers.text;
  let at = 0;
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    const textEnd = lt === -1 ? xml.length : lt;
    if (textEnd > at && onText && open.length > 0) onText(decodeEntities(xml.slice(at, textEnd)));
    if (lt === -1) break;
    const next = xml.charCodeAt(lt + 1);
    if (next === 0x3f /* ? */) {
      at = skipPast(xml, lt + 2, '?>');
    } else if (next === 0x21 /* ! */) {
      if (xml.startsWith('<!--', lt)) at = skipPast(xml, lt + 4, '-->');
      else if (xml.startsWith('<![CDATA[', lt)) {
        const end = xml.indexOf(']]>', lt + 9);
        if (end === -1) throw new XmlError('unterminated CDATA');
        if (onText && open.length > 0) onText(xml.slice(lt + 9, end));
        at = end + 3;
      } else throw new XmlError('a document type declaration (not allowed in a spreadsheet)');
    } else if (next === 0x2f /* / */) {
      NAME.lastIndex = lt + 2;
      const name = NAME.exec(xml)?.[0];
      const expected = open.pop();
      if (!name || name !== expected)
        throw new XmlError(`</${name ?? ''}> does not close <${expected ?? ''}>`);
      at = skipPast(xml, NAME.lastIndex, '>');
      handlers.close?.(localName(name));
    } else {
      NAME.lastIndex = lt + 1;
      const name = NAME.exec(xml)?.[0];
      if (!name) throw new XmlError('a tag without a name');
      let cursor = NAME.lastIndex;
      const attributes: Attributes = {};
      for (;;) {
        TAG_END.lastIndex = cursor;
        const end = TAG_END.exec(xml);
        if (end) {
          cursor = TAG_END.lastIndex;
          handlers.open(localName(name), attributes);
          if (end[1]) handlers.close?.(localName(name));
          else open.push(name);
          break;
        }
        ATTRIBUTE.lastIndex = cursor;
        const attribute = ATTRIBUTE.exec(xml);
        if (!attribute) throw new XmlError(`a malformed attribute in <${name}>`);
        attributes[attribute[1] as string] = decodeEntities(attribute[2] ?? attribute[3] ?? '');
        cursor = ATTRIBUTE.lastIndex;
      }
      at = cursor;
    }
  }
  if (open.length > 0) throw new XmlError(`<${open.at(-1)}> is never closed`);
}
