/** Spec §3: the chosen bank is kept in local storage under 'fuellinq_bank'. */
export const STORED_BANK_KEY = 'fuellinq_bank';

export function readStoredBank(): string | null {
  try {
    return window.localStorage.getItem(STORED_BANK_KEY);
  } catch {
    return null;
  }
}

export function storeBank(bankId: string) {
  try {
    window.localStorage.setItem(STORED_BANK_KEY, bankId);
  } catch {
    // Storage can be off (private mode); the choice then lives only in the page.
  }
}
