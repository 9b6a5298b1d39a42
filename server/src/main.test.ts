import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', SEED_PASSWORD: 'Main-Test-Pass-1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('main', () => {
  it('refuses to start with a wrong setting and names the variable', async () => {
    const run = start({
      PORT: 'not-a-port',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-main-')),
    });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT:');
  });

  it('serves after migrating and seeding, prints the demo logins, and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-main-'));
    const run = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await expect.poll(() => run.output(), { timeout: 60_000, interval: 200 }).toContain('Demo password');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(((await health.json()) as { code: number }).code).toBe(0);
    expect(run.output()).toContain('login: agent@example.com');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);
});
