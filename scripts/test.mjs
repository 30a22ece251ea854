#!/usr/bin/env node
// Runs every test suite (spec: `npm test` runs every test) and ends with one line: "N passed, N failed".
// Suites: unit (domain), API on PGlite, API on PostgreSQL, web components, end-to-end in Chromium.
// `npm test -- api-pglite web` runs only the named suites.
//
// Vitest runs one test file at a time on a two-core machine (its workers are the cores less one), and the
// API suite on PGlite keeps a single core busy for most of the run. So the suites run in two lanes side by
// side: the API on PGlite in one, the unit, PostgreSQL and web suites in the other; the end-to-end suite,
// which uses both cores itself, runs after them. While two lanes run, each suite writes its output to
// `.tmp/test-reports/<suite>.log`, printed whole when the suite ends, so the log still reads suite by suite.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const vitest = (project, report) => [
  bin('vitest'),
  ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
];

async function postgresUrl() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch (error) {
    if (process.env.TEST_DATABASE_URL) {
      throw new Error(`TEST_DATABASE_URL is set but unreachable: ${error.message}`, { cause: error });
    }
    return null;
  }
}

function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A file that fails to load counts as one failure even when it reports no tests.
  const brokenFiles = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
  const failures = report.testResults.flatMap((r) => {
    const file = path.relative(root, r.name);
    const tests = r.assertionResults.filter((a) => a.status === 'failed');
    if (r.status === 'failed' && tests.length === 0)
      return [`${file}: ${firstLine(r.message) || 'did not load'}`];
    return tests.map((a) => `${file} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

/** The first line of an error message, shortened: enough to tell one failure from another in a CI tail. */
function firstLine(message) {
  const line = (message ?? '').split('\n').find((part) => part.trim()) ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

function playwrightCounts(file) {
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  // The names are a help for reading a log: a report shaped otherwise than expected must not change the counts.
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  try {
    for (const suite of suites ?? []) visit(suite, []);
  } catch {
    failures.push('(names not readable from the report)');
  }
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, failures };
}

/** Runs a command to its end; with `logFile` its output goes there instead of to this process's own. */
function run(command, args, env = {}, logFile = null) {
  const out = logFile ? openSync(logFile, 'w') : null;
  return new Promise((resolve) => {
    const stdio = out === null ? 'inherit' : ['ignore', out, out];
    const child = spawn(command, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      if (out !== null) closeSync(out);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const pgUrl = await postgresUrl();
const suites = [
  { id: 'unit', label: 'unit (domain)', counts: vitestCounts, cmd: (r) => vitest('domain', r) },
  {
    id: 'api-pglite',
    label: 'API on PGlite',
    counts: vitestCounts,
    cmd: (r) => vitest('api', r),
    env: { TEST_DB: 'pglite' },
  },
  {
    id: 'api-postgres',
    label: 'API on PostgreSQL',
    counts: vitestCounts,
    cmd: (r) => vitest('api', r),
    env: { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl ?? '' },
    skip: pgUrl ? null : 'no PostgreSQL server reachable (set TEST_DATABASE_URL)',
  },
  { id: 'web', label: 'web', counts: vitestCounts, cmd: (r) => vitest('web', r) },
  {
    id: 'e2e',
    label: 'end-to-end (Chromium)',
    counts: playwrightCounts,
    before: () => run('npm', ['run', 'build', '--silent']),
    cmd: () => [bin('playwright'), ['test', '--reporter=list,json']],
    env: (r) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: r }),
  },
];

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const chosen = suites.filter((suite) => !only.length || only.includes(suite.id));
const lanes = [
  chosen.filter((suite) => suite.id === 'api-pglite'),
  chosen.filter((suite) => ['unit', 'api-postgres', 'web'].includes(suite.id)),
].filter((lane) => lane.length > 0);
const after = chosen.filter((suite) => suite.id === 'e2e');

/** One suite, to its counts; `quiet`: its output goes to its log file and is printed when it ends. */
async function runSuite(suite, quiet) {
  if (suite.skip) {
    console.log(`\n▶ ${suite.label}: skipped, ${suite.skip}`);
    return { label: suite.label, passed: 0, failed: 0, note: `skipped: ${suite.skip}` };
  }
  console.log(`\n▶ ${suite.label}${quiet ? ' (started; its output follows when it ends)' : ''}`);
  const started = performance.now();
  const report = path.join(reports, `${suite.id}.json`);
  const log = quiet ? path.join(reports, `${suite.id}.log`) : null;
  const [command, args] = suite.cmd(report);
  const env = typeof suite.env === 'function' ? suite.env(report) : (suite.env ?? {});
  const code = await run(command, args, env, log);
  if (log) console.log(`\n▶ ${suite.label}: output\n${readFileSync(log, 'utf8')}`);
  let counts;
  try {
    counts = suite.counts(report);
  } catch {
    counts = { passed: 0, failed: 1, skipped: 0 };
  }
  // A runner that exits non-zero without a failed test (a crash, a failed global setup) still fails the run.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  const seconds = Math.round((performance.now() - started) / 1000);
  const notes = [counts.skipped ? `${counts.skipped} skipped` : '', `${seconds} s`].filter(Boolean);
  return { label: suite.label, ...counts, note: notes.join(', ') };
}

const byId = new Map();
const quiet = lanes.length > 1;
await Promise.all(
  lanes.map(async (lane) => {
    for (const suite of lane) byId.set(suite.id, await runSuite(suite, quiet));
  }),
);
for (const suite of after) {
  if (suite.before && !suite.skip && (await suite.before()) !== 0) {
    byId.set(suite.id, { label: suite.label, passed: 0, failed: 1, note: 'setup failed' });
    continue;
  }
  byId.set(suite.id, await runSuite(suite, false));
}
const results = chosen.map((suite) => byId.get(suite.id));

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
// The names of what failed come last but one, so a CI log that keeps only its tail still shows them.
const failures = results.flatMap((r) => (r.failures ?? []).map((line) => `  ${r.label}: ${line}`));
if (failures.length) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log('\nSuites:');
for (const r of results)
  console.log(`  ${r.label}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
