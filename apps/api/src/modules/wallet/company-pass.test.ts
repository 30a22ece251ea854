import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, users } from '../../db/schema/index.ts';
import { insertCompanyVehicle } from '../../test/fleet-rules.ts';
import { addOrgMember, type OrgPerson, type OrgWithMembers, orgWithMembers } from '../../test/orgs.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import {
  installedPass,
  makeAppleTestChain,
  makeGoogleServiceAccount,
  TEST_PASS_TYPE_ID,
} from '../../test/wallet-credentials.ts';
import { appleAuthenticationToken } from './wallet-tokens.ts';

// The wallet pass of a company card (issue 24 §2): it names the organisation and the driver or the plate,
// only the people who may use the card get it, and an installed pass follows the card's state.

let t: TestApp;
let dir: string;
let org: OrgWithMembers;
/** A driver of ANOTHER organisation. */
let otherDriver: OrgPerson;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fuellinq-company-pass-'));
  const chain = await makeAppleTestChain(dir);
  t = await createTestApp({ ...chain.env, ...makeGoogleServiceAccount().env });
  org = await orgWithMembers(t);
  otherDriver = await addOrgMember(t, org.outsider.orgId, 'driver');
  await t.database.db
    .update(users)
    .set({ firstName: 'Jan', lastName: 'de Vries' })
    .where(eq(users.id, org.driver.userId));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** The manager issues a company card through the API; its id, last four digits and barcode token. */
async function issueCard(holder: { driver_user_id: string } | { vehicle_id: string }) {
  const response = await injectAs(t.app, org.manager.token, {
    method: 'POST',
    url: `/api/orgs/${org.orgId}/cards`,
    payload: holder,
  });
  expect(response.statusCode).toBe(201);
  const card = response.json<{ id: string; last4: string }>();
  const [row] = await t.database.db.select().from(cards).where(eq(cards.id, card.id));
  return { ...card, barcode: row!.token };
}

const appleLink = (person: OrgPerson, cardId: string) =>
  injectAs(t.app, person.token, { method: 'POST', url: `/api/wallet/apple/${cardId}` });

/** The pass.json inside a signed .pkpass, as Wallet reads it. */
function passJsonOf(pkpass: Buffer) {
  const files = unzipSync(new Uint8Array(pkpass));
  expect(files.signature).toBeDefined();
  return JSON.parse(Buffer.from(files['pass.json']!).toString());
}

/** The person downloads the card's .pkpass through the signed link the app hands out. */
async function downloadedPass(person: OrgPerson, cardId: string) {
  const link = await appleLink(person, cardId);
  expect(link.statusCode).toBe(200);
  const download = await t.app.inject({ method: 'GET', url: new URL(link.json().url as string).pathname });
  expect(download.statusCode).toBe(200);
  return passJsonOf(download.rawPayload);
}

/** The loyalty object inside the "Opslaan in Google Wallet" link. */
async function googleObject(person: OrgPerson, cardId: string) {
  const response = await injectAs(t.app, person.token, {
    method: 'POST',
    url: `/api/wallet/google/${cardId}`,
  });
  expect(response.statusCode).toBe(200);
  const jwt = (response.json().url as string).split('/').pop()!;
  const claims = decodeJwt(jwt) as { payload: { loyaltyObjects: Record<string, unknown>[] } };
  return claims.payload.loyaltyObjects[0]!;
}

describe('the wallet pass of a driver card', () => {
  it("names the organisation and the driver, with the masked number and the card's barcode", async () => {
    const card = await issueCard({ driver_user_id: org.driver.userId });
    const pass = await downloadedPass(org.driver, card.id);
    expect(pass.description).toBe('Zakelijke tankpas van Test Transport B.V.');
    expect(pass.storeCard.headerFields).toEqual([
      { key: 'company', label: 'BEDRIJF', value: 'Test Transport B.V.' },
    ]);
    expect(pass.storeCard.primaryFields).toEqual([
      { key: 'holder', label: 'Bestuurder', value: 'Jan de Vries' },
    ]);
    expect(pass.storeCard.secondaryFields[0]).toEqual({
      key: 'number',
      label: 'Kaartnummer',
      value: `7088 •••• •••• ${card.last4}`,
    });
    expect(pass.barcodes[0]).toMatchObject({ message: card.barcode });
    expect(JSON.stringify(pass.storeCard.backFields)).toContain('saldo van Test Transport B.V.');

    const google = await googleObject(org.driver, card.id);
    expect(google).toMatchObject({
      accountName: 'Jan de Vries',
      accountId: `7088 •••• •••• ${card.last4}`,
      barcode: { value: card.barcode },
    });
    expect(google.textModulesData).toEqual(
      expect.arrayContaining([
        { id: 'company', header: 'Bedrijf', body: 'Test Transport B.V.' },
        { id: 'holder', header: 'Bestuurder', body: 'Jan de Vries' },
      ]),
    );
    expect(google.loyaltyPoints).toBeUndefined();
  });

  it('is only for that driver: owner, manager, accountant, other drivers and outsiders get 404', async () => {
    const card = await issueCard({ driver_user_id: org.driver.userId });
    const colleague = await addOrgMember(t, org.orgId, 'driver');
    const others = [
      org.owner,
      org.manager,
      org.accountant,
      colleague,
      org.outsider,
      otherDriver,
      org.stranger,
    ];
    for (const person of others) {
      for (const url of [`/api/wallet/apple/${card.id}`, `/api/wallet/google/${card.id}`]) {
        const response = await injectAs(t.app, person.token, { method: 'POST', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error).toBe('not_found');
      }
      const page = await injectAs(t.app, person.token, {
        method: 'POST',
        url: '/api/wallet/pass',
        payload: { cardId: card.id },
      });
      expect(page.statusCode).toBe(404);
    }
  });
});

describe('the wallet pass of a vehicle card', () => {
  it('names the organisation and the plate, for every driver, the owner and the manager', async () => {
    const vehicleId = await insertCompanyVehicle(t.database.db, org.accountUserId, { plate: 'TT601D' });
    const card = await issueCard({ vehicle_id: vehicleId });
    for (const person of [org.driver, org.owner, org.manager]) {
      const pass = await downloadedPass(person, card.id);
      expect(pass.storeCard.headerFields[0]).toMatchObject({ value: 'Test Transport B.V.' });
      expect(pass.storeCard.primaryFields).toEqual([{ key: 'holder', label: 'Kenteken', value: 'TT-601-D' }]);
      expect(pass.storeCard.secondaryFields[0]).toMatchObject({ value: `7088 •••• •••• ${card.last4}` });
      expect(JSON.stringify(pass.storeCard.backFields)).toContain('Elke bestuurder van Test Transport B.V.');
    }
    const google = await googleObject(org.driver, card.id);
    expect(google.textModulesData).toEqual(
      expect.arrayContaining([{ id: 'holder', header: 'Kenteken', body: 'TT-601-D' }]),
    );

    // The universal pass page names them too.
    const links = await injectAs(t.app, org.driver.token, {
      method: 'POST',
      url: '/api/wallet/pass',
      payload: { cardId: card.id },
    });
    expect(links.statusCode).toBe(200);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/pass/${new URL(links.json().url as string).pathname.split('/').pop()}`,
    });
    expect(page.json()).toMatchObject({ label: 'Test Transport B.V. · TT-601-D', last4: card.last4 });
  });

  it("lets a holder end the card's earlier pass page links, and nobody else", async () => {
    const card = await issueCard({
      vehicle_id: await insertCompanyVehicle(t.database.db, org.accountUserId),
    });
    const pagePath = (url: string) => `/api/pass/${new URL(url).pathname.split('/').pop()}`;
    const links = await injectAs(t.app, org.driver.token, {
      method: 'POST',
      url: '/api/wallet/pass',
      payload: { cardId: card.id },
    });
    const revoke = (person: OrgPerson) =>
      injectAs(t.app, person.token, {
        method: 'POST',
        url: '/api/wallet/pass/revoke',
        payload: { cardId: card.id },
      });
    expect((await revoke(org.accountant)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pagePath(links.json().url) })).statusCode).toBe(200);

    const revoked = await revoke(org.manager);
    expect(revoked.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: pagePath(links.json().url) });
    expect(old.statusCode).toBe(410);
    expect(old.json().error).toBe('link_revoked');
    expect((await t.app.inject({ method: 'GET', url: pagePath(revoked.json().url) })).statusCode).toBe(200);
  });

  it('is not for the accountant, a driver of another organisation or a stranger', async () => {
    const vehicleId = await insertCompanyVehicle(t.database.db, org.accountUserId);
    const card = await issueCard({ vehicle_id: vehicleId });
    for (const person of [org.accountant, org.outsider, otherDriver, org.stranger]) {
      expect((await appleLink(person, card.id)).statusCode).toBe(404);
    }
  });
});

describe('no pass', () => {
  it('for a removed member, whose driver card is blocked and who no longer drives the vans', async () => {
    const leaver = await addOrgMember(t, org.orgId, 'driver');
    const own = await issueCard({ driver_user_id: leaver.userId });
    const van = await issueCard({ vehicle_id: await insertCompanyVehicle(t.database.db, org.accountUserId) });
    expect((await appleLink(leaver, own.id)).statusCode).toBe(200);
    const vanLink = await appleLink(leaver, van.id);
    expect(vanLink.statusCode).toBe(200);
    const vanDownload = new URL(vanLink.json().url as string).pathname;

    const removed = await injectAs(t.app, org.manager.token, {
      method: 'DELETE',
      url: `/api/orgs/${org.orgId}/members/${leaver.userId}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await appleLink(leaver, own.id)).statusCode).toBe(404);
    expect((await appleLink(leaver, van.id)).statusCode).toBe(404);
    // The van's download link the leaver kept ends with the membership; the drivers who stay get a fresh one.
    const kept = await t.app.inject({ method: 'GET', url: vanDownload });
    expect(kept.statusCode).toBe(410);
    expect(kept.json()).toMatchObject({ error: 'link_revoked' });
    const fresh = await appleLink(org.driver, van.id);
    expect(fresh.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(fresh.json().url as string).pathname })).statusCode,
    ).toBe(200);
  });

  it('for a blocked card, not even through a download link handed out before', async () => {
    const card = await issueCard({ driver_user_id: org.driver.userId });
    const link = await appleLink(org.driver, card.id);
    const blocked = await injectAs(t.app, org.manager.token, {
      method: 'POST',
      url: `/api/orgs/${org.orgId}/cards/${card.id}/block`,
      payload: { reason: 'stolen' },
    });
    expect(blocked.statusCode).toBe(200);

    for (const url of [`/api/wallet/apple/${card.id}`, `/api/wallet/google/${card.id}`]) {
      const response = await injectAs(t.app, org.driver.token, { method: 'POST', url });
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({ error: 'card_blocked' });
      expect(response.json().message).toContain('geblokkeerd');
    }
    const download = await t.app.inject({ method: 'GET', url: new URL(link.json().url as string).pathname });
    expect(download.statusCode).toBe(409);
    // A pass installed before the block gets it as its latest version: blocked, and void.
    const latest = await t.app.inject({
      method: 'GET',
      url: `/api/passkit/v1/passes/${TEST_PASS_TYPE_ID}/${card.id}`,
      headers: {
        authorization: `ApplePass ${appleAuthenticationToken(t.app.config.WALLET_LINK_SECRET, card.id)}`,
      },
    });
    expect(latest.statusCode).toBe(200);
    const pass = passJsonOf(latest.rawPayload);
    expect(pass.voided).toBe(true);
    expect(pass.storeCard.auxiliaryFields).toEqual([
      { key: 'status', label: 'Status', value: 'geblokkeerd' },
    ]);
  });
});

describe('an installed company pass', () => {
  it('is listed as changed when the manager pauses the card, and then shows it paused', async () => {
    const card = await issueCard({ driver_user_id: org.driver.userId });
    await downloadedPass(org.driver, card.id);
    const installed = await installedPass(t.app, card.id, 'company-device-1');

    const paused = await injectAs(t.app, org.manager.token, {
      method: 'POST',
      url: `/api/orgs/${org.orgId}/cards/${card.id}/pause`,
    });
    expect(paused.statusCode).toBe(200);
    const changed = await installed.changed();
    expect(changed.statusCode).toBe(200);
    expect(changed.json().serialNumbers).toEqual([card.id]);
    const latest = await installed.latest();
    expect(latest.statusCode).toBe(200);
    const pass = passJsonOf(latest.rawPayload);
    expect(pass.storeCard.auxiliaryFields).toEqual([{ key: 'status', label: 'Status', value: 'gepauzeerd' }]);
    expect(pass.storeCard.primaryFields[0]).toMatchObject({ value: 'Jan de Vries' });
  });
});
