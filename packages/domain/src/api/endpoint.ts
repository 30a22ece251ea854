import type { z } from 'zod';

// An endpoint of our API, declared once, beside its feature's contract (`cards/card.endpoints.ts`, …): its
// method and path, the schemas of its parameters, query and body, and what it answers per status. The API
// registers its route and validation from it (apps/api/src/lib/serve.ts), the OpenAPI document is generated
// from those routes, and the web app calls it (`apiRequest`) and, in development and tests, checks each
// answer against it. A test proves the three agree (apps/api/src/endpoints.test.ts).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How an endpoint answers with a status: JSON its schema describes, no body, or a file (CSV, PDF, …). */
export type Answer = z.ZodType | 'empty' | 'file';

export interface Endpoint {
  readonly method: HttpMethod;
  /** The route, with `:name` parameters: `/api/cards/:id`. */
  readonly path: string;
  /** What it does, for the OpenAPI document (Dutch, as the rest of the API's documentation). */
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body is a multipart form (a file upload), parsed and checked by its route, not by a schema. */
  readonly multipart?: true;
  /** Its answers by status, the success first; an error body needs no entry (every error has one shape). */
  readonly answers: Readonly<Partial<Record<number, Answer>>>;
  /**
   * What the web app reads, where the spec lets the server pick among shapes (`array or cards`): the wider
   * schema. Default: the success answer.
   */
  readonly reads?: z.ZodType;
  /** Left out of the OpenAPI document: files for crawlers and wallets (sitemap, robots, the pass logo). */
  readonly hidden?: boolean;
}

/** Declares an endpoint, keeping its exact type (the schemas of each part) for the API and the web client. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessAnswer<E extends Endpoint> = E['answers'][Extract<keyof E['answers'], SuccessStatus>];
type Read<A> = A extends z.ZodType ? z.output<A> : A extends 'file' ? Blob : undefined;

/** What a call answers, as the web app reads it. */
export type ResponseOf<E extends Endpoint> = E extends { reads: infer R extends z.ZodType }
  ? z.output<R>
  : Read<SuccessAnswer<E>>;
/** What a call takes as its body. */
export type BodyOf<E extends Endpoint> = E extends { multipart: true }
  ? FormData
  : E extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : undefined;

/** The success answer's schema, or 'empty' / 'file'. */
export function successAnswer(endpoint: Endpoint): Answer | undefined {
  const status = Object.keys(endpoint.answers)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b)[0];
  return status === undefined ? undefined : endpoint.answers[status];
}

/** The path of an endpoint with its `:name` parameters filled in (encoded). */
export function endpointPath(target: Pick<Endpoint, 'path'>, params: Record<string, string> = {}): string {
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
