import type { OrgCo2Report } from '@fuellinq/domain/co2/org-co2.contract';
import { orgCo2Endpoints } from '@fuellinq/domain/co2/org-co2.endpoints';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/download.ts';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { reportCsv } from './exports/report-csv.ts';
import { reportPdf } from './exports/report-pdf.ts';
import { orgRows, perVehicle } from './exports/report-rows.ts';
import { companyLabel } from './exports/report-text.ts';
import { wpmCsv } from './exports/wpm-csv.ts';
import { wpmPdf } from './exports/wpm-pdf.ts';
import { createOrgCo2 } from './org-co2.service.ts';

const CSV = 'text/csv; charset=utf-8';

/** "co2-rapport-2026-per-kostenplaats": the year and the grouping, as the screen shows them. */
const reportName = (org: OrgCo2Report) =>
  `co2-rapport-${org.year}-per-${org.by === 'vehicle' ? 'voertuig' : 'kostenplaats'}`;

/** The organisation's CO2 report and WPM export (issue 25 §3): owner, managers and the boekhouder. */
export async function orgCo2Routes(app: FastifyInstance) {
  const orgCo2 = createOrgCo2(app.db, app.now);
  const signedIn = { config: { auth: 'required' as const } };

  serve(app, orgCo2Endpoints.report, signedIn, async (request) =>
    orgCo2.report(request.params.orgId, requireUser(request).id, request.query),
  );
  serve(app, orgCo2Endpoints.reportCsv, signedIn, async (request, reply) => {
    const org = await orgCo2.report(request.params.orgId, requireUser(request).id, request.query);
    return sendDownload(reply, reportCsv(org.report, orgRows(org)), CSV, `${reportName(org)}.csv`);
  });
  serve(app, orgCo2Endpoints.reportPdf, signedIn, async (request, reply) => {
    const org = await orgCo2.report(request.params.orgId, requireUser(request).id, request.query);
    // Per cost centre the auditor still finds every vehicle's row below the cost centres'.
    const tables = org.by === 'vehicle' ? [orgRows(org)] : [orgRows(org), perVehicle(org.report.vehicles)];
    const pdf = await reportPdf(org.report, companyLabel(org.org.name, org.org.kvk_number), tables);
    return sendDownload(reply, pdf, 'application/pdf', `${reportName(org)}.pdf`);
  });

  serve(app, orgCo2Endpoints.wpm, signedIn, async (request) => {
    const { report } = await orgCo2.wpm(request.params.orgId, requireUser(request).id, request.query.year);
    return report;
  });
  serve(app, orgCo2Endpoints.wpmCsv, signedIn, async (request, reply) => {
    const { report } = await orgCo2.wpm(request.params.orgId, requireUser(request).id, request.query.year);
    return sendDownload(reply, wpmCsv(report), CSV, `wpm-opgave-${report.year}.csv`);
  });
  serve(app, orgCo2Endpoints.wpmPdf, signedIn, async (request, reply) => {
    const { org, report } = await orgCo2.wpm(
      request.params.orgId,
      requireUser(request).id,
      request.query.year,
    );
    const pdf = await wpmPdf(report, companyLabel(org.name, org.kvk_number));
    return sendDownload(reply, pdf, 'application/pdf', `wpm-opgave-${report.year}.pdf`);
  });
}
