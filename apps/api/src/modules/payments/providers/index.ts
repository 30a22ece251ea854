import type { Config } from '../../../config.ts';
import { createMollieProvider } from './mollie-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider, type SandboxBook, type SandboxProvider } from './sandbox-provider.ts';

/**
 * The provider PAYMENTS_PROVIDER names (default: Mollie with MOLLIE_API_KEY, else the sandbox), and the
 * sandbox again when it is the one, for its payment page.
 */
export function paymentProvider(
  config: Config,
  sandboxBook: SandboxBook,
  now: () => Date,
): { provider: PaymentProvider; sandbox: SandboxProvider | null } {
  if (config.paymentsProvider === 'mollie' && config.MOLLIE_API_KEY) {
    const provider = createMollieProvider({
      apiKey: config.MOLLIE_API_KEY,
      apiEndpoint: config.MOLLIE_API_ENDPOINT,
      caFile: config.MOLLIE_CA_FILE,
      timeoutMs: config.MOLLIE_TIMEOUT_MS,
    });
    return { provider, sandbox: null };
  }
  const sandbox = createSandboxProvider(sandboxBook, now, config.WALLET_LINK_SECRET);
  return { provider: sandbox, sandbox };
}
