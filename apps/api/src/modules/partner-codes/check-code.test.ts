import { randomUUID } from 'node:crypto';
import { codeMessages } from '@fuellinq/domain/codes/code-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import {
  askCounter,
  carWashCode,
  type CounterAuth,
  counterSetup,
  namedDriver,
  passCode,
  setCardStatus,
} from '../../test/counter-codes.ts';
import { driverWithCard } from '../../test/refuels.ts';
import { createTestApp, injectAs, signInWithRole, type TestApp } from '../../test/test-app.ts';

// POST /api/partner/codes/check: what a partner's counter learns from a pass's QR code (which card, whose,
// whether it can pay, whether the balance covers it) and from a reward code (which reward, valid or used,
// offered here or not), by the portal's session or the till's key; nothing else, and nothing for others.

let t: TestApp;
let setup: Awaited<ReturnType<typeof counterSetup>>;

beforeAll(async () => {
  t = await createTestApp();
  setup = await counterSetup(t);
});
afterAll(async () => {
  await t.close();
});

const check = (body: Record<string, unknown>, auth: CounterAuth = {}) => askCounter(t, 'check', body, auth);
const asWasher = () => ({ token: setup.washer.partner.token });

describe('a pass QR code', () => {
  it('names an active card, its holder by initials, and whether the balance covers a refuel, not the balance', async () => {
    const driver = await namedDriver(t);
    const code = await passCode(t.app, driver);
    expect(code).toMatch(/^FLQ[0-9A-Z]{26}$/);
    const answer = await check({ code, station_id: setup.washer.stationId }, asWasher());
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({
      kind: 'pass',
      code,
      card: {
        label: 'Mijn tankpas',
        masked_pan: expect.stringMatching(/^7088 •••• •••• \d{4}$/),
        holder: 'S. d. V.',
        status: 'active',
        active: true,
      },
      balance: { sufficient: true, amount_cents: 1_000 },
      station: { id: setup.washer.stationId, title: 'Tinq Wasstraatweg' },
    });
    expect(answer.body).not.toContain('5000');
    expect(answer.body).not.toContain('Sanne');
    // € 50 available covers € 45, not € 60.
    expect((await check({ code, amount_cents: 4_500 }, asWasher())).json().balance.sufficient).toBe(true);
    const more = await check({ code, amount_cents: 6_000 }, asWasher());
    expect(more.json()).toMatchObject({ balance: { sufficient: false, amount_cents: 6_000 }, station: null });
  });

  it('says a paused card, and a card of a blocked account, cannot pay', async () => {
    const driver = await namedDriver(t);
    const code = await passCode(t.app, driver);
    await setCardStatus(t, driver.cardId, 'paused');
    expect((await check({ code }, asWasher())).json().card).toMatchObject({
      status: 'paused',
      active: false,
    });
    await setCardStatus(t, driver.cardId, 'active');
    expect((await check({ code }, asWasher())).json().card.active).toBe(true);
    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, driver.userId));
    expect((await check({ code }, asWasher())).json().card).toMatchObject({
      status: 'active',
      active: false,
    });
  });

  it('reads a typed code in lower case with spaces, and a card without money as not covered', async () => {
    const driver = await driverWithCard(t.app);
    const code = await passCode(t.app, driver);
    const typed = `${code.slice(0, 9).toLowerCase()} ${code.slice(9, 19)} ${code.slice(19)}`;
    const answer = await check({ code: typed }, { key: setup.tillKey });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      code,
      card: { holder: 'Naam onbekend', active: true },
      balance: { sufficient: false },
    });
  });
});

describe('a reward code', () => {
  it('names the reward, valid and offered here; another partner sees it is not offered there', async () => {
    const code = await carWashCode(t, await namedDriver(t));
    const answer = await check({ code: code.toLowerCase().replaceAll('-', '') }, asWasher());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      kind: 'reward',
      code,
      reward: { key: 'wasbeurt', title: 'Gratis wasbeurt' },
      status: 'valid',
      used_at: null,
      used_station: null,
      offered: true,
      issued_at: expect.any(String),
      station: null,
    });
    const elsewhere = await check({ code }, { token: setup.other.partner.token });
    expect(elsewhere.json()).toMatchObject({ status: 'valid', offered: false });
  });

  it('says when and where a used code was used', async () => {
    const code = await carWashCode(t, await namedDriver(t));
    const redeemed = await injectAs(t.app, setup.washer.partner.token, {
      method: 'POST',
      url: '/api/partner/codes/redeem',
      payload: { code, station_id: setup.washer.stationId },
    });
    expect(redeemed.statusCode).toBe(200);
    const answer = await check({ code }, { key: setup.tillKey });
    expect(answer.json()).toMatchObject({
      status: 'used',
      used_at: redeemed.json().redeemed_at,
      used_station: 'Tinq Wasstraatweg',
    });
  });
});

describe('refusals', () => {
  it('an unknown or malformed code is 404 unknown_code; an empty one 400', async () => {
    for (const code of [`FLQ${'0'.repeat(26)}`, 'WAS-AAAA-BBBB', 'hallo']) {
      const answer = await check({ code }, asWasher());
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ error: 'unknown_code', message: codeMessages.unknownCode });
    }
    const empty = await check({ code: '  ' }, asWasher());
    expect(empty.statusCode).toBe(400);
  });

  it("another partner's station is 403 not_your_station; an unknown one 400 unknown_station", async () => {
    const code = await passCode(t.app, await namedDriver(t));
    const theirs = await check({ code, station_id: setup.other.stationId }, asWasher());
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ error: 'not_your_station', message: codeMessages.notYourStation });
    const unknown = await check({ code, station_id: randomUUID() }, asWasher());
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('unknown_station');
  });

  it('is for partners only: 403 for a driver and an admin, 401 without a session or with a wrong key', async () => {
    const driver = await namedDriver(t);
    const code = await passCode(t.app, driver);
    for (const role of ['user', 'admin'] as const) {
      const { token } = await signInWithRole(t, role);
      const answer = await check({ code }, { token });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toBe('forbidden');
    }
    // A driver's own session with a partner's key is still the driver.
    expect((await check({ code }, { token: driver.token, key: setup.tillKey })).statusCode).toBe(403);
    expect((await check({ code })).statusCode).toBe(401);
    const wrong = await check({ code }, { key: 'flpk_niet-echt' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('unauthorized');
  });
});
