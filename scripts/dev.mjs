// `npm run dev`: the server with reload (tsx watch) and the web app with hot reload (Vite), in one terminal.
// Open the consoles on Vite's port; it proxies every path the web app needs from the server (/api,
// /storage, /jsconfig.js) to the API server. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      NODE_ENV: 'development',
      ...process.env,
      PORT: apiPort,
      PUBLIC_URL: `http://localhost:${webPort}`,
    },
  }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://localhost:${apiPort}` },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
// One of the two ending on its own ends the other: a dev setup with half its parts is no help.
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
