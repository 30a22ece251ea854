#!/usr/bin/env node
// Runs the benchmarks and records their figures in bench/README.md (between the bench:<id> markers) and
// bench/results/<id>.json. `npm run bench -- cold-start bundle-size` runs only the named ones.
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bundleSize } from './bundle-size.mjs';
import { cardsWallet } from './cards-wallet.mjs';
import { co2Report } from './co2-report.mjs';
import { coldStart } from './cold-start.mjs';
import { dashboard } from './dashboard.mjs';
import { fleetStarts } from './fleet-starts.mjs';
import { fleetReports } from './fleet-reports.mjs';
import { invoiceRun, orgInvoiceRun } from './invoice-run.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { root } from './lib/harness.mjs';
import { meThroughput } from './me-throughput.mjs';
import { priceAlerts } from './price-alerts.mjs';
import { refuelStarts } from './refuel-starts.mjs';
import { priceChanges } from './price-changes.mjs';
import { stationFeed } from './station-feed.mjs';

const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const ms = (value) => `${value} ms`;
/** A CPU cost per start, or a dash where it could not be read (a database on another machine). */
const cpuMs = (value) => (typeof value === 'number' ? `${value.toFixed(2)} ms` : '—');

const benchmarks = [
  {
    id: 'price-alerts',
    run: () => priceAlerts(),
    render: (rows) =>
      [
        '| engine | active alerts (of them area) | stations | changes measured | p50 | p99 | slowest | drivers told by one change (most) | goal | load avg (1 min) |',
        '|---|---|---|---|---|---|---|---|---|---|',
        ...rows.map(
          (r) =>
            `| ${r.engine} | ${r.data.alerts} (${r.data.area}) | ${r.data.stations} | ${r.changes} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.toldMax} | < 1000 ms | ${r.load} |`,
        ),
        '',
        '| engine | the first price every alert sees at a station (unmeasured warm-up): p50 / slowest | drivers told (most) |',
        '|---|---|---|',
        ...rows.map((r) => `| ${r.engine} | ${ms(r.first.p50)} / ${ms(r.first.max)} | ${r.first.toldMax} |`),
      ].join('\n'),
  },
  {
    id: 'cold-start',
    run: () => coldStart(),
    render: (r) =>
      [
        '| what | figure | goal |',
        '|---|---|---|',
        `| first start (new data folder: initdb, migrations, seed) | ${ms(r.firstStartMs)} | — |`,
        `| start with an existing data folder, median of ${r.runs} | ${ms(r.medianMs)} | < 2000 ms |`,
        `| start with an existing data folder, slowest | ${ms(r.maxMs)} | < 2000 ms |`,
      ].join('\n'),
  },
  {
    id: 'me-throughput',
    run: () => meThroughput(),
    render: (r) =>
      [
        '| engine | route | req/s | p50 | p99 | non-2xx | ratio to ceiling | goal |',
        '|---|---|---|---|---|---|---|---|',
        ...Object.entries(r).flatMap(([engine, x]) => [
          `| ${engine} | constant (ceiling) | ${x.ceiling.rps} | ${ms(x.ceiling.p50)} | ${ms(x.ceiling.p99)} | ${x.ceiling.non2xx} | 1.00 | — |`,
          `| ${engine} | GET /me | ${x.me.rps} | ${ms(x.me.p50)} | ${ms(x.me.p99)} | ${x.me.non2xx} | ${x.ratio.toFixed(2)} | ${engine === 'postgres' ? '≥ 0.30' : '—'} |`,
        ]),
      ].join('\n'),
  },
  {
    id: 'station-feed',
    run: () => stationFeed(),
    render: (rows) =>
      [
        '| engine | stations | run | route | req/s | p50 | p99 | non-2xx | server CPU per request | ratio to ceiling | goal | load avg (1 min) |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|',
        ...rows.flatMap((r) => [
          `| ${r.engine} | ${r.dataset} | ${r.run} | constant (ceiling) | ${r.ceiling.rps} | ${ms(r.ceiling.p50)} | ${ms(r.ceiling.p99)} | ${r.ceiling.non2xx} | ${r.ceiling.cpuMicros} µs | 1.00 | — | ${r.load} |`,
          `| ${r.engine} | ${r.dataset} | ${r.run} | public feed, a position of its own per request | ${r.feed.rps} | ${ms(r.feed.p50)} | ${ms(r.feed.p99)} | ${r.feed.non2xx} | ${r.feed.cpuMicros} µs | ${r.ratio.toFixed(2)} | ≥ 0.30, p99 < 30 ms | |`,
        ]),
        '',
        "| engine | stations | first answer after start (the snapshot's full load) | server memory after the load: RSS / peak RSS / V8 heap in use after a full GC |",
        '|---|---|---|---|',
        ...rows
          .filter((r) => r.run === 1)
          .map(
            (r) =>
              `| ${r.engine} | ${r.dataset} | ${r.snapshot.stations} stations in ${ms(r.snapshot.loadMs)} | ${r.memory.rssMiB} / ${r.memory.peakMiB} / ${r.memory.heapUsedMiB} MiB |`,
          ),
      ].join('\n'),
  },
  {
    id: 'price-changes',
    run: () => priceChanges(),
    render: (rows) =>
      [
        '| engine | stations | feed | req/s | p50 | p99 | non-2xx | price changes (sent / applied / failed, rate) | change answered p50 / p99 | goal | load avg (1 min) |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
        ...rows.flatMap((r) => [
          `| ${r.engine} | ${r.dataset} | alone | ${r.alone.rps} | ${ms(r.alone.p50)} | ${ms(r.alone.p99)} | ${r.alone.non2xx} | — | — | — | ${r.load} |`,
          `| ${r.engine} | ${r.dataset} | with price changes | ${r.withChanges.rps} | ${ms(r.withChanges.p50)} | ${ms(r.withChanges.p99)} | ${r.withChanges.non2xx} | ${r.changes.sent} / ${r.changes.applied} / ${r.changes.failed}, ${r.changes.perMinute} a minute | ${ms(r.changes.p50)} / ${ms(r.changes.p99)} | p99 < 30 ms | |`,
        ]),
      ].join('\n'),
  },
  {
    id: 'bundle-size',
    before: () => spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' }).status,
    run: () => bundleSize(),
    render: (r) =>
      [
        '| what | files | raw | gzipped | goal |',
        '|---|---|---|---|---|',
        `| named by index.html (entry and modulepreloads) | ${r.initial.files} | ${r.initial.rawKb} KB | ${r.initial.gzipKb} KB | — |`,
        `| loaded by the landing page, phone screen 412 × 823 | ${r.phone.files} | ${r.phone.rawKb} KB | ${r.phone.gzipKb} KB | < 150 KB |`,
        `| loaded by the landing page, desktop screen 1350 × 940 | ${r.desktop.files} | ${r.desktop.rawKb} KB | ${r.desktop.gzipKb} KB | < 150 KB |`,
        '',
        `_Machine load (1, 5, 15 min) at the end: ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(', ')}._`,
      ].join('\n'),
  },
  {
    id: 'lighthouse',
    before: () => spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' }).status,
    run: () => lighthouseScores(),
    render: (r) =>
      [
        `Lighthouse ${r.lighthouse}, mobile profile, pages served over ${r.delivery}, median of ${r.results[0]?.runs ?? 0} runs per page (worst run in brackets).`,
        '',
        '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
        '|---|---|---|---|---|---|---|---|---|',
        ...r.results.map(
          (x) =>
            `| ${x.page} | ${x.scores.performance} (${x.worst.performance}) | ${x.scores.accessibility} | ${x.scores['best-practices']} | ${x.scores.seo} | ${ms(x.metrics.fcpMs)} | ${ms(x.metrics.lcpMs)} | ${ms(x.metrics.tbtMs)} | ${x.metrics.cls} |`,
        ),
        '| goal | ≥ 95 | 100 | ≥ 95 | 100 | — | — | — | — |',
        '',
        ...r.results
          .filter((x) => x.failing.length > 0)
          .map((x) => `Below 100 on ${x.page}: ${x.failing.join(', ')}.`),
        `_Machine load (1, 5, 15 min) at the end: ${r.load}._`,
      ].join('\n'),
  },
  {
    id: 'cards-wallet',
    run: () => cardsWallet(),
    render: (r) =>
      [
        '| engine | route | connections | req/s | p50 | p99 | non-2xx |',
        '|---|---|---|---|---|---|---|',
        ...Object.entries(r).flatMap(([engine, x]) =>
          [
            ['GET /api/cards (3 cards)', 50, x.list],
            ['GET /api/pass/{token}', 50, x.view],
            ['GET signed .pkpass download', 4, x.pkpass],
            ['POST /api/wallet/google/{id}', 4, x.googleLink],
          ].map(
            ([route, connections, y]) =>
              `| ${engine} | ${route} | ${connections} | ${y.rps} | ${ms(y.p50)} | ${ms(y.p99)} | ${y.non2xx} |`,
          ),
        ),
      ].join('\n'),
  },
  {
    id: 'co2-report',
    run: () => co2Report(),
    render: (r) =>
      [
        `Data: ${r.data.vehicles} vehicles, ${r.data.fuel_logs} fuel logs and ${r.data.odometer_logs} odometer readings in 2025, generated in ${ms(r.data.generateMs)}; monthly usage computed in ${ms(r.data.rollupMs)}.`,
        '',
        '| request | p50 | p99 | response | goal |',
        '|---|---|---|---|---|',
        `| fleet CO2 report, whole year (GET /api/co2/report) | ${ms(r.fleetYear.p50)} | ${ms(r.fleetYear.p99)} | ${r.fleetYear.kb} KB | < 500 ms |`,
        `| the same, WLTP method, TTW | ${ms(r.fleetYearTtw.p50)} | ${ms(r.fleetYearTtw.p99)} | ${r.fleetYearTtw.kb} KB | < 500 ms |`,
        `| fleet WPM export, whole year (GET /api/co2/wpm) | ${ms(r.wpm.p50)} | ${ms(r.wpm.p99)} | ${r.wpm.kb} KB | < 500 ms |`,
        `| one vehicle's month (GET /api/co2/report?vehicle_id=…) | ${ms(r.vehicleMonth.p50)} | ${ms(r.vehicleMonth.p99)} | ${r.vehicleMonth.kb} KB | < 20 ms |`,
        `| one odometer reading on a busy vehicle (POST /api/co2/odometer) | ${ms(r.logWrite.p50)} | ${ms(r.logWrite.p99)} | — | — |`,
      ].join('\n'),
  },
  {
    id: 'refuel-starts',
    run: () => refuelStarts(),
    render: (r) =>
      [
        '| engine | route | connections | starts (each its own user) | starts/s | p50 | p99 | non-2xx | CPU per start: server | PostgreSQL backends + background | load generator | goal |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|',
        ...r.runs.map(
          (x) =>
            `| postgres | POST /api/transactions/start | ${x.connections} | ${x.starts} | ${x.rps} | ${ms(x.p50)} | ${ms(x.p99)} | ${x.non2xx} | ${cpuMs(x.cpu?.serverMsPerStart)} | ${cpuMs(x.cpu?.postgresBackendsMsPerStart)} + ${cpuMs(x.cpu?.postgresBackgroundMsPerStart)} | ${cpuMs(x.cpu?.loadGeneratorMsPerStart)} | ${x.connections === 50 ? 'p99 < 50 ms' : '—'} |`,
        ),
        '',
        '| ledger afterwards | figure | goal |',
        '|---|---|---|',
        `| users summed | ${r.ledger.users} | — |`,
        `| refuels reserved (${r.warmup} warm-up starts included) | ${r.ledger.refuels} | one per start |`,
        `| users overdrawn (available < 0) | ${r.ledger.overdrawn} | 0 |`,
        `| users whose available ≠ € 100 − their reservation | ${r.ledger.mismatched} | 0 |`,
        `| users reserved twice | ${r.ledger.reserved_twice} | 0 |`,
        `| users whose balance moved (a reservation only holds) | ${r.ledger.balance_changed} | 0 |`,
      ].join('\n'),
  },
  {
    id: 'fleet-starts',
    run: () => fleetStarts(),
    render: (r) =>
      [
        `Data: ${r.data.orgs} organisations × ${r.data.driversPerOrg} drivers (a company card each under the organisation's rule profile) and ${r.data.privateHolders.toLocaleString('en')} private card holders, each card with ${r.data.historyDays} days of completed refuels and their ledger entries, made in SQL in ${ms(r.data.seedMs)}. A start over the profile's maximum per refuel was declined: ${r.probe.status} \`${r.probe.error}\`. Per run, after ${r.warmup} starts of each kind as a warm-up: ${r.slices} slices of ${r.sliceStarts} starts of each kind, taking turns, at ${r.connections} connections.`,
        '',
        '| run | cards | starts | starts/s | p50 | p95 | p99 | not 201 | errors | company / private rate | goal | load avg (1, 5, 15 min) before → after |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|',
        ...r.runs.flatMap((x) => [
          `| ${x.run} | company, with rules | ${x.company.starts} | ${x.company.rate} | ${ms(x.company.p50)} | ${ms(x.company.p95)} | ${ms(x.company.p99)} | ${x.company.notCreated} | ${x.company.errors} | ${x.ratio.toFixed(2)} | p99 < 50 ms, ≥ 0.70 | ${x.loadBefore} → ${x.loadAfter} |`,
          `| ${x.run} | private | ${x.private.starts} | ${x.private.rate} | ${ms(x.private.p50)} | ${ms(x.private.p95)} | ${ms(x.private.p99)} | ${x.private.notCreated} | ${x.private.errors} | 1.00 | — | |`,
        ]),
        '',
        '| afterwards | figure | goal |',
        '|---|---|---|',
        `| accounts overdrawn (available < 0) | ${r.ledger.overdrawn} | 0 |`,
        `| company / private refuels reserved (warm-ups included) | ${r.ledger.company_reserved} / ${r.ledger.private_reserved} | one per start |`,
        `| cards with two reserved refuels | ${r.ledger.cards_reserved_twice} | 0 |`,
        `| refuels / ledger entries in the database | ${r.ledger.refuels.toLocaleString('en')} / ${r.ledger.ledger_rows.toLocaleString('en')} | — |`,
      ].join('\n'),
  },
  {
    id: 'fleet-reports',
    run: () => fleetReports(),
    render: (r) =>
      [
        `Data: one organisation with ${r.data.vehicles} vehicles (a company card each in one of ${r.data.centres} cost centres), ${r.data.drivers} drivers and ${r.data.company_refuels.toLocaleString('en')} completed company refuels in 2025, among ${r.data.private_refuels.toLocaleString('en')} private refuels of other accounts, with the CBS average of every day; generated in SQL in ${ms(r.data.generateMs)}.`,
        '',
        '| request | p50 | p99 | response | goal |',
        '|---|---|---|---|---|',
        `| the year per vehicle (GET /api/orgs/{id}/reports?by=vehicle) | ${ms(r.byVehicle.p50)} | ${ms(r.byVehicle.p99)} | ${r.byVehicle.kb} KB | p99 < 200 ms |`,
        `| the year per driver | ${ms(r.byDriver.p50)} | ${ms(r.byDriver.p99)} | ${r.byDriver.kb} KB | p99 < 200 ms |`,
        `| the year per cost centre | ${ms(r.byCentre.p50)} | ${ms(r.byCentre.p99)} | ${r.byCentre.kb} KB | p99 < 200 ms |`,
        `| one month per vehicle | ${ms(r.month.p50)} | ${ms(r.month.p99)} | ${r.month.kb} KB | p99 < 200 ms |`,
        `| the year per vehicle as CSV (…/reports.csv) | ${ms(r.csv.p50)} | ${ms(r.csv.p99)} | ${r.csv.kb} KB | p99 < 200 ms |`,
        `| the year per vehicle, first visit (nothing kept; ${r.firstVisit.runs} runs, slowest as p99) | ${ms(r.firstVisit.p50)} | ${ms(r.firstVisit.max)} | — | — |`,
        `| the year per vehicle after one of its refuels changed (one month summed again; ${r.afterChange.runs} runs) | ${ms(r.afterChange.p50)} | ${ms(r.afterChange.max)} | — | — |`,
        '',
        `_Machine load (1, 5, 15 min) before / after: ${r.loadBefore} / ${r.loadAfter}. CPU time of one request for the year per vehicle (from /proc, whatever the load): server ${ms(r.byVehicle.serverCpuMs)}, PostgreSQL ${ms(r.byVehicle.postgresCpuMs)}._`,
      ].join('\n'),
  },
  {
    id: 'dashboard',
    run: () => dashboard(),
    render: (r) =>
      [
        `Data: the demo business account with ${r.data.refuels} completed refuels and ${r.data.invoices} invoices over 24 months, ${r.data.cards} cards and ${r.data.vehicles} vehicles with two years of logbooks (generated in ${ms(r.data.generateMs)}). Each call alone at ${r.connections} connections for ${r.seconds} s after a 1 s warm-up.`,
        '',
        '| screen | call | answer | req/s | p50 | p99 | non-2xx | goal |',
        '|---|---|---|---|---|---|---|---|',
        ...r.calls.map(
          (x) =>
            `| ${x.overview ? 'Overzicht' : 'Inzichten'} | GET ${x.call} | ${x.kb} KB | ${x.rps} | ${ms(x.p50)} | ${ms(x.p99)} | ${x.non2xx} | p99 < 100 ms |`,
        ),
        '',
        `Inzichten's first visit, when the closed months are not in the roll-up yet (decision 019): GET /api/insights?months=24 alone, ${r.firstVisits.runs} times with the roll-up emptied before each — median ${ms(r.firstVisits.medianMs)}, slowest ${ms(r.firstVisits.maxMs)}. Under load above, the closed months and days come from the roll-up and only yesterday and today are summed.`,
        '',
        `Load before: \`${r.loadBefore}\`; after: \`${r.loadAfter}\`.`,
      ].join('\n'),
  },
  {
    id: 'invoice-run',
    run: () => invoiceRun(),
    render: (r) =>
      [
        `Data: ${r.accounts.toLocaleString('en')} accounts (one in five business) with ${r.refuelsPerAccount} completed refuels and a paid subscription month each in October 2026, generated in SQL in ${ms(r.generateMs)}.`,
        '',
        '| what | figure | goal |',
        '|---|---|---|',
        `| the run of 1 November (runMonth, ${r.concurrency} accounts at a time, pool of 10) | ${r.runMinutes} min (${ms(r.perInvoiceMs)} per invoice) | — |`,
        `| invoices made / accounts billed | ${r.check.invoices} / ${r.check.accounts} | one per account |`,
        `| numbers | ${r.check.first} … ${r.check.last} | 1 … n, no gap |`,
        `| lines | ${r.check.lines} | 21 per account |`,
        `| invoiced incl. btw vs. spent (cents) | ${r.check.invoiced} vs. ${r.check.spent} | equal |`,
        `| invoice e-mails enqueued | ${r.check.mails} | one per invoice |`,
        `| machine load (1, 5, 15 min) before / after | ${r.loadBefore} / ${r.loadAfter} | — |`,
      ].join('\n'),
  },
  {
    id: 'invoice-run-orgs',
    run: () => orgInvoiceRun(),
    render: (r) =>
      [
        `Data: ${r.orgs} organisations × ${r.cardsPerOrg} company cards (half to a driver, half to a vehicle, in ${r.centresPerOrg} cost centres) × ${r.refuelsPerCard} completed company refuels in October 2026 at ${r.stations} stations, and ${r.privateRefuelsPerMember} private refuels of ${r.privateMembersPerOrg} members of each; generated in SQL in ${ms(r.generateMs)}.`,
        '',
        '| what | figure | goal |',
        '|---|---|---|',
        `| the run of 1 November (runMonth as the job calls it: 4 accounts at a time, pool of 10), ${r.accountsBilled} accounts | ${r.runMinutes} min (${r.runSeconds} s) | < 2 min |`,
        `| organisation invoices / organisations billed | ${r.check.org_invoices} / ${r.check.orgs_billed} | one per organisation |`,
        `| numbers of all ${r.check.invoices} invoices (distinct) | ${r.check.first} … ${r.check.last} (${r.check.distinct_numbers}) | 1 … n, no gap |`,
        `| lines on the organisation invoices (refuel lines) | ${r.check.org_lines} (${r.check.refuel_lines}) | ${r.check.company_refuels} company refuels, no fees |`,
        `| refuel lines without card, driver or cost centre / with a plate | ${r.check.unlabelled} / ${r.check.plated} | 0 / the vehicle cards' |`,
        `| invoiced incl. btw vs. spent on company refuels (cents) | ${r.check.invoiced} vs. ${r.check.spent} | equal |`,
        `| private refuels on an organisation invoice / company refuels elsewhere | ${r.check.private_on_org} / ${r.check.company_elsewhere} | 0 / 0 |`,
        `| members' private invoices (private refuels) | ${r.check.private_invoices} (${r.check.private_refuels}) | one per member who refuelled |`,
        `| organisation invoice e-mails enqueued / organisations with an invoice address | ${r.check.org_mails} / ${r.check.orgs_with_email} | equal |`,
        `| invoice e-mails enqueued in all | ${r.check.mails} | one per invoice, less those without an address |`,
        `| machine load (1, 5, 15 min) before / after | ${r.loadBefore} / ${r.loadAfter} | — |`,
      ].join('\n'),
  },
];

const only = process.argv.slice(2);
const readmePath = path.join(root, 'bench', 'README.md');
let readme = await readFile(readmePath, 'utf8');
await mkdir(path.join(root, 'bench', 'results'), { recursive: true });

for (const bench of benchmarks) {
  if (only.length && !only.includes(bench.id)) continue;
  if (bench.before && bench.before() !== 0) throw new Error(`${bench.id}: preparation failed`);
  console.log(`\n▶ ${bench.id}`);
  const result = await bench.run();
  const date = new Date().toISOString().slice(0, 10);
  await writeFile(
    path.join(root, 'bench', 'results', `${bench.id}.json`),
    `${JSON.stringify({ date, machine, result }, null, 2)}\n`,
  );
  const table = `${bench.render(result)}\n\n_Measured ${date} on ${machine}._`;
  console.log(table);
  const start = `<!-- bench:${bench.id} -->`;
  const end = `<!-- /bench:${bench.id} -->`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  if (!pattern.test(readme)) throw new Error(`bench/README.md has no ${start} … ${end} section`);
  readme = readme.replace(pattern, `${start}\n${table}\n${end}`);
  await writeFile(readmePath, readme);
}
