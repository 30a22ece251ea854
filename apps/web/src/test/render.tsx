import { answerProblem, findEndpoint } from '@fuellinq/domain/api/answer-check';
import { allEndpoints } from '@fuellinq/domain/api/endpoints';
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
  /**
   * Why this answer may break the contract: it stands for something in front of our API (a proxy, an old
   * server) whose answer the client must still read, e.g. a bare 401 (spec §8). Checked answers are the rule.
   */
  offContract?: string;
}

/**
 * Answers of the fake API that break their endpoint's declaration in the domain: a path the API does not
 * have, a body the endpoint's schema rejects, a request body the server would refuse with a 2xx answer.
 * The test setup fails every test that leaves one here, so a drift between web and API fails a unit test.
 */
export const contractProblems: string[] = [];

function checkAnswer(method: string, path: string, requestBody: unknown, answer: FakeResponse) {
  if (answer.offContract) return;
  const endpoint = findEndpoint(allEndpoints, method, path);
  if (!endpoint) {
    contractProblems.push(
      `${method} ${path} is not an endpoint of the API (packages/domain/src/*/*.endpoints.ts)`,
    );
    return;
  }
  const problem = answerProblem(endpoint, answer.status, answer.body);
  if (problem) contractProblems.push(`fake answer: ${problem}`);
  // A 2xx answer to a body the server would refuse hides a bug: the real API would answer 400.
  if (answer.status < 300 && endpoint.body && !endpoint.body.safeParse(requestBody).success) {
    contractProblems.push(
      `${method} ${path}: the request body breaks the contract: ${JSON.stringify(requestBody)}`,
    );
  }
}

/**
 * Replaces fetch with answers per "METHOD /path" and records each request. Our own API only: the
 * browser-level journeys run against the real server in e2e/. Every answer is checked against the domain's
 * contract of that endpoint (see `contractProblems`).
 */
export function fakeApi(
  answers: Record<string, FakeResponse | ((body: unknown) => FakeResponse | Promise<FakeResponse>)>,
) {
  for (const key of Object.keys(answers)) {
    const [method = '', path = ''] = key.split(' ');
    if (!findEndpoint(allEndpoints, method, path)) {
      contractProblems.push(`fakeApi: ${key} is not an endpoint of the API`);
    }
  }
  const calls: {
    method: string;
    path: string;
    query: Record<string, string>;
    headers: Record<string, string>;
    body: unknown;
  }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const method = init.method ?? 'GET';
    // JSON bodies are parsed; a FormData upload is kept as it is.
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
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
    const response = typeof answer === 'function' ? await answer(body) : answer;
    checkAnswer(method, url.pathname, body, response);
    return new Response(response.body === undefined ? null : JSON.stringify(response.body), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetchMock, calls };
}
