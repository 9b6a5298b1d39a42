import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleMessages, registerModuleMessages } from '#server/messages.ts';
import { ok, okList } from '#server/platform/http/envelope.ts';
import { AppError, badRequest } from '#server/platform/http/errors.ts';
import { type MessageCatalogue, platformMessages } from './messages.ts';
import { hasMessage, registeredCatalogues, registerMessages, translate } from './translate.ts';

// What buildApp does: the catalogue under test is the platform's and every module's, as the server sees it.
registerModuleMessages();
const catalogues: [string, MessageCatalogue][] = [
  ['platform', platformMessages],
  ...Object.entries(moduleMessages),
];
const keys = catalogues.flatMap(([, catalogue]) => Object.keys(catalogue));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** A string literal, or a template literal whose `${…}` parts become "anything". */
const LITERAL = String.raw`'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|\`((?:[^\`\\]|\\.)*)\``;

function literalsAfter(source: string, prefix: string): { text: string; template: boolean }[] {
  const pattern = new RegExp(`${prefix}\\s*(?:${LITERAL})`, 'g');
  return [...source.matchAll(pattern)].map((match) => ({
    text: match[1] ?? match[2] ?? match[3] ?? '',
    template: match[3] !== undefined,
  }));
}

function covered({ text, template }: { text: string; template: boolean }): boolean {
  if (!template || !text.includes('${')) return hasMessage(text);
  const escaped = text
    .split(/\$\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  const pattern = new RegExp(`^${escaped}$`);
  return keys.some((key) => pattern.test(key));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('server message catalogue', () => {
  it("registers the platform's catalogue and every module's", () => {
    expect([...registeredCatalogues().keys()].sort()).toEqual(catalogues.map(([owner]) => owner).sort());
    expect(catalogues.length).toBeGreaterThan(10);
    for (const [owner, catalogue] of catalogues)
      expect(registeredCatalogues().get(owner), owner).toBe(catalogue);
  });

  it("defines every key once, across the platform's and the modules' catalogues", () => {
    const owners = new Map<string, string[]>();
    for (const [owner, catalogue] of catalogues) {
      for (const key of Object.keys(catalogue)) owners.set(key, [...(owners.get(key) ?? []), owner]);
    }
    const twice = [...owners]
      .filter(([, of]) => of.length > 1)
      .map(([key, of]) => `${key}: ${of.join(', ')}`);
    expect(twice).toEqual([]);
    // and registering a catalogue that redefines a key is refused, leaving the catalogue as it was
    const planted = {
      'not found': { zh_CN: '没有', zh_TW: '沒有' },
      'planted key': { zh_CN: '种', zh_TW: '種' },
    };
    expect(() => registerMessages('planted', planted)).toThrow(/"not found" \(platform\)/);
    expect(hasMessage('planted key')).toBe(false);
    expect(translate('not found', 'zh_CN')).toBe('未找到');
  });

  it('has a zh_CN and a zh_TW text for every message, with the same placeholders as the English', () => {
    for (const [english, translation] of catalogues.flatMap(([, catalogue]) => Object.entries(catalogue))) {
      for (const text of [translation.zh_CN, translation.zh_TW]) {
        expect(text.trim(), english).not.toBe('');
        expect(placeholders(text), english).toEqual(placeholders(english));
      }
    }
  });

  it('covers every validation message of the contracts', () => {
    const dir = path.join(root, 'contracts/src');
    const found = sourceFiles(dir).flatMap((file) =>
      literalsAfter(fs.readFileSync(file, 'utf8'), String.raw`\berror:`).map((literal) => ({
        ...literal,
        file,
      })),
    );
    // The scan itself must see the contracts' messages, or this test would pass on nothing.
    expect(found.length).toBeGreaterThan(30);
    const missing = found.filter((literal) => !covered(literal)).map(({ file, text }) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('covers every message the server code passes to an error helper or an envelope', () => {
    const dir = path.join(root, 'server/src');
    const prefixes = [
      String.raw`\b(?:badRequest|forbidden|notFound|tooManyRequests)\(`,
      String.raw`\bnew AppError\([^,]+,[^,]+,`,
      String.raw`\bexport const [A-Z_]*(?:LOGIN|MESSAGE)[A-Z_]* =`,
    ];
    const found = sourceFiles(dir)
      .filter((file) => !file.includes(`${path.sep}i18n${path.sep}`))
      .flatMap((file) => {
        const source = fs.readFileSync(file, 'utf8');
        return prefixes.flatMap((prefix) =>
          literalsAfter(source, prefix).map((literal) => ({ ...literal, file })),
        );
      });
    expect(found.length).toBeGreaterThan(15);
    const missing = found.filter((literal) => !covered(literal)).map(({ file, text }) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('lets the helpers and envelopes take catalogue messages only (checked by tsc)', () => {
    // @ts-expect-error a message outside the catalogue does not compile
    expect(ok(null, 'done!').msg).toBe('done!');
    // @ts-expect-error
    expect(okList([], 0, 'listed!').msg).toBe('listed!');
    // @ts-expect-error
    expect(badRequest('nope').message).toBe('nope');
    // @ts-expect-error
    expect(new AppError(400, 400, 'nope').message).toBe('nope');
    expect(ok(null, 'sent').msg).toBe('sent');
  });

  it('answers English as the key, and fills params in every language', () => {
    expect(translate('notice not found', 'en')).toBe('notice not found');
    expect(translate('notice not found', 'zh_CN')).toBe('通知不存在');
    expect(translate('no such endpoint: {method} {path}', 'zh_CN', { method: 'GET', path: '/x' })).toBe(
      '接口不存在：GET /x',
    );
    // Not in the catalogue: answered as it is rather than lost.
    expect(translate('something new', 'zh_TW')).toBe('something new');
  });
});
