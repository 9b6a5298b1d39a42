import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { freePort, waitFor } from './process.ts';

/** A throwaway Redis server (no persistence) that the fault suite stops and starts again. */
export class RedisServer {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async create(): Promise<RedisServer> {
    if (!fs.existsSync('/usr/bin/redis-server')) {
      throw new Error(
        'Redis is not installed (apt-get install -y redis-server); the fault suite needs a real server',
      );
    }
    const server = new RedisServer(await freePort());
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(
      '/usr/bin/redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitFor('Redis to accept connections', () => connects(this.port), 10_000, 50);
  }

  /** Kills the server (SIGKILL): connections drop at once, as when Redis crashes. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
    this.child = undefined;
  }
}

function connects(port: number): Promise<true | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(undefined));
  });
}
