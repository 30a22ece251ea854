import { type LogFn, type Logger, stdSerializers } from 'pino';

// What a log must never hold: a password or its hash, a session, reset or card token, a card number's hash,
// an IBAN, or a link that opens something on its own. Database errors are the leak to close: Drizzle puts
// every query parameter into its error's message and `params`, and PostgreSQL's `detail` repeats the values
// of a violated key. Request addresses are the other: a pass page link is a card's barcode for 30 days.

/** Paths pino blanks in every log line (request headers, bodies logged by mistake). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.tokenHash',
  '*.panHash',
  '*.pan_hash',
  '*.iban',
  '*.pushToken',
  'err.params',
  'err.parameters',
  'err.detail',
  'err.cause.params',
  'err.cause.parameters',
  'err.cause.detail',
];

/** What stands in a log line where a secret was. */
export const REDACTED = '[redacted]';

/**
 * Addresses whose next path segment opens something by itself (issue 23): a card's pass page and its API
 * (30 days), the .pkpass download, the sandbox payment page and its API, the sandbox bank's consent page and
 * its API. Pages of the web app and API routes alike, since the server logs both.
 */
export const SECRET_PATH_PREFIXES = [
  '/api/pass/',
  '/pass/',
  '/api/wallet/apple/download/',
  '/api/payments/sandbox/',
  '/betalen/sandbox/',
  '/api/bank/sandbox/',
  '/bank/sandbox/',
] as const;

/** Query parameters that carry a secret: a reset link's `token`, the sandbox bank's `state`, a `secret`. */
export const SECRET_QUERY_PARAMETERS = ['token', 'state', 'secret'] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A prefix counts at the start of a text or of a URL in it (after a space, a quote, `GET:` or an origin),
// with any number of slashes (`//api/pass/…` reaches the log too); the segment after it is the secret.
const secretPath = new RegExp(
  `(^|[\\s"'(:=]|https?://[^/\\s"']+)(/+(?:${SECRET_PATH_PREFIXES.map((prefix) =>
    prefix.split('/').filter(Boolean).map(escapeRegExp).join('/+'),
  ).join('|')})/+)[^/?#\\s"']+`,
  'gi',
);
const secretQuery = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&#\\s"']*`, 'gi');

/**
 * `text` (a request URL, a log message, an error's message) with the secret of every address of
 * SECRET_PATH_PREFIXES and every SECRET_QUERY_PARAMETERS value replaced by REDACTED: the route stays readable.
 */
export function redactSecretUrls(text: string): string {
  return text
    .replace(secretPath, (_match, before: string, prefix: string) => `${before}${prefix}${REDACTED}`)
    .replace(secretQuery, (_match, name: string) => `${name}${REDACTED}`);
}

/** Fastify's `req` serializer (the same fields), with the URL's secrets redacted. */
export function safeRequestSerializer(request: {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number; remoteAddress?: string } | null;
}) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactSecretUrls(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino's `logMethod` hook: a message (any string argument, e.g. Fastify's "Reply was already sent … in the
 * "/api/pass/…" route") loses its secret URLs as well.
 */
export function redactLogMessages(this: Logger, args: Parameters<LogFn>, method: LogFn): void {
  const redacted = args.map((arg: unknown) => (typeof arg === 'string' ? redactSecretUrls(arg) : arg));
  method.apply(this, redacted as Parameters<LogFn>);
}

type SerializedError = ReturnType<typeof stdSerializers.err> & Record<string, unknown>;

/** Drizzle's query error: `Failed query: …\nparams: a,b,c`, with the values also in `params`. */
function paramsText(error: unknown): string | undefined {
  const params = (error as { params?: unknown }).params;
  return Array.isArray(params) ? `\nparams: ${String(params)}` : undefined;
}

function redactParams(text: string, params: string | undefined): string {
  return params ? text.split(params).join('\nparams: [redacted]') : text;
}

/**
 * pino's error serializer, minus query parameters and key details, in the error and every cause, and minus
 * the secret in a URL its message quotes.
 */
export function safeErrorSerializer(error: Error): SerializedError {
  const serialized = stdSerializers.err(error) as SerializedError;
  const { params: _params, parameters: _parameters, detail: _detail, ...rest } = serialized;
  // The parameters of this error and of every cause below it (a Drizzle error can wrap another).
  const leaks: string[] = [];
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const text = paramsText(current);
    if (text) leaks.push(text);
    current = (current as { cause?: unknown }).cause;
  }
  const scrub = (text: string) =>
    redactSecretUrls(leaks.reduce((out, leak) => redactParams(out, leak), text));
  return { ...rest, message: scrub(serialized.message), stack: scrub(serialized.stack) };
}
