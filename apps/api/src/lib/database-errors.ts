const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // PostgreSQL: connection exceptions (08xxx) and operator intervention (57P0x).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  // query_canceled: the statement time-out (DATABASE_STATEMENT_TIMEOUT_MS) ran out on a struggling server.
  '57014',
]);

const connectionMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  // pg's own query_timeout: the server stopped answering on an open connection.
  /query read timeout/i,
  /pglite is closed/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
];

/** True when an error (or anything in its cause chain) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof candidate.code === 'string' && connectionCodes.has(candidate.code)) return true;
    if (
      typeof candidate.message === 'string' &&
      connectionMessages.some((re) => re.test(candidate.message as string))
    )
      return true;
    if (Array.isArray(candidate.errors) && candidate.errors.some(isDatabaseUnavailable)) return true;
    current = candidate.cause;
  }
  return false;
}

/** PostgreSQL's unique_violation, through Drizzle's wrapper. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}

/**
 * PostgreSQL's data exceptions (class 22: a NUL byte, a date out of range, a number too large, text too
 * long): a value from the caller that a schema should have refused. Answered as the caller's mistake.
 */
export function isRejectedValue(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^22[0-9A-Z]{3}$/.test(candidate.code)) return true;
    current = candidate.cause;
  }
  return false;
}
