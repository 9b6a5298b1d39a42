import { ErrorCode } from '@onsite/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

/**
 * Maps every failure to the envelope. Validation errors name the field; unknown errors become 500 with
 * the request id and no internals (the stack goes to the log only).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.message, data: null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = issue.message ?? 'invalid value';
      const msg = field ? `${field}: ${message}` : message;
      return reply.status(400).send({ code: ErrorCode.badRequest, msg, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: ErrorCode.tooManyRequests, msg: error.message, data: null });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.status(status).send({ code: ErrorCode.badRequest, msg: error.message, data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      code: ErrorCode.serverError,
      msg: 'server error, please try again later',
      data: null,
      requestId: request.id,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      code: ErrorCode.notFound,
      msg: `no such endpoint: ${request.method} ${request.url.split('?')[0]}`,
      data: null,
    });
  });
}
