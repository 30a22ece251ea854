import { isoDateIn, SUBSCRIPTION_PORTAL_PATH } from '@fuellinq/domain';
import { adminEndpoints } from '@fuellinq/domain/admin/admin.endpoints';
import { billingEndpoints } from '@fuellinq/domain/billing/billing.endpoints';
import { invoiceEndpoints } from '@fuellinq/domain/billing/invoice.endpoints';
import { orgInvoiceEndpoints } from '@fuellinq/domain/billing/org-invoice.endpoints';
import type { FastifyInstance } from 'fastify';
import { hourly } from '../../lib/job-runner.ts';
import { sendDownload } from '../../lib/download.ts';
import { serve } from '../../lib/serve.ts';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { linkedAccountIban } from '../bank/bank.service.ts';
import { createBalanceService } from '../balance/balance.service.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { cardIssued } from '../cards/cards.service.ts';
import { createPaymentsService, paymentFailed, paymentPaid } from '../payments/payments.service.ts';
import { billingAddressOf, saveBillingAddress } from './billing-address.ts';
import {
  type BillingMail,
  billingMailAttachments,
  billingMailRecipient,
  billingMailText,
  MAIL_JOB,
} from './billing-mail.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { orgInvoiceCsv } from './org-invoice-csv.ts';
import { orgInvoiceUbl } from './org-invoice-ubl.ts';
import { getOrgInvoice, listOrgInvoices } from './org-invoices.ts';
import { INVOICE_RUN_JOB } from './invoice-run.ts';
import { createInvoicesService, invoiceSupplierOf } from './invoices.service.ts';
import { RENEW_JOB, RENEWAL_SCAN_JOB } from './renewal-due.ts';
import { createSubscriptionService } from './subscription.service.ts';

/** The billing services on an app (its routes, the seed and the benchmark use the same). */
export function billingServicesFor(app: FastifyInstance) {
  const ledger = createLedger(app.db);
  const payments = createPaymentsService(app);
  const balance = createBalanceService({
    db: app.db,
    payments,
    jobs: app.jobs,
    linkedIban: (userId) => linkedAccountIban(app.db, userId),
    now: app.now,
  });
  const invoices = createInvoicesService({
    db: app.db,
    supplier: invoiceSupplierOf(app.config),
    ledger,
    jobs: app.jobs,
    now: app.now,
  });
  const subscriptions = createSubscriptionService({
    db: app.db,
    ledger,
    payments,
    jobs: app.jobs,
    now: app.now,
    startMandate: (userId, requestKey, returnPath) => balance.startMandate(userId, requestKey, returnPath),
    chargePaid: invoices.chargePaid,
  });
  return { invoices, subscriptions };
}

/** The month a run slot names: the invoice run of December bills November. */
const monthlySlot = (now: Date) => isoDateIn(now).slice(0, 7);

/**
 * The subscription (GET, cancel, resume, checkout, portal) and the invoices (list, one, PDF); the jobs that
 * renew, retry, invoice and mail (docs/decisions/013-subscription-and-invoices.md).
 */
export async function billingRoutes(app: FastifyInstance) {
  const { invoices, subscriptions } = billingServicesFor(app);
  const auth = { auth: 'required' as const };

  // The free month starts with the first card.
  app.events.on(cardIssued, async ({ userId, at }) => {
    await subscriptions.start(userId, at);
  });
  // A recurring payment for a subscription period: spend it on the period, or count the failure.
  app.events.on(paymentPaid, async (paid) => {
    const chargeId = paid.metadata.subscription_charge_id;
    if (typeof chargeId === 'string') await subscriptions.settleFromPayment(chargeId);
    if (paid.purpose === 'mandate') await subscriptions.paymentMethodChanged(paid.userId);
  });
  app.events.on(paymentFailed, async (failed) => {
    const chargeId = failed.metadata.subscription_charge_id;
    if (typeof chargeId === 'string') await subscriptions.failFromPayment(chargeId);
  });

  app.jobs.define(RENEWAL_SCAN_JOB, {
    handler: async (_payload, { db, now }) => {
      await subscriptions.enqueueDue(db, now);
    },
  });
  app.jobs.schedule({ kind: RENEWAL_SCAN_JOB, slotOf: hourly });
  app.jobs.define(RENEW_JOB, {
    // It may call the payment provider: a lease; the charge is booked once per period under the row lock.
    mode: 'lease',
    handler: async (payload) => {
      await subscriptions.renew(String(payload.userId), String(payload.periodEnd), Number(payload.attempt));
    },
  });
  app.jobs.define(INVOICE_RUN_JOB, {
    // Long and idempotent per account (one invoice per account and month): a lease.
    mode: 'lease',
    handler: async (_payload, { job }) => {
      const month =
        String(job.key ?? '')
          .split(':')
          .pop() ?? '';
      const runDate = /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : isoDateIn(app.now());
      await invoices.runMonth(runDate);
    },
  });
  app.jobs.schedule({ kind: INVOICE_RUN_JOB, slotOf: monthlySlot });
  app.jobs.define(MAIL_JOB, {
    mode: 'lease',
    handler: async (payload) => {
      const mail = payload as unknown as BillingMail;
      const to = await billingMailRecipient(app.db, mail);
      if (!to) return;
      const attachments = await billingMailAttachments(app.db, mail);
      await app.mailer.send({ ...billingMailText(mail, to, app.config.publicUrl), attachments });
    },
  });

  serve(app, billingEndpoints.subscription, { config: auth }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await subscriptions.get(requireUser(request).id)),
  );

  serve(app, billingEndpoints.cancel, { config: auth }, async (request) =>
    subscriptions.cancel(requireUser(request).id),
  );

  serve(app, billingEndpoints.resume, { config: auth }, async (request) =>
    subscriptions.resume(requireUser(request).id),
  );

  serve(
    app,
    billingEndpoints.checkout,
    { config: { auth: 'required', idempotent: true, rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request) =>
      subscriptions.checkout(
        requireUser(request).id,
        request.idempotency?.key ?? null,
        request.body.return_path,
      ),
  );

  serve(app, billingEndpoints.portal, { config: auth }, async () => ({ url: SUBSCRIPTION_PORTAL_PATH }));

  serve(app, billingEndpoints.address, { config: auth }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await billingAddressOf(app.db, requireUser(request).id)),
  );

  serve(app, billingEndpoints.saveAddress, { config: auth }, async (request) =>
    saveBillingAddress(app.db, requireUser(request).id, request.body, app.now()),
  );

  serve(app, invoiceEndpoints.list, { config: auth }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await invoices.list(requireUser(request).id, request.query)),
  );

  serve(app, invoiceEndpoints.get, { config: auth }, async (request) =>
    invoices.get(requireUser(request).id, request.params.id),
  );

  serve(app, invoiceEndpoints.pdf, { config: auth }, async (request, reply) => {
    const invoice = await invoices.get(requireUser(request).id, request.params.id);
    return sendDownload(reply, await invoicePdf(invoice), 'application/pdf', `${invoice.number}.pdf`);
  });

  // The organisation's invoices and their three files (issue 25 §1): owners, managers and the boekhouder.
  serve(app, orgInvoiceEndpoints.list, { config: auth }, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await listOrgInvoices(app.db, request.params.orgId, requireUser(request).id)),
  );
  const orgInvoice = (
    request: { params: { orgId: string; id: string } } & Parameters<typeof requireUser>[0],
  ) => getOrgInvoice(app.db, request.params.orgId, requireUser(request).id, request.params.id);
  serve(app, orgInvoiceEndpoints.get, { config: auth }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await orgInvoice(request)),
  );
  serve(app, orgInvoiceEndpoints.pdf, { config: auth }, async (request, reply) => {
    const invoice = await orgInvoice(request);
    return sendDownload(reply, await invoicePdf(invoice), 'application/pdf', `${invoice.number}.pdf`);
  });
  serve(app, orgInvoiceEndpoints.csv, { config: auth }, async (request, reply) => {
    const invoice = await orgInvoice(request);
    return sendDownload(reply, orgInvoiceCsv(invoice), 'text/csv; charset=utf-8', `${invoice.number}.csv`);
  });
  serve(app, orgInvoiceEndpoints.ubl, { config: auth }, async (request, reply) => {
    const invoice = await orgInvoice(request);
    return sendDownload(
      reply,
      orgInvoiceUbl(invoice),
      'application/xml; charset=utf-8',
      `${invoice.number}.xml`,
    );
  });

  serve(app, adminEndpoints.refundRefuel, { config: adminOnly }, async (request, reply) =>
    reply
      .code(201)
      .send(await invoices.refundAsAdmin(requireUser(request).id, request.params.id, request.body)),
  );
}
