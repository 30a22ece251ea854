import { isErrorCode, statusFor } from '@fuellinq/domain';

/**
 * What is wrong with an answer by the error model (decision 004): an error status whose JSON body does not
 * carry a code of the catalogue, sent with that code's status and a text. Undefined for a good error answer
 * and for anything that is not a JSON error (a 2xx or 3xx, an HTML page, an image).
 */
export function errorAnswerProblem(
  status: number,
  contentType: string,
  payload: unknown,
): string | undefined {
  if (status < 400 || !contentType.includes('json')) return undefined;
  const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
  if (typeof text !== 'string') return undefined;
  let body: { error?: unknown; message?: unknown } | null;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `${status} with a body that is not JSON`;
  }
  const error = body?.error;
  if (!isErrorCode(error)) return `${status} ${String(error)}: not a code of the catalogue`;
  if (statusFor(error) !== status) return `${status} ${error}: the catalogue gives ${statusFor(error)}`;
  if (typeof body?.message !== 'string' || !body.message.trim()) return `${status} ${error} without a text`;
  return undefined;
}
