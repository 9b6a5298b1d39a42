import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Which requests are worth a line at info: errors and state changes. A successful read (the footer's
 * poll, the consoles' lists, static files) is logged at debug, so the start banner does not scroll away
 * under the polling traffic of one open console.
 */
export function requestLogLevel(
  method: string,
  statusCode: number,
  failed: boolean,
): 'error' | 'info' | 'debug' {
  if (failed || statusCode >= 500) return 'error';
  if (statusCode >= 400 || !READS.has(method)) return 'info';
  return 'debug';
}

/** Fastify's request lines, at the level requestLogLevel chooses (one line per request, when it ends). */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const level = requestLogLevel(request.method, reply.statusCode, Boolean(error));
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log[level](line, 'request completed');
  }
}

/**
 * The server's logger: readable lines for a person at a terminal (pino-pretty), JSON lines for machines
 * (log collectors, CI, pipes).
 */
export function loggerOptions(level: string, isTerminal: boolean): FastifyServerOptions['logger'] {
  if (!isTerminal) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
    },
  };
}
