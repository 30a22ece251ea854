import { messageFor } from '@fuellinq/domain';
import { authEndpoints } from '@fuellinq/domain/auth/auth.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { bearerToken, requireUser } from '../../plugins/auth.ts';
import { toUserDto } from './user-dto.ts';

const credentialsMissing = { code: 'missing_credentials' } as const;

// An answer that carries a session token is kept by no browser or proxy cache. Signed-in answers get this
// from the security plugin; sign-up and sign-in come before there is a session, so they say it themselves.
const NO_STORE = { 'cache-control': 'no-store' };

export async function authRoutes(app: FastifyInstance) {
  const { config } = app;
  // The outbox for reset mails the mail server did not take at once: sent again with a growing wait
  // (2 s, 4 s, … up to an hour), each time with a fresh link.
  app.jobs.define('auth.reset-mail', {
    mode: 'lease',
    maxAttempts: 8,
    handler: (payload) => app.auth.resendPasswordReset(String(payload.user_id)),
  });
  const perIp = {
    max: config.RATE_LIMIT_AUTH_PER_IP,
    timeWindow: config.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000,
  };

  serve(
    app,
    authEndpoints.register,
    {
      config: {
        rateLimit: perIp,
        missingFieldsError: { code: 'missing_fields', message: messageFor('missing_credentials') },
      },
    },
    async (request, reply) => {
      const result = await app.auth.register(request.body, request.headers['user-agent']);
      return reply.status(201).headers(NO_STORE).send(result);
    },
  );

  serve(
    app,
    authEndpoints.login,
    { config: { rateLimit: perIp, missingFieldsError: credentialsMissing } },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      const result = await app.auth.login(request.body, { ip: request.ip, userAgent });
      return reply.headers(NO_STORE).send(result);
    },
  );

  serve(app, authEndpoints.logout, {}, async (request, reply) => {
    const token = bearerToken(request);
    if (token) await app.auth.logout(token);
    return reply.status(204).send();
  });

  serve(app, authEndpoints.forgot, { config: { rateLimit: perIp } }, async (request, reply) => {
    await app.auth.requestPasswordReset(request.body.email, request.ip);
    return reply.status(202).send({
      ok: true,
      message: 'Als er een account bij dit e-mailadres hoort, hebben we een resetlink gestuurd.',
    });
  });

  serve(app, authEndpoints.reset, { config: { rateLimit: perIp } }, async (request) => {
    await app.auth.resetPassword(request.body.token, request.body.password);
    return { ok: true as const, message: 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.' };
  });

  for (const endpoint of [authEndpoints.me, authEndpoints.meAlias]) {
    serve(app, endpoint, { config: { auth: 'required' } }, async (request) => ({
      user: toUserDto(requireUser(request).row),
    }));
  }
}
