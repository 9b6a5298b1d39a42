import { ErrorCode } from '@onsite/contracts';
import type { MessageKey, MessageParams } from '#server/platform/i18n/messages.ts';
import { translate } from '#server/platform/i18n/translate.ts';

/**
 * The one error type handlers throw. The error handler turns it into the envelope
 * `{ code, msg, data: null }` with the HTTP status, so no route formats errors itself. The message is a
 * catalogue key (platform/i18n/messages.ts), answered in the request's language; `message` itself is the
 * English text with the params filled in, for logs.
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    readonly key: MessageKey,
    readonly params?: MessageParams,
    /** seconds the client should wait before trying again (the Retry-After header of a 429) */
    readonly retryAfterS?: number,
  ) {
    super(translate(key, 'en', params));
  }
}

export const badRequest = (message: MessageKey, params?: MessageParams) =>
  new AppError(400, ErrorCode.badRequest, message, params);
export const forbidden = (message: MessageKey = 'you are not allowed to do this', params?: MessageParams) =>
  new AppError(403, ErrorCode.forbidden, message, params);
export const notFound = (message: MessageKey = 'not found', params?: MessageParams) =>
  new AppError(404, ErrorCode.notFound, message, params);
export const tooManyRequests = (message: MessageKey, params?: MessageParams, retryAfterS?: number) =>
  new AppError(429, ErrorCode.tooManyRequests, message, params, retryAfterS);

/** The host's agent was disabled by the platform: its customer site answers "site closed". */
export const siteClosed = () => new AppError(410, ErrorCode.siteClosed, 'this site is closed');

export const loginExpiredMessage =
  'login status expired, please log out and log in again' satisfies MessageKey;
export const sessionRequired = (audience: 'admin' | 'agent' | 'customer') =>
  audience === 'customer'
    ? new AppError(401, ErrorCode.customerUnauthenticated, 'please log in')
    : new AppError(401, ErrorCode.unauthenticated, loginExpiredMessage);
export const signedInElsewhere = () =>
  new AppError(
    401,
    ErrorCode.signedInElsewhere,
    'your account logged in on another device; if that was not you, your password may be leaked',
  );
