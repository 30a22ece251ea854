import {
  type AccountExport,
  type ErasurePreview,
  type ErasureResult,
  privacyMessages,
} from '@fuellinq/domain';
import { type Database, inTransaction } from '../../db/database.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { JobRunner } from '../../lib/job-runner.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AccountMoney } from './account-closing.ts';
import { ERASURE_MAIL_JOB, type ErasureMail } from './erasure-mail.ts';
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
  db: Database;
  repository: PrivacyRepository;
  /** The account's money, closed in the erasure's own transaction (account-closing.ts). */
  money: Pick<AccountMoney, 'close' | 'preview'>;
  jobs: Pick<JobRunner, 'enqueue'>;
  /** Expired sessions and reset links: the auth module's own housekeeping. */
  purgeExpiredSessions: () => Promise<{ sessions: number; resets: number }>;
  rdwCacheDays: number;
  now?: () => Date;
}

/** The person's rights under the AVG (GDPR): a copy of their data, erasure, and data kept no longer than needed. */
export function createPrivacyService(deps: PrivacyServiceDeps) {
  const { db, repository, money, purgeExpiredSessions, rdwCacheDays, now = () => new Date() } = deps;
  const daysAgo = (days: number) => new Date(now().getTime() - days * DAY_MS);

  return {
    /** Everything stored about the caller, as one document (article 15 and 20 AVG). */
    async export(userId: string): Promise<AccountExport> {
      const data = await repository.everythingAbout(userId);
      if (!data.profile) throw new AppError('not_found');
      return {
        exported_at: now().toISOString(),
        about: privacyMessages.exportAbout,
        ...(readable(data) as Omit<AccountExport, 'exported_at' | 'about'>),
      };
    },

    /** What erasing the account would do now to its money, subscription and invoices (the deletion screen). */
    async erasurePreview(userId: string): Promise<ErasurePreview> {
      const [closing, invoicesKept] = await Promise.all([
        money.preview(userId),
        repository.invoicesKept(userId),
      ]);
      return { ...closing, invoices_kept: invoicesKept };
    },

    /**
     * Erases the caller's account (article 17 AVG) once their password confirms it is them. In one
     * transaction: the money is closed first (a refuel pumping now refuses it with a 409, and nothing
     * changes), then every personal row goes and the confirmation mail is queued to the address it had.
     */
    async erase(userId: string, password: string): Promise<ErasureResult> {
      const user = await repository.findUser(userId);
      if (!user || user.deletedAt) throw new AppError('not_found');
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw fieldError('password', 'invalid_password');
      }
      const closed = await inTransaction(db, async (tx) => {
        const live = await repository.lockLiveUser(tx, userId);
        // Erased by a request of the same person a moment ago.
        if (!live) throw new AppError('not_found');
        const closing = await money.close(tx, userId);
        await repository.eraseAccount(tx, userId, now());
        const mail: ErasureMail = { to: live.email, ...closing };
        await deps.jobs.enqueue(
          ERASURE_MAIL_JOB,
          { ...mail },
          { key: `${ERASURE_MAIL_JOB}:${userId}`, db: tx },
        );
        return closing;
      });
      return {
        payout_cents: closed.payoutCents,
        payout_iban_masked: closed.ibanMasked,
        subscription_ended: closed.subscriptionEnded,
        final_invoice_number: closed.finalInvoiceNumber,
      };
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
