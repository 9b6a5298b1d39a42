import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const FAULT_PASSWORD = 'fault-suite-password-1';
export const FAULT_PAY_SECRET = 'fault-suite-sandbox-gateway-secret';

export interface ServerOptions {
  databaseUrl: string;
  redisUrl?: string;
}

/**
 * The product's server exactly as `npm start` runs it (server/src/main.ts through tsx, its own process, the
 * job worker inside), on a database of the suite's, so that it can be killed with SIGKILL and started again.
 * Its output goes to a log file that a failing scenario prints.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private exits: string[] = [];
  readonly logFile: string;
  private readonly dataDir: string;

  private constructor(
    readonly port: number,
    private readonly options: ServerOptions,
  ) {
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onsite-faults-data.'));
    this.logFile = path.join(this.dataDir, 'server.log');
  }

  static async create(options: ServerOptions): Promise<ServerProcess> {
    return new ServerProcess(await freePort(), options);
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server and waits until /api/health answers 200 (the first start migrates and seeds). */
  async start(): Promise<void> {
    const log = fs.openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
      cwd: root,
      stdio: ['ignore', log, log],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        DATABASE_URL: this.options.databaseUrl,
        ...(this.options.redisUrl ? { REDIS_URL: this.options.redisUrl } : {}),
        PUBLIC_URL: this.base,
        SEED_PASSWORD: FAULT_PASSWORD,
        PAY_SANDBOX_SECRET: FAULT_PAY_SECRET,
        LOG_LEVEL: 'warn',
        // a job whose worker was killed is taken up again 5 s after its last batch, not 60 s
        JOBS_LEASE_SECONDS: '5',
        // the suite logs in often; the login limits are tested elsewhere
        LOGIN_RATE_LIMIT: '1000',
      },
    });
    fs.closeSync(log);
    child.once('exit', (code, signal) => this.exits.push(signal ?? `code ${code}`));
    this.child = child;
    await waitFor(
      'the server to answer /api/health',
      async () => {
        if (child.exitCode !== null)
          throw new Error(`the server exited at start (${child.exitCode}):\n${this.tail()}`);
        const response = await fetch(`${this.base}/api/health`);
        return response.ok ? true : undefined;
      },
      180_000,
      250,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${this.tail()}`);
    });
  }

  /** Kills the process with SIGKILL: no shutdown hook runs, in-flight requests and the job in hand are cut. */
  kill9(): Promise<void> {
    return this.end('SIGKILL');
  }

  /** Asks the server to shut down gracefully (SIGTERM) and waits for it. */
  stop(): Promise<void> {
    return this.end('SIGTERM');
  }

  /** Exits the process did not get from the suite (a crash): each one fails the scenario. */
  unexpectedExits(): string[] {
    return [...this.exits];
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    this.exits.pop(); // the exit we caused is not a crash
    this.child = undefined;
  }

  /** The last lines the server printed. */
  tail(lines = 40): string {
    const text = fs.existsSync(this.logFile) ? fs.readFileSync(this.logFile, 'utf8') : '';
    return text.split('\n').slice(-lines).join('\n');
  }

  destroy(): void {
    this.child?.kill('SIGKILL');
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
