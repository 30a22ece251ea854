import {
  Co2PreviewQuerySchema,
  Co2PreviewSchema,
  Co2ReportQuerySchema,
  Co2ReportSchema,
  displayName,
  WpmQuerySchema,
  WpmReportSchema,
} from '@fuellinq/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendDownload as download } from '../../lib/download.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createCo2Repository } from './co2.repository.ts';
import { createCo2Service } from './co2.service.ts';
import { reportCsv } from './exports/report-csv.ts';
import { reportPdf } from './exports/report-pdf.ts';
import { wpmCsv } from './exports/wpm-csv.ts';
import { wpmPdf } from './exports/wpm-pdf.ts';
import { createWpmService } from './wpm.service.ts';

const auth = { auth: 'required' as const };
const tags = ['co2'];

/** Who the PDF is for: the company of a business account, else the person. */
function accountLabel(request: FastifyRequest): string {
  const { row } = requireUser(request);
  const person = displayName({ email: row.email, first_name: row.firstName, last_name: row.lastName });
  return row.companyName ? `${row.companyName}${row.kvkNumber ? ` (KvK ${row.kvkNumber})` : ''}` : person;
}

/** Spec §7: GET /api/co2/summary, /preview, /report; plus the report as CSV and PDF and the WPM export. */
export async function co2Routes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repository = createCo2Repository(app.db);
  const service = createCo2Service({ repository });
  const wpm = createWpmService({ repository });

  for (const url of ['/api/co2/report', '/api/co2/summary']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'CO2-rapport over een periode (standaard de vorige kalendermaand)',
          querystring: Co2ReportQuerySchema,
          response: { 200: Co2ReportSchema },
        },
        config: auth,
      },
      async (request) => service.report(requireUser(request).id, request.query),
    );
  }

  app.get(
    '/api/co2/report.csv',
    { schema: { tags, summary: 'CO2-rapport als CSV', querystring: Co2ReportQuerySchema }, config: auth },
    async (request, reply) => {
      const report = await service.report(requireUser(request).id, request.query);
      const name = `co2-rapport-${report.period.from}-${report.period.to}.csv`;
      return download(reply, reportCsv(report), 'text/csv; charset=utf-8', name);
    },
  );

  app.get(
    '/api/co2/report.pdf',
    { schema: { tags, summary: 'CO2-rapport als PDF', querystring: Co2ReportQuerySchema }, config: auth },
    async (request, reply) => {
      const report = await service.report(requireUser(request).id, request.query);
      const name = `co2-rapport-${report.period.from}-${report.period.to}.pdf`;
      return download(reply, await reportPdf(report, accountLabel(request)), 'application/pdf', name);
    },
  );

  app.get(
    '/api/co2/preview',
    {
      schema: {
        tags,
        summary: 'CO2-voorbeeld op de demogegevens (openbaar)',
        querystring: Co2PreviewQuerySchema,
        response: { 200: Co2PreviewSchema },
      },
    },
    async (request) => service.preview(request.query.scope, request.query.electricity),
  );

  app.get(
    '/api/co2/wpm',
    {
      schema: {
        tags,
        summary: 'WPM-opgave: km per vervoermiddel en brandstof, zakelijk en woon-werk (zakelijke accounts)',
        querystring: WpmQuerySchema,
        response: { 200: WpmReportSchema },
      },
      config: auth,
    },
    async (request) => wpm.export(requireUser(request).id, request.query.year),
  );

  app.get(
    '/api/co2/wpm.csv',
    { schema: { tags, summary: 'WPM-opgave als CSV', querystring: WpmQuerySchema }, config: auth },
    async (request, reply) => {
      const report = await wpm.export(requireUser(request).id, request.query.year);
      return download(reply, wpmCsv(report), 'text/csv; charset=utf-8', `wpm-opgave-${report.year}.csv`);
    },
  );

  app.get(
    '/api/co2/wpm.pdf',
    { schema: { tags, summary: 'WPM-opgave als PDF', querystring: WpmQuerySchema }, config: auth },
    async (request, reply) => {
      const report = await wpm.export(requireUser(request).id, request.query.year);
      return download(
        reply,
        await wpmPdf(report, accountLabel(request)),
        'application/pdf',
        `wpm-opgave-${report.year}.pdf`,
      );
    },
  );
}
