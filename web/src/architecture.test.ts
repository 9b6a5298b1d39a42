import fs from 'node:fs';
import path from 'node:path';
import * as contracts from '@onsite/contracts';
import { describe, expect, it } from 'vitest';
import { en } from './i18n/locales/en';
import { zh_CN } from './i18n/locales/zh_CN';
import type { FeatureStrings } from './i18n/registry';

/** The web app's layering rules, checked over its source text. */
const root = path.resolve(import.meta.dirname);

function sources(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        found.push({
          file: path.relative(root, full).split(path.sep).join('/'),
          text: fs.readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(root);
  return found;
}

const files = sources();

/** Every path the contracts declare, without its `/api` prefix, lower-cased (paths match case-insensitively). */
function contractPaths(): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 3) return;
    const route = value as { method?: unknown; path?: unknown; access?: unknown };
    if (typeof route.method === 'string' && typeof route.path === 'string' && route.access) {
      found.add(route.path.replace(/^\/api/, '').toLowerCase());
      return;
    }
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  for (const value of Object.values(contracts)) visit(value, 0);
  return [...found];
}
const importsOf = (text: string) =>
  [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);

describe('web layering', () => {
  it('writes no API path by hand: every call goes through a contract route', () => {
    const offenders = files
      .filter(({ file }) => file !== 'api/client.ts')
      .filter(({ text }) => /['"`]\/api\//.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('names no contract path in a string, not even its first segments without /api (`/ym/Active`)', () => {
    // two segments at least: `/storage/` is where files are shown from, not a call
    const stems = [
      ...new Set(
        contractPaths()
          .map((route) => route.split('/').slice(0, 3))
          .filter((segments) => segments.length === 3)
          .map((segments) => segments.join('/')),
      ),
    ];
    expect(stems.length).toBeGreaterThan(10);
    const offenders = files
      .filter(({ file }) => file !== 'api/client.ts')
      .flatMap(({ file, text }) => {
        const lower = text.toLowerCase();
        return stems
          .filter((stem) => [`'${stem}`, `"${stem}`, `\`${stem}`].some((quoted) => lower.includes(quoted)))
          .map((stem) => `${file}: ${stem}`);
      });
    expect(offenders).toEqual([]);
  });

  it('imports across folders through the #web/ alias, not ../', () => {
    const offenders = files.filter(({ text }) => importsOf(text).some((target) => target.startsWith('../')));
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  it('keeps the shell free of features and consoles: consoles hand it their widgets', () => {
    const offenders = files
      .filter(({ file }) => file.startsWith('shell/'))
      .filter(({ text }) => importsOf(text).some((target) => /^#web\/(features|consoles)\//.test(target)))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('keeps the kit free of features and consoles: the app lends it their widgets (TransferToolsProvider)', () => {
    const offenders = files
      .filter(({ file }) => file.startsWith('components/'))
      .filter(({ text }) => importsOf(text).some((target) => /^#web\/(features|consoles)\//.test(target)))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('keeps features free of consoles: a feature is shared by every console', () => {
    const offenders = files
      .filter(({ file }) => file.startsWith('features/'))
      .filter(({ text }) => importsOf(text).some((target) => target.startsWith('#web/consoles/')))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});

describe('feature strings (i18n/registry.ts)', () => {
  const modules = Object.entries(
    import.meta.glob<Record<string, FeatureStrings>>('./features/*/*.strings.ts', { eager: true }),
  ).map(([file, exports]) => ({
    file: file.replace(/^\.\//, ''),
    groups: Object.values(exports).flatMap((strings) => Object.keys(strings)),
  }));

  it("each of the default language's groups of keys is defined once: shared or in one feature", () => {
    expect(modules.length).toBeGreaterThan(10);
    const defined = [...Object.keys(zh_CN), ...modules.flatMap((module) => module.groups)];
    expect(defined.filter((group, index) => defined.indexOf(group) !== index)).toEqual([]);
    expect(defined.sort()).toEqual(Object.keys(en).sort());
  });

  it("a file that uses a feature's keys imports that feature's strings, so they are there before it renders", () => {
    const missing: string[] = [];
    for (const module of modules) {
      const uses = new RegExp(`[\`'"](${module.groups.join('|')})\\.[A-Za-z]`);
      const imports = `/${path.basename(module.file, '.ts')}'`;
      for (const { file, text } of files) {
        if (file !== module.file && uses.test(text) && !text.includes(imports))
          missing.push(`${file} → ${module.file}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
