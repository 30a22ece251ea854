// What a page's start costs while DevTools watches it, against a browser nobody watches (issue 26).
// Lighthouse, Playwright and first-load.mjs all drive Chromium over the DevTools protocol, and while a client
// is attached V8 re-reads the source of a function on the stack to find its line and column whenever a stack
// is recorded (V8.CollectSourcePositions): for a bundle whose entry is one large module, that is the whole
// module. A visitor's browser pays none of it. This loads a page both ways in the same Debian Chromium at 1×
// (no CPU slowdown: that too needs the protocol), from the production server with its demo data, and reads
// Chromium's own startup trace (--trace-startup, written to a file, no protocol involved):
//
//   npx node bench/devtools-overhead.mjs [/app] [runs]     the project's Node 24, which runs the server
//   WEB_DIST_DIR=<a build> npx node bench/devtools-overhead.mjs
//
// Per run: `entry`, the page's first module evaluation on its main thread (the entry and every chunk it
// imports statically), and `sourcePositions`, the part of it V8 spent collecting source positions.
// Not part of `npm run bench`: the figures are recorded in bench/README.md (Lighthouse) by hand.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startPageServer } from './lib/harness.mjs';

const page = process.argv[2] ?? '/app';
const runs = Number(process.argv[3] ?? 5);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TRACE_SECONDS = 6;

/** Chromium's flags for both ways: a phone-sized headless window, and the startup trace to `file`. */
function browserArgs(file) {
  return [
    '--disable-quic',
    '--window-size=412,823',
    '--trace-startup=v8,disabled-by-default-v8.compile,__metadata',
    '--trace-startup-format=json',
    `--trace-startup-file=${file}`,
    `--trace-startup-duration=${TRACE_SECONDS}`,
  ];
}

/** The trace once Chromium has written all of it (it writes the file when the duration is over). */
async function waitForTrace(file) {
  const until = Date.now() + (TRACE_SECONDS + 30) * 1000;
  while (Date.now() < until) {
    const text = await readFile(file, 'utf8').catch(() => '');
    try {
      return JSON.parse(text).traceEvents;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`no complete trace in ${file}`);
}

/** The first module evaluation on a renderer's main thread, and the source-position collecting inside it. */
function readEntry(events) {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = (e) => mainThreads.has(`${e.pid}:${e.tid}`);
  const entry = events
    .filter((e) => e.name === 'v8.evaluateModule' && e.ph === 'X' && onMain(e))
    .sort((a, b) => a.ts - b.ts)[0];
  if (!entry) throw new Error('the trace has no module evaluation: did the page load?');
  const inside = (e) =>
    e.pid === entry.pid && e.tid === entry.tid && e.ts >= entry.ts && e.ts + e.dur <= entry.ts + entry.dur;
  const collecting = events
    .filter((e) => e.name === 'V8.CollectSourcePositions' && e.ph === 'X' && inside(e))
    .reduce((sum, e) => sum + e.dur, 0);
  return { entry: Math.round(entry.dur / 1000), sourcePositions: Math.round(collecting / 1000) };
}

/** A browser nobody watches: Chromium started on the page, its trace read from the file. */
async function unwatched(url, dir) {
  const file = path.join(dir, 'trace.json');
  // Its own process group, so that the whole browser (its renderer and helper processes) ends with it.
  const browser = spawn(
    chromiumPath,
    ['--headless', '--no-sandbox', `--user-data-dir=${path.join(dir, 'profile')}`, ...browserArgs(file), url],
    { stdio: 'ignore', detached: true },
  );
  const exited = once(browser, 'exit');
  try {
    return readEntry(await waitForTrace(file));
  } finally {
    process.kill(-browser.pid, 'SIGKILL');
    await exited;
  }
}

/** The same through Playwright, as every bench and test here drives the browser. */
async function watched(url, dir) {
  const file = path.join(dir, 'trace.json');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: browserArgs(file) });
  try {
    const tab = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await tab.goto(url, { waitUntil: 'load' });
    return readEntry(await waitForTrace(file));
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startPageServer();
try {
  const results = { unwatched: [], watched: [] };
  // The two ways take turns, so a busier minute of the machine falls on both.
  for (let run = 0; run < runs; run++) {
    for (const [way, load] of [
      ['unwatched', unwatched],
      ['watched', watched],
    ]) {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'devtools-overhead-'));
      try {
        const result = await load(`${server.url}${page}`, dir);
        results[way].push(result);
        console.log(`run ${run + 1}, ${way}: ${JSON.stringify(result)}`);
      } finally {
        // A browser's last writes to its profile can trail its exit by a moment.
        await rm(dir, { recursive: true, force: true, maxRetries: 5 });
      }
    }
  }
  for (const [way, list] of Object.entries(results)) {
    const medians = {
      entry: median(list.map((r) => r.entry)),
      sourcePositions: median(list.map((r) => r.sourcePositions)),
    };
    console.log(
      `median of ${runs}, ${way} (${process.env.WEB_DIST_DIR ?? 'apps/web/dist'}): ${JSON.stringify(medians)}`,
    );
  }
} finally {
  await server.stop();
}
