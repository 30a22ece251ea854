import { type AccountExport, privacyMessages } from '@fuellinq/domain';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { PrivacyRepository } from './privacy.repository.ts';

/** How long the audit log keeps an entry. */
export const AUDIT_RETENTION_DAYS = 2 * 365;
/** How long a bank-link attempt that never linked is kept (long enough to answer a question about it). */
export const BANK_ATTEMPT_RETENTION_DAYS = 30;
/** How long a finished background job is kept (to see what ran). */
export const JOB_RETENTION_DAYS = 30;

const DAY_MS = 24 * 3600 * 1000;

/** Column names as the API writes them (createdAt → created_at), in every nested object; dates as ISO text. */
function readable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(readable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
        readable(item),
      ]),
    );
  }
  return value;
}

export interface PrivacyServiceDeps {
  repository: PrivacyRepository;
  /** Expired sessions and reset links: the auth module's own housekeeping. */
  purgeExpiredSessions: () => Promise<{ sessions: number; resets: number }>;
  rdwCacheDays: number;
  now?: () => Date;
}

/** The person's rights under the AVG (GDPR): a copy of their data, erasure, and data kept no longer than needed. */
export function createPrivacyService(deps: PrivacyServiceDeps) {
  const { repository, purgeExpiredSessions, rdwCacheDays, now = () => new Date() } = deps;
  const daysAgo = (days: number) => new Date(now().getTime() - days * DAY_MS);

  return {
    /** Everything stored about the caller, as one document (article 15 and 20 AVG). */
    async export(userId: string): Promise<AccountExport> {
      const data = await repository.everythingAbout(userId);
      if (!data.profile) throw new AppError(404, 'not_found');
      return {
        exported_at: now().toISOString(),
        about: privacyMessages.exportAbout,
        ...(readable(data) as Omit<AccountExport, 'exported_at' | 'about'>),
      };
    },

    /** Erases the caller's account (article 17 AVG) once their password confirms it is them. */
    async erase(userId: string, password: string): Promise<void> {
      const user = await repository.findUser(userId);
      if (!user || user.deletedAt) throw new AppError(404, 'not_found');
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw fieldError('password', privacyMessages.wrongPassword, 'invalid_password');
      }
      await repository.eraseAccount(userId, now());
    },

    /** What retention removes, run every hour: nothing is kept longer than it is needed. */
    async retention() {
      const [expired, bankAttempts, rdwCache, audit, finishedJobs] = await Promise.all([
        purgeExpiredSessions(),
        repository.deleteBankAttemptsBefore(daysAgo(BANK_ATTEMPT_RETENTION_DAYS)),
        repository.deleteRdwCacheBefore(daysAgo(rdwCacheDays)),
        repository.deleteAuditBefore(daysAgo(AUDIT_RETENTION_DAYS)),
        repository.deleteJobsBefore(daysAgo(JOB_RETENTION_DAYS)),
      ]);
      return {
        ...expired,
        bank_attempts: bankAttempts,
        rdw_cache: rdwCache,
        audit_entries: audit,
        jobs: finishedJobs,
      };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
