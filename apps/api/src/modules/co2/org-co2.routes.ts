import { orgCo2Endpoints } from '@fuellinq/domain/co2/org-co2.endpoints';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/download.ts';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { wpmCsv } from './exports/wpm-csv.ts';
import { createOrgCo2 } from './org-co2.service.ts';

/** The organisation's CO2 report and WPM export (issue 25 §3): owner, managers and the boekhouder. */
export async function orgCo2Routes(app: FastifyInstance) {
  const orgCo2 = createOrgCo2(app.db, app.now);
  const signedIn = { config: { auth: 'required' as const } };

  serve(app, orgCo2Endpoints.report, signedIn, async (request) =>
    orgCo2.report(request.params.orgId, requireUser(request).id, request.query),
  );
  serve(app, orgCo2Endpoints.wpm, signedIn, async (request) =>
    orgCo2.wpm(request.params.orgId, requireUser(request).id, request.query.year),
  );
  serve(app, orgCo2Endpoints.wpmCsv, signedIn, async (request, reply) => {
    const report = await orgCo2.wpm(request.params.orgId, requireUser(request).id, request.query.year);
    return sendDownload(reply, wpmCsv(report), 'text/csv; charset=utf-8', `wpm-opgave-${report.year}.csv`);
  });
}
