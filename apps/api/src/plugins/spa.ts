import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.ts';
import { canonicalPath, renderIndexHtml } from './index-html.ts';
import { routeChunks } from './route-chunks.ts';
import { loadPageRenderer, renderServerPage, type ServerPage } from './server-render.ts';

/** Files of the build a browser must revalidate on every visit (decisions 018 and 026: the workers). */
const UNCACHED = new Set(['sw.js', 'push-sw.js', 'manifest.webmanifest']);

/** The last path segment names a file (`/favicon.ico`, `/assets/x.js`): a missing file is not a page. */
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]+$/;

/**
 * True for a request of a page. Every GET outside `/api/…` and `/me` is the SPA's, whatever it accepts: a
 * link preview (WhatsApp, LinkedIn, Slack) and curl accept any type (the wildcard) and must get the page's
 * HTML, not a JSON 404. Only `/api/…` answers JSON to unknown paths; `/api` itself is the page about the API
 * for anyone who takes HTML (a browser, a preview) and JSON for a caller who asks for JSON only. A missing
 * file (a path with an extension) is a page only to a browser that asks for HTML.
 */
export function wantsHtml(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname === '/me') return false;
  const accept = request.headers.accept ?? '';
  const asksHtml = accept.includes('text/html');
  if (pathname === '/api') return asksHtml || accept === '' || accept.includes('*/*');
  return asksHtml || !FILE_PATH.test(pathname);
}

/**
 * Serves the built web app from one origin with the API: hashed assets with a year's cache, and the SPA's
 * index.html for every other HTML GET outside /api/… and /me (the SPA owns routing; unknown paths go to /).
 * The index carries the page's title, description and canonical address already (see index-html.ts), so a
 * crawler or a link preview that runs no script still reads them. A page the server renders (`pageOf`, with
 * the build's server render) arrives drawn, and starts its script after the first paint.
 */
async function spaPlugin(
  app: FastifyInstance,
  options: {
    root: string | undefined;
    publicUrl: string;
    /** The document title of a page beyond the fixed public ones (a published CMS page), if any. */
    titleOf?: ((path: string) => Promise<string | undefined>) | undefined;
    /**
     * The pages the server renders (a station page), with the API answers their first screen is drawn from.
     * Without a server render in the build, the HTML preloads those answers instead.
     */
    pageOf?: ((path: string) => ServerPage | undefined) | undefined;
    /** Every page shows the demo banner (a demo feature is on: config.ts, `demoFeatures`). */
    demoBanner?: boolean | undefined;
  },
) {
  const root = options.root;
  const indexFile = root ? path.join(root, 'index.html') : undefined;
  const hasBuild = Boolean(indexFile && existsSync(indexFile));

  if (root && hasBuild) {
    await app.register(staticFiles, {
      root,
      wildcard: false,
      index: false,
      // The build leaves a .br and a .gz beside every text file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker and the manifest are asked again on every visit, so a release reaches everyone.
        const always = UNCACHED.has(path.basename(filePath));
        res.header(
          'cache-control',
          always ? 'no-cache' : hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  const indexHtml = hasBuild && indexFile ? await readFile(indexFile, 'utf8') : undefined;
  const chunksOf = root && hasBuild ? routeChunks(root) : () => [];
  const render = root && hasBuild ? await loadPageRenderer(root, app.log) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsHtml(request)) {
      if (indexHtml) {
        // A title the database cannot give right now is left to the SPA: the page itself still opens.
        const pagePath = canonicalPath(request.url);
        const page = options.pageOf?.(pagePath);
        const rendered =
          page && render ? await renderServerPage(app, request, render, pagePath, page) : undefined;
        const documentTitle = rendered?.title ?? (await options.titleOf?.(pagePath).catch(() => undefined));
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(
            renderIndexHtml(indexHtml, {
              publicUrl: options.publicUrl,
              url: request.url,
              documentTitle,
              preload: rendered ? undefined : page?.answers,
              modulePreload: chunksOf(pagePath),
              rendered,
              demoBanner: options.demoBanner,
            }),
          );
      }
      // Without a build only a browser is told why; any other caller gets the JSON 404 as before.
      if ((request.headers.accept ?? '').includes('text/html'))
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('De web-app is nog niet gebouwd: voer `npm run build` uit.');
    }
    return sendError(reply, { error: 'not_found' });
  });
}

export default fp(spaPlugin, { name: 'spa' });
