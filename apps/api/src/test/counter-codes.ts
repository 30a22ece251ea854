// Test helpers for the counter's codes: two partners with a station each (the first offers the car wash),
// the first one's till key, a driver with a card and money, the code in the driver's pass QR code as the
// pass page shows it, and a car-wash code the driver got for points.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cards, partnerRewards, users } from '../db/schema/index.ts';
import { earnPoints } from '../modules/loyalty/loyalty.service.ts';
import { driverWithCard, fundBalance, partnerStation, pumpKey } from './refuels.ts';
import { injectAs, type TestApp } from './test-app.ts';

export type CounterPartner = Awaited<ReturnType<typeof partnerStation>>;

export async function counterSetup(t: TestApp) {
  const washer = await partnerStation(t, { title: 'Tinq Wasstraatweg' });
  await t.database.db
    .insert(partnerRewards)
    .values({ partnerId: washer.partner.user.id, rewardKey: 'wasbeurt' });
  const other = await partnerStation(t, { title: 'Tango Overkant', brand: 'tango' });
  const tillKey = await pumpKey(t.app, washer.partner.token, 'Kassa 1');
  return { washer, other, tillKey };
}

/** A driver named Sanne de Vries with an active card and € 50 on the balance. */
export async function namedDriver(t: TestApp) {
  const driver = await driverWithCard(t.app);
  await t.database.db
    .update(users)
    .set({ firstName: 'Sanne', lastName: 'de Vries' })
    .where(eq(users.id, driver.userId));
  await fundBalance(t.database.db, driver.userId, 5_000);
  return driver;
}

/** What the driver's pass QR code holds: the barcode of the universal pass page. */
export async function passCode(
  app: FastifyInstance,
  driver: { token: string; cardId: string },
): Promise<string> {
  const pass = await injectAs(app, driver.token, {
    method: 'POST',
    url: '/api/wallet/pass',
    payload: { cardId: driver.cardId },
  });
  const token = new URL(pass.json<{ url: string }>().url).pathname.split('/').pop()!;
  const view = await app.inject({ method: 'GET', url: `/api/pass/${token}` });
  return view.json<{ barcode: string }>().barcode;
}

/** A car-wash code, redeemed for 750 points by the driver as the rewards page does. */
export async function carWashCode(t: TestApp, driver: { token: string; userId: string }): Promise<string> {
  await earnPoints(t.database.db, {
    userId: driver.userId,
    points: 750,
    reference: randomUUID(),
    description: 'Tankbeurt bij Tinq Wasstraatweg',
  });
  const redeemed = await injectAs(t.app, driver.token, {
    method: 'POST',
    url: '/api/loyalty/redeem',
    payload: { reward: 'wasbeurt' },
  });
  if (redeemed.statusCode !== 201) throw new Error(`redeem failed: ${redeemed.statusCode} ${redeemed.body}`);
  return redeemed.json<{ redemption: { voucher_code: string } }>().redemption.voucher_code;
}

export async function setCardStatus(t: TestApp, cardId: string, status: 'active' | 'paused' | 'blocked') {
  await t.database.db.update(cards).set({ status }).where(eq(cards.id, cardId));
}

/** How a counter asks: by the partner portal's session (`token`), by the till's pump API key (`key`), or neither. */
export interface CounterAuth {
  token?: string;
  key?: string;
}

/** POST to one of the counter's code routes (`/api/partner/codes/check` or `/redeem`) as `auth` says. */
export function askCounter(
  t: TestApp,
  route: 'check' | 'redeem',
  body: Record<string, unknown>,
  auth: CounterAuth,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/partner/codes/${route}`,
    payload: body,
    headers: {
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.key ? { 'x-api-key': auth.key } : {}),
    },
  });
}
