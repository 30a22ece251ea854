import { type MollieFake, startMollieFake } from './mollie-fake.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// An app whose payment provider is Mollie — the real @mollie/api-client against the local stand-in
// (mollie-fake.ts) — with the stand-in's webhooks posted to the app as Mollie posts them (form-encoded
// `id=tr_…`), and the checkout's Mollie payment behind a URL the app handed out.

export interface MollieTestApp {
  t: TestApp;
  fake: MollieFake;
  /** The stand-in's payment behind a checkout URL (`…/checkout/tr_…`), if any. */
  molliePaymentOf(url: string): ReturnType<MollieFake['payments']['get']>;
  close(): Promise<void>;
}

export async function mollieTestApp(options: { now?: () => Date } = {}): Promise<MollieTestApp> {
  // The stand-in is made first (the app needs its address); its webhooks go to the app made after it.
  const target: { app?: TestApp } = {};
  const fake = await startMollieFake({
    deliverWebhook: async (_url, formBody) => {
      if (!target.app) throw new Error('a Mollie webhook before the app was made');
      const delivered = await target.app.app.inject({
        method: 'POST',
        url: '/api/payments/mollie/webhook',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formBody,
      });
      return delivered.statusCode;
    },
  });
  const t = await createTestApp(
    {
      MOLLIE_API_KEY: `test_${'FuelLinqTestKey'.repeat(2)}`,
      MOLLIE_API_ENDPOINT: fake.apiEndpoint,
      MOLLIE_CA_FILE: fake.caFile,
    },
    options,
  );
  target.app = t;
  return {
    t,
    fake,
    molliePaymentOf: (url) => fake.payments.get(/\/checkout\/(tr_\w+)$/.exec(url)?.[1] ?? ''),
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
