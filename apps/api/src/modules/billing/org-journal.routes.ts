import { orgJournalEndpoints as endpoints } from '@fuellinq/domain/billing/org-journal.endpoints';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/download.ts';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getOrgBookkeeping, orgJournalCsv, saveOrgBookkeeping } from './org-journal.ts';

/** The organisation's ledger mapping and its monthly journal export (issue 25 §2). */
export async function orgJournalRoutes(app: FastifyInstance) {
  const signedIn = { config: { auth: 'required' as const } };
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;

  serve(app, endpoints.bookkeeping, signedIn, async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await getOrgBookkeeping(app.db, request.params.orgId, me(request))),
  );
  serve(app, endpoints.saveBookkeeping, signedIn, async (request) =>
    saveOrgBookkeeping(app.db, request.params.orgId, me(request), request.body, app.now()),
  );
  serve(app, endpoints.journal, signedIn, async (request, reply) => {
    const { csv, filename } = await orgJournalCsv(app.db, request.params.orgId, me(request), request.query);
    return sendDownload(reply, csv, 'text/csv; charset=utf-8', filename);
  });
}
