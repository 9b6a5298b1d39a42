import { describe, expect, it } from 'vitest';
import { scanXml, XmlError } from './xml-scan.ts';

function events(xml: string): string[] {
  const seen: string[] = [];
  scanXml(xml, {
    open: (name, attributes) => seen.push(`<${name} ${JSON.stringify(attributes)}`),
    close: (name) => seen.push(`</${name}`),
    text: (text) => seen.push(`"${text}"`),
  });
  return seen;
}

describe('scanXml', () => {
  it('reports elements by local name, attributes and text with entities, CDATA, comments and declarations', () => {
    expect(
      events(
        `<?xml version="1.0"?>\n<!-- a comment --><x:a xmlns:x="urn:x" f='[>100]0 &amp; "q"'><x:b/>t &lt;1&gt; &#20013;&#x6587;<![CDATA[<raw & kept>]]></x:a>`,
      ),
    ).toEqual([
      `<a {"xmlns:x":"urn:x","f":"[>100]0 & \\"q\\""}`,
      '<b {}',
      '</b',
      '"t <1> 中文"',
      '"<raw & kept>"',
      '</a',
    ]);
  });

  it('refuses what a spreadsheet part never is: a DTD, unknown entities, tags that do not nest, bad attributes', () => {
    const bad = [
      '<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>',
      '<a>&nbsp;</a>',
      '<a><b></a></b>',
      '<a>',
      '<a x=1/>',
      '<a><!-- never ends</a>',
      '<a>&#x110000;</a>',
    ];
    for (const xml of bad) expect(() => events(xml), xml).toThrow(XmlError);
  });
});
