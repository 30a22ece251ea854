import { stdSerializers } from 'pino';

// What a log must never hold: a password or its hash, a session, reset or card token, a card number's hash,
// an IBAN. Database errors are the leak to close: Drizzle puts every query parameter into its error's
// message and `params`, and PostgreSQL's `detail` repeats the values of a violated key.

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

type SerializedError = ReturnType<typeof stdSerializers.err> & Record<string, unknown>;

/** Drizzle's query error: `Failed query: …\nparams: a,b,c`, with the values also in `params`. */
function paramsText(error: unknown): string | undefined {
  const params = (error as { params?: unknown }).params;
  return Array.isArray(params) ? `\nparams: ${String(params)}` : undefined;
}

function redactParams(text: string, params: string | undefined): string {
  return params ? text.split(params).join('\nparams: [redacted]') : text;
}

/** pino's error serializer, minus query parameters and key details, in the error and every cause. */
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
  const scrub = (text: string) => leaks.reduce((out, leak) => redactParams(out, leak), text);
  return { ...rest, message: scrub(serialized.message), stack: scrub(serialized.stack) };
}
