import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { deliveryConflict } from '../transactions/transactions.service.ts';
import { simulatedDelivery } from './pump-simulator.ts';

describe('simulatedDelivery', () => {
  const randoms = [0, 0.25, 0.5, 0.75, 0.999];

  it('delivers 20–50 litres at the price, the amount litres × price, never over the reservation', () => {
    for (const [reserved, price] of [
      [7_500, 2_199],
      [30_000, 1_799],
      [2_000, 2_349],
      [500, 1_079],
      [3, 2_199],
    ] as const) {
      for (const a of randoms) {
        for (const b of randoms) {
          const values = [a, b];
          const delivery = simulatedDelivery(reserved, price, () => values.shift() ?? 0.5);
          expect(delivery.price_per_l).toBe(price / 1000);
          expect(delivery.amount_cents).toBeLessThanOrEqual(Math.max(reserved, 1));
          expect(delivery.amount_cents).toBeGreaterThan(0);
          expect(delivery.liters).toBeLessThanOrEqual(50);
          expect(delivery.liters).toBe(Math.round(delivery.liters * 100) / 100);
          expect(
            Math.abs(Math.round(delivery.liters * delivery.price_per_l * 100) - delivery.amount_cents),
          ).toBeLessThanOrEqual(1);
          // What the completion accepts: the posted price, and no more litres than the reservation buys.
          expect(deliveryConflict(delivery, reserved, { atStart: price, now: undefined })).toBeUndefined();
        }
      }
    }
  });

  it('stops a little short of a reservation that is the limit, as a pump set to a maximum does', () => {
    const delivery = simulatedDelivery(7_500, 2_199, () => 0.99);
    expect(delivery.amount_cents).toBeGreaterThan(6_700);
    expect(delivery.amount_cents).toBeLessThanOrEqual(7_500);
  });
});

describe('PUMP_SIMULATOR', () => {
  it('is on while developing, off in tests and in production unless PUMP_SIMULATOR=1', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).PUMP_SIMULATOR).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).PUMP_SIMULATOR).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).PUMP_SIMULATOR).toBe(false);
    const server = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/fuellinq',
      CARD_HASH_KEY: 'k'.repeat(32),
      WALLET_LINK_SECRET: 's'.repeat(32),
    };
    expect(loadConfig(server).PUMP_SIMULATOR).toBe(false);
    // Demo data does not bring the simulator along: each demo feature has its own setting.
    expect(loadConfig({ ...server, SEED_DEMO: '1' }).PUMP_SIMULATOR).toBe(false);
    expect(loadConfig({ ...server, PUMP_SIMULATOR: '1' }).PUMP_SIMULATOR).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', PUMP_SIMULATOR: '0' }).PUMP_SIMULATOR).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PUMP_SIMULATOR: '1' }).PUMP_SIMULATOR).toBe(true);
    expect(() => loadConfig({ PUMP_SIMULATOR: 'misschien' })).toThrow(/PUMP_SIMULATOR/);
  });
});
