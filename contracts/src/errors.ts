/** Envelope codes (DESIGN.md "API conventions"). 0 is success; the rest travel with the HTTP status noted. */
export const ErrorCode = {
  ok: 0,
  /** admin/agent session missing or expired (HTTP 401) */
  unauthenticated: 401,
  /** customer session missing or expired (HTTP 401) */
  customerUnauthenticated: -2,
  /** admin signed out because the same account logged in elsewhere (HTTP 401) */
  signedInElsewhere: -200,
  /** help design absent */
  helpDesignAbsent: -10,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  tooManyRequests: 429,
  /**
   * too many failed logins for this account or from this source: the login needs the graphic captcha
   * (or a device that signed in to the account before); HTTP 429 with Retry-After
   */
  captchaRequired: 428,
  /** the customer site of this host belongs to an agent the platform disabled (HTTP 410) */
  siteClosed: 410,
  serverError: 500,
  /** the database (or another service the request needs) is unreachable for now: try again shortly (HTTP 503) */
  serviceUnavailable: 503,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
