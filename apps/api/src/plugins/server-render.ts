import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '@fuellinq/domain/common/page-data';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/** The web app's render of one page (apps/web/src/entry-server.tsx): the HTML of its root, or undefined. */
export type RenderPage = (path: string, data: PageData) => Promise<string | undefined>;

/** A page the server renders, and the API answers (paths of `GET` routes) its first screen is drawn from. */
export interface ServerPage {
  answers: string[];
  /** The page's document title, read from those answers (a station page: the station's name). */
  titleOf?: (answers: PageData['answers']) => string | undefined;
}

/**
 * The server's render in a web build (`dist/.server/entry-server.js`, vite.config.ts), if it has one. It
 * loads React and the router from the node_modules beside the build: a build copied where they cannot be
 * found is served as before, without a server render, and the log says why.
 */
export async function loadPageRenderer(
  webRoot: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<RenderPage | undefined> {
  const file = path.join(webRoot, '.server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
    return module.renderPage;
  } catch (error) {
    log.warn(
      { err: error, file },
      'the web build’s server render cannot load: pages are drawn by the browser',
    );
    return undefined;
  }
}

/**
 * The page's answers, each asked of this very app as the browser would ask it (as the visitor, from the
 * visitor's address, so the route's own checks and limits apply), or undefined when one of them is not a
 * 200: the page is then left to the browser, which shows that answer's own message.
 */
async function answersOf(
  app: FastifyInstance,
  request: FastifyRequest,
  paths: string[],
): Promise<PageData | undefined> {
  const at = Date.now();
  const answers: PageData['answers'] = {};
  for (const url of paths) {
    const response = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: { accept: 'application/json' },
    });
    if (response.statusCode !== 200) return undefined;
    answers[url] = response.json();
  }
  return { at, answers };
}

/**
 * The rendered root of `page` at `request.url` (its query too: /demo?audience=business opens its own tab)
 * and the answers it was drawn from, or undefined when the page cannot be rendered now (an answer other than
 * 200, a failing render): the browser then renders it, as for any page without a server render, so a visitor
 * never meets an error the API itself would not give.
 */
export async function renderServerPage(
  app: FastifyInstance,
  request: FastifyRequest,
  render: RenderPage,
  pagePath: string,
  page: ServerPage,
): Promise<{ html: string; data: PageData; title: string | undefined } | undefined> {
  try {
    const data = await answersOf(app, request, page.answers);
    if (!data) return undefined;
    const html = await render(request.url, data);
    return html === undefined ? undefined : { html, data, title: page.titleOf?.(data.answers) };
  } catch (error) {
    request.log.warn({ err: error, path: pagePath }, 'server render failed; the browser renders the page');
    return undefined;
  }
}
