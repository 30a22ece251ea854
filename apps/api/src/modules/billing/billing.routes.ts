import {
  BillingAddressBodySchema,
  BillingAddressResponseSchema,
  BillingCheckoutBodySchema,
  BillingUrlResponseSchema,
  IdParamsSchema,
  InvoiceDetailSchema,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  isoDateIn,
  RefundRefuelBodySchema,
  RefundRefuelResponseSchema,
  SUBSCRIPTION_PORTAL_PATH,
  SubscriptionSchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingPartyOf } from '../../db/queries/billing.ts';
import { hourly } from '../../lib/job-runner.ts';
import { sendDownload } from '../../lib/download.ts';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { linkedAccountIban } from '../bank/bank.service.ts';
import { createBalanceService } from '../balance/balance.service.ts';
import { createLedger } from '../balance/ledger.service.ts';
import { cardIssued } from '../cards/cards.service.ts';
import { createPaymentsService, paymentFailed, paymentPaid } from '../payments/payments.service.ts';
import { billingAddressOf, saveBillingAddress } from './billing-address.ts';
import { type BillingMail, billingMailText, MAIL_JOB } from './billing-mail.ts';
import { invoicePdf } from './invoice-pdf.ts';
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
export async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { invoices, subscriptions } = billingServicesFor(fastify);
  const tags = ['billing'];
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
      const party = await billingPartyOf(app.db, mail.userId);
      if (!party || party.deletedAt) return;
      await app.mailer.send(billingMailText(mail, party.email, app.config.publicUrl));
    },
  });

  app.get(
    '/api/billing/subscription',
    {
      schema: {
        tags,
        summary: 'Mijn abonnement: status, proefmaand, volgende afschrijving, historie',
        response: { 200: SubscriptionSchema },
      },
      config: auth,
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await subscriptions.get(requireUser(request).id)),
  );

  app.post(
    '/api/billing/subscription/cancel',
    {
      schema: {
        tags,
        summary: 'Abonnement opzeggen per het einde van de betaalde periode',
        response: { 200: SubscriptionSchema },
      },
      config: auth,
    },
    async (request) => subscriptions.cancel(requireUser(request).id),
  );

  app.post(
    '/api/billing/subscription/resume',
    {
      schema: {
        tags,
        summary: 'Opzegging intrekken (voor het einde van de periode)',
        response: { 200: SubscriptionSchema },
      },
      config: auth,
    },
    async (request) => subscriptions.resume(requireUser(request).id),
  );

  app.post(
    '/api/billing/checkout',
    {
      schema: {
        tags,
        summary:
          "Betaalmethode instellen of wijzigen: de eerste betaling die de machtiging geeft ('Checkout mislukt' bij een fout)",
        body: BillingCheckoutBodySchema,
        response: { 200: BillingUrlResponseSchema },
      },
      config: { auth: 'required', idempotent: true, rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) =>
      subscriptions.checkout(
        requireUser(request).id,
        request.idempotency?.key ?? null,
        request.body.return_path,
      ),
  );

  app.post(
    '/api/billing/portal',
    {
      schema: {
        tags,
        summary: 'Het abonnementsportaal: onze eigen pagina /app/subscription',
        response: { 200: BillingUrlResponseSchema },
      },
      config: auth,
    },
    async () => ({ url: SUBSCRIPTION_PORTAL_PATH }),
  );

  app.get(
    '/api/billing/address',
    {
      schema: {
        tags,
        summary: 'Mijn factuuradres (null zolang ik er geen heb opgegeven)',
        response: { 200: BillingAddressResponseSchema },
      },
      config: auth,
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await billingAddressOf(app.db, requireUser(request).id)),
  );

  app.put(
    '/api/billing/address',
    {
      schema: {
        tags,
        summary: 'Mijn factuuradres opgeven of wijzigen: het staat op de volgende factuur',
        body: BillingAddressBodySchema,
        response: { 200: BillingAddressResponseSchema },
      },
      config: auth,
    },
    async (request) => saveBillingAddress(app.db, requireUser(request).id, request.body, app.now()),
  );

  app.get(
    '/api/invoices',
    {
      schema: {
        tags,
        summary: 'Mijn facturen, nieuwste eerst (filters: from/to als JJJJ-MM, status)',
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoiceListSchema },
      },
      config: auth,
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await invoices.list(requireUser(request).id, request.query)),
  );

  app.get(
    '/api/invoices/:id',
    {
      schema: {
        tags,
        summary: 'Eén factuur met regels en wettelijke gegevens',
        params: IdParamsSchema,
        response: { 200: InvoiceDetailSchema },
      },
      config: auth,
    },
    async (request) => invoices.get(requireUser(request).id, request.params.id),
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      schema: { tags, summary: 'De factuur als PDF', params: IdParamsSchema },
      config: auth,
    },
    async (request, reply) => {
      const invoice = await invoices.get(requireUser(request).id, request.params.id);
      return sendDownload(reply, await invoicePdf(invoice), 'application/pdf', `${invoice.number}.pdf`);
    },
  );

  app.post(
    '/api/admin/refuels/:id/refund',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Een afgeronde tankbeurt (deels) terugbetalen op het saldo: eenmaal, met een creditnota als hij al gefactureerd is',
        params: IdParamsSchema,
        body: RefundRefuelBodySchema,
        response: { 201: RefundRefuelResponseSchema },
      },
      config: adminOnly,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await invoices.refundAsAdmin(requireUser(request).id, request.params.id, request.body)),
  );
}
