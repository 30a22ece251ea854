import {
  type AuthResponse,
  type LoginBodySchema,
  passwordMessages,
  type RegisterBodySchema,
} from '@fuellinq/domain';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { FixedWindowLimiter } from '../../lib/fixed-window-limiter.ts';
import { createMemoryLimitStore, type LimitStore } from '../../lib/limit-store.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import { resetMail } from './reset-mail.ts';
import { toUserDto } from './user-dto.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reading a session stays a single query. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The longest a login for an address under attack is held back (the growing delay stops here). */
export const LOGIN_SLOWDOWN_MAX_MS = 8_000;

export interface AuthServiceDeps {
  repository: AuthRepository;
  config: Config;
  mailer: Mailer;
  /** Where the sign-in limits count: shared by every instance (lib/limit-store.ts); memory by default. */
  limits?: LimitStore;
  /**
   * A reset mail that could not be sent (the mail server is down or slow) is handed here, to be sent again
   * later with a fresh link (the outbox job in auth.routes.ts); without it the failure reaches the caller.
   */
  retryResetMail?: (userId: string, error: unknown) => Promise<void>;
  now?: () => Date;
  /** How a login waits when its address is under attack; tests record the delays instead. */
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A key for one address as tried from one network address. */
const pairKey = (email: string, ip: string) => `${email}\n${ip}`;

function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError('rate_limited', {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, config, mailer, now = () => new Date(), sleep = pause } = deps;
  const store = deps.limits ?? createMemoryLimitStore();
  const minutes = (value: number) => value * 60 * 1000;
  const failureWindow = minutes(config.RATE_LIMIT_LOGIN_FAILURE_WINDOW_MINUTES);
  const failureLimit = config.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL;
  // Failed logins per address and IP: guessing from one place stops there, and nobody elsewhere can lock
  // the owner out. Per address alone they only slow down (see `slowDown`), never lock.
  const pairFailures = new FixedWindowLimiter({
    store,
    name: 'login-pair',
    max: failureLimit,
    windowMs: failureWindow,
  });
  const addressFailures = new FixedWindowLimiter({
    store,
    name: 'login-address',
    max: Number.MAX_SAFE_INTEGER,
    windowMs: failureWindow,
  });
  // Sign-ups per address: enough for typos. Reset mails per address and IP: enough for a lost mail, not
  // enough to flood an inbox from one place, and another place cannot use them up for the owner.
  const registrations = new FixedWindowLimiter({
    store,
    name: 'register',
    max: 10,
    windowMs: minutes(15),
  });
  const resetRequests = new FixedWindowLimiter({ store, name: 'reset', max: 5, windowMs: minutes(60) });

  /**
   * An address that failed more often than the limit, from anywhere, waits before its password is checked:
   * 250 ms after the first failure past the limit, doubling up to LOGIN_SLOWDOWN_MAX_MS. Guessing slows to
   * a crawl; the owner still gets in.
   */
  async function slowDown(email: string) {
    if (config.RATE_LIMIT_DISABLED) return;
    const excess = (await addressFailures.count(email)) - failureLimit;
    if (excess > 0) await sleep(Math.min(LOGIN_SLOWDOWN_MAX_MS, 250 * 2 ** Math.min(excess - 1, 10)));
  }

  async function usablePassword(password: string): Promise<string> {
    if (await isCommonPassword(password))
      throw fieldError('password', 'validation_error', passwordMessages.common);
    return hashPassword(password);
  }

  async function guard(limiter: FixedWindowLimiter, key: string, count: boolean) {
    if (config.RATE_LIMIT_DISABLED) return;
    const result = count ? await limiter.hit(key) : await limiter.check(key);
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

  /** A fresh reset link for this user, mailed. The token itself is stored only as its hash. */
  async function mailResetLink(user: UserRow) {
    const token = newToken();
    await repository.createPasswordReset({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MS),
    });
    const link = `${config.publicUrl}/reset?token=${encodeURIComponent(token)}`;
    await mailer.send({ to: user.email, ...resetMail(link) });
  }

  return {
    async register(body: z.output<typeof RegisterBodySchema>, userAgent?: string): Promise<AuthResponse> {
      await guard(registrations, body.email, true);
      if (await repository.findUserByEmail(body.email)) throw new AppError('email_taken');
      let user: UserRow;
      try {
        user = await repository.insertUser({
          email: body.email,
          passwordHash: await usablePassword(body.password),
          firstName: body.first_name,
          lastName: body.last_name,
        });
      } catch (error) {
        // Two sign-ups for one address at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError('email_taken');
        throw error;
      }
      return startSession(user, body.remember, userAgent);
    },

    async login(
      body: z.output<typeof LoginBodySchema>,
      client: { ip: string; userAgent?: string },
    ): Promise<AuthResponse> {
      const pair = pairKey(body.email, client.ip);
      await guard(pairFailures, pair, false);
      await slowDown(body.email);
      const user = await repository.findUserByEmail(body.email);
      const valid = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!user || !valid) {
        if (!config.RATE_LIMIT_DISABLED) {
          await Promise.all([pairFailures.hit(pair), addressFailures.hit(body.email)]);
        }
        throw new AppError('invalid_login');
      }
      await pairFailures.reset(pair);
      // Said only after the right password, so the answer tells a stranger nothing about the account.
      if (user.blockedAt) throw new AppError('account_blocked');
      return startSession(user, body.remember, client.userAgent);
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
    async requestPasswordReset(email: string, ip: string): Promise<void> {
      await guard(resetRequests, pairKey(email, ip), true);
      const user = await repository.findUserByEmail(email);
      if (!user) return;
      try {
        await mailResetLink(user);
      } catch (error) {
        // The link of this attempt was never delivered (it expires unused): the outbox sends a fresh one.
        if (!deps.retryResetMail) throw error;
        await deps.retryResetMail(user.id, error);
      }
    },

    /** The outbox's retry: a fresh link for a user whose reset mail could not be sent. Throws while mail fails. */
    async resendPasswordReset(userId: string): Promise<void> {
      const user = await repository.findUserById(userId);
      if (!user || user.deletedAt) return;
      await mailResetLink(user);
    },

    /**
     * Sets a new password with a reset link. The link works once; using it voids every other link of the
     * account still outstanding and ends every session.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const tokenHash = hashToken(token);
      const at = now();
      if (!(await repository.findUsablePasswordReset(tokenHash, at))) {
        throw new AppError('invalid_reset_token');
      }
      const passwordHash = await usablePassword(password);
      const userId = await repository.consumePasswordReset(tokenHash, at);
      if (!userId) throw new AppError('invalid_reset_token');
      await repository.changePassword(userId, passwordHash, at);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
