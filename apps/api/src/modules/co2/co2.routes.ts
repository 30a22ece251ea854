import { displayName } from '@fuellinq/domain';
import { co2Endpoints } from '@fuellinq/domain/co2/co2.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendDownload as download } from '../../lib/download.ts';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createCo2Repository } from './co2.repository.ts';
import { createCo2Service } from './co2.service.ts';
import { reportCsv } from './exports/report-csv.ts';
import { reportPdf } from './exports/report-pdf.ts';
import { companyLabel } from './exports/report-text.ts';
import { wpmCsv } from './exports/wpm-csv.ts';
import { wpmPdf } from './exports/wpm-pdf.ts';
import { createWpmService } from './wpm.service.ts';

const auth = { auth: 'required' as const };

/** Who the PDF is for: the company of a business account, else the person. */
function accountLabel(request: FastifyRequest): string {
  const { row } = requireUser(request);
  const person = displayName({ email: row.email, first_name: row.firstName, last_name: row.lastName });
  return row.companyName ? companyLabel(row.companyName, row.kvkNumber) : person;
}

/** Spec §7: GET /api/co2/summary, /preview, /report; plus the report as CSV and PDF and the WPM export. */
export async function co2Routes(app: FastifyInstance) {
  const repository = createCo2Repository(app.db);
  const service = createCo2Service({ repository });
  const wpm = createWpmService({ repository });

  for (const endpoint of [co2Endpoints.report, co2Endpoints.summary]) {
    serve(app, endpoint, { config: auth }, async (request) =>
      service.report(requireUser(request).id, request.query),
    );
  }

  serve(app, co2Endpoints.reportCsv, { config: auth }, async (request, reply) => {
    const report = await service.report(requireUser(request).id, request.query);
    const name = `co2-rapport-${report.period.from}-${report.period.to}.csv`;
    return download(reply, reportCsv(report), 'text/csv; charset=utf-8', name);
  });

  serve(app, co2Endpoints.reportPdf, { config: auth }, async (request, reply) => {
    const report = await service.report(requireUser(request).id, request.query);
    const name = `co2-rapport-${report.period.from}-${report.period.to}.pdf`;
    return download(reply, await reportPdf(report, accountLabel(request)), 'application/pdf', name);
  });

  serve(app, co2Endpoints.preview, {}, async (request) =>
    service.preview(request.query.scope, request.query.electricity),
  );

  serve(app, co2Endpoints.wpm, { config: auth }, async (request) =>
    wpm.export(requireUser(request).id, request.query.year),
  );

  serve(app, co2Endpoints.wpmCsv, { config: auth }, async (request, reply) => {
    const report = await wpm.export(requireUser(request).id, request.query.year);
    return download(reply, wpmCsv(report), 'text/csv; charset=utf-8', `wpm-opgave-${report.year}.csv`);
  });

  serve(app, co2Endpoints.wpmPdf, { config: auth }, async (request, reply) => {
    const report = await wpm.export(requireUser(request).id, request.query.year);
    return download(
      reply,
      await wpmPdf(report, accountLabel(request)),
      'application/pdf',
      `wpm-opgave-${report.year}.pdf`,
    );
  });
}
