/** What bench/run.ts and its server children (bench/server.ts) agree on. */
export const SERVER_KINDS = ['ours', 'bare', 'express'] as const;
export type ServerKind = (typeof SERVER_KINDS)[number];

export const DATABASE_KINDS = ['postgres', 'pglite'] as const;
export type DatabaseKindName = (typeof DATABASE_KINDS)[number];

/** child → parent; `usage` is process.cpuUsage() of the server process, in microseconds */
export type ServerMessage =
  | { type: 'ready'; port: number }
  | { type: 'failed'; message: string }
  | { type: 'usage'; user: number; system: number };
/** parent → child */
export type ControlMessage = { type: 'stop' } | { type: 'usage' };

export const ROUTE = '/api/customer/customer/getInfo';
export const HOST = '127.0.0.1';
