// The monthly invoice run on PostgreSQL, two scenarios, each generated in SQL in a database of its own, then
// the run of 1 November (the billing module's own runMonth) and checks beside the figure.
// - `invoiceRun` (bench id invoice-run): 10,000 accounts with 20 completed refuels each and a paid
//   subscription month in October 2026, 8 accounts at a time on a pool of 10 connections. Checks: every
//   account billed once, numbers 1…n without a gap, totals equal to what was spent.
// - `orgInvoiceRun` (bench id invoice-run-orgs, issue 25 §1): 200 organisations × 50 company cards × 30
//   company refuels = 300,000 lines, beside private refuels of some members; runMonth as the scheduled job
//   calls it (its default concurrency). Checks: one invoice per organisation, numbers without a gap, every
//   company refuel on its organisation's invoice with its labels, no private refuel there, the mails.
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

const ORGS = Number(process.env.BENCH_INVOICE_ORGS ?? 200);
const CARDS_PER_ORG = 50;
const REFUELS_PER_CARD = 30;
/** Per organisation: 25 members (the first the owner), 25 vehicles, 5 cost centres, 20 stations in all. */
const MEMBERS_PER_ORG = 25;
const CENTRES_PER_ORG = 5;
const STATIONS = 20;
/** The first 5 members of each organisation also refuel privately, 3 times in the month. */
const PRIVATE_MEMBERS_PER_ORG = 5;
const PRIVATE_REFUELS = 3;
const ORGS_PER_STATEMENT = 25;

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

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

/**
 * 200 organisations as decision 024 keeps them: each its own account (a business user with the
 * organisation's KvK), members (one owner, the rest drivers), cost centres, vehicles owned by the account,
 * and 50 company cards: 25 handed to a driver, 25 to a vehicle, each in a cost centre. Each card refuels 30
 * times in October 2026 (Dutch time), 20–61 litres of diesel or Euro95 at € 1,699–€ 2,198 at one of 20
 * stations, paid by the organisation's account. Five members of each also refuel privately on their own
 * account. One organisation in ten has no invoice e-mail address.
 */
async function generateOrganisations(db) {
  const started = performance.now();
  await db.execute(sql`
    insert into stations (title, city, lat, lng, fuels, source, search_text)
    select format('Tinq Benchmark %s', n), (array['Utrecht', 'Amsterdam', 'Rotterdam', 'Den Haag', 'Zwolle'])[1 + n % 5],
           52 + n * 0.01, 5 + n * 0.01, array['euro95', 'diesel'], 'osm', format('tinq benchmark %s', n)
      from generate_series(1, ${STATIONS}) as n`);
  // The organisations' own accounts (their e-mail address a placeholder nobody receives), then the
  // organisations; n is kept in the KvK number (1000 0000 + n).
  await db.execute(sql`
    insert into users (email, password_hash, account_type, company_name, kvk_number, vat_id)
    select format('org-%s@organisaties.fuellinq.invalid', n), '!', 'business', format('Vloot %s B.V.', n),
           (10000000 + n)::text, format('NL%sB01', lpad(n::text, 9, '0'))
      from generate_series(1, ${ORGS}) as n`);
  await db.execute(sql`
    insert into organisations (name, kvk_number, vat_id, invoice_address, invoice_email, account_user_id)
    select company_name, kvk_number, vat_id, format('Industrieweg %s, 3542 AD Utrecht', kvk_number::int - 10000000),
           case when (kvk_number::int - 10000000) % 10 = 0 then null
                else format('facturen@vloot%s.example.nl', kvk_number::int - 10000000) end,
           id
      from users where email like 'org-%@organisaties.fuellinq.invalid'`);
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name)
    select format('lid-%s-%s@bench.example.nl', o.kvk_number::int - 10000000, m), 'x', 'Bestuurder',
           format('%s-%s', o.kvk_number::int - 10000000, m)
      from organisations o cross join generate_series(1, ${MEMBERS_PER_ORG}) as m`);
  await db.execute(sql`
    insert into org_members (org_id, user_id, role)
    select o.id, u.id, case when split_part(u.last_name, '-', 2) = '1' then 'owner' else 'driver' end
      from organisations o
      join users u on u.email like format('lid-%s-%%@bench.example.nl', o.kvk_number::int - 10000000)`);
  await db.execute(sql`
    insert into cost_centres (org_id, name, code)
    select o.id, format('Kostenplaats %s', c), format('KP%s00', c)
      from organisations o cross join generate_series(1, ${CENTRES_PER_ORG}) as c`);
  await db.execute(sql`
    insert into vehicles (owner_user_id, license_plate, fuel_primary, rdw_snapshot, rdw_fetched_at)
    select o.account_user_id, format('V%sB%s', lpad((o.kvk_number::int - 10000000)::text, 3, '0'), lpad(v::text, 2, '0')),
           case when v % 3 = 0 then 'euro95' else 'diesel' end, '{"vehicle":[],"fuel":[]}'::jsonb, now()
      from organisations o cross join generate_series(1, ${CARDS_PER_ORG - MEMBERS_PER_ORG}) as v`);
  // Card k of an organisation: k ≤ 25 is member k's, the rest vehicle k − 25's; cost centre 1 + k % 5.
  await db.execute(sql`
    with orgs as (select id, account_user_id, kvk_number::int - 10000000 as n from organisations)
    insert into cards (user_id, org_id, driver_user_id, vehicle_id, cost_centre_id, pan_last4, pan_hash, token)
    select orgs.account_user_id, orgs.id, member.id, vehicle.id, centre.id,
           lpad(((orgs.n * ${CARDS_PER_ORG} + k) % 10000)::text, 4, '0'),
           md5(format('pan-%s-%s', orgs.n, k)), md5(format('token-%s-%s', orgs.n, k))
      from orgs cross join generate_series(1, ${CARDS_PER_ORG}) as k
      left join users member on k <= ${MEMBERS_PER_ORG}
                             and member.email = format('lid-%s-%s@bench.example.nl', orgs.n, k)
      left join vehicles vehicle on k > ${MEMBERS_PER_ORG} and vehicle.owner_user_id = orgs.account_user_id
                                and vehicle.license_plate = format('V%sB%s', lpad(orgs.n::text, 3, '0'),
                                                                   lpad((k - ${MEMBERS_PER_ORG})::text, 2, '0'))
      join cost_centres centre on centre.org_id = orgs.id and centre.name = format('Kostenplaats %s', 1 + k % ${CENTRES_PER_ORG})`);
  // 30 refuels per card, one a day at a varying hour; a vehicle card is driven by a varying member. In
  // slices of organisations: each statement stays well inside the app's statement time-out on a busy machine.
  for (let first = 1; first <= ORGS; first += ORGS_PER_STATEMENT) {
    await insertCompanyRefuels(db, first, Math.min(ORGS, first + ORGS_PER_STATEMENT - 1));
  }
  await db.execute(sql`
    with station as (select id from stations where title like 'Tinq Benchmark %' order by title limit 1)
    insert into fuel_transactions (user_id, card_last4, station_id, fuel_type, status, reserved_cents, amount_cents,
                                   liters, price_tenths, points, created_at, confirmed_at, completed_at, ended_at,
                                   expires_at)
    select u.id, '9999', station.id, 'euro95', 'completed', 15000, round((30 + j * 4) * 1899 / 10.0)::int,
           30 + j * 4, 1899, 25, t, t, t, t, t + interval '30 minutes'
      from users u cross join station cross join generate_series(0, ${PRIVATE_REFUELS - 1}) as j
      cross join lateral (select timestamptz '2026-10-03 18:00:00+02' + j * interval '9 days' as t) w
     where u.email like 'lid-%@bench.example.nl'
       and split_part(u.last_name, '-', 2)::int <= ${PRIVATE_MEMBERS_PER_ORG}`);
  await db.execute(sql`analyze`);
  return Math.round(performance.now() - started);
}

/** The company refuels of organisations `first` … `last`: 30 per card in October 2026 (Dutch time). */
function insertCompanyRefuels(db, first, last) {
  return db.execute(sql`
    with card as (
      select c.id, c.user_id, c.org_id, c.driver_user_id, c.vehicle_id, c.pan_last4, v.fuel_primary,
             o.kvk_number::int - 10000000 as n, row_number() over (partition by c.org_id order by c.pan_hash) as k
        from cards c join organisations o on o.id = c.org_id left join vehicles v on v.id = c.vehicle_id
       where o.kvk_number::int - 10000000 between ${first} and ${last}),
    member as (
      select m.org_id, m.user_id, row_number() over (partition by m.org_id order by m.user_id) - 1 as i
        from org_members m),
    station as (select id, row_number() over (order by title) - 1 as i from stations where title like 'Tinq Benchmark %')
    insert into fuel_transactions (user_id, org_id, card_id, driver_user_id, vehicle_id, card_last4, station_id,
                                   fuel_type, status, reserved_cents, amount_cents, liters, price_tenths, points,
                                   created_at, confirmed_at, completed_at, ended_at, expires_at)
    select card.user_id, card.org_id, card.id, coalesce(card.driver_user_id, member.user_id), card.vehicle_id,
           card.pan_last4, station.id, coalesce(card.fuel_primary, case when card.k % 4 = 0 then 'euro95' else 'diesel' end),
           'completed', 20000, round(l.liters * p.tenths / 10.0)::int, l.liters, p.tenths, 0, t, t, t, t,
           t + interval '30 minutes'
      from card cross join generate_series(0, ${REFUELS_PER_CARD - 1}) as j
      join member on member.org_id = card.org_id and member.i = (card.k + j) % ${MEMBERS_PER_ORG}
      join station on station.i = (card.k + j * 3 + card.n) % ${STATIONS}
      cross join lateral (select 20 + (j * 7 + card.k * 3 + card.n) % 41 + ((j * 13 + card.k) % 100) / 100.0 as liters) l
      cross join lateral (select 1699 + (j * 13 + card.k * 11 + card.n) % 500 as tenths) p
      cross join lateral (select timestamptz '2026-10-01 06:00:00+02'
                                 + j * interval '1 day' + ((card.k * 7 + card.n) % 14) * interval '1 hour' as t) w`);
}

/**
 * A database of our own, migrated and filled by `fill`; then `run` with the billing service on it, its
 * clock at the run, timed. The caller checks the result and closes.
 */
async function withRun(name, fill, run) {
  const url = await freshPostgres(name);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  try {
    await handle.migrate();
    const { db } = handle;
    const generateMs = await fill(db);
    const invoices = createInvoicesService({
      db,
      supplier: DEMO_SUPPLIER,
      ledger: createLedger(db),
      jobs: createJobRunner({ db }),
      now: () => new Date('2026-11-01T02:00:00Z'),
    });
    const loadBefore = loadAverage();
    const started = performance.now();
    const result = await run(invoices);
    const runMs = performance.now() - started;
    return {
      db,
      generateMs,
      loadBefore,
      loadAfter: loadAverage(),
      runMs,
      result,
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

export async function invoiceRun() {
  const { db, generateMs, loadBefore, loadAfter, runMs, result, close } = await withRun(
    'fuellinq_bench_invoices',
    generate,
    (invoices) => invoices.runMonth('2026-11-01', { concurrency: CONCURRENCY }),
  );
  try {
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
      loadBefore,
      loadAfter,
      check,
    };
  } finally {
    await close();
  }
}

export async function orgInvoiceRun() {
  const { db, generateMs, loadBefore, loadAfter, runMs, result, close } = await withRun(
    'fuellinq_bench_org_invoices',
    generateOrganisations,
    // As the scheduled job calls it (billing.routes.ts): the run date only.
    (invoices) => invoices.runMonth('2026-11-01'),
  );
  try {
    const [check] = await selectRows(
      db,
      sql`with org_invoice as (select i.* from invoices i join organisations o on o.account_user_id = i.user_id),
               org_line as (select l.* from invoice_lines l join org_invoice i on i.id = l.invoice_id),
               company as (select * from fuel_transactions where org_id is not null and status = 'completed')
          select (select count(*) from org_invoice)::int as org_invoices,
                 (select count(distinct user_id) from org_invoice)::int as orgs_billed,
                 (select count(*) from invoices)::int as invoices,
                 (select min(sequence) from invoices)::int as first,
                 (select max(sequence) from invoices)::int as last,
                 (select count(distinct sequence) from invoices)::int as distinct_numbers,
                 (select count(*) from org_line)::int as org_lines,
                 (select count(*) from org_line where kind = 'refuel')::int as refuel_lines,
                 (select count(*) from org_line where kind = 'refuel'
                     and (card_last4 is null or driver is null or cost_centre is null))::int as unlabelled,
                 (select count(*) from org_line where plate is not null)::int as plated,
                 (select count(*) from company)::int as company_refuels,
                 (select sum(amount_incl_cents) from org_invoice)::bigint::text as invoiced,
                 (select sum(amount_cents) from company)::bigint::text as spent,
                 (select count(*) from org_line l join fuel_transactions f on f.id::text = l.reference
                   where f.org_id is null)::int as private_on_org,
                 (select count(*) from invoice_lines l join invoices i on i.id = l.invoice_id
                    join fuel_transactions f on f.id::text = l.reference
                   where f.org_id is not null and i.user_id <> f.user_id)::int as company_elsewhere,
                 (select count(*) from invoices i join users u on u.id = i.user_id
                   where u.email like 'lid-%')::int as private_invoices,
                 (select count(*) from fuel_transactions where org_id is null)::int as private_refuels,
                 (select count(*) from organisations where invoice_email is not null)::int as orgs_with_email,
                 (select count(*) from jobs j join org_invoice i on j.payload->>'userId' = i.user_id::text
                   where j.kind = 'billing.mail')::int as org_mails,
                 (select count(*) from jobs where kind = 'billing.mail')::int as mails`,
    );
    return {
      orgs: ORGS,
      cardsPerOrg: CARDS_PER_ORG,
      refuelsPerCard: REFUELS_PER_CARD,
      membersPerOrg: MEMBERS_PER_ORG,
      centresPerOrg: CENTRES_PER_ORG,
      stations: STATIONS,
      privateRefuelsPerMember: PRIVATE_REFUELS,
      privateMembersPerOrg: PRIVATE_MEMBERS_PER_ORG,
      accountsBilled: result.accounts,
      generateMs,
      runMinutes: Number((runMs / 60_000).toFixed(2)),
      runSeconds: Number((runMs / 1000).toFixed(1)),
      loadBefore,
      loadAfter,
      check,
    };
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = process.argv[2] === 'orgs' ? orgInvoiceRun : invoiceRun;
  console.log(JSON.stringify(await which(), null, 2));
}
