/**
 * WeCom's callback XML, read strictly: `<xml>` holding flat elements whose value is text or one or more
 * CDATA sections — the only shape WeCom sends. No declarations, doctypes, entities, comments, attributes or
 * nesting are read (so no entity expansion or external entity can happen), and the size is bounded; anything
 * else is refused with null. Repeated elements keep the first.
 */
export const CALLBACK_XML_MAX = 64 * 1024;

const ELEMENT = /^<([A-Za-z][A-Za-z0-9_]{0,63})>((?:<!\[CDATA\[[\s\S]*?\]\]>)+|[^<&]*)<\/\1>/;
const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;

export function parseCallbackXml(xml: string): Record<string, string> | null {
  if (xml.length > CALLBACK_XML_MAX) return null;
  let rest = xml.trim().replace(/^<\?xml[^<>?]*\?>\s*/, '');
  if (!rest.startsWith('<xml>') || !rest.endsWith('</xml>')) return null;
  rest = rest.slice('<xml>'.length, -'</xml>'.length).trim();
  const fields: Record<string, string> = Object.create(null);
  while (rest) {
    const match = ELEMENT.exec(rest);
    if (!match) return null;
    const [whole, name = '', value = ''] = match;
    if (!Object.hasOwn(fields, name))
      fields[name] = value.startsWith('<![CDATA[')
        ? [...value.matchAll(CDATA)].map((part) => part[1]).join('')
        : value.trim();
    rest = rest.slice(whole.length).trimStart();
  }
  return fields;
}
