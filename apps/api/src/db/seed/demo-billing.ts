import { addDays, isoDateIn, monthPeriod } from '@fuellinq/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createLedger } from '../../modules/ledger/ledger.service.ts';
import { createInvoicesService, invoiceSupplierOf } from '../../modules/billing/invoices.service.ts';
import { createSubscriptionService } from '../../modules/billing/subscription.service.ts';
import type { PaymentsService } from '../../modules/payments/payments.service.ts';
import type { Database } from '../database.ts';
import {
  balanceLedger,
  billingProfiles,
  cards,
  fuelTransactions,
  type InvoiceParty,
  subscriptionCharges,
  subscriptions,
  users,
} from '../schema/index.ts';
import { DEMO_HISTORY_DAYS, topUp } from './demo-history.ts';

// The demo accounts' subscription and invoices, made from their seeded history by the billing services
// themselves with the clock set to each moment: the free month from the first card, a charge of € 2,50
// from the balance every month, and the invoice of every whole month on the 1st after it. So the
// dashboard's twelve months and the Facturen screen show figures that add up to the seeded refuels.

const DAY = 24 * 3_600_000;

const DEMO_ACCOUNTS = [
  { email: 'consument@fuellinq.nl', street: 'Keizersgracht 112', postcode: '1015 CW', city: 'Amsterdam' },
  { email: 'zakelijk@fuellinq.nl', street: 'Kanaalweg 12', postcode: '3526 KL', city: 'Utrecht' },
];

/** Without a configured company: the marked example, with no bank account (lib/company-details.ts). */
export const DEMO_SUPPLIER: InvoiceParty = invoiceSupplierOf({});

/** The seed moves no money at a provider: every charge is covered by the balance (topped up first). */
const noProvider = {
  validMandate: () => Promise.resolve(undefined),
} as unknown as PaymentsService;
const noJobs = { enqueue: () => Promise.resolve(null) };

export async function seedDemoBilling(
  db: Database,
  supplier: InvoiceParty = DEMO_SUPPLIER,
  end = new Date(),
): Promise<void> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
        sql`not exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id})`,
        sql`exists (select 1 from ${cards} where ${cards.userId} = ${users.id})`,
      ),
    );
  for (const account of accounts) {
    const details = DEMO_ACCOUNTS.find((candidate) => candidate.email === account.email)!;
    await seedAccount(db, account.id, details, supplier, end);
  }
}

async function seedAccount(
  db: Database,
  userId: string,
  address: { street: string; postcode: string; city: string },
  supplier: InvoiceParty,
  end: Date,
) {
  await db
    .insert(billingProfiles)
    .values({ userId, ...address })
    .onConflictDoNothing();
  const [first] = await db
    .select({ at: sql<string>`min(${fuelTransactions.createdAt})` })
    .from(fuelTransactions)
    .where(eq(fuelTransactions.userId, userId));
  // The card came a day before the first refuel (or at the start of the history).
  let at = first?.at
    ? new Date(new Date(first.at).getTime() - DAY)
    : new Date(end.getTime() - DEMO_HISTORY_DAYS * DAY);
  const clock = () => at;
  const ledger = createLedger(db);
  const subscriptionService = createSubscriptionService({
    db,
    ledger,
    payments: noProvider,
    jobs: noJobs,
    now: clock,
    startMandate: () => Promise.reject(new Error('the seed sets up no mandate')),
    chargePaid: () => Promise.resolve(),
  });
  await subscriptionService.start(userId, at);

  const today = isoDateIn(end);
  for (;;) {
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    if (!sub || sub.periodEnd > today) break;
    at = new Date(`${sub.periodEnd}T05:00:00Z`);
    if ((await ledger.sums(userId)).availableCents < sub.priceCents) {
      const paymentId = await topUp(db, userId, 2_500, at);
      await db.update(balanceLedger).set({ createdAt: at }).where(eq(balanceLedger.reference, paymentId));
    }
    await subscriptionService.renew(userId, sub.periodEnd, 0);
    const [charge] = await db
      .select({ id: subscriptionCharges.id })
      .from(subscriptionCharges)
      .where(and(eq(subscriptionCharges.userId, userId), eq(subscriptionCharges.periodStart, sub.periodEnd)));
    if (!charge) break;
    await db.update(balanceLedger).set({ createdAt: at }).where(eq(balanceLedger.reference, charge.id));
  }

  // The invoice of every whole month, made on the 1st after it.
  const invoices = createInvoicesService({ db, supplier, ledger, jobs: noJobs, now: clock });
  const startMonth = monthPeriod(isoDateIn(new Date(end.getTime() - DEMO_HISTORY_DAYS * DAY))).from;
  for (let month = startMonth; ;) {
    const period = monthPeriod(month);
    const runDate = addDays(period.to, 1);
    if (runDate > today) break;
    at = new Date(`${runDate}T03:00:00Z`);
    await invoices.createForMonth(userId, period, runDate);
    month = runDate;
  }
}
