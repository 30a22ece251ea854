import type { Config } from '../../../config.ts';
import { createMollieProvider } from './mollie-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider, type SandboxBook, type SandboxProvider } from './sandbox-provider.ts';

/**
 * The provider the configuration chose (config.paymentsProvider), and the sandbox again when it is the
 * one, for its payment page; no provider at all when payments are off (a production start without Mollie
 * and without PAYMENTS_PROVIDER=sandbox).
 */
export function paymentProvider(
  config: Config,
  sandboxBook: SandboxBook,
  now: () => Date,
): { provider: PaymentProvider | null; sandbox: SandboxProvider | null } {
  if (config.paymentsProvider === null) return { provider: null, sandbox: null };
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
