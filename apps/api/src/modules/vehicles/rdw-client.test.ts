import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordedDir, type RdwReplayServer, startRdwReplay } from '../../test/rdw-replay-server.ts';
import { createRdwClient, RdwUnavailableError } from './rdw-client.ts';
import { parseRdw } from './rdw-parse.ts';

let replay: RdwReplayServer;
beforeAll(async () => {
  replay = await startRdwReplay();
});
afterAll(async () => {
  await replay.close();
});
beforeEach(() => {
  replay.reset();
});

const client = (extra: Partial<Parameters<typeof createRdwClient>[0]> = {}) =>
  createRdwClient({ baseUrl: replay.url, timeoutMs: 500, retries: 2, retryDelayMs: 5, ...extra });

const recorded = async (file: string) => JSON.parse(await readFile(new URL(file, recordedDir), 'utf8'));

describe('the RDW client against the recorded answers', () => {
  it('reads a petrol car: both datasets, in parallel, by the cleaned plate', async () => {
    const raw = await client().fetchPlate('11ZKZ3');
    expect(raw).toEqual({
      vehicle: await recorded('11ZKZ3.m9d7-ebf2.json'),
      fuel: await recorded('11ZKZ3.8ys7-d773.json'),
    });
    expect(replay.requests.map((r) => `${r.dataset} ${r.plate}`).sort()).toEqual([
      '8ys7-d773 11ZKZ3',
      'm9d7-ebf2 11ZKZ3',
    ]);
    expect(parseRdw(raw!)).toMatchObject({
      license_plate: '11ZKZ3',
      license_plate_display: '11-ZKZ-3',
      make: 'SKODA',
      model: 'CITIGO',
      fuel_primary: 'euro95',
      fuels: ['Benzine'],
      wltp_g_per_km: 95,
      co2_cycle: 'NEDC',
      vehicle_kind: 'Personenauto',
      first_registration_date: '2013-01-04',
      apk_expiry_date: '2022-01-04',
      // The 2021 record still says zuinigheidslabel.
      energy_label: 'A',
      emission_class: 'EURO 5',
      open_recall: false,
    });
  });

  it('reads a diesel MPV with the newer column names', async () => {
    const facts = parseRdw((await client().fetchPlate('TT601D'))!);
    expect(facts).toMatchObject({
      make: 'VOLKSWAGEN',
      model: 'KOMBI',
      fuel_primary: 'diesel',
      wltp_g_per_km: 211,
      co2_cycle: 'NEDC',
      energy_label: 'D',
      emission_class: 'EURO 5 G',
      apk_expiry_date: '2027-05-17',
      color: 'Rood',
    });
  });

  it('reads a moped without consumption or CO2 figures', async () => {
    const facts = parseRdw((await client().fetchPlate('F794KP'))!);
    expect(facts).toMatchObject({
      license_plate_display: 'F-794-KP',
      make: 'YAMAHA',
      model: 'AEROX',
      vehicle_kind: 'Bromfiets',
      european_category: 'L1',
      fuel_primary: 'euro95',
      wltp_g_per_km: null,
      co2_cycle: null,
      apk_expiry_date: null,
      // "N.v.t." is no colour.
      color: null,
    });
  });

  it('reads a sparse 1972 record, treating placeholders as unknown', async () => {
    const facts = parseRdw((await client().fetchPlate('0001TJ'))!);
    expect(facts).toMatchObject({
      license_plate_display: '00-01-TJ',
      make: 'FORD',
      model: 'ESCORT MEXICO',
      first_registration_date: '1972-01-13',
      fuels: [],
      fuel_primary: null,
      wltp_g_per_km: null,
      energy_label: null,
    });
  });

  it('answers null for a plate RDW does not know ([])', async () => {
    expect(await client().fetchPlate('ZZ999Z')).toBeNull();
  });

  it('backs off and retries after a 429, then succeeds', async () => {
    replay.fail('TT601D', 429, 2);
    const raw = await client().fetchPlate('TT601D');
    expect(raw?.vehicle[0]?.merk).toBe('VOLKSWAGEN');
    expect(replay.requests.filter((r) => r.plate === 'TT601D')).toHaveLength(4);
  });

  it('gives up after the retries when RDW keeps answering 500', async () => {
    replay.fail('TT601D', 500, 10);
    await expect(client({ retries: 1 }).fetchPlate('TT601D')).rejects.toBeInstanceOf(RdwUnavailableError);
  });

  it('stops waiting at the time-out and does not retry it', async () => {
    const fresh = await startRdwReplay();
    try {
      fresh.fail('11ZKZ3', 'hang', 2);
      const started = performance.now();
      await expect(
        createRdwClient({ baseUrl: fresh.url, timeoutMs: 150, retries: 2, retryDelayMs: 5 }).fetchPlate(
          '11ZKZ3',
        ),
      ).rejects.toThrow(/not within 150 ms/);
      expect(performance.now() - started).toBeLessThan(1500);
      // Both datasets were asked once; on a busy machine the requests may land after the time-out ran out,
      // so wait for them, then make sure no retry follows.
      await expect.poll(() => fresh.requests.length).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fresh.requests).toHaveLength(2);
    } finally {
      await fresh.close();
    }
  });

  it('sends the app token as X-App-Token only when one is configured', async () => {
    await client({ appToken: 'geheim-token' }).fetchPlate('F794KP');
    await client().fetchPlate('F794KP');
    // Only this plate's requests: a request of an earlier test may still land late on a busy machine.
    const asked = replay.requests.filter((r) => r.plate === 'F794KP');
    expect(asked.map((r) => r.headers['x-app-token'])).toEqual([
      'geheim-token',
      'geheim-token',
      undefined,
      undefined,
    ]);
  });

  it('stops asking RDW after failures in a row, answers at once while open, and tries again after the pause', async () => {
    let now = 0;
    const breaking = client({ retries: 0, breakerFailures: 2, breakerCooldownMs: 30_000, now: () => now });
    replay.fail('TT601D', 500, 4);
    await expect(breaking.fetchPlate('TT601D')).rejects.toBeInstanceOf(RdwUnavailableError);
    await expect(breaking.fetchPlate('TT601D')).rejects.toBeInstanceOf(RdwUnavailableError);
    expect(breaking.breakerState()).toBe('open');
    // Each lookup asked both datasets at once and failed with the first answer: the other request may still
    // be on its way to RDW, so the count is taken once all four have arrived.
    await vi.waitFor(() => expect(replay.requests).toHaveLength(4));
    const asked = replay.requests.length;
    // Open: no request goes out, whatever the plate; the caller hears at once that RDW is unavailable.
    await expect(breaking.fetchPlate('11ZKZ3')).rejects.toThrow(/not asked for a while/);
    expect(replay.requests.length).toBe(asked);

    // After the pause one trial goes out; RDW answers again, so the breaker closes.
    now = 30_000;
    expect(breaking.breakerState()).toBe('half-open');
    expect((await breaking.fetchPlate('11ZKZ3'))?.vehicle[0]?.merk).toBe('SKODA');
    expect(breaking.breakerState()).toBe('closed');
    expect(replay.requests.length).toBe(asked + 2);
  });

  it('opens again at once when the trial after the pause fails too', async () => {
    let now = 0;
    const breaking = client({ retries: 0, breakerFailures: 1, breakerCooldownMs: 10_000, now: () => now });
    replay.fail('F794KP', 503, 4);
    await expect(breaking.fetchPlate('F794KP')).rejects.toBeInstanceOf(RdwUnavailableError);
    now = 10_000;
    await expect(breaking.fetchPlate('F794KP')).rejects.toBeInstanceOf(RdwUnavailableError);
    expect(breaking.breakerState()).toBe('open');
    // A plate RDW does not know is an answer, not a failure: it never opens the breaker.
    now = 20_000;
    replay.reset();
    expect(await breaking.fetchPlate('ZZ999Z')).toBeNull();
    expect(breaking.breakerState()).toBe('closed');
  });
});
