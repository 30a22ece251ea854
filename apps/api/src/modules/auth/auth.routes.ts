import {
  AcceptedResponseSchema,
  AuthResponseSchema,
  ForgotBodySchema,
  LoginBodySchema,
  messageFor,
  MeResponseSchema,
  RegisterBodySchema,
  ResetBodySchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, requireUser } from '../../plugins/auth.ts';
import { toUserDto } from './user-dto.ts';

const credentialsMissing = { code: 'missing_credentials' } as const;

// An answer that carries a session token is kept by no browser or proxy cache. Signed-in answers get this
// from the security plugin; sign-up and sign-in come before there is a session, so they say it themselves.
const NO_STORE = { 'cache-control': 'no-store' };

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  // The outbox for reset mails the mail server did not take at once: sent again with a growing wait
  // (2 s, 4 s, … up to an hour), each time with a fresh link.
  fastify.jobs.define('auth.reset-mail', {
    mode: 'lease',
    maxAttempts: 8,
    handler: (payload) => fastify.auth.resendPasswordReset(String(payload.user_id)),
  });
  const perIp = {
    max: config.RATE_LIMIT_AUTH_PER_IP,
    timeWindow: config.RATE_LIMIT_AUTH_WINDOW_SECONDS * 1000,
  };

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Account aanmaken',
        body: RegisterBodySchema,
        response: { 201: AuthResponseSchema },
      },
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

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Inloggen',
        body: LoginBodySchema,
        response: { 200: AuthResponseSchema },
      },
      config: { rateLimit: perIp, missingFieldsError: credentialsMissing },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      const result = await app.auth.login(request.body, { ip: request.ip, userAgent });
      return reply.headers(NO_STORE).send(result);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'Uitloggen: de sessie vervalt op de server' } },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await app.auth.logout(token);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/forgot',
    {
      schema: {
        tags: ['auth'],
        summary: 'Resetlink aanvragen (antwoordt altijd 202)',
        body: ForgotBodySchema,
        response: { 202: AcceptedResponseSchema },
      },
      config: { rateLimit: perIp },
    },
    async (request, reply) => {
      await app.auth.requestPasswordReset(request.body.email, request.ip);
      return reply.status(202).send({
        ok: true,
        message: 'Als er een account bij dit e-mailadres hoort, hebben we een resetlink gestuurd.',
      });
    },
  );

  app.post(
    '/api/auth/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Nieuw wachtwoord instellen met een resetlink',
        body: ResetBodySchema,
        response: { 200: AcceptedResponseSchema },
      },
      config: { rateLimit: perIp },
    },
    async (request) => {
      await app.auth.resetPassword(request.body.token, request.body.password);
      return { ok: true as const, message: 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.' };
    },
  );

  for (const url of ['/me', '/api/me']) {
    app.get(
      url,
      {
        schema: { tags: ['auth'], summary: 'De ingelogde gebruiker', response: { 200: MeResponseSchema } },
        config: { auth: 'required' },
      },
      async (request) => ({ user: toUserDto(requireUser(request).row) }),
    );
  }
}
