import { isoDateIn } from '@fuellinq/domain';
import { transactionEndpoints } from '@fuellinq/domain/money/transaction.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendDownload } from '../../lib/download.ts';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendKeptAnswer } from '../../plugins/idempotency.ts';
import { paymentFailed, paymentPaid } from '../payments/payments.service.ts';
import { historyCsv } from './history-csv.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { transactionNumber } from './transaction-dto.ts';
import { EXPIRE_JOB, transactionsServiceFor } from './transactions.service.ts';

/** The CSV export's cap: years of refuels, far more than one person makes. */
const CSV_MAX_ROWS = 10_000;

/**
 * Starts per user per minute, on each start route. Counted per signed-in user (auth runs first), not per
 * IP as the shared limits are: one user behind many addresses is still one user, and a household or
 * office behind one address is not one. A card has one open refuel anyway; this bounds the work.
 */
export const STARTS_PER_USER_PER_MINUTE = 20;
const perUser = (request: FastifyRequest) => `user:${request.currentUser?.id ?? request.ip}`;

/**
 * Spec §7 POST /api/transactions/start (and its fallback POST /api/checkout/fuel), the checkout's Betalen and
 * Annuleren, the history with its CSV and the receipts. Reservations the pump never completes expire.
 */
export async function transactionsRoutes(app: FastifyInstance) {
  const service = transactionsServiceFor(app);
  const auth = { auth: 'required' as const };
  const moneyWrite = { auth: 'required' as const, idempotent: true };

  app.jobs.define(EXPIRE_JOB, {
    handler: (payload, { db, now }) => service.expire(db, String(payload.transactionId), now),
  });

  // A refuel that waited for a top-up carries on once it is paid, and stops when it is not.
  app.events.on(paymentPaid, async ({ userId, purpose, metadata }) => {
    if (purpose === 'top_up' && typeof metadata.transaction_id === 'string')
      await service.continueAfterTopUp(userId, metadata.transaction_id);
  });
  app.events.on(paymentFailed, async ({ userId, purpose, metadata }) => {
    if (purpose === 'top_up' && typeof metadata.transaction_id === 'string')
      await service.abandonAfterTopUp(userId, metadata.transaction_id);
  });

  for (const endpoint of [transactionEndpoints.start, transactionEndpoints.checkoutFuel]) {
    serve(
      app,
      endpoint,
      {
        config: {
          auth: 'required',
          // The start claims its Idempotency-Key and keeps its answer in its own transaction.
          idempotent: 'in-transaction',
          rateLimit: { max: STARTS_PER_USER_PER_MINUTE, timeWindow: 60_000, keyGenerator: perUser },
        },
      },
      async (request, reply) => {
        const started = await service.startClaimed(
          requireUser(request).id,
          request.body,
          request.idempotency ?? null,
        );
        if ('replayed' in started) return sendKeptAnswer(reply, started.replayed);
        return reply.status(started.created ? 201 : 200).send(started.answer);
      },
    );
  }

  serve(app, transactionEndpoints.list, { config: auth }, async (request) =>
    service.history(requireUser(request).id, request.query),
  );

  serve(app, transactionEndpoints.csv, { config: auth }, async (request, reply) => {
    const items = await service.historyAll(requireUser(request).id, request.query, CSV_MAX_ROWS);
    return sendDownload(
      reply,
      historyCsv(items),
      'text/csv; charset=utf-8',
      `transacties-${isoDateIn(app.now())}.csv`,
    );
  });

  serve(app, transactionEndpoints.get, { config: auth }, async (request) =>
    service.get(requireUser(request).id, request.params.id),
  );

  for (const action of ['confirm', 'cancel'] as const) {
    serve(app, transactionEndpoints[action], { config: moneyWrite }, async (request) =>
      service[action](requireUser(request).id, request.params.id),
    );
  }

  serve(app, transactionEndpoints.receipt, { config: auth }, async (request, reply) => {
    const found = await service.receipt(requireUser(request).id, request.params.id);
    return sendDownload(
      reply,
      await receiptPdf(found),
      'application/pdf',
      `bon-${transactionNumber(found.number)}.pdf`,
    );
  });
}
