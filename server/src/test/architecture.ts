import fs from 'node:fs';
import path from 'node:path';

/**
 * The house rules the architecture test holds the server to, as functions over source text so that the
 * test can show each rule failing on a planted violation. Paths are relative to server/src, with `/`.
 */
export interface SourceFile {
  path: string;
  text: string;
}

export interface Violation {
  rule: 'query-outside-repository' | 'unscoped-tenant-query' | 'module-internals' | 'layer-imports-module';
  path: string;
  detail: string;
}

const QUERY = /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\s*\(|\bsql\s*`/;

/** Files that may build queries: repositories, dataset definitions of the transfer module, and db/. */
function mayBuildQueries(file: string): boolean {
  if (!file.startsWith('modules/')) return true;
  return (
    /\.repository\.ts$/.test(file) ||
    /\/symbols\/[\w-]+\.symbol\.ts$/.test(file) ||
    /\/repository\//.test(file)
  );
}

/** Rule 1: a service, route or any other module file that is not a repository builds no query. */
export function queriesOutsideRepositories(files: readonly SourceFile[]): Violation[] {
  return files
    .filter((file) => !mayBuildQueries(file.path))
    .flatMap((file) =>
      file.text
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(
          ({ line }) => QUERY.test(line) && !line.trim().startsWith('//') && !line.trim().startsWith('*'),
        )
        .map(({ line, index }) => ({
          rule: 'query-outside-repository' as const,
          path: file.path,
          detail: `line ${index + 1}: ${line.trim()}`,
        })),
    );
}

/** The tables that carry agent_id or customer_id, read from the Database interface of db/schema.ts. */
export function tenantTables(schemaText: string): Set<string> {
  const interfaces = new Map<string, string>();
  for (const match of schemaText.matchAll(/export interface (\w+) \{([\s\S]*?)\n\}/g)) {
    interfaces.set(match[1], match[2]);
  }
  const database = interfaces.get('Database') ?? '';
  const tables = new Set<string>();
  for (const match of database.matchAll(/^\s*(\w+): (\w+);/gm)) {
    const body = interfaces.get(match[2]) ?? '';
    if (/^\s*(agent_id|customer_id)\??:/m.test(body)) tables.add(match[1]);
  }
  return tables;
}

/** Where a function's body opens, after `)` and an optional return type (which may hold braces). */
function bodyOpening(text: string, afterParams: number): number {
  let position = afterParams;
  while (/\s/.test(text[position] ?? '')) position++;
  if (text[position] !== ':') return text.indexOf('{', position);
  position++;
  let depth = 0;
  let typed = false;
  for (; position < text.length; position++) {
    const char = text[position];
    if (depth === 0 && char === '{' && typed) return position;
    if ('<([{'.includes(char)) depth++;
    else if (')]}'.includes(char) || (char === '>' && text[position - 1] !== '=')) {
      depth--;
      if (depth === 0) typed = true;
    } else if (depth === 0 && !/\s/.test(char)) typed = true;
  }
  return position;
}

/** Exported functions of a file with their parameter list and body (brace-matched). */
export function exportedFunctions(
  text: string,
): { name: string; params: string; body: string; before: string }[] {
  const found: { name: string; params: string; body: string; before: string }[] = [];
  const head = /export (?:async )?function (\w+)\s*(?:<[^(]*>)?\(/g;
  for (let match = head.exec(text); match; match = head.exec(text)) {
    let depth = 1;
    let index = head.lastIndex;
    while (index < text.length && depth > 0) {
      if (text[index] === '(') depth++;
      else if (text[index] === ')') depth--;
      index++;
    }
    const params = text.slice(head.lastIndex, index - 1);
    const bodyStart = bodyOpening(text, index);
    depth = 0;
    let end = bodyStart;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}') {
        depth--;
        if (depth === 0) break;
      }
    }
    const lineStart = text.lastIndexOf('\n', match.index);
    const before = text.slice(Math.max(0, text.lastIndexOf('\n\n', lineStart)), match.index);
    found.push({ name: match[1], params, body: text.slice(bodyStart, end + 1), before });
  }
  return found;
}

const SCOPE_PARAMETER = /:\s*(?:TenantScope|\w*Scope)\b|Extract<TenantScope/;
/** `// tenancy: why` (or ` * tenancy: why` in the doc comment) right above a function: platform-wide on purpose. */
const TENANCY_EXEMPTION = /(?:\/\/|\*)\s*tenancy:\s*\S/;

/** Rule 2: a repository function that reads or writes a tenant table takes the caller's scope. */
export function unscopedTenantQueries(
  files: readonly SourceFile[],
  tables: ReadonlySet<string>,
): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    if (!file.path.startsWith('modules/') || !/\.repository\.ts$/.test(file.path)) continue;
    for (const fn of exportedFunctions(file.text)) {
      const touched = [...fn.body.matchAll(/['"`](\w+)(?: as \w+)?['"`]/g)]
        .map((match) => match[1])
        .filter((name) => tables.has(name));
      if (touched.length === 0) continue;
      if (SCOPE_PARAMETER.test(fn.params) || TENANCY_EXEMPTION.test(fn.before)) continue;
      violations.push({
        rule: 'unscoped-tenant-query',
        path: file.path,
        detail: `${fn.name}() touches ${[...new Set(touched)].join(', ')} without a scope parameter`,
      });
    }
  }
  return violations;
}

const IMPORT = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: SourceFile): string[] {
  const dir = path.posix.dirname(file.path);
  return [...file.text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2])
    .map((target) => {
      if (target.startsWith('#server/')) return target.slice('#server/'.length);
      if (target.startsWith('.')) return path.posix.normalize(path.posix.join(dir, target));
      return null;
    })
    .filter((target): target is string => target !== null);
}

const moduleOf = (file: string) => /^modules\/([\w-]+)\//.exec(file)?.[1] ?? null;

/** Rule 3: a module reaches another module only through that module's public index.ts. */
export function moduleInternals(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const own = moduleOf(file.path);
    if (!own) continue;
    for (const target of importsOf(file)) {
      const other = moduleOf(target);
      if (!other || other === own) continue;
      if (target === `modules/${other}/index.ts` || target === `modules/${other}/index`) continue;
      violations.push({ rule: 'module-internals', path: file.path, detail: `imports ${target}` });
    }
  }
  return violations;
}

/** Rule 4: the layers below the modules (platform/, db/) import no module. */
export function layersImportingModules(files: readonly SourceFile[]): Violation[] {
  return files
    .filter((file) => /^(platform|db)\//.test(file.path))
    .flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('modules/'))
        .map((target) => ({
          rule: 'layer-imports-module' as const,
          path: file.path,
          detail: `imports ${target}`,
        })),
    );
}

/** The server's source files (tests and test helpers excluded), relative to server/src. */
export function serverSources(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && entry.name !== '__snapshots__') walk(full);
      } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|test-helpers\.ts$/.test(entry.name)) {
        files.push({
          path: path.relative(root, full).split(path.sep).join('/'),
          text: fs.readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(root);
  return files;
}
