/**
 * Tells a database that is away (restarting, failing over, refusing connections, cut off mid-query,
 * too slow) from a bug. The first is an outage the visitor can wait out: 503 with Retry-After.
 * The second stays a 500.
 */

/** Seconds a client is asked to wait during a database outage: about one PostgreSQL restart. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

/** PostgreSQL SQLSTATEs of an unavailable server or a query it gave up on. */
const POSTGRES_STATES = new Set([
  "57P01", // admin_shutdown: the backend was terminated or the server is stopping
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or in recovery
  "57014", // query_canceled: statement_timeout
  "53300", // too_many_connections
  "40001", // serialization_failure
  "40P01", // deadlock_detected
]);

const POSTGRES_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /not currently accepting connections/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Connection terminated due to connection timeout/i,
  /Query read timeout/i,
];

const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || POSTGRES_STATES.has(code) || code.startsWith("08") || SQLITE_CODES.test(code)) return true;
  }
  if (POSTGRES_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // AggregateError (connection attempts to several addresses) and wrapped causes.
  const inner = error instanceof AggregateError ? error.errors : [error.cause];
  return inner.some((e) => isDatabaseUnavailable(e, depth + 1));
}
