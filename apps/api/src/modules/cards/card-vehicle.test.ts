import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Driver,
  driverWithCard,
  fundBalance,
  type PumpStation,
  pumpTestApp,
} from '../../test/refuels.ts';
import { injectAs, type TestApp } from '../../test/test-app.ts';
import { addVehicle } from '../../test/vehicles.ts';

// A card refuels one of its owner's vehicles (PUT /api/cards/{id}/vehicle), and Nu tanken names the
// vehicle of a refuel: the one chosen, else the card's, else the driver's only one. The refuel goes into
// that vehicle's logbook; nobody ties a card to, or refuels, someone else's vehicle.

let t: TestApp;
let station: PumpStation;
let key: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, station, key, close } = await pumpTestApp());
});
afterAll(() => close());

const tie = (driver: Driver, vehicleId: string | null, cardId = driver.cardId) =>
  injectAs(t.app, driver.token, {
    method: 'PUT',
    url: `/api/cards/${cardId}/vehicle`,
    payload: { vehicle_id: vehicleId },
  });

/** A refuel with Nu tanken, confirmed and completed by the pump: 30 l Euro95 or 40 l diesel. */
async function refuel(driver: Driver, start: Record<string, unknown> = {}) {
  await fundBalance(t.database.db, driver.userId, 10_000);
  const started = await injectAs(t.app, driver.token, {
    method: 'POST',
    url: '/api/transactions/start',
    payload: { cardId: driver.cardId, stationId: station.stationId, ...start },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { id, fuel_type: fuel } = started.json().transaction;
  await injectAs(t.app, driver.token, { method: 'POST', url: `/api/transactions/${id}/confirm` });
  const delivery =
    fuel === 'diesel'
      ? { liters: 40, amount_cents: 7_196, price_per_l: 1.799 }
      : { liters: 30, amount_cents: 6_597, price_per_l: 2.199 };
  const completed = await t.app.inject({
    method: 'POST',
    url: `/api/partner/pumps/transactions/${id}/complete`,
    payload: delivery,
    headers: { 'x-api-key': key },
  });
  expect(completed.statusCode, completed.body).toBe(200);
  return id as string;
}

/** Which vehicle's logbook has the card's entry of this refuel ('none' when no logbook has it). */
async function loggedFor(driver: Driver, id: string, vehicles: Record<string, string>) {
  for (const [name, vehicleId] of Object.entries(vehicles)) {
    const logs = await injectAs(t.app, driver.token, {
      method: 'GET',
      url: '/api/co2/fuel',
      query: { vehicle_id: vehicleId, source: 'kaart' },
    });
    if (logs.json().items.some((log: { transaction_id: string }) => log.transaction_id === id)) return name;
  }
  return 'none';
}

describe('PUT /api/cards/{id}/vehicle', () => {
  it('ties the card to one of the user’s vehicles and lets it go again', async () => {
    const driver = await driverWithCard(t.app);
    const van = (await addVehicle(t.app, driver.token, 'TT601D')).id;
    const tied = await tie(driver, van);
    expect(tied.statusCode).toBe(200);
    expect(tied.json()).toMatchObject({ id: driver.cardId, plate: 'TT601D' });
    const list = await injectAs(t.app, driver.token, { method: 'GET', url: '/api/cards' });
    expect(list.json()[0]).toMatchObject({ plate: 'TT601D' });
    const untied = await tie(driver, null);
    expect(untied.json()).toMatchObject({ plate: null });
  });

  it('does not tie a card to someone else’s vehicle, nor someone else’s card', async () => {
    const driver = await driverWithCard(t.app);
    const stranger = await driverWithCard(t.app);
    const theirs = (await addVehicle(t.app, stranger.token, 'TT601D')).id;
    const foreignVehicle = await tie(driver, theirs);
    expect(foreignVehicle.statusCode).toBe(404);
    expect(foreignVehicle.json()).toMatchObject({ error: 'vehicle_not_found' });
    const foreignCard = await tie(driver, null, stranger.cardId);
    expect(foreignCard.statusCode).toBe(404);
    expect(foreignCard.json()).toMatchObject({ error: 'not_found' });
    const invalid = await tie(driver, 'geen-id');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ issues: [expect.objectContaining({ path: 'vehicle_id' })] });
  });

  it('lets the card go when its vehicle is removed', async () => {
    const driver = await driverWithCard(t.app);
    const van = (await addVehicle(t.app, driver.token, 'TT601D')).id;
    await tie(driver, van);
    await injectAs(t.app, driver.token, { method: 'DELETE', url: `/api/vehicles/${van}` });
    const list = await injectAs(t.app, driver.token, { method: 'GET', url: '/api/cards' });
    expect(list.json()[0]).toMatchObject({ plate: null });
  });
});

describe('Nu tanken and the vehicle of a refuel', () => {
  it('logs a refuel for the vehicle chosen at the start, else the card’s, else none of several', async () => {
    const driver = await driverWithCard(t.app);
    const vehicles = {
      car: (await addVehicle(t.app, driver.token, '11ZKZ3')).id,
      van: (await addVehicle(t.app, driver.token, 'TT601D')).id,
    };
    // Two vehicles and none on the card: the refuel is in no logbook (Nu tanken asks first).
    expect(await loggedFor(driver, await refuel(driver), vehicles)).toBe('none');
    // Chosen at the start: that vehicle, and its fuel.
    expect(await loggedFor(driver, await refuel(driver, { vehicle_id: vehicles.van }), vehicles)).toBe('van');
    // The card's vehicle, when nothing is chosen; a choice still wins.
    await tie(driver, vehicles.car);
    expect(await loggedFor(driver, await refuel(driver), vehicles)).toBe('car');
    expect(await loggedFor(driver, await refuel(driver, { vehicle_id: vehicles.van }), vehicles)).toBe('van');
  });

  it('uses the driver’s only vehicle when the card has none', async () => {
    const driver = await driverWithCard(t.app);
    const car = (await addVehicle(t.app, driver.token, '11ZKZ3')).id;
    expect(await loggedFor(driver, await refuel(driver), { car })).toBe('car');
  });

  it('refuses someone else’s vehicle, and a reading without a vehicle', async () => {
    const driver = await driverWithCard(t.app);
    const stranger = await driverWithCard(t.app);
    const theirs = (await addVehicle(t.app, stranger.token, 'TT601D')).id;
    await fundBalance(t.database.db, driver.userId, 10_000);
    const start = (payload: Record<string, unknown>) =>
      injectAs(t.app, driver.token, {
        method: 'POST',
        url: '/api/transactions/start',
        payload: { cardId: driver.cardId, stationId: station.stationId, ...payload },
      });
    const foreign = await start({ vehicle_id: theirs });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'vehicle_not_found' });
    const reading = await start({ odometer_km: 12_000 });
    expect(reading.statusCode).toBe(400);
    expect(reading.json()).toMatchObject({ issues: [expect.objectContaining({ path: 'vehicle_id' })] });
    // Nothing was reserved by either.
    const open = await injectAs(t.app, driver.token, { method: 'GET', url: '/api/transactions' });
    expect(open.json().items.filter((item: { kind: string }) => item.kind === 'refuel')).toEqual([]);
  });
});
