import type { AuthResponse, LoginBodySchema, RegisterBodySchema } from '@fuellinq/domain';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { FixedWindowLimiter } from '../../lib/fixed-window-limiter.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import { resetMail } from './reset-mail.ts';
import { toUserDto } from './user-dto.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reading a session stays a single query. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface AuthServiceDeps {
  repository: AuthRepository;
  config: Config;
  mailer: Mailer;
  now?: () => Date;
}

function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(429, 'rate_limited', undefined, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

export function createAuthService({ repository, config, mailer, now = () => new Date() }: AuthServiceDeps) {
  const minutes = (value: number) => value * 60 * 1000;
  const loginFailures = new FixedWindowLimiter({
    max: config.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL,
    windowMs: minutes(config.RATE_LIMIT_LOGIN_FAILURE_WINDOW_MINUTES),
  });
  // Sign-ups and reset mails per address: enough for typos, not enough to flood one inbox.
  const registrations = new FixedWindowLimiter({ max: 10, windowMs: minutes(15) });
  const resetRequests = new FixedWindowLimiter({ max: 5, windowMs: minutes(60) });

  function guard(limiter: FixedWindowLimiter, key: string, count: boolean) {
    if (config.RATE_LIMIT_DISABLED) return;
    const result = count ? limiter.hit(key) : limiter.check(key);
    if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
  }

  async function startSession(user: UserRow, remember: boolean, userAgent?: string): Promise<AuthResponse> {
    const token = newToken();
    const ttlMs = remember
      ? config.SESSION_REMEMBER_DAYS * 24 * 3600 * 1000
      : config.SESSION_TTL_HOURS * 3600 * 1000;
    const expiresAt = new Date(now().getTime() + ttlMs);
    await repository.createSession({
      tokenHash: hashToken(token),
      userId: user.id,
      remember,
      expiresAt,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return { token, user: toUserDto(user), expires_at: expiresAt.toISOString() };
  }

  return {
    async register(body: z.output<typeof RegisterBodySchema>, userAgent?: string): Promise<AuthResponse> {
      guard(registrations, body.email, true);
      if (await repository.findUserByEmail(body.email)) throw new AppError(409, 'email_taken');
      let user: UserRow;
      try {
        user = await repository.insertUser({
          email: body.email,
          passwordHash: await hashPassword(body.password),
          firstName: body.first_name,
          lastName: body.last_name,
        });
      } catch (error) {
        // Two sign-ups for one address at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError(409, 'email_taken');
        throw error;
      }
      return startSession(user, body.remember, userAgent);
    },

    async login(body: z.output<typeof LoginBodySchema>, userAgent?: string): Promise<AuthResponse> {
      guard(loginFailures, body.email, false);
      const user = await repository.findUserByEmail(body.email);
      const valid = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!user || !valid) {
        if (!config.RATE_LIMIT_DISABLED) loginFailures.hit(body.email);
        throw new AppError(401, 'invalid_login');
      }
      loginFailures.reset(body.email);
      return startSession(user, body.remember, userAgent);
    },

    /** The signed-in user behind a bearer token, or undefined for an unknown or expired token. */
    async authenticate(token: string) {
      const tokenHash = hashToken(token);
      const at = now();
      const found = await repository.findActiveSession(tokenHash, at);
      if (!found) return undefined;
      if (at.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await repository.touchSession(tokenHash, at);
      }
      return { user: found.user, tokenHash };
    },

    /** Housekeeping: expired sessions and reset tokens are of no use to anyone. */
    purgeExpired() {
      return repository.deleteExpired(now());
    },

    async logout(token: string): Promise<void> {
      await repository.deleteSession(hashToken(token));
    },

    /** Always succeeds from the caller's view, so it cannot tell whether an account exists. */
    async requestPasswordReset(email: string): Promise<void> {
      guard(resetRequests, email, true);
      const user = await repository.findUserByEmail(email);
      if (!user) return;
      const token = newToken();
      await repository.createPasswordReset({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MS),
      });
      const link = `${config.publicUrl}/reset?token=${encodeURIComponent(token)}`;
      await mailer.send({ to: user.email, ...resetMail(link) });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const userId = await repository.consumePasswordReset(hashToken(token), now());
      if (!userId) throw new AppError(400, 'invalid_reset_token');
      await repository.updatePassword(userId, await hashPassword(password));
      await repository.deleteSessionsOfUser(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
