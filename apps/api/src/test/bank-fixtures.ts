import type { FastifyInstance } from 'fastify';
import { injectAs } from './test-app.ts';

/**
 * Links a bank account for a signed-in user through the real sandbox flow (link, then Akkoord with the
 * bank's demo IBAN), as onboarding does before a card is issued.
 */
export async function linkSandboxBank(app: FastifyInstance, token: string, bank = 'ing') {
  const demoIbans: Record<string, string> = {
    abn: 'NL06ABNA0489271653',
    ing: 'NL69INGB0123456789',
    rabo: 'NL39RABO0300065264',
  };
  const started = await injectAs(app, token, { method: 'POST', url: '/api/bank/link', payload: { bank } });
  const redirect = new URL(started.json().redirectUrl as string, 'http://x');
  const linkId = redirect.pathname.split('/').at(-1);
  const decision = await app.inject({
    method: 'POST',
    url: `/api/bank/sandbox/${linkId}/decision`,
    payload: { state: redirect.searchParams.get('state'), decision: 'approve', iban: demoIbans[bank] },
  });
  if (decision.statusCode !== 200) throw new Error(`bank link failed: ${decision.body}`);
}
