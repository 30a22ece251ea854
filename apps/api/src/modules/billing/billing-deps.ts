import type { Database } from '../../db/database.ts';
import type { InvoiceParty } from '../../db/schema/billing.ts';
import type { JobRunner } from '../../lib/job-runner.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';

// What the billing use cases are handed: each is a plain function of these and its input
// (subscription.service.ts and invoices.service.ts bind them once for the routes, the seed and the bench).

interface BillingDeps {
  db: Database;
  ledger: Ledger;
  jobs: Pick<JobRunner, 'enqueue'>;
  now: () => Date;
}

export interface SubscriptionServiceDeps extends BillingDeps {
  payments: PaymentsService;
  /** Starts the first payment that sets up the mandate (the balance module's), back to `returnPath`. */
  startMandate: (userId: string, requestKey: string | null, returnPath: string) => Promise<{ url: string }>;
  /** A charge was paid: the invoice that lists it is paid too. */
  chargePaid: (tx: Database, chargeId: string, at: Date) => Promise<void>;
}

export interface InvoicesServiceDeps extends BillingDeps {
  /** The supplier's legal fields printed on every invoice. */
  supplier: InvoiceParty;
}
