import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode } from '@onsite/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { languageOf } from '#server/platform/i18n/language.ts';
import type { MessageKey } from '#server/platform/i18n/messages.ts';
import { translate, translateIssue } from '#server/platform/i18n/translate.ts';
import { AppError } from './errors.ts';
import { requestLanguage } from './localise.ts';

/** Fastify's own client errors (body parsing), by code, as catalogue messages. */
const fastifyClientErrors: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'the request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'the request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'the request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad request',
};

function clientErrorMessage(error: FastifyError, status: number): MessageKey {
  const known = error.code ? fastifyClientErrors[error.code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError) return 'the request body is not valid JSON';
  if (status === 413) return 'the request body is too large';
  if (status === 415) return 'unsupported content type';
  return 'bad request';
}

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (a request line or headers above
 * the 16 KB limit, e.g. a 20 kB query string; a malformed request; a timeout) with the envelope, in the
 * default language: the request's headers were never read.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key]: [number, MessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'the request line or headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'the request timed out']
        : [400, 'bad request'];
  const body = JSON.stringify({
    code: ErrorCode.badRequest,
    msg: translate(key, languageOf(undefined)),
    data: null,
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** What a 503 asks the client to wait before trying again, in seconds. */
export const DATABASE_RETRY_AFTER_S = 5;

/**
 * Maps every failure to the envelope, with `msg` in the request's language (Accept-Language). Validation
 * errors name the field; a database that cannot be reached (stopped, restarting, connection broken) is 503
 * with Retry-After, logged without a stack; unknown errors become 500 with the request id and no internals
 * (the stack goes to the log only).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      const msg = translate(error.key, language, error.params);
      if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
      return reply.status(error.httpStatus).send({ code: error.code, msg, data: null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = translateIssue(issue, language);
      const msg = field ? `${field}: ${message}` : message;
      return reply.status(400).send({ code: ErrorCode.badRequest, msg, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const msg = translate('too many requests, please try again later', language);
      return reply.status(429).send({ code: ErrorCode.tooManyRequests, msg, data: null });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const msg = translate(clientErrorMessage(error, status), language);
      return reply.status(status).send({ code: ErrorCode.badRequest, msg, data: null });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message }, 'request failed: the database is unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({
          code: ErrorCode.serviceUnavailable,
          msg: translate('the database is unavailable, please try again shortly', language),
          data: null,
          requestId: request.id,
        });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      code: ErrorCode.serverError,
      msg: translate('server error, please try again later', language),
      data: null,
      requestId: request.id,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      code: ErrorCode.notFound,
      msg: translate('no such endpoint: {method} {path}', requestLanguage(request), {
        method: request.method,
        path: request.url.split('?')[0] ?? '',
      }),
      data: null,
    });
  });
}
