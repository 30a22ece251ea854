// The landing page's JavaScript, gzipped at level 9. Goal: < 150 KB.
// Two views: what index.html names (the entry script and the modules it preloads), and what the landing page
// really loads in Chromium until the network is quiet (lazy chunks such as the map included), at the phone
// screen Lighthouse uses (412 × 823) and at a desktop screen (1350 × 940).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root } from './lib/harness.mjs';

const dist = path.join(root, 'apps/web/dist');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };

async function sizes(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const content = await readFile(path.join(dist, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  const kb = (bytes) => Math.round(bytes / 102.4) / 10;
  return { files: new Set(files).size, rawKb: kb(raw), gzipKb: kb(gzip) };
}

/**
 * The built files as the server sends them, and index.html for every page. The API answers 503: the landing
 * page then shows its demo station and its map all the same, so it loads the same code as with data.
 */
function staticServer() {
  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    if (pathname.startsWith('/api/') || pathname === '/me') {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
      return;
    }
    const file = path.extname(pathname) ? pathname : '/index.html';
    try {
      const body = await readFile(path.join(dist, path.normalize(file)));
      const type =
        TYPES[path.extname(file)] ?? (file.endsWith('.html') ? 'text/html' : 'application/octet-stream');
      response.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function loadedScripts(browser, origin, viewport) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(1));
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  // Lazy chunks start after React has rendered and an observer has fired: wait well past network idle, so a
  // slow machine cannot make the figure smaller by finishing late.
  await page.waitForTimeout(5_000);
  await page.waitForLoadState('networkidle');
  await context.close();
  return scripts;
}

export async function bundleSize() {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const initial = [
    ...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g),
  ].map((match) => match[1]);

  const server = await staticServer();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    return {
      initial: await sizes(initial),
      phone: await sizes(await loadedScripts(browser, origin, { width: 412, height: 823 })),
      desktop: await sizes(await loadedScripts(browser, origin, { width: 1350, height: 940 })),
    };
  } finally {
    await browser.close();
    server.close();
  }
}
