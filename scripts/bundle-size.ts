/**
 * What each console makes a browser download, from the build's module graph (web/dist/.vite/manifest.json):
 * its initial JavaScript (index.html's entry and the console's chunk, with everything they import
 * statically) and, for every lazily loaded chunk (a page, the rich-text editor…), what loading it adds once
 * its console is loaded: the chunk's static closure minus what the console that reaches it (through dynamic
 * imports) holds by then — its initial closure and, once someone has signed in, the console's session
 * module, the shell, the page registry and the list kit's core (src/consoles/<name>/session.ts and
 * SIGNED_IN, in the order they load, each counted against the initial closure and the ones before it:
 * what signing in adds). It also prints what a signed-in user pays before the first list shows: the
 * initial closure, the signed-in chunks and the lightest list page's own chunks. A chunk several
 * consoles reach counts its worst case, the console that holds the least of it. (Until issue 19 a lazy chunk was counted minus the
 * shared entry only, so the chunks a console's first load had already brought were counted again for every
 * page.) Sizes are gzip level 9 bytes, as the server sends them to a browser without brotli.
 * The bundle budget journey (e2e/bundle-budget.e2e.ts) checks these; `npx tsx scripts/bundle-size.ts [dist]`
 * prints them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export const CONSOLES = ['admin', 'agent', 'customer'] as const;

/**
 * What a console loads once a session is shown, before any page: the shell, the page registry and the list
 * kit's core that nearly every page shows (app/mountConsole.tsx fetches it beside the registry). Before
 * them comes each console's session module (its queries and their contracts: shell/lazySession.ts, which
 * holds zod once the login screen no longer does): the session hook suspends until it is there, and only
 * then is the shell rendered and fetched. Each counts what it adds to the initial closure and the ones
 * before it (the kit's core: what it adds to the session and the shell, whose zod, inputs and buttons it
 * shares).
 */
export const SIGNED_IN = [
  'src/shell/ShellLayout.tsx',
  'src/app/componentRegistry.ts',
  'src/components/data-table/kitCore.ts',
];
const sessionKey = (name: string) => `src/consoles/${name}/session.ts`;
/** A console's signed-in chunks, in the order they load and count. */
const signedInOf = (name: string) => [sessionKey(name), ...SIGNED_IN];
/** The chunk of the list kit (DataTable) that a list page imports: what makes a page a list page here. */
const KIT_CORE = 'src/components/data-table/kitCore.ts';
const PAGE_REGISTRY = 'src/app/componentRegistry.ts';

export interface BundleSizes {
  initial: Record<(typeof CONSOLES)[number], number>;
  /** lazily loaded chunks by source, with the bytes they add to a loaded console (the worst console's) */
  lazy: { source: string; bytes: number }[];
  /**
   * What a signed-in user fetches before the first list shows, per console: the initial closure, the
   * signed-in chunks and the lightest list page's own chunks (a page of the registry whose closure holds
   * the list kit), with that page's source.
   */
  firstList: Record<(typeof CONSOLES)[number], { bytes: number; files: number; page: string }>;
  /** how many script files the first load fetches (index.html's entry and what it imports) */
  initialFiles: number;
}

export function bundleSizes(dist: string): BundleSizes {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gzipped = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = manifest[key]?.file ?? '';
    if (!gzipped.has(file)) {
      gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    }
    return gzipped.get(file) ?? 0;
  };
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) walk(imported);
    };
    for (const key of keys) walk(key);
    return seen;
  };
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + sizeOf(key), 0);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`${dist}: the manifest names no entry`);
  const consoleKey = (name: string) => `src/consoles/${name}/index.ts`;
  const initial = Object.fromEntries(
    CONSOLES.map((name) => [name, total(closure([entry, consoleKey(name)]))]),
  ) as BundleSizes['initial'];
  // What each console can load at all: its initial closure and everything dynamic imports reach from it.
  const reachable = (keys: string[]) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])])
        walk(imported);
    };
    for (const key of keys) walk(key);
    return seen;
  };
  for (const key of [...SIGNED_IN, ...CONSOLES.map(sessionKey)])
    if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is not a lazy chunk`);
  const consoles = CONSOLES.map((name) => ({
    initial: closure([entry, consoleKey(name)]),
    // what a console holds when each of its signed-in chunks arrives: its initial closure and the ones before it
    chain: signedInOf(name),
    beforeSignedIn: signedInOf(name).map((_, index) =>
      closure([entry, consoleKey(name), ...signedInOf(name).slice(0, index)]),
    ),
    signedIn: closure([entry, consoleKey(name), ...signedInOf(name)]),
    reaches: reachable([entry, consoleKey(name)]),
  }));
  const consoleKeys = new Set(CONSOLES.map(consoleKey));
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && !consoleKeys.has(key))
    // the icon drawings are one small chunk each, loaded by name (shell/iconDrawings.ts)
    .filter((key) => !key.includes('@ant-design/icons-svg/'))
    .map((key) => {
      const own = [...closure([key])];
      const added = consoles
        .filter(({ reaches }) => reaches.has(key))
        .map(({ chain, beforeSignedIn, signedIn }) => {
          const at = chain.indexOf(key);
          const loaded = at >= 0 ? beforeSignedIn[at] : signedIn;
          return total(own.filter((chunk) => !loaded.has(chunk)));
        });
      return { source: key, bytes: Math.max(0, ...added) };
    })
    .sort((a, b) => b.bytes - a.bytes);
  const kit = new Set(manifest[KIT_CORE]?.imports ?? []);
  const listPages = (manifest[PAGE_REGISTRY]?.dynamicImports ?? []).filter((key) =>
    [...closure([key])].some((chunk) => kit.has(chunk)),
  );
  if (listPages.length === 0) throw new Error(`${dist}: no page of the registry imports the list kit`);
  const firstList = Object.fromEntries(
    CONSOLES.map((name, index) => {
      const { signedIn } = consoles[index] ?? { signedIn: new Set<string>() };
      const [lightest] = listPages
        .map((page) => {
          const files = new Set([...signedIn, ...closure([page])]);
          return { page, bytes: total(files), files: files.size };
        })
        .sort((a, b) => a.bytes - b.bytes);
      return [name, lightest];
    }),
  ) as BundleSizes['firstList'];
  return { initial, lazy, firstList, initialFiles: closure([entry]).size };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'web/dist');
  const sizes = bundleSizes(dist);
  console.log(`first load: ${sizes.initialFiles} script file(s) before the console's own`);
  for (const name of CONSOLES) console.log(`${name.padEnd(9)} initial ${kb(sizes.initial[name])}`);
  for (const name of CONSOLES) {
    const { bytes, files, page } = sizes.firstList[name];
    console.log(`${name.padEnd(9)} signed in, first list page: ${kb(bytes)} in ${files} files (${page})`);
  }
  console.log('largest lazy chunks:');
  for (const chunk of sizes.lazy.slice(0, 12))
    console.log(`  ${kb(chunk.bytes).padStart(7)}  ${chunk.source}`);
}
