import fs from 'node:fs'; import path from 'node:path'; import zlib from 'node:zlib'; import { SourceMapConsumer } from 'source-map-js';
const dist = process.argv[2]; const key = process.argv[3]; const con = process.argv[4] ?? 'admin';
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.keys(manifest).find(k => manifest[k].isEntry);
const clo = (keys) => { const seen = new Set(); const walk = k => { if (seen.has(k) || !manifest[k]) return; seen.add(k); for (const i of manifest[k].imports ?? []) walk(i); }; keys.forEach(walk); return seen; };
const signed = ['src/shell/ShellLayout.tsx','src/app/componentRegistry.ts','src/components/data-table/kitCore.ts',`src/consoles/${con}/session.ts`];
const idx = signed.indexOf(key);
const loaded = clo([entry, `src/consoles/${con}/index.ts`, ...(idx>=0 ? signed.slice(0, idx) : signed)]);
const own = [...clo([key])].filter(k => !loaded.has(k));
const bySource = new Map(); let gz=0;
for (const k of own) {
  const file = path.join(dist, manifest[k].file); const code = fs.readFileSync(file, 'utf8');
  const g = zlib.gzipSync(code,{level:9}).length; gz+=g;
  console.log('chunk', k, manifest[k].file, (code.length/1024).toFixed(0)+'KB raw', (g/1024).toFixed(0)+'KB gz');
  const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(file + '.map', 'utf8')));
  const lines = code.split('\n'); let prev = null;
  map.eachMapping(m => {
    if (prev) { const len = prev.line === m.generatedLine ? m.generatedColumn - prev.col : lines[prev.line - 1].length - prev.col; const key = prev.src ?? '?'; bySource.set(key, (bySource.get(key) ?? 0) + len); }
    prev = { line: m.generatedLine, col: m.generatedColumn, src: m.source };
  });
}
const group = s => { const m = s.match(/node_modules\/((@[^/]+\/)?[^/]+)(\/(es|lib|dist)\/([^/]+))?/); if (m) return m[1] + (m[5] && process.env.DEEP ? '/'+m[5] : ''); const w = s.match(/(src\/[^/]+\/[^/]+|contracts\/[^/]+\/[^/]+|[^/]+$)/); return w ? w[1] : s; };
const byGroup = new Map(); let total = 0;
for (const [s, n] of bySource) { byGroup.set(group(s), (byGroup.get(group(s)) ?? 0) + n); total += n; }
console.log('total raw', (total/1024).toFixed(0), 'KB; gz', (gz/1024).toFixed(0));
for (const [g, n] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log((n/1024).toFixed(1).padStart(7), g);
