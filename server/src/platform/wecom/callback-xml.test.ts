import { describe, expect, it } from 'vitest';
import { CALLBACK_XML_MAX, parseCallbackXml } from './callback-xml.ts';
import { answerGettoken, corpOfToken } from './sandbox.ts';

describe("WeCom's callback XML, read strictly", () => {
  it('reads flat elements of text or CDATA (split CDATA joined), the first of a repeated one', () => {
    expect(
      parseCallbackXml(
        '<?xml version="1.0"?>\n<xml>\n <ToUserName><![CDATA[ww1]]></ToUserName><CreateTime>1403610513</CreateTime>' +
          '<Name><![CDATA[a]]]]><![CDATA[>b]]></Name><Empty></Empty><Empty>2</Empty></xml>',
      ),
    ).toEqual({ ToUserName: 'ww1', CreateTime: '1403610513', Name: 'a]]>b', Empty: '' });
    // names that are properties of every object are plain fields here
    const fields = parseCallbackXml('<xml><constructor>x</constructor><toString>y</toString></xml>');
    expect({ ...fields }).toEqual({ constructor: 'x', toString: 'y' });
  });

  it('refuses doctypes, entities, comments, attributes, nesting, other roots and oversize', () => {
    for (const xml of [
      '<!DOCTYPE x [<!ENTITY e "boom">]><xml><A>&e;</A></xml>',
      '<xml><A>&amp;</A></xml>',
      '<xml><!-- c --><A>1</A></xml>',
      '<xml><A x="1">1</A></xml>',
      '<xml><A><B>1</B></A></xml>',
      '<xml><A>1</B></xml>',
      '<root><A>1</A></root>',
      '<xml><A>1</A>',
      'not xml',
      `<xml><A>${'x'.repeat(CALLBACK_XML_MAX)}</A></xml>`,
    ])
      expect(parseCallbackXml(xml), xml.slice(0, 40)).toBeNull();
  });
});

describe("the sandbox's access tokens", () => {
  const corps = new Map([['wwcorp', 'secret-1']]);
  it('name their corp until they expire; another secret, a forgery or nothing is refused as WeCom does', () => {
    const token = answerGettoken({ corpid: 'wwcorp', corpsecret: 'secret-1' }, corps).access_token ?? '';
    expect(corpOfToken(token, corps)).toEqual({ corpId: 'wwcorp' });
    expect(corpOfToken(token, corps, Date.now() + 7201_000)).toMatchObject({ errcode: 42001 });
    expect(corpOfToken(token, new Map([['wwcorp', 'secret-2']]))).toMatchObject({ errcode: 40014 });
    // the last character changed to another one (appending a fixed 'A' passed the check when it already was one)
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(corpOfToken(forged, corps)).toMatchObject({ errcode: 40014 });
    expect(corpOfToken('short', corps)).toMatchObject({ errcode: 40014 });
    expect(corpOfToken(undefined, corps)).toMatchObject({ errcode: 41001 });
  });
});
