import { readFileSync } from 'node:fs';
import { cardStatusBadge } from '@fuellinq/domain';
import type { Config } from '../../config.ts';
import { companyPassNote, type PassCompany } from './company-pass.ts';
import type { PassLocation } from './wallet-sources.ts';

export interface AppleWalletSetup {
  passTypeId: string;
  teamId: string;
  certificates: { wwdr: string; signerCert: string; signerKey: string; signerKeyPassphrase?: string };
}

/** A PEM given inline (with real or escaped newlines) or as the path of a file. */
function pem(variable: string, value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch {
    throw new Error(`${variable}: cannot read ${value} (give a PEM file or the PEM text itself)`);
  }
}

/** The Apple Wallet setup from APPLE_PASS_*, or null when it is not configured (demo mode). */
export function appleWalletSetup(config: Config): AppleWalletSetup | null {
  const { APPLE_PASS_TYPE_ID, APPLE_PASS_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY, APPLE_PASS_WWDR } = config;
  if (!APPLE_PASS_TYPE_ID || !APPLE_PASS_TEAM_ID || !APPLE_PASS_CERT || !APPLE_PASS_KEY || !APPLE_PASS_WWDR) {
    return null;
  }
  return {
    passTypeId: APPLE_PASS_TYPE_ID,
    teamId: APPLE_PASS_TEAM_ID,
    certificates: {
      wwdr: pem('APPLE_PASS_WWDR', APPLE_PASS_WWDR),
      signerCert: pem('APPLE_PASS_CERT', APPLE_PASS_CERT),
      signerKey: pem('APPLE_PASS_KEY', APPLE_PASS_KEY),
      ...(config.APPLE_PASS_KEY_PASSPHRASE ? { signerKeyPassphrase: config.APPLE_PASS_KEY_PASSPHRASE } : {}),
    },
  };
}

export interface ApplePassInput {
  passTypeId: string;
  teamId: string;
  /** The card id: one pass per card. */
  serialNumber: string;
  authenticationToken: string;
  webServiceUrl: string;
  label: string;
  maskedPan: string;
  /** The opaque card token; never the card number. */
  barcode: string;
  points: number;
  status: string;
  locations: PassLocation[];
  /** A company card's organisation and holder; null (or left out) for a private card. */
  company?: PassCompany | null | undefined;
  supportUrl: string;
}

/** Apple shows at most ten locations; the first ones are the user's favourites. */
const MAX_LOCATIONS = 10;

/**
 * The front of the pass. A private card: points, its name and number. A company card: the organisation on
 * top, the driver or plate large, then the number (and the card's own name when the manager gave one).
 */
function frontFields(input: ApplePassInput) {
  const number = { key: 'number', label: 'Kaartnummer', value: input.maskedPan };
  const { company } = input;
  if (!company) {
    return {
      headerFields: [
        { key: 'points', label: 'PUNTEN', value: input.points, changeMessage: 'Je hebt nu %@ punten.' },
      ],
      primaryFields: [{ key: 'card', label: 'Tankpas', value: input.label }],
      secondaryFields: [number],
    };
  }
  const name = { key: 'card', label: 'Tankpas', value: input.label };
  return {
    headerFields: [{ key: 'company', label: 'BEDRIJF', value: company.orgName }],
    primaryFields: [
      company.holder ? { key: 'holder', label: company.holder.label, value: company.holder.value } : name,
    ],
    secondaryFields: company.holder && input.label !== company.orgName ? [number, name] : [number],
  };
}

/** pass.json of a FuelLinq store card, in the FuelLinq colours. */
export function buildPassJson(input: ApplePassInput) {
  const badge = cardStatusBadge(input.status);
  const locations = input.locations.slice(0, MAX_LOCATIONS).map((location) => ({
    latitude: location.latitude,
    longitude: location.longitude,
    relevantText: location.name ? `${location.name} in de buurt` : 'Tankstation in de buurt',
  }));
  return {
    formatVersion: 1,
    passTypeIdentifier: input.passTypeId,
    teamIdentifier: input.teamId,
    organizationName: 'FuelLinq',
    description: input.company
      ? `Zakelijke tankpas van ${input.company.orgName}`
      : 'FuelLinq prepaid tankpas',
    serialNumber: input.serialNumber,
    authenticationToken: input.authenticationToken,
    webServiceURL: input.webServiceUrl,
    logoText: 'FuelLinq',
    backgroundColor: 'rgb(11, 61, 46)',
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(242, 183, 5)',
    sharingProhibited: true,
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: input.barcode,
        messageEncoding: 'iso-8859-1',
        altText: input.maskedPan,
      },
    ],
    ...(locations.length ? { locations } : {}),
    // A blocked card (lost or stolen) is final: Wallet shows an installed pass as void.
    ...(input.status === 'blocked' ? { voided: true } : {}),
    storeCard: {
      ...frontFields(input),
      auxiliaryFields: badge ? [{ key: 'status', label: 'Status', value: badge }] : [],
      backFields: [
        {
          key: 'how',
          label: 'Zo werkt het',
          value:
            'Laat de QR-code scannen bij de kassa, of start het tanken met Nu tanken in de FuelLinq-app.',
        },
        ...(input.company
          ? [{ key: 'companyNote', label: 'Zakelijke pas', value: companyPassNote(input.company) }]
          : []),
        { key: 'support', label: 'Hulp en contact', value: input.supportUrl },
      ],
    },
  };
}

const imageNames = ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'logo@3x.png'];
let images: Record<string, Buffer> | undefined;

function passImages(): Record<string, Buffer> {
  images ??= Object.fromEntries(
    imageNames.map((name) => [name, readFileSync(new URL(`./pass-model/${name}`, import.meta.url))]),
  );
  return images;
}

/**
 * The signed .pkpass: pass.json, images, manifest.json (SHA-1 of each file) and a detached PKCS#7 signature.
 * passkit-generator is loaded on the first pass, not at start: it costs half a second of start-up.
 */
export async function signPass(
  passJson: ReturnType<typeof buildPassJson>,
  setup: AppleWalletSetup,
): Promise<Buffer> {
  const { PKPass } = await import('passkit-generator');
  const pass = new PKPass(
    { ...passImages(), 'pass.json': Buffer.from(JSON.stringify(passJson)) },
    setup.certificates,
  );
  return pass.getAsBuffer();
}
