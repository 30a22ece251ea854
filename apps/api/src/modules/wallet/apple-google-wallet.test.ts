import { CARD_IIN } from '@fuellinq/domain';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { importSPKI, jwtVerify, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { cards, walletPasses } from '../../db/schema/index.ts';
import { createTestApp, injectAs, registerUser, signInWithRole, type TestApp } from '../../test/test-app.ts';
import {
  type AppleTestChain,
  makeAppleTestChain,
  installedPass,
  makeGoogleServiceAccount,
  TEST_GOOGLE_ISSUER_ID,
  TEST_PASS_TYPE_ID,
  TEST_TEAM_ID,
} from '../../test/wallet-credentials.ts';
import { cardLookup } from '../cards/cards.service.ts';
import { appleWalletSetup } from './apple-pass.ts';
import { createWalletRepository } from './wallet.repository.ts';
import { createWalletService, type WalletServiceDeps } from './wallet.service.ts';
import { appleAuthenticationToken } from './wallet-tokens.ts';

/** One of our card numbers: the IIN and ten more digits (a hash or uuid never looks like that). */
const FULL_CARD_NUMBER = new RegExp(`${CARD_IIN}\\d{10}`);

// Apple and Google Wallet configured with credentials of our own: the real signed output, verified.
let t: TestApp;
let dir: string;
let chain: AppleTestChain;
let google: ReturnType<typeof makeGoogleServiceAccount>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-wallet-'));
  chain = await makeAppleTestChain(dir);
  google = makeGoogleServiceAccount();
  t = await createTestApp({ ...chain.env, ...google.env });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function userWithCard(label = 'Mijn tankpas') {
  const { token } = await registerUser(t.app);
  const card = (
    await injectAs(t.app, token, { method: 'POST', url: '/api/cards', payload: { label } })
  ).json();
  const [row] = await t.database.db.select().from(cards).where(eq(cards.id, card.id));
  return { token, card: card as { id: string; last4: string }, barcode: row!.token };
}

async function downloadPass(token: string, cardId: string) {
  const link = await injectAs(t.app, token, { method: 'POST', url: `/api/wallet/apple/${cardId}` });
  expect(link.statusCode).toBe(200);
  const url = new URL(link.json().url as string);
  expect(url.origin).toBe('http://fuellinq.test');
  const download = await t.app.inject({ method: 'GET', url: url.pathname });
  expect(download.statusCode).toBe(200);
  return download;
}

function openssl(args: string[]) {
  return execFileSync('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

describe('the Apple Wallet pass', () => {
  it('downloads as a signed .pkpass whose manifest and signature verify against the chain', async () => {
    const { token, card, barcode } = await userWithCard('Bestelbus');
    const download = await downloadPass(token, card.id);
    expect(download.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(download.headers['content-disposition']).toContain('fuellinq-tankpas.pkpass');
    const zip = download.rawPayload;
    expect(zip.subarray(0, 2).toString()).toBe('PK');

    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files).sort()).toEqual(
      [
        'icon.png',
        'icon@2x.png',
        'icon@3x.png',
        'logo.png',
        'logo@2x.png',
        'logo@3x.png',
        'manifest.json',
        'pass.json',
        'signature',
      ].sort(),
    );

    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString()) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(
      Object.keys(files)
        .filter((name) => name !== 'manifest.json' && name !== 'signature')
        .sort(),
    );
    for (const [name, sha1] of Object.entries(manifest)) {
      expect(createHash('sha1').update(files[name]!).digest('hex'), name).toBe(sha1);
    }

    const sig = path.join(dir, `${card.id}.der`);
    const content = path.join(dir, `${card.id}.manifest.json`);
    await writeFile(sig, files.signature!);
    await writeFile(content, files['manifest.json']!);
    const verify = [
      'smime',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      sig,
      '-content',
      content,
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ];
    expect(() => openssl([...verify, '-CAfile', chain.wwdrPath])).not.toThrow();
    const certs = openssl(['pkcs7', '-inform', 'DER', '-in', sig, '-print_certs', '-noout']);
    expect(certs.match(/^subject=/gm)).toHaveLength(2);
    expect(certs).toContain('Fake Apple WWDR CA G4');
    expect(certs).toContain(`Pass Type ID: ${TEST_PASS_TYPE_ID}`);

    // Another CA does not vouch for this signature, and a changed manifest no longer matches it.
    const stranger = await makeAppleTestChain(await mkdtemp(path.join(dir, 'other-')), 'Another CA');
    expect(() => openssl([...verify, '-CAfile', stranger.wwdrPath])).toThrow();
    await writeFile(content, Buffer.from(files['manifest.json']!).toString().replace('{', '{ '));
    expect(() => openssl([...verify, '-CAfile', chain.wwdrPath])).toThrow();

    const pass = JSON.parse(Buffer.from(files['pass.json']!).toString());
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: TEST_PASS_TYPE_ID,
      teamIdentifier: TEST_TEAM_ID,
      serialNumber: card.id,
      organizationName: 'FuelLinq',
      webServiceURL: 'http://fuellinq.test/api/passkit',
      backgroundColor: 'rgb(11, 61, 46)',
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(242, 183, 5)',
      logoText: 'FuelLinq',
    });
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(pass.barcodes).toEqual([
      {
        format: 'PKBarcodeFormatQR',
        message: barcode,
        messageEncoding: 'iso-8859-1',
        altText: `7088 •••• •••• ${card.last4}`,
      },
    ]);
    expect(pass.storeCard.headerFields).toEqual([
      { key: 'points', label: 'PUNTEN', value: 0, changeMessage: 'Je hebt nu %@ punten.' },
    ]);
    expect(pass.storeCard.primaryFields[0]).toMatchObject({ label: 'Tankpas', value: 'Bestelbus' });
    expect(pass.storeCard.secondaryFields[0]).toMatchObject({ value: `7088 •••• •••• ${card.last4}` });
    expect(pass.locations).toBeUndefined();
    expect(JSON.stringify(pass)).not.toMatch(FULL_CARD_NUMBER);
  });

  it('refuses a forged download link with 404 and another user with 404', async () => {
    const alice = await userWithCard();
    const bob = await userWithCard();
    const link = (
      await injectAs(t.app, alice.token, { method: 'POST', url: `/api/wallet/apple/${alice.card.id}` })
    ).json().url as string;
    const forged = new URL(link).pathname.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    for (const url of [`/api/wallet/apple/${alice.card.id}`, `/api/wallet/google/${alice.card.id}`]) {
      const response = await injectAs(t.app, bob.token, { method: 'POST', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('adds the Apple and Google links to the wallet pass response', async () => {
    const { token } = await userWithCard();
    const body = (
      await injectAs(t.app, token, { method: 'POST', url: '/api/wallet/pass', payload: {} })
    ).json();
    expect(body.url).toMatch(/^http:\/\/fuellinq\.test\/pass\//);
    expect(body.appleUrl).toMatch(/^http:\/\/fuellinq\.test\/api\/wallet\/apple\/download\//);
    expect(body.googleUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
  });

  it("shows up near the user's favourite stations, and a new favourite updates the pass", async () => {
    const partner = await signInWithRole(t, 'partner');
    const created = await injectAs(t.app, partner.token, {
      method: 'POST',
      url: '/api/partner/stations',
      payload: {
        street: 'Hoofdweg',
        house_number: '12',
        postcode: '1058AB',
        city: 'Amsterdam',
        lat: 52.3612,
        lng: 4.8521,
        fuels: ['euro95'],
      },
    });
    expect(created.statusCode).toBe(201);
    const station = created.json<{ id: string; title: string }>();

    const { token, card } = await userWithCard();
    const before = JSON.parse(
      Buffer.from(
        unzipSync(new Uint8Array((await downloadPass(token, card.id)).rawPayload))['pass.json']!,
      ).toString(),
    );
    expect(before.locations).toBeUndefined();
    const longAgo = new Date('2026-01-01T00:00:00Z');
    await t.database.db
      .update(walletPasses)
      .set({ updatedAt: longAgo })
      .where(eq(walletPasses.cardId, card.id));

    const favourite = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/stations/${station.id}/favorite`,
    });
    expect(favourite.statusCode).toBe(204);
    const [changed] = await t.database.db.select().from(walletPasses).where(eq(walletPasses.cardId, card.id));
    expect(changed!.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());

    const after = JSON.parse(
      Buffer.from(
        unzipSync(new Uint8Array((await downloadPass(token, card.id)).rawPayload))['pass.json']!,
      ).toString(),
    );
    expect(after.locations).toEqual([
      { latitude: 52.3612, longitude: 4.8521, relevantText: `${station.title} in de buurt` },
    ]);
  });

  it('carries the locations it is given (favourite stations), at most ten', async () => {
    const { card } = await userWithCard();
    const locations = Array.from({ length: 12 }, (_, i) => ({
      latitude: 52 + i / 100,
      longitude: 4.9,
      name: i === 0 ? 'Tango Amsterdam' : null,
    }));
    const service = walletServiceWith({
      sources: {
        favoriteLocations: () => Promise.resolve(locations),
        pointsBalance: () => Promise.resolve(1234),
      },
    });
    const url = new URL((await service.pass((await userIdOf(card.id))!, card.id)).appleUrl!);
    const zip = await service.download(url.pathname.split('/').at(-1)!);
    const pass = JSON.parse(Buffer.from(unzipSync(new Uint8Array(zip))['pass.json']!).toString());
    expect(pass.locations).toHaveLength(10);
    expect(pass.locations[0]).toEqual({
      latitude: 52,
      longitude: 4.9,
      relevantText: 'Tango Amsterdam in de buurt',
    });
    expect(pass.locations[1]).toEqual({
      latitude: 52.01,
      longitude: 4.9,
      relevantText: 'Tankstation in de buurt',
    });
    expect(pass.storeCard.headerFields[0].value).toBe(1234);

    // Five minutes later the same link has run out.
    const later = walletServiceWith({ now: () => new Date(Date.now() + 5 * 60 * 1000 + 1000) });
    await expect(later.download(url.pathname.split('/').at(-1)!)).rejects.toMatchObject({
      statusCode: 410,
      code: 'link_expired',
      message: 'Deze downloadlink is verlopen. Vraag in de app een nieuwe aan.',
    });
  });
});

/** The wallet service on the test database, with Apple configured and other sources or clock as given. */
function walletServiceWith(overrides: Partial<WalletServiceDeps>) {
  return createWalletService({
    cards: cardLookup(t.database.db),
    repository: createWalletRepository(t.database.db),
    sources: { favoriteLocations: () => Promise.resolve([]), pointsBalance: () => Promise.resolve(0) },
    apple: appleWalletSetup(loadConfig({ ...chain.env })),
    google: null,
    secret: 'a-wallet-link-secret-of-at-least-32-chars',
    publicUrl: 'http://fuellinq.test',
    ...overrides,
  });
}

async function userIdOf(cardId: string) {
  const [row] = await t.database.db.select().from(cards).where(eq(cards.id, cardId));
  return row?.userId;
}

describe('the Google Wallet link', () => {
  it('is a JWT signed RS256 with the service account, carrying the loyalty object of the card', async () => {
    const { token, card, barcode } = await userWithCard('Zakelijk');
    const response = await injectAs(t.app, token, { method: 'POST', url: `/api/wallet/google/${card.id}` });
    expect(response.statusCode).toBe(200);
    const url = response.json().url as string;
    expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const jwt = url.slice('https://pay.google.com/gp/v/save/'.length);
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'test-key-1' });

    const { payload } = await jwtVerify(jwt, await importSPKI(google.publicKeyPem, 'RS256'), {
      issuer: google.account.client_email,
      audience: 'google',
    });
    expect(payload.typ).toBe('savetowallet');
    expect(payload.origins).toEqual(['http://fuellinq.test']);
    const wallet = payload.payload as { loyaltyClasses: object[]; loyaltyObjects: object[] };
    expect(wallet.loyaltyClasses).toEqual([
      expect.objectContaining({ id: `${TEST_GOOGLE_ISSUER_ID}.fuellinq_tankpas`, issuerName: 'FuelLinq' }),
    ]);
    expect(wallet.loyaltyObjects).toEqual([
      {
        id: `${TEST_GOOGLE_ISSUER_ID}.card-${card.id}`,
        classId: `${TEST_GOOGLE_ISSUER_ID}.fuellinq_tankpas`,
        state: 'ACTIVE',
        accountId: `7088 •••• •••• ${card.last4}`,
        accountName: 'Zakelijk',
        barcode: { type: 'QR_CODE', value: barcode, alternateText: `7088 •••• •••• ${card.last4}` },
        loyaltyPoints: { label: 'Punten', balance: { int: 0 } },
      },
    ]);
    // The issuer id is a long number too: look for our card numbers (IIN 708831) specifically.
    expect(JSON.stringify(payload)).not.toMatch(FULL_CARD_NUMBER);

    const stranger = makeGoogleServiceAccount();
    await expect(jwtVerify(jwt, await importSPKI(stranger.publicKeyPem, 'RS256'))).rejects.toThrow();
  });
});

describe('the Apple PassKit web service', () => {
  const base = '/api/passkit/v1';
  const device = 'a1b2c3d4e5f6device';

  it('registers devices, lists changed passes, serves the latest pass and unregisters', async () => {
    const { token, card } = await userWithCard();
    await downloadPass(token, card.id);
    const auth = {
      authorization: `ApplePass ${appleAuthenticationToken(t.app.config.WALLET_LINK_SECRET, card.id)}`,
    };
    const registration = `${base}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}/${card.id}`;

    const wrong = await t.app.inject({
      method: 'POST',
      url: registration,
      headers: { authorization: 'ApplePass verkeerd-token-12345' },
      payload: { pushToken: 'abc123' },
    });
    expect(wrong.statusCode).toBe(401);
    const otherType = await t.app.inject({
      method: 'POST',
      url: `${base}/devices/${device}/registrations/pass.nl.iemand.anders/${card.id}`,
      headers: auth,
      payload: { pushToken: 'abc123' },
    });
    expect(otherType.statusCode).toBe(401);

    const created = await t.app.inject({
      method: 'POST',
      url: registration,
      headers: auth,
      payload: { pushToken: 'abc123' },
    });
    expect(created.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: registration,
      headers: auth,
      payload: { pushToken: 'def456' },
    });
    expect(again.statusCode).toBe(200);
    const status = await injectAs(t.app, token, { method: 'GET', url: '/api/wallet/status' });
    expect(status.json()).toMatchObject({ pass_issued: true, pass_added: true, apple_devices: 1 });

    const list = await t.app.inject({
      method: 'GET',
      url: `${base}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}`,
    });
    expect(list.statusCode).toBe(200);
    const { serialNumbers, lastUpdated } = list.json();
    expect(serialNumbers).toEqual([card.id]);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: `${base}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}?passesUpdatedSince=${lastUpdated}`,
    });
    expect(unchanged.statusCode).toBe(204);

    const latest = await t.app.inject({
      method: 'GET',
      url: `${base}/passes/${TEST_PASS_TYPE_ID}/${card.id}`,
      headers: auth,
    });
    expect(latest.statusCode).toBe(200);
    expect(latest.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const lastModified = latest.headers['last-modified'] as string;
    expect(Date.parse(lastModified)).toBeGreaterThan(0);
    const notModified = await t.app.inject({
      method: 'GET',
      url: `${base}/passes/${TEST_PASS_TYPE_ID}/${card.id}`,
      headers: { ...auth, 'if-modified-since': lastModified },
    });
    expect(notModified.statusCode).toBe(304);
    const unauthorizedPass = await t.app.inject({
      method: 'GET',
      url: `${base}/passes/${TEST_PASS_TYPE_ID}/${card.id}`,
    });
    expect(unauthorizedPass.statusCode).toBe(401);

    // A change to the pass (new points) makes it show up as updated again.
    const [row] = await t.database.db.select().from(cards).where(eq(cards.id, card.id));
    await createWalletRepository(t.database.db).markPassesChanged(
      row!.userId,
      new Date(Number(lastUpdated) + 5000),
    );
    const changed = await t.app.inject({
      method: 'GET',
      url: `${base}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}?passesUpdatedSince=${lastUpdated}`,
    });
    expect(changed.statusCode).toBe(200);
    expect(Number(changed.json().lastUpdated)).toBe(Number(lastUpdated) + 5000);

    expect((await t.app.inject({ method: 'DELETE', url: registration, headers: auth })).statusCode).toBe(200);
    const empty = await t.app.inject({
      method: 'GET',
      url: `${base}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}`,
    });
    expect(empty.statusCode).toBe(204);
    const log = await t.app.inject({ method: 'POST', url: `${base}/log`, payload: { logs: ['test'] } });
    expect(log.statusCode).toBe(200);
  });

  it('treats a pass that was never handed out, or a serial that is not ours, as unauthorised', async () => {
    const { card } = await userWithCard();
    const auth = {
      authorization: `ApplePass ${appleAuthenticationToken(t.app.config.WALLET_LINK_SECRET, card.id)}`,
    };
    const notIssued = await t.app.inject({
      method: 'POST',
      url: `${base}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}/${card.id}`,
      headers: auth,
      payload: { pushToken: 'abc' },
    });
    expect(notIssued.statusCode).toBe(401);
    const garbage = await t.app.inject({
      method: 'GET',
      url: `${base}/passes/${TEST_PASS_TYPE_ID}/geen-serie`,
      headers: auth,
    });
    expect(garbage.statusCode).toBe(401);
  });
});

describe('a blocked private card', () => {
  it('gets no pass any more, not through an old link either; an installed one is updated, voided', async () => {
    const { token, card } = await userWithCard();
    await downloadPass(token, card.id);
    const oldLink = await injectAs(t.app, token, { method: 'POST', url: `/api/wallet/apple/${card.id}` });
    const installed = await installedPass(t.app, card.id, 'blocked-private-device');

    const lost = await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/cards/${card.id}/report-lost`,
      payload: { reason: 'stolen' },
    });
    expect(lost.statusCode).toBe(200);

    for (const [url, payload] of [
      [`/api/wallet/apple/${card.id}`, undefined],
      [`/api/wallet/google/${card.id}`, undefined],
      ['/api/wallet/pass', { cardId: card.id }],
    ] as const) {
      const response = await injectAs(t.app, token, { method: 'POST', url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'card_blocked',
        message:
          'Deze pas is geblokkeerd en krijgt geen wallet-pas meer. Vraag gratis een vervangende pas aan en voeg die toe.',
      });
    }
    const download = await t.app.inject({
      method: 'GET',
      url: new URL(oldLink.json().url as string).pathname,
    });
    expect(download.statusCode).toBe(409);
    expect(download.json().error).toBe('card_blocked');

    // The installed pass is listed as changed, and its latest version says blocked and is void.
    const changed = await installed.changed();
    expect(changed.statusCode).toBe(200);
    expect(changed.json().serialNumbers).toEqual([card.id]);
    const latest = await installed.latest();
    expect(latest.statusCode).toBe(200);
    const pass = JSON.parse(
      Buffer.from(unzipSync(new Uint8Array(latest.rawPayload))['pass.json']!).toString(),
    );
    expect(pass.voided).toBe(true);
    expect(pass.storeCard.auxiliaryFields).toEqual([
      { key: 'status', label: 'Status', value: 'geblokkeerd' },
    ]);

    // The replacement has a pass of its own.
    const replacement = await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/cards/${card.id}/replace`,
    });
    expect(replacement.statusCode).toBe(201);
    const fresh = await downloadPass(token, replacement.json().id as string);
    expect(
      JSON.parse(Buffer.from(unzipSync(new Uint8Array(fresh.rawPayload))['pass.json']!).toString()).voided,
    ).toBeUndefined();
  });
});
