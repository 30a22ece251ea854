// What a page's first load does on the main thread, to see inside a Lighthouse score and to compare two builds
// of the web app (issue 26). Lighthouse gives a total blocking time; this says which tasks make it: Debian's
// Chromium, driven by playwright-core at 4× CPU slowdown (Lighthouse's mobile profile), loads the page over
// HTTPS with HTTP/2 (bench/lib/tls-proxy.mjs, as production serves it) with a cold cache, signed in as the
// demo driver for /app, and reads the browser's own Long Animation Frames and long tasks.
//
//   npx node bench/first-load.mjs [/app] [runs]           figures per run and their medians (the project's
//                                                          Node 24, which runs the server's TypeScript)
//   WEB_DIST_DIR=<a build> npx node bench/first-load.mjs  another build of apps/web (npm run build -w apps/web)
//   FIRST_LOAD_FRAMES=1 …                                  also every frame over 60 ms, with its scripts
//
// The figures, per run:
// - entry: the time the page's module scripts took to evaluate (the entry and what it imports statically);
// - blocking: the part over 50 ms of every long task, summed (Lighthouse counts those after the first paint);
// - fcp, lcp: first and largest paint.
// Not recorded in bench/README.md: on 2 shared cores one run varies by a third, so compare builds in turns,
// several sets each. Not part of `npm run bench`.
/* global window */
import { chromium } from 'playwright-core';
import { login, startPageServer } from './lib/harness.mjs';
import { startTlsProxy } from './lib/tls-proxy.mjs';

const page = process.argv[2] ?? '/app';
const runs = Number(process.argv[3] ?? 5);
const showFrames = process.env.FIRST_LOAD_FRAMES === '1';

/** Runs in the page before any of its scripts: collects long tasks, long frames and the largest paint. */
function observe() {
  const seen = { tasks: [], frames: [], lcp: 0 };
  window.__firstLoad = seen;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) seen.tasks.push({ start: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      seen.frames.push({
        start: frame.startTime,
        duration: frame.duration,
        styleAndLayout: frame.startTime + frame.duration - frame.styleAndLayoutStart,
        scripts: frame.scripts.map((script) => ({
          invoker: script.invoker,
          module: script.invokerType === 'module-script',
          duration: script.duration,
          source: `${script.sourceFunctionName || '(top)'} ${script.sourceURL.split('/').pop()}`,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    seen.lcp = list.getEntries().at(-1).startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value) => Math.round(value);

const server = await startPageServer();
const front = await startTlsProxy(server.url, 4302);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-quic'],
});
try {
  const token = await login(server.url, 'consument@fuellinq.nl');
  const results = [];
  for (let run = 0; run < runs; run++) {
    // A new context each run: a cold cache and no service worker, as Lighthouse loads a page.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      ignoreHTTPSErrors: true,
    });
    if (page.startsWith('/app')) {
      await context.addInitScript(
        ([t, r]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('role', r);
        },
        // The demo driver's role, kept beside the token as the app keeps it (lib/session.ts).
        [token, 'user'],
      );
    }
    await context.addInitScript(observe);
    const tab = await context.newPage();
    const failed = [];
    tab.on('response', (response) => response.status() >= 400 && failed.push(response.url()));
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.goto(`${front.url}${page}`, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(1500);
    if (failed.length) throw new Error(`${page}: ${failed.join(', ')} failed`);
    if (new URL(tab.url()).pathname !== page) throw new Error(`${page} ended on ${tab.url()}`);
    const seen = await tab.evaluate(() => window.__firstLoad);
    const fcp = await tab.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    const result = {
      entry: round(
        seen.frames.flatMap((f) => f.scripts.filter((s) => s.module)).reduce((sum, s) => sum + s.duration, 0),
      ),
      blocking: round(seen.tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
      fcp: round(fcp),
      lcp: round(seen.lcp),
    };
    results.push(result);
    console.log(`run ${run + 1}: ${JSON.stringify(result)}`);
    if (showFrames) {
      for (const frame of seen.frames.filter((f) => f.duration > 60)) {
        const scripts = frame.scripts.map((s) => `${s.invoker} ${s.source} ${round(s.duration)}`).join('; ');
        console.log(
          `  frame at ${round(frame.start)}: ${round(frame.duration)} ms, style and layout ${round(frame.styleAndLayout)} ms; ${scripts}`,
        );
      }
    }
    await context.close();
  }
  const medians = Object.fromEntries(
    Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
  );
  console.log(
    `median of ${runs} (${process.env.WEB_DIST_DIR ?? 'apps/web/dist'}): ${JSON.stringify(medians)}`,
  );
} finally {
  await browser.close();
  await front.close();
  await server.stop();
}
