import { timingSafeEqual } from 'node:crypto';
import {
  BANKS,
  bankMessages,
  type BankId,
  type BankLinkResponse,
  type BankOption,
  type BankStatusResponse,
  findBank,
  maskIban,
  type SandboxDecisionResponse,
  type SandboxLinkResponse,
} from '@fuellinq/domain';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { bankLogo } from './bank-logos.ts';
import { type BankLinkRow, type BankRepository, createBankRepository } from './bank.repository.ts';
import type { BankLinkProvider } from './providers/bank-link-provider.ts';

/** A consent not answered within this time is void, as a bank's session would be. */
export const PENDING_LINK_TTL_MS = 30 * 60 * 1000;
/** Where the bank sends the user back to: the wallet step of onboarding. */
export const BANK_RETURN_PATH = '/onboarding/wallet';

export interface BankServiceDeps {
  repository: BankRepository;
  provider: BankLinkProvider;
  publicUrl: string;
  now?: () => Date;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const invalidState = () => new AppError('invalid_state');

export function createBankService({
  repository,
  provider,
  publicUrl,
  now = () => new Date(),
}: BankServiceDeps) {
  const isExpired = (row: BankLinkRow, at: Date) =>
    row.status === 'pending' && at.getTime() - row.updatedAt.getTime() > PENDING_LINK_TTL_MS;

  /** A pending attempt of this user to reuse, with a fresh state; a new one when there is none. */
  async function pendingAttempt(userId: string, bankId: BankId, stateHash: string, at: Date) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const pending = await repository.pendingLink(userId);
      if (pending && isExpired(pending, at)) {
        await repository.expire(pending.id, at);
      } else if (pending) {
        const restarted = await repository.restartPending(pending.id, { bankId, stateHash, at });
        if (restarted) return restarted;
      } else {
        try {
          return await repository.insertLink({ userId, provider: provider.id, bankId, stateHash });
        } catch (error) {
          // Two link requests at the same moment: the partial unique index keeps one pending row.
          if (!isUniqueViolation(error, 'bank_links_one_pending_per_user')) throw error;
        }
      }
    }
    throw new AppError('conflict');
  }

  /** The link a bank's answer is about, checked against its state (without using the state yet). */
  async function linkForState(linkId: string, state: string, at: Date): Promise<BankLinkRow> {
    const row = await repository.findLink(linkId);
    if (!row || row.provider !== provider.id) throw notFound(bankMessages.linkNotFound);
    if (!sameHash(hashToken(state), row.stateHash) || row.stateUsedAt || row.status !== 'pending') {
      throw invalidState();
    }
    if (isExpired(row, at)) {
      await repository.expire(row.id, at);
      throw new AppError('bank_link_expired');
    }
    return row;
  }

  return {
    providerId: provider.id,

    options(): BankOption[] {
      return BANKS.map((bank) => ({ id: bank.id, name: bank.name, logo: bankLogo(bank) }));
    },

    async status(userId: string): Promise<BankStatusResponse> {
      const at = now();
      const [newest, linked] = await Promise.all([
        repository.newestLink(userId),
        repository.linkedAccount(userId),
      ]);
      const newestStatus = newest ? (isExpired(newest, at) ? 'failed' : newest.status) : 'none';
      const bankId = (linked ?? newest)?.bankId;
      return {
        linked: Boolean(linked),
        bank: bankId && findBank(bankId) ? (bankId as BankId) : null,
        status: newestStatus,
        iban_masked: linked?.ibanMasked ?? null,
      };
    },

    /** Starts a link at the chosen bank, reusing a pending attempt. The state goes to the bank, only its hash is kept. */
    async link(userId: string, bankId: BankId): Promise<BankLinkResponse> {
      const bank = findBank(bankId);
      if (!bank) throw notFound();
      const at = now();
      const state = newToken();
      const row = await pendingAttempt(userId, bankId, hashToken(state), at);
      const started = await provider.start({
        linkId: row.id,
        userId,
        bank,
        state,
        returnUrl: `${publicUrl}${BANK_RETURN_PATH}`,
      });
      await repository.setConsentReference(row.id, started.reference);
      return { redirectUrl: started.redirectUrl, status: 'pending', linked: false, pending: true };
    },

    /** What the sandbox bank's consent page shows; it knows the link and its state, not the user. */
    async sandboxLink(linkId: string, state: string): Promise<SandboxLinkResponse> {
      const row = await linkForState(linkId, state, now());
      const bank = findBank(row.bankId);
      if (!bank) throw notFound(bankMessages.linkNotFound);
      return {
        link_id: row.id,
        status: row.status,
        bank: {
          id: bank.id,
          name: bank.name,
          logo: bankLogo(bank),
          iban_code: bank.ibanCode,
          color: bank.color,
          text_color: bank.textColor,
        },
        demo_ibans: [bank.demoIban],
      };
    },

    /**
     * The bank's answer: checked by the provider (a wrong IBAN can be corrected: the state stays valid), then
     * the state is used and the outcome stored in one statement. A wrong or reused state is a 400.
     */
    async completeLink(
      linkId: string,
      state: string,
      callback: Record<string, string | undefined>,
    ): Promise<SandboxDecisionResponse> {
      const at = now();
      const row = await linkForState(linkId, state, at);
      const bank = findBank(row.bankId);
      if (!bank) throw notFound(bankMessages.linkNotFound);
      const outcome = await provider.complete({ linkId, bank, reference: row.consentReference, callback });
      const completed = await repository.completeWithState(
        row.id,
        row.stateHash,
        outcome.result === 'linked'
          ? {
              status: 'linked',
              ibanMasked: maskIban(outcome.account.iban),
              holderName: outcome.account.holderName,
            }
          : { status: 'failed', failureReason: outcome.reason },
        at,
        {
          actorUserId: row.userId,
          action: outcome.result === 'linked' ? 'bank.linked' : 'bank.refused',
          entity: 'bank_link',
          entityId: row.id,
          details: { bank: row.bankId, provider: row.provider },
        },
      );
      if (!completed) throw invalidState();
      return { status: completed.status, redirectUrl: BANK_RETURN_PATH };
    },
  };
}

export type BankService = ReturnType<typeof createBankService>;

/** Whether the user has a linked bank account: what other modules may ask (the free onboarding card needs one). */
export async function hasLinkedBankAccount(db: Database, userId: string): Promise<boolean> {
  return Boolean(await createBankRepository(db).linkedAccount(userId));
}

/** The masked IBAN of the user's linked account, or null: automatic top-ups set their mandate up from it. */
export async function linkedAccountIban(db: Database, userId: string): Promise<string | null> {
  return (await createBankRepository(db).linkedAccount(userId))?.ibanMasked ?? null;
}
