import { orgEndpoints } from '@fuellinq/domain/orgs/org.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createOrg, getOrg, listOrgs, updateOrg } from './orgs.service.ts';

/** Organisations: create and list, settings, members, invitations, cost centres and the audit (issue 24). */
export async function orgsRoutes(app: FastifyInstance) {
  const db = app.db;
  const signedIn = { config: { auth: 'required' as const } };

  serve(app, orgEndpoints.list, signedIn, async (request) => listOrgs(db, requireUser(request).id));
  serve(app, orgEndpoints.create, signedIn, async (request, reply) =>
    reply.status(201).send(await createOrg(db, requireUser(request), request.body)),
  );
  serve(app, orgEndpoints.get, signedIn, async (request) =>
    getOrg(db, request.params.orgId, requireUser(request).id),
  );
  serve(app, orgEndpoints.update, signedIn, async (request) =>
    updateOrg(db, request.params.orgId, requireUser(request).id, request.body, app.now()),
  );
}
