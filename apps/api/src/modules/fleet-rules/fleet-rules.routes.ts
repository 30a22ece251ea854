import { fleetRulesEndpoints as endpoints } from '@fuellinq/domain/orgs/fleet-rules.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { decideFlag, listFlags } from './flags.ts';
import { askRoom, decideRoom, listRoomRequests } from './room-requests.ts';
import { listRuleBrands, listRuleStations } from './rule-places.ts';
import {
  createRuleProfile,
  listRuleProfiles,
  removeRuleProfile,
  updateRuleProfile,
} from './rule-profiles.ts';

/** The rules at the pump: rule profiles, the flags' review list, and requests for more room (issue 24). */
export async function fleetRulesRoutes(app: FastifyInstance) {
  const db = app.db;
  const signedIn = { config: { auth: 'required' as const } };
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;

  serve(app, endpoints.ruleProfiles, signedIn, async (request) =>
    listRuleProfiles(db, request.params.orgId, me(request)),
  );
  serve(app, endpoints.createRuleProfile, signedIn, async (request, reply) =>
    reply
      .status(201)
      .send(await createRuleProfile(db, request.params.orgId, me(request), request.body, app.now())),
  );
  serve(app, endpoints.updateRuleProfile, signedIn, async (request) =>
    updateRuleProfile(db, request.params.orgId, me(request), request.params.id, request.body, app.now()),
  );
  serve(app, endpoints.removeRuleProfile, signedIn, async (request, reply) => {
    await removeRuleProfile(db, request.params.orgId, me(request), request.params.id);
    return reply.status(204).send();
  });

  serve(app, endpoints.ruleBrands, signedIn, async (request) =>
    listRuleBrands(db, request.params.orgId, me(request)),
  );
  serve(app, endpoints.ruleStations, signedIn, async (request) =>
    listRuleStations(db, request.params.orgId, me(request), request.query),
  );

  serve(app, endpoints.flags, signedIn, async (request) =>
    listFlags(db, request.params.orgId, me(request), request.query.status),
  );
  serve(app, endpoints.decideFlag, signedIn, async (request) =>
    decideFlag(db, request.params.orgId, me(request), request.params.id, request.body, app.now()),
  );

  serve(app, endpoints.askRoom, signedIn, async (request, reply) =>
    reply.status(201).send(await askRoom(db, me(request), request.params.cardId, request.body, app.now())),
  );
  serve(app, endpoints.roomRequests, signedIn, async (request) =>
    listRoomRequests(db, request.params.orgId, me(request)),
  );
  serve(app, endpoints.approveRoom, signedIn, async (request) =>
    decideRoom(db, request.params.orgId, me(request), request.params.id, true, app.now()),
  );
  serve(app, endpoints.declineRoom, signedIn, async (request) =>
    decideRoom(db, request.params.orgId, me(request), request.params.id, false, app.now()),
  );
}
