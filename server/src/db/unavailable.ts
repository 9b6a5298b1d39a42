/**
 * Whether an error means "the database cannot be reached right now" (it is stopped, restarting, or the
 * connection to it broke), as opposed to a fault of the query or of our code. Requests that fail this way are
 * answered 503 (platform/http/error-handler.ts) and the job worker leaves the job for a later attempt
 * (platform/jobs/job-worker.ts) instead of failing it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODE.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    // Node answers a refused connection to a name with several addresses as an AggregateError.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Socket errors of the connection, and the PostgreSQL SQLSTATEs of a server going away or not there yet:
 * class 08 (connection exception), 57P01 admin_shutdown (fast/immediate stop, pg_terminate_backend),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery), and 53300
 * too_many_connections (a restarting server with its old backends not yet gone).
 */
const UNAVAILABLE_CODE =
  /^(ECONNREFUSED|ECONNRESET|ECONNABORTED|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What pg and pg-pool say when the socket closes under a client or no connection could be made in time. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)$/;
