import type { Endpoint } from '@fuellinq/domain/api/endpoint';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (serve): the endpoints test holds every route to one. */
    endpoint?: Endpoint;
  }
}

// A route is registered from its endpoint's declaration in the domain package (packages/domain/src/api/
// endpoint.ts): its method, path, tags and summary, and the schemas Fastify validates and documents with.
// The handler's request and reply are typed from those same schemas.

/** The app as the modules see it: zod schemas type each route. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
type JsonAnswers<A> = { [S in keyof A as A[S] extends z.ZodType ? S : never]: A[S] };

/** The Fastify schema of an endpoint, with each part's own zod type. */
export interface RouteSchemaOf<E extends Endpoint> {
  tags: readonly string[];
  summary: string;
  hide?: boolean;
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  response: JsonAnswers<E['answers']>;
}

export function routeSchemaOf<E extends Endpoint>(endpoint: E): RouteSchemaOf<E> {
  const response = Object.fromEntries(
    Object.entries(endpoint.answers).filter(([, answer]) => typeof answer === 'object'),
  ) as JsonAnswers<E['answers']>;
  // Only the parts the endpoint has: Fastify compiles a validator for every key it finds.
  return {
    tags: endpoint.tags,
    summary: endpoint.summary,
    ...(endpoint.hidden ? { hide: true } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response,
  } as RouteSchemaOf<E>;
}

/**
 * What the handler may send per status: the JSON its schema describes, nothing for an 'empty' answer (a
 * 204 beside a 200 with a body), anything for a file. Types only: Fastify serializes the JSON answers alone.
 */
type ReplyBodies<A> = { [S in keyof A]: A[S] extends 'empty' ? z.ZodUndefined : A[S] };

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  ContextConfigDefault,
  Omit<RouteSchemaOf<E>, 'response'> & { response: ReplyBodies<E['answers']> },
  ZodTypeProvider
>;

/** What a route adds to its endpoint: its configuration (auth, limits, idempotency) and hooks. */
export type ServeOptions = Omit<RouteShorthandOptions, 'schema'>;

/** Registers the route of a declared endpoint on `app`, validated and documented by its schemas. */
export function serve<E extends Endpoint>(
  app: ZodApp | FastifyInstance,
  endpoint: E,
  options: ServeOptions,
  handler: EndpointHandler<E>,
): void {
  (app as ZodApp).route({
    ...options,
    config: { ...options.config, endpoint },
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchemaOf(endpoint),
    handler,
  } as Parameters<ZodApp['route']>[0]);
}
