import type { Role } from '@fuellinq/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { users } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';

type UserRow = typeof users.$inferSelect;

/**
 * What a route needs from the caller, declared in its `config.auth`:
 * 'required' any signed-in user; 'optional' reads the user when a valid token comes along;
 * `{ roles }` a signed-in user with one of these roles (checked here, on the server).
 */
export type AuthRequirement = 'required' | 'optional' | { roles: readonly Role[] };

export interface CurrentUser {
  id: string;
  email: string;
  role: Role;
  accountType: UserRow['accountType'];
  row: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes with `config.auth`; null when the caller is anonymous on an optional route. */
    currentUser: CurrentUser | null;
  }
  interface FastifyContextConfig {
    auth?: AuthRequirement;
  }
}

/** Route configs for the role-only areas: `config: partnerOnly`. */
export const partnerOnly = { auth: { roles: ['partner'] } } satisfies { auth: AuthRequirement };
export const adminOnly = { auth: { roles: ['admin'] } } satisfies { auth: AuthRequirement };

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The signed-in user of a route that declared `config.auth` other than 'optional'. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError('unauthorized');
  return request.currentUser;
}

export interface AuthPluginOptions {
  /** The user behind a bearer token, or undefined for an unknown or expired one (the auth module's sessions). */
  authenticate(token: string): Promise<{ user: UserRow } | undefined>;
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  app.decorateRequest('currentUser', null);

  function hookFor(requirement: AuthRequirement): onRequestAsyncHookHandler {
    return async (request) => {
      const token = bearerToken(request);
      const found = token ? await options.authenticate(token) : undefined;
      if (found) {
        const { user } = found;
        request.currentUser = {
          id: user.id,
          email: user.email,
          role: user.role,
          accountType: user.accountType,
          row: user,
        };
      }
      if (requirement === 'optional') return;
      if (!request.currentUser) throw new AppError('unauthorized');
      if (typeof requirement === 'object' && !requirement.roles.includes(request.currentUser.role)) {
        throw new AppError('forbidden');
      }
    };
  }

  // Only routes that declare `config.auth` pay for the session lookup.
  app.addHook('onRoute', (route) => {
    const requirement = route.config?.auth;
    if (!requirement) return;
    const hook = hookFor(requirement);
    const existing = route.onRequest;
    route.onRequest = existing ? [hook, ...(Array.isArray(existing) ? existing : [existing])] : [hook];
  });
}

export default fp(authPlugin, { name: 'auth' });
