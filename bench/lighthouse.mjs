// Lighthouse (mobile profile: Moto G Power-class screen, simulated slow 4G and 4× CPU slowdown) on the landing
// page, /greendeal and a station page of the production build, served by the real server with demo data, and
// on the signed-in overview (/app) of the demo driver. The browser reaches them as a visitor does in
// production (docs/deploy.md): over HTTPS with HTTP/2 from a TLS proxy in front of the process
// (bench/lib/tls-proxy.mjs); BENCH_LIGHTHOUSE_DIRECT=1 measures the process itself over plain HTTP/1.1.
// Lighthouse lives in bench/lighthouse/ (its own package.json and lockfile, outside the workspaces: it drags
// in an old @types/pg that breaks Drizzle's types); this installs it there from the registry when missing.
// Goals: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, startPageServer } from './lib/harness.mjs';
import { startTlsProxy } from './lib/tls-proxy.mjs';

const here = path.join(root, 'bench/lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function loadLighthouse() {
  if (!existsSync(path.join(here, 'node_modules/lighthouse'))) {
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' });
    if (install.status !== 0) throw new Error('npm ci in bench/lighthouse failed');
  }
  const require = createRequire(path.join(here, 'package.json'));
  const lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)).default;
  const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);
  const puppeteer = (await import(pathToFileURL(require.resolve('puppeteer-core')).href)).default;
  return { lighthouse, chromeLauncher, puppeteer };
}

// A run that Lighthouse could not finish (score 0, no metrics) counts in the scores but has no metrics.
const median = (values) => {
  const known = values.filter(Number.isFinite).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : '—';
};

/**
 * Signs the browser in as the demo driver the way the app does it (spec §4: the token and role in
 * localStorage, apps/web/src/lib/session.ts). Lighthouse's reset before each run clears the origin's caches
 * and service workers, not its localStorage (its default `clearStorageTypes`), so the overview loads signed
 * in but with a cold cache, as a driver's phone after a new release.
 */
async function signInDemoDriver(puppeteer, chromePort, serverUrl, pageOrigin) {
  const response = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'consument@fuellinq.nl', password: 'demo1234', remember: true }),
  });
  if (!response.ok) throw new Error(`demo driver login: ${response.status}`);
  const { token, user } = await response.json();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    // Any answer of the origin gives the page its storage; the health check does not load the app.
    await page.goto(`${pageOrigin}/api/health`);
    await page.evaluate(
      ([t, r]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('role', r);
      },
      [token, user.role],
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export async function lighthouseScores({ runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) } = {}) {
  const { lighthouse, chromeLauncher, puppeteer } = await loadLighthouse();
  const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3302);
  const server = await startPageServer(port);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The TLS proxy's certificate is made for the bench (bench/lib/tls-proxy.mjs).
      '--ignore-certificate-errors',
    ],
  });
  // As a visitor gets the pages (docs/deploy.md): over HTTPS with HTTP/2 from the proxy in front of the
  // process; BENCH_LIGHTHOUSE_DIRECT=1 asks the process itself, over plain HTTP/1.1.
  const front =
    process.env.BENCH_LIGHTHOUSE_DIRECT === '1' ? null : await startTlsProxy(server.url, port + 1000);
  const origin = front?.url ?? server.url;
  try {
    const feed = await (
      await fetch(`${server.url}/api/partner/public/stations?lat=52.3731&lng=4.8926&radius_km=5&limit=1`)
    ).json();
    const station = (Array.isArray(feed) ? feed : feed.stations)[0];
    const pages = [
      { name: '/', url: `${origin}/` },
      { name: '/greendeal', url: `${origin}/greendeal` },
      {
        name: `/station/{id} (${station.title ?? station.name ?? station.id})`,
        url: `${origin}/station/${station.id}`,
      },
      // Issue 26: the overview a driver opens at the pump, signed in (the page is drawn by the browser).
      { name: '/app (demo driver, signed in)', url: `${origin}/app`, signedIn: true },
    ].filter(
      (page) => !process.env.BENCH_LIGHTHOUSE_ONLY || page.name.startsWith(process.env.BENCH_LIGHTHOUSE_ONLY),
    );
    const results = [];
    for (const page of pages) {
      if (page.signedIn) await signInDemoDriver(puppeteer, chrome.port, server.url, origin);
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, []]));
      const metrics = { lcpMs: [], tbtMs: [], cls: [], fcpMs: [] };
      const failing = new Set();
      for (let run = 0; run < runs; run++) {
        const { lhr } = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        // BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's whole report, to see what a score is made of.
        if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
          await mkdir(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
          const name = `${pages.indexOf(page)}-${run}.json`;
          await writeFile(path.join(process.env.BENCH_LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
        }
        // A signed-in page that sent the browser to the login measured the wrong page.
        if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(page.url).pathname) {
          throw new Error(`${page.name} ended on ${lhr.finalDisplayedUrl}`);
        }
        // A page whose scripts did not load (a server left over from another build answers 404) scores
        // 100 for drawing nothing.
        const failed = lhr.audits['network-requests'].details.items.filter((item) => item.statusCode >= 400);
        if (failed.length) {
          throw new Error(
            `${page.name}: ${failed.map((item) => `${item.url} ${item.statusCode}`).join(', ')}`,
          );
        }
        for (const id of CATEGORIES) scores[id].push(Math.round((lhr.categories[id]?.score ?? 0) * 100));
        metrics.lcpMs.push(Math.round(lhr.audits['largest-contentful-paint'].numericValue));
        metrics.fcpMs.push(Math.round(lhr.audits['first-contentful-paint'].numericValue));
        metrics.tbtMs.push(Math.round(lhr.audits['total-blocking-time'].numericValue));
        metrics.cls.push(Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000);
        // What keeps a category below 100: the scored audits that did not pass.
        for (const id of ['accessibility', 'best-practices', 'seo']) {
          for (const ref of lhr.categories[id]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(`${id}: ${ref.id}`);
          }
        }
      }
      results.push({
        page: page.name,
        runs,
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(scores[id])])),
        worst: Object.fromEntries(CATEGORIES.map((id) => [id, Math.min(...scores[id])])),
        metrics: Object.fromEntries(Object.entries(metrics).map(([key, values]) => [key, median(values)])),
        failing: [...failing],
      });
    }
    return {
      lighthouse: lighthouse.version ?? '13',
      delivery: front ? 'HTTPS with HTTP/2 through a TLS proxy' : 'plain HTTP/1.1 from the process itself',
      load: os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' '),
      results,
    };
  } finally {
    chrome.kill();
    await front?.close();
    await server.stop();
  }
}

// `node bench/lighthouse.mjs` prints the figures without touching bench/README.md.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await lighthouseScores(), null, 2));
}
