import { isoDateIn } from '@fuellinq/domain';
import { privacyEndpoints } from '@fuellinq/domain/privacy/privacy.endpoints';
import type { FastifyInstance } from 'fastify';
import { hourly } from '../../lib/job-runner.ts';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { createInvoicesService, invoiceSupplierOf } from '../billing/invoices.service.ts';
import { createPaymentsService } from '../payments/payments.service.ts';
import { createAccountMoney } from './account-closing.ts';
import { ERASURE_MAIL_JOB, type ErasureMail, erasureMailText } from './erasure-mail.ts';
import { createPrivacyRepository } from './privacy.repository.ts';
import { createPrivacyService } from './privacy.service.ts';

/** The privacy service on an app's database and configuration (the routes, and the server's retention runs). */
export function privacyServiceFor(app: FastifyInstance) {
  const money = createAccountMoney({
    db: app.db,
    payments: createPaymentsService(app),
    invoices: createInvoicesService({
      db: app.db,
      supplier: invoiceSupplierOf(app.config),
      ledger: createLedger(app.db),
      jobs: app.jobs,
      now: app.now,
    }),
    now: app.now,
  });
  return createPrivacyService({
    db: app.db,
    repository: createPrivacyRepository(app.db),
    money,
    jobs: app.jobs,
    purgeExpiredSessions: () => app.auth.purgeExpired(),
    rdwCacheDays: app.config.RDW_CACHE_DAYS,
    now: app.now,
  });
}

export async function privacyRoutes(app: FastifyInstance) {
  const service = privacyServiceFor(app);
  // Retention (AVG) every hour, once across instances: expired sessions and reset links, bank-link
  // attempts that never linked, RDW answers past their age, audit entries past two years, old jobs.
  app.jobs.define('privacy.retention', {
    // Deletes through the service's own database handle, so it runs with a lease (and is harmless twice).
    mode: 'lease',
    handler: async () => {
      const gone = await service.retention();
      app.log.info(gone, 'retention: removed what is no longer needed');
    },
  });
  app.jobs.schedule({ kind: 'privacy.retention', slotOf: hourly });
  // The erasure's confirmation, to the address the account had (lease: it talks to the mail server).
  app.jobs.define(ERASURE_MAIL_JOB, {
    mode: 'lease',
    handler: async (payload) => {
      await app.mailer.send(erasureMailText(payload as unknown as ErasureMail, app.config.publicUrl));
    },
  });

  serve(app, privacyEndpoints.erasurePreview, { config: { auth: 'required' } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await service.erasurePreview(requireUser(request).id)),
  );

  serve(
    app,
    privacyEndpoints.export,
    { config: { auth: 'required', rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request, reply) => {
      const data = await service.export(requireUser(request).id);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="fuellinq-gegevens-${isoDateIn(new Date())}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  serve(
    app,
    privacyEndpoints.erase,
    { config: { auth: 'required', rateLimit: { max: 10, timeWindow: 60_000 } } },
    async (request) => service.erase(requireUser(request).id, request.body.password),
  );
}
