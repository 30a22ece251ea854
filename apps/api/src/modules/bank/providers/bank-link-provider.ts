import type { Bank } from '@fuellinq/domain';

/**
 * How FuelLinq links a bank account, whatever the bank or provider (docs/decisions/007). The service owns the
 * link rows and the single-use state; a provider only sends the user to a consent and reads the answer.
 * A real provider (an iDEAL verification payment, a PSD2 account check) is one more implementation of this.
 */
export interface BankLinkProvider {
  readonly id: string;
  /** Starts a consent at the bank and says where to send the user. */
  start(input: BankLinkStartInput): Promise<{ redirectUrl: string; reference: string }>;
  /**
   * Reads the bank's answer. `callback` is what came back with the user or the provider's webhook (for the
   * sandbox: the decision and the chosen IBAN). Throws an AppError for an answer the user can correct.
   */
  complete(input: BankLinkCompleteInput): Promise<BankLinkOutcome>;
}

export interface BankLinkStartInput {
  linkId: string;
  userId: string;
  bank: Bank;
  /** Single-use; the bank hands it back with its answer. */
  state: string;
  /** Our page the bank sends the user back to. */
  returnUrl: string;
}

export interface BankLinkCompleteInput {
  linkId: string;
  bank: Bank;
  reference: string | null;
  callback: Record<string, string | undefined>;
}

export interface LinkedAccount {
  iban: string;
  holderName: string | null;
}

export type BankLinkOutcome =
  { result: 'linked'; account: LinkedAccount } | { result: 'rejected'; reason: string };
