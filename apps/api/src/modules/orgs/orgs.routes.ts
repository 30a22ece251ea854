import { costCentreEndpoints } from '@fuellinq/domain/orgs/cost-centre.endpoints';
import { orgAuditEndpoints } from '@fuellinq/domain/orgs/org-audit.endpoints';
import { orgMemberEndpoints } from '@fuellinq/domain/orgs/org-member.endpoints';
import { orgEndpoints } from '@fuellinq/domain/orgs/org.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createCostCentre, listCostCentres, removeCostCentre, updateCostCentre } from './cost-centres.ts';
import { listAudit } from './org-audit.ts';
import { createInvitations } from './org-invitations.ts';
import { listMembers, removeMember, updateMember } from './org-members.ts';
import { createOrg, getOrg, listOrgs, orgMemberRemoved, updateOrg } from './orgs.service.ts';

/** Organisations: create and list, settings, members, invitations, cost centres and the audit (issue 24). */
export async function orgsRoutes(app: FastifyInstance) {
  const db = app.db;
  const signedIn = { config: { auth: 'required' as const } };
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;
  const invitations = createInvitations({
    db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    now: app.now,
    onMailError: (error) => app.log.warn({ err: error }, 'invitation mail not sent'),
  });

  serve(app, orgEndpoints.list, signedIn, async (request) => listOrgs(db, me(request)));
  serve(app, orgEndpoints.create, signedIn, async (request, reply) =>
    reply.status(201).send(await createOrg(db, requireUser(request), request.body)),
  );
  serve(app, orgEndpoints.get, signedIn, async (request) => getOrg(db, request.params.orgId, me(request)));
  serve(app, orgEndpoints.update, signedIn, async (request) =>
    updateOrg(db, request.params.orgId, me(request), request.body, app.now()),
  );

  serve(app, orgMemberEndpoints.members, signedIn, async (request) =>
    listMembers(db, request.params.orgId, me(request)),
  );
  serve(app, orgMemberEndpoints.updateMember, signedIn, async (request) =>
    updateMember(db, request.params.orgId, me(request), request.params.userId, request.body),
  );
  serve(app, orgMemberEndpoints.removeMember, signedIn, async (request, reply) => {
    await removeMember(db, request.params.orgId, me(request), request.params.userId, app.now());
    await app.events.emit(orgMemberRemoved, { orgId: request.params.orgId, userId: request.params.userId });
    return reply.status(204).send();
  });

  serve(app, orgMemberEndpoints.invitations, signedIn, async (request) =>
    invitations.list(request.params.orgId, me(request)),
  );
  serve(app, orgMemberEndpoints.invite, signedIn, async (request, reply) =>
    reply.status(201).send(await invitations.invite(request.params.orgId, me(request), request.body)),
  );
  serve(app, orgMemberEndpoints.revokeInvitation, signedIn, async (request, reply) => {
    await invitations.revoke(request.params.orgId, me(request), request.params.id);
    return reply.status(204).send();
  });
  serve(app, orgMemberEndpoints.showInvitation, {}, async (request) =>
    invitations.show(request.params.token),
  );
  serve(app, orgMemberEndpoints.acceptInvitation, signedIn, async (request) =>
    invitations.accept(request.params.token, me(request)),
  );

  serve(app, costCentreEndpoints.costCentres, signedIn, async (request) =>
    listCostCentres(db, request.params.orgId, me(request)),
  );
  serve(app, costCentreEndpoints.createCostCentre, signedIn, async (request, reply) =>
    reply.status(201).send(await createCostCentre(db, request.params.orgId, me(request), request.body)),
  );
  serve(app, costCentreEndpoints.updateCostCentre, signedIn, async (request) =>
    updateCostCentre(db, request.params.orgId, me(request), request.params.id, request.body),
  );
  serve(app, costCentreEndpoints.removeCostCentre, signedIn, async (request, reply) => {
    await removeCostCentre(db, request.params.orgId, me(request), request.params.id);
    return reply.status(204).send();
  });

  serve(app, orgAuditEndpoints.audit, signedIn, async (request) =>
    listAudit(db, request.params.orgId, me(request), request.query),
  );
}
