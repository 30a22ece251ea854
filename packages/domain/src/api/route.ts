import type { Endpoint } from './endpoint.ts';
import type { DeclaredEndpoint } from './endpoints.ts';

// A declared endpoint reached by its method and path alone, without loading its schemas: for the code the
// web app's entry runs on every page (the station finder, the session, the theme), so that zod and the
// contracts stay out of the landing page's first download (decision 022). The endpoint is still declared
// once, in its feature's `*.endpoints.ts`: `route('GET /api/stations/:id')` only names it, and the compiler
// takes the key from the declarations (a key nothing declares is a type error) and the types of the body
// and the answer from the declaration it names. This file imports types only.

type KeyOf<E> = E extends Endpoint ? `${E['method']} ${E['path']}` : never;

/** "GET /api/stations/:id": the method and path of a declared endpoint. */
export type RouteKey = KeyOf<DeclaredEndpoint>;

/** The declared endpoint a key names. */
export type EndpointAt<K extends RouteKey> = DeclaredEndpoint extends infer E
  ? E extends Endpoint
    ? KeyOf<E> extends K
      ? E
      : never
    : never
  : never;

/** What a call needs of an endpoint at run time; the declaration it stands for is a type only. */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Never set: it carries the declaration's type to `apiRequest`. */
  readonly declaration?: E;
}

/** The endpoint a call names: a declaration itself, or the one a route stands for. */
export type EndpointOf<T extends Endpoint | Route> = T extends Endpoint
  ? T
  : T extends Route<infer E>
    ? E
    : never;

/** A declared endpoint by its key, without its schemas: `route('GET /me')`. */
export function route<const K extends RouteKey>(key: K): Route<EndpointAt<K>> {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), path: key.slice(space + 1) } as Route<EndpointAt<K>>;
}
