import type { Config } from '../../../config.ts';
import type { BankLinkProvider } from './bank-link-provider.ts';
import { createSandboxBankProvider } from './sandbox-provider.ts';

/** The provider BANK_LINK_PROVIDER names. A real one (iDEAL verification, PSD2 check) is added here. */
export function bankLinkProvider(config: Config): BankLinkProvider {
  switch (config.BANK_LINK_PROVIDER) {
    case 'sandbox':
      return createSandboxBankProvider();
  }
}
