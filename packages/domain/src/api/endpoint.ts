// An endpoint of our API as the web app calls it: method, path and, as types only, what it answers and what it
// takes as a body. No zod here, so a page can name an endpoint without loading the schema
// library; `endpoint-schemas.ts` pairs every endpoint with its zod schemas for checks in development and tests.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

declare const types: unique symbol;

export interface Endpoint<Response = unknown, Body = undefined> {
  readonly method: HttpMethod;
  /** The route as the API declares it, with `:name` parameters: `/api/cards/:id`. */
  readonly path: string;
  /** Type-level only: never set at run time. */
  readonly [types]?: { response: Response; body: Body };
}

export type AnyEndpoint = Endpoint<unknown, unknown>;
export type ResponseOf<E> = E extends Endpoint<infer R, infer _B> ? R : never;
export type BodyOf<E> = E extends Endpoint<infer _R, infer B> ? B : never;

/** Declares an endpoint; the type arguments say what it answers (undefined: nothing) and takes as a body. */
export function endpoint<Response, Body = undefined>(
  method: HttpMethod,
  path: string,
): Endpoint<Response, Body> {
  return { method, path };
}

/** The path of an endpoint with its `:name` parameters filled in (encoded). */
export function endpointPath(target: AnyEndpoint, params: Record<string, string> = {}): string {
  return target.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${target.path}: parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
}

/** Whether a concrete path (`/api/cards/123`) is this endpoint's route (`/api/cards/:id`). */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return (
    want.length === have.length &&
    want.every((part, index) => (part.startsWith(':') ? have[index] !== '' : part === have[index]))
  );
}
