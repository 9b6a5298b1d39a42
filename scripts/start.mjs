// `npm start`: builds the web app when web/dist is missing or older than its sources, then runs the
// server (TypeScript through tsx), passing signals through so Ctrl-C shuts it down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['web/src', 'web/index.html', 'contracts/src'].map((item) => path.join(root, item));
const sourceTime = Math.max(
  ...sources
    .filter(fs.existsSync)
    .map((item) => (fs.statSync(item).isDirectory() ? newestMtime(item) : fs.statSync(item).mtimeMs)),
);
if (!fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < sourceTime) {
  console.log('Building the web app (web/dist)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
