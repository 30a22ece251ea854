import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankLinks } from '../../db/schema/index.ts';
import { createTestApp, injectAs, registerUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ING_DEMO = 'NL69INGB0123456789';
const ABN_DEMO = 'NL06ABNA0489271653';

async function startLink(token: string, bank = 'ing') {
  const response = await injectAs(t.app, token, { method: 'POST', url: '/api/bank/link', payload: { bank } });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ redirectUrl: string; status: string; linked: boolean; pending: boolean }>();
  const match = /^\/bank\/sandbox\/([0-9a-f-]{36})\?state=([A-Za-z0-9_-]+)$/.exec(body.redirectUrl);
  expect(match, body.redirectUrl).not.toBeNull();
  return { body, linkId: match![1]!, state: decodeURIComponent(match![2]!) };
}

const decide = (linkId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/bank/sandbox/${linkId}/decision`, payload });

const status = async (token: string) =>
  (await injectAs(t.app, token, { method: 'GET', url: '/api/bank/status' })).json();

describe('GET /api/bank/options', () => {
  it('lists the eight banks of the picker with our own logo marks, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/bank/options' });
    expect(response.statusCode).toBe(200);
    const banks = response.json<{ id: string; name: string; logo: string }[]>();
    expect(banks.map((bank) => bank.id)).toEqual([
      'abn',
      'ing',
      'rabo',
      'sns',
      'bunq',
      'knab',
      'triod',
      'regio',
    ]);
    expect(banks[0]).toMatchObject({ id: 'abn', name: 'ABN AMRO' });
    for (const bank of banks) {
      expect(bank.logo.startsWith('data:image/svg+xml,')).toBe(true);
      expect(decodeURIComponent(bank.logo)).toContain(`aria-label="${bank.name}"`);
    }
  });
});

describe('linking through the sandbox bank', () => {
  it('needs a session to start', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/bank/link', payload: { bank: 'ing' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('unauthorized');
  });

  it('refuses a bank that is not in the picker, and a missing one', async () => {
    const { token } = await registerUser(t.app);
    const unknown = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/bank/link',
      payload: { bank: 'asn' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'validation_error',
      message: 'bank: Kies een bank uit de lijst.',
    });
    const missing = await injectAs(t.app, token, { method: 'POST', url: '/api/bank/link', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('missing_fields');
  });

  it('goes from pending to linked with Akkoord, keeping only the masked IBAN; the state works once', async () => {
    const { token } = await registerUser(t.app);
    expect(await status(token)).toEqual({ linked: false, bank: null, status: 'none', iban_masked: null });

    const { body, linkId, state } = await startLink(token, 'ing');
    expect(body).toMatchObject({ status: 'pending', linked: false, pending: true });
    expect(await status(token)).toEqual({ linked: false, bank: 'ing', status: 'pending', iban_masked: null });

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/bank/sandbox/${linkId}?state=${encodeURIComponent(state)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      link_id: linkId,
      status: 'pending',
      bank: { id: 'ing', name: 'ING', iban_code: 'INGB' },
      demo_ibans: [ING_DEMO],
    });

    const approved = await decide(linkId, { state, decision: 'approve', iban: 'nl69 ingb 0123 4567 89' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ status: 'linked', redirectUrl: '/onboarding/wallet' });
    const linked = await status(token);
    expect(linked).toEqual({
      linked: true,
      bank: 'ing',
      status: 'linked',
      iban_masked: 'NL69 INGB •••• 6789',
    });

    const again = await decide(linkId, { state, decision: 'approve', iban: ING_DEMO });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'invalid_state',
      message: 'Dit koppelverzoek is ongeldig of al gebruikt. Kies je bank opnieuw.',
    });
    const reread = await t.app.inject({ method: 'GET', url: `/api/bank/sandbox/${linkId}?state=${state}` });
    expect(reread.statusCode).toBe(400);

    const [row] = await t.database.db.select().from(bankLinks).where(eq(bankLinks.id, linkId));
    expect(JSON.stringify(row)).not.toContain('0123456789');
    expect(row!.stateHash).not.toBe(state);
  });

  it('marks the link failed with Weigeren', async () => {
    const { token } = await registerUser(t.app);
    const { linkId, state } = await startLink(token, 'rabo');
    const refused = await decide(linkId, { state, decision: 'reject' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ status: 'failed', redirectUrl: '/onboarding/wallet' });
    expect(await status(token)).toEqual({ linked: false, bank: 'rabo', status: 'failed', iban_masked: null });
    expect(
      (await decide(linkId, { state, decision: 'approve', iban: 'NL39RABO0300065264' })).statusCode,
    ).toBe(400);
  });

  it('reuses a pending link for a second request, with a fresh state and the newly chosen bank', async () => {
    const { token } = await registerUser(t.app);
    const first = await startLink(token, 'ing');
    const second = await startLink(token, 'abn');
    expect(second.linkId).toBe(first.linkId);
    expect(second.state).not.toBe(first.state);
    expect((await decide(first.linkId, { state: first.state, decision: 'reject' })).statusCode).toBe(400);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/bank/sandbox/${second.linkId}?state=${second.state}`,
    });
    expect(page.json().bank.id).toBe('abn');
    const approved = await decide(second.linkId, {
      state: second.state,
      decision: 'approve',
      iban: ABN_DEMO,
    });
    expect(approved.json().status).toBe('linked');
  });

  it('keeps one pending link when requests arrive at the same moment', async () => {
    const { token, user } = await registerUser(t.app);
    const responses = await Promise.all(
      ['ing', 'abn', 'rabo'].map((bank) =>
        injectAs(t.app, token, { method: 'POST', url: '/api/bank/link', payload: { bank } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(responses.map((r) => /sandbox\/([^?]+)/.exec(r.json().redirectUrl)![1]));
    expect(ids.size).toBe(1);
    const rows = await t.database.db.select().from(bankLinks).where(eq(bankLinks.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('checks the IBAN with mod-97 and the bank code, and a correctable mistake keeps the state', async () => {
    const { token } = await registerUser(t.app);
    const { linkId, state } = await startLink(token, 'ing');
    const cases = [
      [undefined, 'Vul je IBAN in.'],
      ['NL69INGB012345678', 'Dit is geen geldig Nederlands IBAN (NL, 2 cijfers, 4 letters, 10 cijfers).'],
      ['NL68INGB0123456789', 'Dit IBAN klopt niet: controleer de cijfers.'],
      [ABN_DEMO, 'Dit IBAN hoort niet bij ING.'],
    ] as const;
    for (const [iban, message] of cases) {
      const response = await decide(linkId, { state, decision: 'approve', ...(iban ? { iban } : {}) });
      expect(response.statusCode, String(iban)).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalid_iban',
        message,
        issues: [{ path: 'iban', message }],
      });
    }
    expect(await status(token)).toMatchObject({ linked: false, status: 'pending' });
    const approved = await decide(linkId, { state, decision: 'approve', iban: ING_DEMO });
    expect(approved.statusCode).toBe(200);
  });

  it('answers 400 for a wrong state or a malformed link id, and 404 for an unknown link', async () => {
    const { token } = await registerUser(t.app);
    const { linkId } = await startLink(token);
    const wrong = await decide(linkId, { state: 'niet-de-goede-state', decision: 'reject' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_state');
    const malformed = await decide('geen-uuid', { state: 'x', decision: 'reject' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await decide('00000000-0000-4000-8000-000000000000', { state: 'x', decision: 'reject' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Dit koppelverzoek bestaat niet (meer). Kies je bank opnieuw.');
    const badDecision = await decide(linkId, { state: 'x', decision: 'misschien' });
    expect(badDecision.statusCode).toBe(400);
  });

  it('voids a consent left pending for more than 30 minutes and starts a new one', async () => {
    const { token } = await registerUser(t.app);
    const old = await startLink(token);
    await t.database.db
      .update(bankLinks)
      .set({ updatedAt: sql`now() - interval '31 minutes'` })
      .where(eq(bankLinks.id, old.linkId));
    expect(await status(token)).toMatchObject({ status: 'failed', linked: false });
    const late = await decide(old.linkId, { state: old.state, decision: 'approve', iban: ING_DEMO });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: 'bank_link_expired' });
    const fresh = await startLink(token);
    expect(fresh.linkId).not.toBe(old.linkId);
  });

  it('keeps a linked account when a later attempt is refused', async () => {
    const { token } = await registerUser(t.app);
    const first = await startLink(token, 'abn');
    await decide(first.linkId, { state: first.state, decision: 'approve', iban: ABN_DEMO });
    const second = await startLink(token, 'ing');
    await decide(second.linkId, { state: second.state, decision: 'reject' });
    expect(await status(token)).toEqual({
      linked: true,
      bank: 'abn',
      status: 'failed',
      iban_masked: 'NL06 ABNA •••• 1653',
    });
  });

  it("keeps each user's status to themselves", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const link = await startLink(alice.token, 'knab');
    await decide(link.linkId, { state: link.state, decision: 'approve', iban: 'NL87KNAB0712345678' });
    expect((await status(alice.token)).linked).toBe(true);
    expect(await status(bob.token)).toEqual({ linked: false, bank: null, status: 'none', iban_masked: null });
  });
});
