import { z } from 'zod';
import { ErrorBodySchema } from '../errors/error-body.ts';
import { type Endpoint, pathMatches, successAnswer } from './endpoint.ts';
import { allEndpoints } from './endpoints.ts';
import type { Route } from './route.ts';

// Whether an answer keeps its endpoint's declaration: the web app's HTTP client checks every answer in
// development and tests, and so does the web tests' fake API, so a drift between web and API fails a test.
// Production never loads this file.

const paramCount = (path: string) => path.split('/').filter((part) => part.startsWith(':')).length;

/** The endpoint of a concrete request; a literal route wins over a parameter (`/favorites` over `/:id`). */
export function findEndpoint(
  endpoints: readonly Endpoint[],
  method: string,
  pathname: string,
): Endpoint | undefined {
  return endpoints
    .filter((endpoint) => endpoint.method === method && pathMatches(endpoint.path, pathname))
    .sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];
}

/** The declaration a call stands for: the endpoint itself, or the one a `route()` names. */
export function declarationOf(target: Endpoint | Route): Endpoint {
  if ('answers' in target) return target;
  const declared = allEndpoints.find(
    (endpoint) => endpoint.method === target.method && endpoint.path === target.path,
  );
  if (!declared) throw new Error(`${target.method} ${target.path} is not a declared endpoint`);
  return declared;
}

/**
 * What is wrong with an answer, or null when it keeps the declaration. A 4xx carries the error body (or the
 * schema the endpoint declares for that status); a 5xx may come from a proxy in front of the API and is read
 * whatever its body (spec §8), so it is not checked.
 */
export function answerProblem(endpoint: Endpoint, status: number, body: unknown): string | null {
  if (status >= 500) return null;
  // A success status declared without a body (204 'empty') has nothing to check; another success is read
  // with the wider `reads` schema where there is one.
  const own = endpoint.answers[status];
  const declared =
    status >= 400 || typeof own === 'string' ? own : (endpoint.reads ?? own ?? successAnswer(endpoint));
  const schema: z.ZodType | null =
    typeof declared === 'object' ? declared : status >= 400 ? ErrorBodySchema : null;
  if (!schema) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  return `${endpoint.method} ${endpoint.path} answered ${status} outside its declaration: ${z.prettifyError(result.error)}`;
}
