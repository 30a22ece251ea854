import { readFileSync } from 'node:fs';
import https from 'node:https';
import { maskIban } from '@fuellinq/domain';
import {
  createMollieClient,
  Locale,
  type Mandate,
  MollieApiError,
  type Payment,
  PaymentMethod,
  SequenceType,
} from '@mollie/api-client';
import {
  centsOf,
  euroValue,
  type PaymentProvider,
  type ProviderMandate,
  type ProviderPayment,
  type ProviderStatus,
} from './payment-provider.ts';
import { withDeadline } from '../../../lib/deadline.ts';

export interface MollieProviderOptions {
  apiKey: string;
  /** Mollie's API root; tests point it at a local stand-in (src/test/mollie-fake.ts). */
  apiEndpoint: string;
  /** A PEM file with a CA to trust besides the client's bundled list (see below). */
  caFile?: string | undefined;
  /**
   * How long one call may take, the client's own retries (three tries, 2 s apart) included. The client
   * takes no time-out or abort signal, so past this the caller stops waiting and fails: a payment is created
   * with an idempotency key, so a retry later finds the same payment rather than a second one.
   */
  timeoutMs?: number | undefined;
}

/** Mollie did not answer within the provider's time-out. */
export class MollieTimeoutError extends Error {}

type MollieClient = ReturnType<typeof createMollieClient>;

/**
 * The client, trusting one more CA when asked. @mollie/api-client speaks only https, through an
 * `https.Agent` it makes itself with its own bundled CA list as `ca` (so NODE_EXTRA_CA_CERTS and the
 * system store are ignored), and it takes no agent option. The one seam is that it looks `https.Agent` up
 * while it is being created: for that synchronous moment a subclass that adds our CA stands in, so only
 * this client trusts it. Without a CA file nothing is swapped.
 */
function mollieClient(options: MollieProviderOptions): MollieClient {
  const create = () =>
    createMollieClient({
      apiKey: options.apiKey,
      apiEndpoint: options.apiEndpoint,
      versionStrings: 'FuelLinq/1.0',
    });
  if (!options.caFile) return create();
  const extraCa = readFileSync(options.caFile, 'utf8');
  const Original = https.Agent;
  class TrustingAgent extends Original {
    constructor(agentOptions: https.AgentOptions = {}) {
      const bundled = agentOptions.ca === undefined ? [] : [agentOptions.ca].flat();
      super({ ...agentOptions, ca: [...bundled, extraCa] });
    }
  }
  Reflect.set(https, 'Agent', TrustingAgent);
  try {
    return create();
  } finally {
    Reflect.set(https, 'Agent', Original);
  }
}

function statusOf(payment: Payment): ProviderStatus {
  switch (String(payment.status)) {
    case 'paid':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'canceled':
      return 'canceled';
    case 'expired':
      return 'expired';
    // open, pending (a direct debit on its way), authorized: not decided yet.
    default:
      return 'open';
  }
}

function toMandate(mandate: Mandate, customerId: string): ProviderMandate {
  const { details } = mandate;
  const account = 'consumerAccount' in details ? details.consumerAccount : null;
  return {
    id: mandate.id,
    customerId,
    status: String(mandate.status) as ProviderMandate['status'],
    method: String(mandate.method),
    ibanMasked: account ? maskIban(account) : null,
  };
}

/**
 * Mollie (https://docs.mollie.com): iDEAL payments for top-ups and card fees, a `first` payment that makes
 * a SEPA direct-debit mandate for automatic top-ups, and `recurring` payments on that mandate. A payment's
 * status is only ever read back from Mollie (its webhook carries nothing but the id).
 */
export function createMollieProvider(options: MollieProviderOptions): PaymentProvider {
  const client = mollieClient(options);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const within = <T>(what: string, call: Promise<T>) =>
    withDeadline(
      call,
      timeoutMs,
      () => new MollieTimeoutError(`Mollie: ${what} not answered within ${timeoutMs} ms`),
    );

  async function find(providerPaymentId: string): Promise<Payment | null> {
    try {
      return await within('get payment', client.payments.get(providerPaymentId));
    } catch (error) {
      if (error instanceof MollieApiError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async function view(payment: Payment): Promise<ProviderPayment> {
    const status = statusOf(payment);
    const customerId = payment.customerId ?? null;
    const mandate =
      status === 'paid' && String(payment.sequenceType) === 'first' && payment.mandateId && customerId
        ? toMandate(
            await within('get mandate', client.customerMandates.get(payment.mandateId, { customerId })),
            customerId,
          )
        : null;
    return {
      id: payment.id,
      status,
      checkoutUrl: status === 'open' ? payment.getCheckoutUrl() : null,
      amountCents: centsOf(payment.amount.value),
      customerId,
      mandate,
    };
  }

  return {
    id: 'mollie',

    async createCustomer(userId) {
      // No name or e-mail: Mollie needs neither, and the mandate's account holder comes from the bank.
      const customer = await within(
        'create customer',
        client.customers.create({
          locale: Locale.nl_NL,
          metadata: { user_id: userId },
          idempotencyKey: `fuellinq-customer-${userId}`,
        }),
      );
      return customer.id;
    },

    async createPayment(request) {
      const recurring = request.sequenceType === 'recurring';
      const payment = await within(
        'create payment',
        client.payments.create({
          amount: { currency: 'EUR', value: euroValue(request.amountCents) },
          description: request.description,
          ...(request.redirectUrl ? { redirectUrl: request.redirectUrl } : {}),
          ...(request.webhookUrl ? { webhookUrl: request.webhookUrl } : {}),
          metadata: { payment_id: request.paymentId },
          locale: Locale.nl_NL,
          sequenceType: SequenceType[request.sequenceType],
          ...(recurring ? {} : { method: PaymentMethod.ideal }),
          ...(request.customerId ? { customerId: request.customerId } : {}),
          ...(request.mandateId ? { mandateId: request.mandateId } : {}),
          idempotencyKey: `fuellinq-payment-${request.paymentId}`,
        }),
      );
      return {
        id: payment.id,
        status: statusOf(payment),
        checkoutUrl: payment.getCheckoutUrl(),
        amountCents: centsOf(payment.amount.value),
        customerId: payment.customerId ?? null,
        mandate: null,
      };
    },

    getPayment: async (providerPaymentId) => {
      const payment = await find(providerPaymentId);
      return payment && view(payment);
    },

    async cancelPayment(providerPaymentId) {
      const payment = await find(providerPaymentId);
      if (!payment) return null;
      // iDEAL payments cannot be cancelled at Mollie (they run out after 15 minutes); a pending direct
      // debit can, until it is collected.
      if (statusOf(payment) !== 'open' || !payment.isCancelable) return view(payment);
      return view(await within('cancel payment', client.payments.cancel(providerPaymentId)));
    },

    async revokeMandate(mandate) {
      if (!mandate.customerId) throw new Error(`Mollie: mandate ${mandate.id} has no customer`);
      try {
        await within(
          'revoke mandate',
          client.customerMandates.revoke(mandate.id, { customerId: mandate.customerId }),
        );
      } catch (error) {
        // Revoked before (or never there): nothing can be charged on it either way.
        if (error instanceof MollieApiError && (error.statusCode === 404 || error.statusCode === 410)) return;
        throw error;
      }
    },

    async payOut(request) {
      // Mollie cannot transfer to a consumer's account: refund the person's own payments, newest first,
      // each back to the account it came from. The keys make a retried payout refund each payment once.
      const references: string[] = [];
      let paidCents = 0;
      for (const source of request.sources) {
        const cents = Math.min(source.amountCents, request.amountCents - paidCents);
        if (cents <= 0) break;
        const refund = await within(
          'create refund',
          client.paymentRefunds.create({
            paymentId: source.providerPaymentId,
            amount: { currency: 'EUR', value: euroValue(cents) },
            description: request.description,
            metadata: { payout_id: request.payoutId },
            idempotencyKey: `fuellinq-payout-${request.payoutId}-${source.providerPaymentId}`,
          }),
        );
        references.push(refund.id);
        paidCents += cents;
      }
      return { status: 'sent', references, paidCents };
    },
  };
}
