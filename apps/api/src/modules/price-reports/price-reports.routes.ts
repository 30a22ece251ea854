import { priceReportEndpoints } from '@fuellinq/domain/stations/price-report.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { pointsChanged } from '../loyalty/loyalty.service.ts';
import { stationPricesChanged, stationsChanged } from '../stations/stations.service.ts';
import { createPriceReportsService, markWrongReports } from './price-reports.service.ts';

/** Drivers report prices; admins list the reports and take one back (`/api/admin/*`: admins only). */
export async function priceReportsRoutes(app: FastifyInstance) {
  const service = createPriceReportsService({
    db: app.db,
    events: app.events,
    now: app.now,
    onPriceChanged: () => app.events.emit(stationsChanged),
    onPointsChanged: (userId) => app.events.emit(pointsChanged, { userId }),
  });
  app.events.on(stationPricesChanged, async ({ db, changes }) => void (await markWrongReports(db, changes)));

  serve(app, priceReportEndpoints.report, { config: { auth: 'required' } }, async (request, reply) =>
    reply.status(201).send(await service.report(requireUser(request).id, request.params.id, request.body)),
  );

  serve(app, priceReportEndpoints.adminList, { config: adminOnly }, async (request) =>
    service.list(request.query),
  );

  serve(app, priceReportEndpoints.withdraw, { config: adminOnly }, async (request) =>
    service.withdraw(requireUser(request).id, request.params.id),
  );
}
