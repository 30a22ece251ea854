import { dutchIbanProblem, ibanProblemMessage, normalizeIban } from '@fuellinq/domain';
import { fieldError } from '../../../lib/app-error.ts';
import type { BankLinkProvider } from './bank-link-provider.ts';

/**
 * The sandbox bank: a consent page on our own origin (`/bank/sandbox/{linkId}?state=…`), dressed as the chosen
 * bank, where the user picks or types an IBAN and approves or refuses. It needs no network and no contract,
 * and behaves as a bank does: the page knows nothing of our session, only the link and its state.
 */
export function createSandboxBankProvider(): BankLinkProvider {
  return {
    id: 'sandbox',

    start: ({ linkId, state }) =>
      Promise.resolve({
        redirectUrl: `/bank/sandbox/${linkId}?state=${encodeURIComponent(state)}`,
        reference: `sandbox-${linkId}`,
      }),

    complete({ bank, callback }) {
      if (callback.decision !== 'approve')
        return Promise.resolve({ result: 'rejected', reason: 'user_rejected' });
      const iban = normalizeIban(callback.iban ?? '');
      const problem = dutchIbanProblem(iban, bank.ibanCode);
      if (problem) {
        return Promise.reject(fieldError('iban', 'invalid_iban', ibanProblemMessage(problem, bank.name)));
      }
      return Promise.resolve({ result: 'linked', account: { iban, holderName: null } });
    },
  };
}
