import { ErrorCode } from '@onsite/contracts';

/**
 * The one error type handlers throw. The error handler turns it into the envelope
 * `{ code, msg, data: null }` with the HTTP status, so no route formats errors itself.
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, ErrorCode.badRequest, message);
export const forbidden = (message = 'you are not allowed to do this') =>
  new AppError(403, ErrorCode.forbidden, message);
export const notFound = (message = 'not found') => new AppError(404, ErrorCode.notFound, message);
export const tooManyRequests = (message: string) => new AppError(429, ErrorCode.tooManyRequests, message);

export const loginExpiredMessage = 'login status expired, please log out and log in again';
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
