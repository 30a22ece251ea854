import { readFileSync } from 'node:fs';
import type { CryptoKey, KeyObject } from 'jose';
import type { Config } from '../../config.ts';
import { companyPassNote, type PassCompany } from './company-pass.ts';
import type { PassLocation } from './wallet-sources.ts';

export interface GoogleWalletSetup {
  issuerId: string;
  clientEmail: string;
  privateKey: string;
  privateKeyId: string | undefined;
}

/** The Google Wallet setup from GOOGLE_WALLET_*, or null when it is not configured (demo mode). */
export function googleWalletSetup(config: Config): GoogleWalletSetup | null {
  const { GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT } = config;
  if (!GOOGLE_WALLET_ISSUER_ID || !GOOGLE_WALLET_SERVICE_ACCOUNT) return null;
  let text = GOOGLE_WALLET_SERVICE_ACCOUNT.trim();
  if (!text.startsWith('{')) {
    try {
      text = readFileSync(text, 'utf8');
    } catch {
      throw new Error(`GOOGLE_WALLET_SERVICE_ACCOUNT: cannot read ${text} (give the key file or its JSON)`);
    }
  }
  let account: { client_email?: unknown; private_key?: unknown; private_key_id?: unknown };
  try {
    account = JSON.parse(text) as typeof account;
  } catch {
    throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT: not a service-account key in JSON');
  }
  if (typeof account.client_email !== 'string' || typeof account.private_key !== 'string') {
    throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT: the key needs client_email and private_key');
  }
  return {
    issuerId: GOOGLE_WALLET_ISSUER_ID,
    clientEmail: account.client_email,
    privateKey: account.private_key,
    privateKeyId: typeof account.private_key_id === 'string' ? account.private_key_id : undefined,
  };
}

export interface GooglePassInput {
  cardId: string;
  label: string;
  maskedPan: string;
  /** The opaque card token; never the card number. */
  barcode: string;
  points: number;
  locations: PassLocation[];
  /** A company card's organisation and holder; null (or left out) for a private card. */
  company?: PassCompany | null | undefined;
  /** Web origins allowed to show the save button. */
  origins: string[];
  logoUrl: string;
}

/** The class every FuelLinq card belongs to, and the loyalty object of one card (fat JWT: both travel along). */
export function loyaltyPayload(setup: GoogleWalletSetup, input: GooglePassInput) {
  const classId = `${setup.issuerId}.fuellinq_tankpas`;
  const { company } = input;
  return {
    loyaltyClasses: [
      {
        id: classId,
        issuerName: 'FuelLinq',
        programName: 'FuelLinq tankpas',
        programLogo: { sourceUri: { uri: input.logoUrl } },
        hexBackgroundColor: '#0b3d2e',
        reviewStatus: 'UNDER_REVIEW',
      },
    ],
    loyaltyObjects: [
      {
        id: `${setup.issuerId}.card-${input.cardId}`,
        classId,
        state: 'ACTIVE',
        accountId: input.maskedPan,
        accountName: company?.holder?.value ?? input.label,
        barcode: { type: 'QR_CODE', value: input.barcode, alternateText: input.maskedPan },
        // A company card earns the organisation nothing to show: it names the company and holder instead.
        ...(company
          ? {
              textModulesData: [
                { id: 'company', header: 'Bedrijf', body: company.orgName },
                ...(company.holder
                  ? [{ id: 'holder', header: company.holder.label, body: company.holder.value }]
                  : []),
                { id: 'company_note', header: 'Zakelijke pas', body: companyPassNote(company) },
              ],
            }
          : { loyaltyPoints: { label: 'Punten', balance: { int: input.points } } }),
        ...(input.locations.length
          ? { locations: input.locations.map(({ latitude, longitude }) => ({ latitude, longitude })) }
          : {}),
      },
    ],
  };
}

const keys = new WeakMap<GoogleWalletSetup, Promise<CryptoKey | KeyObject>>();

/** "Save to Google Wallet": a JWT signed RS256 with the service account's key, as a pay.google.com link. */
export async function googleSaveUrl(setup: GoogleWalletSetup, input: GooglePassInput): Promise<string> {
  // Loaded on first use, so a server without Google Wallet does not pay for it at start.
  const { importPKCS8, SignJWT } = await import('jose');
  let key = keys.get(setup);
  if (!key) {
    key = importPKCS8(setup.privateKey, 'RS256');
    keys.set(setup, key);
  }
  const jwt = await new SignJWT({
    aud: 'google',
    typ: 'savetowallet',
    origins: input.origins,
    payload: loyaltyPayload(setup, input),
  })
    .setProtectedHeader({
      alg: 'RS256',
      typ: 'JWT',
      ...(setup.privateKeyId ? { kid: setup.privateKeyId } : {}),
    })
    .setIssuer(setup.clientEmail)
    .setIssuedAt()
    .sign(await key);
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
