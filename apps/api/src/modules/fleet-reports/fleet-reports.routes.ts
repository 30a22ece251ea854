import { fleetReportByLabels } from '@fuellinq/domain/fleet-reports/fleet-report.contract';
import { fleetReportEndpoints } from '@fuellinq/domain/fleet-reports/fleet-report.endpoints';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/download.ts';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { fleetReportCsv } from './fleet-reports.csv.ts';
import { createFleetReports } from './fleet-reports.service.ts';

/** Fleet reports per driver, vehicle and cost centre, and their CSV (issue 25 §3). */
export async function fleetReportsRoutes(app: FastifyInstance) {
  const reports = createFleetReports(app.db, app.now);
  const signedIn = { config: { auth: 'required' as const } };

  serve(app, fleetReportEndpoints.report, signedIn, async (request) =>
    reports.report(request.params.orgId, requireUser(request).id, request.query),
  );
  serve(app, fleetReportEndpoints.reportCsv, signedIn, async (request, reply) => {
    const report = await reports.report(request.params.orgId, requireUser(request).id, request.query);
    const by = fleetReportByLabels[report.by].toLowerCase();
    return sendDownload(
      reply,
      fleetReportCsv(report),
      'text/csv; charset=utf-8',
      `rapport-per-${by}-${report.from}-${report.to}.csv`,
    );
  });
}
