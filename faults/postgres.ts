import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './process.ts';

/**
 * A throwaway PostgreSQL server that the fault suite can stop in immediate mode (as a crash would: no
 * checkpoint, clients cut off) and start again (crash recovery). Commits are synchronous, as in production,
 * so a write the server acknowledged must survive the stop; fsync stays off because the machine itself
 * does not crash here.
 */
export class PostgresServer {
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<PostgresServer> {
    const bin = findBin();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-faults-pg.'));
    fs.chmodSync(dir, 0o755);
    if (isRoot()) execFileSync('chown', ['postgres', dir]);
    const server = new PostgresServer(bin, dir, await freePort());
    asPostgres(path.join(bin, 'initdb'), [
      '-D',
      server.data,
      '-U',
      'onsite',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    server.start();
    asPostgres(path.join(bin, 'createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(server.port),
      '-U',
      'onsite',
      'onsite',
    ]);
    return server;
  }

  get url(): string {
    return `postgres://onsite@127.0.0.1:${this.port}/onsite`;
  }

  private get data(): string {
    return path.join(this.dir, 'data');
  }

  start(): void {
    const options = [
      `-p ${this.port}`,
      `-k ${this.dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=on',
      '-c max_connections=100',
    ].join(' ');
    asPostgres(path.join(this.bin, 'pg_ctl'), [
      '-D',
      this.data,
      '-l',
      path.join(this.dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
  }

  /** Stops at once: every backend is killed, no checkpoint (the next start runs crash recovery). */
  stopImmediate(): void {
    asPostgres(path.join(this.bin, 'pg_ctl'), ['-D', this.data, '-m', 'immediate', '-w', 'stop']);
  }

  destroy(): void {
    spawnSync(...runAs(path.join(this.bin, 'pg_ctl'), ['-D', this.data, '-m', 'immediate', 'stop']), {
      stdio: 'ignore',
    });
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

function findBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort().reverse() : [];
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  throw new Error(
    'PostgreSQL is not installed (apt-get install -y postgresql); the fault suite needs a real server',
  );
}

const isRoot = () => process.getuid?.() === 0;

// initdb and postgres refuse to run as root: run them as the postgres user when we are root.
function runAs(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function asPostgres(command: string, args: string[]): void {
  const [program, programArgs] = runAs(command, args);
  execFileSync(program, programArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
}
