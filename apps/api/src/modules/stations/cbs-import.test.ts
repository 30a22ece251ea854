import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalAveragePrices } from '../../db/schema/index.ts';
import { type CbsAnswer, type CbsReplayServer, startCbsReplay } from '../../test/cbs-replay-server.ts';
import { testClock } from '../../test/refuels.ts';
import { insertStation } from '../../test/stations.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 29 §2: a daily job keeps the CBS national average pump prices current from StatLine's table 80416ned.
// A good answer adds the days CBS published since; an empty or broken one changes nothing; the station page
// says up to which day the average runs. The stand-in serves the documented-shape answer of
// modules/stations/cbs/ (its Euro95 figures are the real ones of 2026-04-14 to 2026-04-27).

const clock = testClock('2026-05-01T06:00:00Z');
let replay: CbsReplayServer;
let t: TestApp;
let stationId: string;

const euro95 = () =>
  t.database.db
    .select({ day: nationalAveragePrices.day, tenths: nationalAveragePrices.priceTenths })
    .from(nationalAveragePrices)
    .where(eq(nationalAveragePrices.fuelType, 'euro95'))
    .orderBy(asc(nationalAveragePrices.day));

/** The job's run of that day, with CBS answering so. */
async function runOn(day: string, answer: CbsAnswer) {
  clock.set(`${day}T06:00:00Z`);
  replay.answer = answer;
  await t.app.jobs.runDue();
}

let kept: Awaited<ReturnType<typeof euro95>>;

beforeAll(async () => {
  replay = await startCbsReplay();
  t = await createTestApp({ CBS_IMPORT: '1', CBS_BASE_URL: replay.url }, { now: clock.now });
  stationId = await insertStation(t.database.db, { title: 'Shell Delft', lat: 52, lng: 4.35 });
  // The migration's series ends on 2026-04-27: forget its last week, which CBS is about to publish.
  await t.database.db.delete(nationalAveragePrices).where(gt(nationalAveragePrices.day, '2026-04-20'));
  kept = await euro95();
  expect(kept.at(-1)?.day).toBe('2026-04-20');
});
afterAll(async () => {
  await t.close();
  await replay.close();
});

describe('the CBS import', () => {
  it('asks table 80416ned for the last weeks, and keeps everything when the answer is empty', async () => {
    await runOn('2026-05-01', 'empty');
    expect(replay.requests).toHaveLength(1);
    expect(replay.requests[0]!.get('$filter')).toBe("Perioden ge '20260323'");
    expect(replay.requests[0]!.get('$select')).toBe('Perioden,BenzineEuro95_1,Diesel_2,Lpg_3');
    expect(await euro95()).toEqual(kept);
  });

  it('keeps everything when CBS fails, answers no JSON, or sends a row that does not read', async () => {
    await runOn('2026-05-02', 'error');
    await runOn('2026-05-03', 'not-json');
    await runOn('2026-05-04', 'bad-row');
    expect(replay.requests).toHaveLength(4);
    expect(await euro95()).toEqual(kept);
  });

  it('adds what a good answer publishes, and the station page says up to which day', async () => {
    await runOn('2026-05-05', 'good');
    const now = await euro95();
    expect(now.at(-1)).toEqual({ day: '2026-04-27', tenths: 2324 });
    expect(now.filter((row) => row.day > '2026-04-20')).toEqual([
      { day: '2026-04-21', tenths: expect.any(Number) },
      { day: '2026-04-22', tenths: expect.any(Number) },
      { day: '2026-04-23', tenths: expect.any(Number) },
      { day: '2026-04-24', tenths: expect.any(Number) },
      { day: '2026-04-25', tenths: 2318 },
      { day: '2026-04-26', tenths: 2319 },
      { day: '2026-04-27', tenths: 2324 },
    ]);
    // Days it already had keep their figures (the answer's are the same ones).
    expect(now.filter((row) => row.day <= '2026-04-20')).toEqual(kept);

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/stations/${stationId}/prices/history?fuel=euro95&days=30`,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().national_average).toMatchObject({ through: '2026-04-27', source: 'CBS' });
    const average = await t.app.inject({ method: 'GET', url: '/api/prices/national-average?days=7' });
    expect(average.json()).toMatchObject({ through: '2026-04-27' });
  });

  it('runs once a day: a second start that day asks nothing', async () => {
    const asked = replay.requests.length;
    await runOn('2026-05-05', 'good');
    expect(replay.requests).toHaveLength(asked);
  });

  it('does not ask while the figures are at most a day old', async () => {
    const asked = replay.requests.length;
    await runOn('2026-04-28', 'good');
    expect(replay.requests).toHaveLength(asked);
  });

  it('is off in tests unless a test turns it on', async () => {
    const quiet = await createTestApp({ CBS_BASE_URL: replay.url }, { now: clock.now });
    try {
      const asked = replay.requests.length;
      clock.set('2026-05-10T06:00:00Z');
      await quiet.app.jobs.runDue();
      expect(replay.requests).toHaveLength(asked);
    } finally {
      await quiet.close();
    }
  });
});
