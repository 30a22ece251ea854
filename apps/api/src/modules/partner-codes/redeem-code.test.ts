import { codeMessages } from '@fuellinq/domain/codes/code-rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rewardRedemptions, stations } from '../../db/schema/index.ts';
import {
  askCounter,
  carWashCode,
  type CounterAuth,
  counterSetup,
  namedDriver,
  passCode,
} from '../../test/counter-codes.ts';
import { createTestApp, injectAs, signInWithRole, type TestApp } from '../../test/test-app.ts';

// POST /api/partner/codes/redeem: a reward code is redeemed once, only at a station of the caller's own
// that offers the reward, by the portal's session or the till's key; every redemption is in the audit
// log, and of two at the same moment exactly one succeeds.

let t: TestApp;
let setup: Awaited<ReturnType<typeof counterSetup>>;

beforeAll(async () => {
  t = await createTestApp();
  setup = await counterSetup(t);
});
afterAll(async () => {
  await t.close();
});

const redeem = (body: Record<string, unknown>, auth: CounterAuth) => askCounter(t, 'redeem', body, auth);
const asWasher = () => ({ token: setup.washer.partner.token });
const atWasher = (code: string) => ({ code, station_id: setup.washer.stationId });

const newCode = async () => carWashCode(t, await namedDriver(t));

async function uses(code: string) {
  const [voucher] = await t.database.db
    .select()
    .from(rewardRedemptions)
    .where(eq(rewardRedemptions.voucherCode, code));
  const audited = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, voucher!.id), eq(auditLog.action, 'reward.use')));
  return { voucher: voucher!, audited };
}

describe('redeeming a reward code', () => {
  it('works once with the session, audited; a second time is 409 code_used, saying when and where', async () => {
    const driver = await namedDriver(t);
    const code = await carWashCode(t, driver);
    const first = await redeem(atWasher(code), asWasher());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      kind: 'reward',
      code,
      reward: { key: 'wasbeurt', title: 'Gratis wasbeurt' },
      redeemed_at: expect.any(String),
      station: { id: setup.washer.stationId, title: 'Tinq Wasstraatweg' },
    });
    const second = await redeem(atWasher(code), asWasher());
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('code_used');
    expect(second.json().message).toContain(codeMessages.codeUsed.slice(0, -1));
    expect(second.json().message).toContain('bij Tinq Wasstraatweg');

    const { voucher, audited } = await uses(code);
    expect(voucher).toMatchObject({
      usedStationId: setup.washer.stationId,
      usedByPartnerId: setup.washer.partner.user.id,
    });
    expect(voucher.usedAt?.toISOString()).toBe(first.json().redeemed_at);
    // The driver's Punten & Rewards says the code was used.
    const loyalty = await injectAs(t.app, driver.token, { method: 'GET', url: '/api/loyalty' });
    expect(loyalty.json().redemptions[0]).toMatchObject({
      voucher_code: code,
      used_at: first.json().redeemed_at,
    });
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      actorUserId: setup.washer.partner.user.id,
      entity: 'reward_redemption',
      details: { reward: 'wasbeurt', station_id: setup.washer.stationId, via: 'session' },
    });
  });

  it("works with the till's X-Api-Key, typed without dashes, and is audited as the key's", async () => {
    const code = await newCode();
    const answer = await redeem(atWasher(code.replaceAll('-', ' ').toLowerCase()), { key: setup.tillKey });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().code).toBe(code);
    expect((await uses(code)).audited[0]?.details).toMatchObject({ via: 'api_key' });
    const again = await redeem(atWasher(code), { key: setup.tillKey });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('code_used');
  });

  it('of five redemptions at the same moment, exactly one succeeds and one is audited', async () => {
    const code = await newCode();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        redeem(atWasher(code), i % 2 ? { key: setup.tillKey } : asWasher()),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect(answer.json().error).toBe('code_used');
    }
    expect((await uses(code)).audited).toHaveLength(1);
  });
});

describe('refusals, which leave the code valid', () => {
  it("refuses another partner's station (403 not_your_station)", async () => {
    const code = await newCode();
    const answer = await redeem({ code, station_id: setup.other.stationId }, asWasher());
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error: 'not_your_station', message: codeMessages.notYourStation });
    expect((await uses(code)).voucher.usedAt).toBeNull();
  });

  it('refuses a partner that does not offer the reward, at its own station (403 reward_not_offered)', async () => {
    const code = await newCode();
    const answer = await redeem(
      { code, station_id: setup.other.stationId },
      { token: setup.other.partner.token },
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      error: 'reward_not_offered',
      message: codeMessages.rewardNotOffered,
    });
    const { voucher, audited } = await uses(code);
    expect(voucher.usedAt).toBeNull();
    expect(audited).toHaveLength(0);
    expect((await redeem(atWasher(code), asWasher())).statusCode).toBe(200);
  });

  it('refuses an inactive station of its own (409 station_inactive)', async () => {
    const code = await newCode();
    await t.database.db
      .update(stations)
      .set({ active: false })
      .where(eq(stations.id, setup.washer.stationId));
    try {
      const answer = await redeem(atWasher(code), asWasher());
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toBe('station_inactive');
    } finally {
      await t.database.db
        .update(stations)
        .set({ active: true })
        .where(eq(stations.id, setup.washer.stationId));
    }
    expect((await uses(code)).voucher.usedAt).toBeNull();
  });

  it('refuses a pass code (400 code_not_redeemable), an unknown code (404) and a missing station (400)', async () => {
    const pass = await redeem(atWasher(await passCode(t.app, await namedDriver(t))), asWasher());
    expect(pass.statusCode).toBe(400);
    expect(pass.json()).toMatchObject({
      error: 'code_not_redeemable',
      message: codeMessages.passNotRedeemable,
    });
    const unknown = await redeem(atWasher('WAS-2222-3333'), asWasher());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('unknown_code');
    const noStation = await redeem({ code: await newCode() }, asWasher());
    expect(noStation.statusCode).toBe(400);
  });

  it('is for partners only: 403 for a driver, 401 without a session or key', async () => {
    const code = await newCode();
    const { token } = await signInWithRole(t, 'user');
    const driver = await redeem(atWasher(code), { token });
    expect(driver.statusCode).toBe(403);
    expect(driver.json().error).toBe('forbidden');
    expect((await redeem(atWasher(code), {})).statusCode).toBe(401);
    expect((await uses(code)).voucher.usedAt).toBeNull();
  });
});
