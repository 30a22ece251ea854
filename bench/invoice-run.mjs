// The monthly invoice run on PostgreSQL: 10,000 accounts with 20 completed refuels each and a paid
// subscription month in October 2026, generated in SQL in a database of our own; then the run of 1
// November (the billing module's own runMonth, as the scheduled job calls it, 8 accounts at a time on a
// pool of 10 connections). Recorded: the run's time in minutes, and checks that it billed every account
// once with numbers 1…n without a gap and totals equal to what was spent.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { createJobRunner } from '../apps/api/src/lib/job-runner.ts';
import { selectRows } from '../apps/api/src/lib/sql-rows.ts';
import { createLedger } from '../apps/api/src/modules/ledger/ledger.service.ts';
import { DEMO_SUPPLIER } from '../apps/api/src/db/seed/demo-billing.ts';
import { createInvoicesService } from '../apps/api/src/modules/billing/invoices.service.ts';
import { freshPostgres } from './lib/harness.mjs';

const ACCOUNTS = Number(process.env.BENCH_INVOICE_ACCOUNTS ?? 10_000);
const REFUELS = 20;
const CONCURRENCY = 8;

async function generate(db) {
  const started = performance.now();
  await db.execute(sql`
    insert into stations (title, city, lat, lng, fuels, source, search_text)
    values ('Tinq Benchmarkweg', 'Utrecht', 52.09, 5.12, array['euro95', 'diesel'], 'osm', 'tinq benchmarkweg utrecht')`);
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, account_type, company_name, kvk_number, vat_id)
    select format('bench%s@example.nl', n), 'x', 'Bench', format('Gebruiker %s', n),
           case when n % 5 = 0 then 'business' else 'consumer' end,
           case when n % 5 = 0 then format('Vloot %s B.V.', n) end,
           case when n % 5 = 0 then lpad(n::text, 8, '0') end,
           case when n % 5 = 0 then format('NL%sB01', lpad(n::text, 9, '0')) end
      from generate_series(1, ${ACCOUNTS}) as n`);
  await db.execute(sql`
    insert into billing_profiles (user_id, street, postcode, city)
    select id, 'Benchmarkweg 1', '3511 AA', 'Utrecht' from users where email like 'bench%'`);
  // 20 refuels per account spread over October (Dutch time), 25–55 litres at € 1,799–€ 2,198.
  await db.execute(sql`
    insert into fuel_transactions (user_id, card_last4, station_id, fuel_type, status, reserved_cents, amount_cents,
                                   liters, price_tenths, points, created_at, confirmed_at, completed_at, ended_at,
                                   expires_at)
    select u.id, '1234', s.id, 'euro95', 'completed', 15000,
           round((25 + (k * 7 + u.n) % 31) * (1799 + (k * 13 + u.n) % 400) / 10.0)::int,
           25 + (k * 7 + u.n) % 31, 1799 + (k * 13 + u.n) % 400, 25,
           t, t, t, t, t + interval '30 minutes'
      from (select id, row_number() over (order by email) as n from users where email like 'bench%') u
      cross join generate_series(0, ${REFUELS - 1}) as k
      cross join (select id from stations limit 1) s
      cross join lateral (select timestamptz '2026-10-01 06:00:00+02' + (k * 36 + u.n % 24) * interval '1 hour' as t) w`);
  await db.execute(sql`
    insert into subscription_charges (user_id, period_start, period_end, amount_cents, status, via, attempts, paid_at)
    select id, date '2026-10-15', date '2026-11-15', 250, 'paid', 'balance', 1, timestamptz '2026-10-15 05:00:00+02'
      from users where email like 'bench%'`);
  await db.execute(
    sql`analyze users, fuel_transactions, subscription_charges, balance_ledger, billing_profiles`,
  );
  return Math.round(performance.now() - started);
}

export async function invoiceRun() {
  const url = await freshPostgres('fuellinq_bench_invoices');
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  try {
    await handle.migrate();
    const { db } = handle;
    const generateMs = await generate(db);
    const jobs = createJobRunner({ db });
    const invoices = createInvoicesService({
      db,
      supplier: DEMO_SUPPLIER,
      ledger: createLedger(db),
      jobs,
      now: () => new Date('2026-11-01T02:00:00Z'),
    });
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(', ');
    const started = performance.now();
    const result = await invoices.runMonth('2026-11-01', { concurrency: CONCURRENCY });
    const runMs = performance.now() - started;
    const [check] = await selectRows(
      db,
      sql`select (select count(*) from invoices)::int as invoices,
                 (select count(distinct user_id) from invoices)::int as accounts,
                 (select min(sequence) from invoices)::int as first,
                 (select max(sequence) from invoices)::int as last,
                 (select count(*) from invoice_lines)::int as lines,
                 (select sum(amount_incl_cents) from invoices)::bigint::text as invoiced,
                 ((select sum(amount_cents) from fuel_transactions) + (select sum(amount_cents) from subscription_charges))::bigint::text as spent,
                 (select count(*) from jobs where kind = 'billing.mail')::int as mails`,
    );
    return {
      accounts: ACCOUNTS,
      refuelsPerAccount: REFUELS,
      concurrency: CONCURRENCY,
      generateMs,
      runMinutes: Number((runMs / 60_000).toFixed(2)),
      perInvoiceMs: Number((runMs / Math.max(1, result.invoices)).toFixed(1)),
      loadBefore: load,
      loadAfter: os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(', '),
      check,
    };
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await invoiceRun(), null, 2));
}
