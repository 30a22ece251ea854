import { codeEndpoints } from '@fuellinq/domain/codes/code.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { serve } from '../../lib/serve.ts';
import { pumpKeyPartner } from '../pumps/pump-keys.service.ts';
import { type CodeCaller, createPartnerCodesService } from './partner-codes.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner asking at the counter (the code routes): by its session or its pump API key. */
    codeCaller: CodeCaller | null;
  }
}

/**
 * The counter: POST /api/partner/codes/check and /redeem, for the portal's "Code controleren" screen (a
 * partner's session) and for the partner's till (its pump API key, X-Api-Key). A signed-in caller must be a
 * partner (403 otherwise); without a session the key decides (401 when it is missing or wrong).
 */
export async function partnerCodesRoutes(app: FastifyInstance) {
  const service = createPartnerCodesService({ db: app.db, now: app.now });
  const keyPartner = pumpKeyPartner(app.db, app.now);
  app.decorateRequest('codeCaller', null);

  async function identify(request: FastifyRequest) {
    const user = request.currentUser;
    if (user) {
      if (user.role !== 'partner') throw new AppError('forbidden');
      request.codeCaller = { partnerId: user.id, via: 'session' };
      return;
    }
    const key = request.headers['x-api-key'];
    if (key === undefined) throw new AppError('unauthorized');
    request.codeCaller = { partnerId: await keyPartner(key), via: 'api_key' };
  }

  const caller = (request: FastifyRequest): CodeCaller => {
    if (!request.codeCaller) throw new AppError('unauthorized');
    return request.codeCaller;
  };
  // 'optional': the auth plugin reads a session when one comes along; identify() decides after it.
  const options = { config: { auth: 'optional' as const }, onRequest: identify };

  serve(app, codeEndpoints.check, options, async (request) => service.check(caller(request), request.body));
  serve(app, codeEndpoints.redeem, options, async (request) => service.redeem(caller(request), request.body));
}
