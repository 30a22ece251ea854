import { isoDateIn } from '@fuellinq/domain';
import { fleetMoneyEndpoints } from '@fuellinq/domain/fleet-money/fleet-money.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendDownload } from '../../lib/download.ts';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createBalanceService } from '../balance/balance.service.ts';
import { createPaymentsService, paymentPaid } from '../payments/payments.service.ts';
import { refuelConfirmed, refuelSettled } from '../transactions/transactions.service.ts';
import { checkBudgetAlerts } from './budget-alerts.ts';
import { myCompanyBudget, orgBudgets } from './budgets.ts';
import { orgFees } from './fees.ts';
import { auditOrgMandate, checkLowBalance, createOrgBalance } from './org-balance.ts';
import { orgRefuels, orgRefuelsCsv } from './org-refuels.ts';

const perMinute = (max: number) => ({ max, timeWindow: 60_000 });
const requestKeyOf = (request: FastifyRequest) => request.idempotency?.key ?? null;

/** The organisation's balance and top-ups, budgets, fees and refuels, and the alerts on them (issue 24 §5–6). */
export async function fleetMoneyRoutes(app: FastifyInstance) {
  const db = app.db;
  const signedIn = { config: { auth: 'required' as const } };
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;
  // The private balance's own service, with the organisation's account as the one who pays.
  const payments = createPaymentsService(app);
  const accountBalance = createBalanceService({
    db,
    payments,
    jobs: app.jobs,
    // An organisation links no bank account: its mandate is the account its first payment came from.
    linkedIban: null,
    now: app.now,
  });
  const balance = createOrgBalance(db, accountBalance, payments);

  // The alerts follow the money: they never fail the refuel or payment they follow.
  const alerting = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, `fleet alert after ${what} failed`);
    }
  };
  app.events.on(refuelConfirmed, ({ userId, transactionId }) =>
    alerting('a reservation', async () => {
      await checkLowBalance(db, userId);
      await checkBudgetAlerts(db, transactionId);
    }),
  );
  app.events.on(refuelSettled, ({ userId, transactionId }) =>
    alerting('a settled refuel', async () => {
      await checkLowBalance(db, userId);
      await checkBudgetAlerts(db, transactionId);
    }),
  );
  app.events.on(paymentPaid, (paid) =>
    alerting('a payment', async () => {
      await checkLowBalance(db, paid.userId);
      await auditOrgMandate(db, accountBalance, paid);
    }),
  );

  serve(app, fleetMoneyEndpoints.balance, signedIn, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await balance.get(request.params.orgId, me(request))),
  );
  serve(
    app,
    fleetMoneyEndpoints.topUp,
    { config: { auth: 'required', idempotent: true, rateLimit: perMinute(60) } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await balance.topUp(
            request.params.orgId,
            me(request),
            request.body.amount_cents,
            requestKeyOf(request),
          ),
        ),
  );
  serve(
    app,
    fleetMoneyEndpoints.mandate,
    { config: { auth: 'required', idempotent: true, rateLimit: perMinute(20) } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await balance.startMandate(request.params.orgId, me(request), requestKeyOf(request))),
  );
  serve(app, fleetMoneyEndpoints.payment, signedIn, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await balance.payment(request.params.orgId, me(request), request.params.paymentId)),
  );
  serve(app, fleetMoneyEndpoints.autoTopUp, signedIn, async (request) =>
    balance.autoTopUp(request.params.orgId, me(request)),
  );
  serve(
    app,
    fleetMoneyEndpoints.saveAutoTopUp,
    { config: { auth: 'required', idempotent: true } },
    async (request) => balance.saveAutoTopUp(request.params.orgId, me(request), request.body),
  );
  serve(app, fleetMoneyEndpoints.budgets, signedIn, async (request) =>
    orgBudgets(db, request.params.orgId, me(request), app.now()),
  );
  serve(app, fleetMoneyEndpoints.myCompanyBudget, signedIn, async (request) =>
    myCompanyBudget(db, me(request), app.now()),
  );
  serve(app, fleetMoneyEndpoints.fees, signedIn, async (request) =>
    orgFees(db, request.params.orgId, me(request)),
  );
  serve(app, fleetMoneyEndpoints.refuels, signedIn, async (request) =>
    orgRefuels(db, request.params.orgId, me(request), request.query),
  );
  serve(app, fleetMoneyEndpoints.refuelsCsv, signedIn, async (request, reply) =>
    sendDownload(
      reply,
      await orgRefuelsCsv(db, request.params.orgId, me(request), request.query),
      'text/csv; charset=utf-8',
      `zakelijke-tankbeurten-${isoDateIn(app.now())}.csv`,
    ),
  );
}
