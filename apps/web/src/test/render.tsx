import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/** Renders routes in a memory router with a fresh QueryClient, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** A route that shows where the router ended up. */
export function Landed({ name }: { name: string }): ReactNode {
  return <p data-testid="landed">{name}</p>;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
}

/**
 * Replaces fetch with answers per "METHOD /path" and records each request. Our own API only: the
 * browser-level journeys run against the real server in e2e/.
 */
export function fakeApi(
  answers: Record<string, FakeResponse | ((body: unknown) => FakeResponse | Promise<FakeResponse>)>,
) {
  const calls: {
    method: string;
    path: string;
    query: Record<string, string>;
    headers: Record<string, string>;
    body: unknown;
  }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    // JSON bodies are parsed; a FormData upload is kept as it is.
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
    calls.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: (init.headers ?? {}) as Record<string, string>,
      body,
    });
    const answer = answers[`${method} ${url.pathname}`];
    if (!answer)
      return new Response(JSON.stringify({ error: 'not_found', message: 'niet gefaked' }), { status: 404 });
    const { status, body: responseBody } = typeof answer === 'function' ? await answer(body) : answer;
    return new Response(responseBody === undefined ? null : JSON.stringify(responseBody), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetchMock, calls };
}
