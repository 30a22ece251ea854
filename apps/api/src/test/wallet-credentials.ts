import { generateKeyPairSync } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appleAuthenticationToken } from '../modules/wallet/wallet-tokens.ts';
import { certificate, rsaKeys } from './certificates.ts';

export const TEST_PASS_TYPE_ID = 'pass.nl.fuellinq.test';
export const TEST_TEAM_ID = 'FLQTEST123';
export const TEST_GOOGLE_ISSUER_ID = '3388000000012345678';

export interface AppleTestChain {
  dir: string;
  wwdrPath: string;
  signerCertPath: string;
  signerKeyPath: string;
  passphrase: string;
  /** The environment that configures Apple Wallet with this chain. */
  env: Record<string, string>;
}

/**
 * A certificate chain of our own, standing in for Apple's: a CA in the role of the WWDR intermediate and a
 * Pass Type ID signer certificate issued by it (UID = pass type id, OU = team id), its key encrypted with a
 * passphrase. Written as PEM files into `dir`.
 */
export async function makeAppleTestChain(
  dir: string,
  name = 'Fake Apple WWDR CA G4',
): Promise<AppleTestChain> {
  const ca = rsaKeys();
  const signer = rsaKeys();
  const caSubject = [
    { name: 'commonName', value: name },
    { name: 'organizationName', value: 'FuelLinq tests' },
  ];
  const wwdr = certificate({
    serial: '01',
    subject: caSubject,
    issuer: caSubject,
    publicKey: ca.forgePublic,
    signWith: ca.forgePrivate,
    ca: true,
  });
  const signerCert = certificate({
    serial: '02',
    subject: [
      { type: '0.9.2342.19200300.100.1.1', value: TEST_PASS_TYPE_ID },
      { name: 'commonName', value: `Pass Type ID: ${TEST_PASS_TYPE_ID}` },
      { name: 'organizationalUnitName', value: TEST_TEAM_ID },
      { name: 'organizationName', value: 'FuelLinq B.V.' },
      { name: 'countryName', value: 'NL' },
    ],
    issuer: caSubject,
    publicKey: signer.forgePublic,
    signWith: ca.forgePrivate,
    ca: false,
  });
  const passphrase = 'geheim-123456';
  const signerKey = signer.privateKey.export({
    type: 'pkcs8',
    format: 'pem',
    cipher: 'aes-256-cbc',
    passphrase,
  });
  const wwdrPath = path.join(dir, 'wwdr.pem');
  const signerCertPath = path.join(dir, 'signer-cert.pem');
  const signerKeyPath = path.join(dir, 'signer-key.pem');
  await writeFile(wwdrPath, wwdr);
  await writeFile(signerCertPath, signerCert);
  await writeFile(signerKeyPath, signerKey);
  return {
    dir,
    wwdrPath,
    signerCertPath,
    signerKeyPath,
    passphrase,
    env: {
      APPLE_PASS_TYPE_ID: TEST_PASS_TYPE_ID,
      APPLE_PASS_TEAM_ID: TEST_TEAM_ID,
      APPLE_PASS_WWDR: wwdrPath,
      APPLE_PASS_CERT: signerCertPath,
      APPLE_PASS_KEY: signerKeyPath,
      APPLE_PASS_KEY_PASSPHRASE: passphrase,
    },
  };
}

/** A Google service-account key of our own (the JSON Google hands out), and its public key to verify with. */
export function makeGoogleServiceAccount() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account = {
    type: 'service_account',
    client_email: 'fuellinq-wallet@fuellinq-test.iam.gserviceaccount.com',
    private_key_id: 'test-key-1',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  return {
    account,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    env: {
      GOOGLE_WALLET_ISSUER_ID: TEST_GOOGLE_ISSUER_ID,
      GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify(account),
    },
  };
}

/**
 * A device with the card's pass installed: registered with the PassKit web service, as Wallet does after
 * the download. `changed()` asks which passes changed since that registration; `latest()` fetches the pass as
 * Wallet does then. Call after the pass was handed out (a download link asked for).
 */
export async function installedPass(app: FastifyInstance, cardId: string, device: string) {
  const base = '/api/passkit/v1';
  const headers = {
    authorization: `ApplePass ${appleAuthenticationToken(app.config.WALLET_LINK_SECRET, cardId)}`,
  };
  const registered = await app.inject({
    method: 'POST',
    url: `${base}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}/${cardId}`,
    headers,
    payload: { pushToken: `push-${device}` },
  });
  if (registered.statusCode !== 201) throw new Error(`registration answered ${registered.statusCode}`);
  const serials = `${base}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}`;
  const { lastUpdated } = (await app.inject({ method: 'GET', url: serials })).json<{ lastUpdated: string }>();
  // Apple compares at whole milliseconds: a change after this lands later than the registration's tag.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return {
    changed: () => app.inject({ method: 'GET', url: `${serials}?passesUpdatedSince=${lastUpdated}` }),
    latest: () =>
      app.inject({ method: 'GET', url: `${base}/passes/${TEST_PASS_TYPE_ID}/${cardId}`, headers }),
  };
}
