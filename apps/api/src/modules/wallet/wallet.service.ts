import {
  cardDisplayLabel,
  cardErrors,
  maskedPan,
  type PassViewResponse,
  walletErrors,
  walletMessages,
  type WalletPassResponse,
  type WalletStatusResponse,
} from '@fuellinq/domain';
import { AppError } from '../../lib/app-error.ts';
import type { CardLookup, CardRow } from '../cards/cards.service.ts';
import { type AppleWalletSetup, buildPassJson, signPass } from './apple-pass.ts';
import { type GoogleWalletSetup, googleSaveUrl } from './google-wallet.ts';
import type { WalletRepository } from './wallet.repository.ts';
import type { WalletSources } from './wallet-sources.ts';
import {
  appleAuthenticationToken,
  downloadToken,
  passPageToken,
  readDownloadToken,
  readPassPageToken,
} from './wallet-tokens.ts';

/** How long an Apple Wallet download link works. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60 * 1000;

export interface WalletServiceDeps {
  cards: CardLookup;
  repository: WalletRepository;
  sources: WalletSources;
  apple: AppleWalletSetup | null;
  google: GoogleWalletSetup | null;
  secret: string;
  publicUrl: string;
  now?: () => Date;
}

const cardNotFound = () => new AppError(404, 'not_found', cardErrors.card_not_found);
const passNotFound = () => new AppError(404, 'not_found', walletErrors.pass_not_found);

export function createWalletService(deps: WalletServiceDeps) {
  const { cards, repository, sources, apple, google, secret, publicUrl, now = () => new Date() } = deps;

  async function ownedCard(userId: string, cardId: string): Promise<CardRow> {
    const card = await cards.findOwned(userId, cardId);
    if (!card) throw cardNotFound();
    return card;
  }

  function requireApple(): AppleWalletSetup {
    if (!apple) throw new AppError(503, 'wallet_not_configured', walletMessages.appleNotConfigured);
    return apple;
  }

  function requireGoogle(): GoogleWalletSetup {
    if (!google) throw new AppError(503, 'wallet_not_configured', walletMessages.googleNotConfigured);
    return google;
  }

  async function cardView(card: CardRow) {
    const [points, locations] = await Promise.all([
      sources.pointsBalance(card.userId),
      sources.favoriteLocations(card.userId),
    ]);
    return {
      label: cardDisplayLabel(card.label, 1),
      maskedPan: maskedPan(card.panLast4),
      barcode: card.token,
      points,
      locations,
    };
  }

  function appleDownloadUrl(cardId: string): string {
    const token = downloadToken(secret, cardId, new Date(now().getTime() + DOWNLOAD_LINK_TTL_MS));
    return `${publicUrl}/api/wallet/apple/download/${token}`;
  }

  async function googleUrl(setup: GoogleWalletSetup, card: CardRow): Promise<string> {
    const view = await cardView(card);
    return googleSaveUrl(setup, {
      cardId: card.id,
      label: view.label,
      maskedPan: view.maskedPan,
      barcode: view.barcode,
      points: view.points,
      locations: view.locations,
      origins: [new URL(publicUrl).origin],
      logoUrl: `${publicUrl}/api/wallet/logo.png`,
    });
  }

  /** The signed .pkpass of a card, as it is now. */
  async function pkpass(setup: AppleWalletSetup, card: CardRow): Promise<Buffer> {
    const view = await cardView(card);
    return signPass(
      buildPassJson({
        passTypeId: setup.passTypeId,
        teamId: setup.teamId,
        serialNumber: card.id,
        authenticationToken: appleAuthenticationToken(secret, card.id),
        webServiceUrl: `${publicUrl}/api/passkit`,
        label: view.label,
        maskedPan: view.maskedPan,
        barcode: view.barcode,
        points: view.points,
        status: card.status,
        locations: view.locations,
        supportUrl: `${publicUrl}/contact`,
      }),
      setup,
    );
  }

  return {
    appleConfigured: Boolean(apple),
    googleConfigured: Boolean(google),
    appleSetup: apple,

    /** A short-lived signed link that downloads the card's .pkpass. */
    async appleLink(userId: string, cardId: string): Promise<{ url: string }> {
      requireApple();
      const card = await ownedCard(userId, cardId);
      await repository.ensurePass(card.id, userId);
      return { url: appleDownloadUrl(card.id) };
    },

    async googleLink(userId: string, cardId: string): Promise<{ url: string }> {
      const setup = requireGoogle();
      const card = await ownedCard(userId, cardId);
      await repository.ensurePass(card.id, userId);
      return { url: await googleUrl(setup, card) };
    },

    /** The universal pass page always; the Apple and Google links when those are configured. */
    async pass(userId: string, cardId: string | undefined): Promise<WalletPassResponse> {
      const card = cardId ? await ownedCard(userId, cardId) : await cards.active(userId);
      if (!card) throw new AppError(404, 'no_active_card', cardErrors.no_active_card);
      await repository.ensurePass(card.id, userId);
      return {
        url: `${publicUrl}/pass/${passPageToken(secret, card.id)}`,
        ...(apple ? { appleUrl: appleDownloadUrl(card.id) } : {}),
        ...(google ? { googleUrl: await googleUrl(google, card) } : {}),
      };
    },

    async status(userId: string): Promise<WalletStatusResponse> {
      const card = await cards.active(userId);
      if (!card) return { card_id: null, pass_issued: false, apple_devices: 0 };
      const pass = await repository.passOf(card.id);
      return {
        card_id: card.id,
        pass_issued: Boolean(pass),
        apple_devices: pass ? await repository.appleDevicesFor(card.id) : 0,
      };
    },

    /** What the universal pass page shows; anyone with the page's token may see it. */
    async passView(token: string): Promise<PassViewResponse> {
      const cardId = readPassPageToken(secret, token);
      const card = cardId ? await cards.findById(cardId) : undefined;
      if (!card) throw passNotFound();
      const view = await cardView(card);
      return {
        label: view.label,
        masked_pan: view.maskedPan,
        last4: card.panLast4,
        status: card.status,
        barcode: view.barcode,
        points: view.points,
      };
    },

    /** The download behind a signed link: a forged link is a 404, an old one a 410. */
    async download(token: string): Promise<Buffer> {
      const setup = requireApple();
      const check = readDownloadToken(secret, token, now());
      if (!check) throw passNotFound();
      if (check.expired) throw new AppError(410, 'link_expired', walletErrors.link_expired);
      const card = await cards.findById(check.cardId);
      if (!card) throw passNotFound();
      return pkpass(setup, card);
    },

    // The Apple PassKit web service (docs/decisions/008): serial number = card id.

    /** When a handed-out pass last changed; undefined for a card without a pass. */
    async passChangedAt(cardId: string): Promise<Date | undefined> {
      return (await repository.passOf(cardId))?.changedAt;
    },

    /** The pass as it is now, for a device that asks for the latest version. */
    async latestPkpass(cardId: string): Promise<Buffer | undefined> {
      const setup = requireApple();
      const card = await cards.findById(cardId);
      return card ? pkpass(setup, card) : undefined;
    },

    register: (deviceLibraryId: string, pushToken: string, passTypeId: string, cardId: string) =>
      repository.register(deviceLibraryId, pushToken, passTypeId, cardId),
    unregister: (deviceLibraryId: string, passTypeId: string, cardId: string) =>
      repository.unregister(deviceLibraryId, passTypeId, cardId),
    updatedSince: (deviceLibraryId: string, passTypeId: string, since: Date | null) =>
      repository.updatedSince(deviceLibraryId, passTypeId, since),
    /** Marks every pass of the user as changed, so devices fetch it again (new points, favourites). */
    markPassesChanged: (userId: string, at?: Date) => repository.markPassesChanged(userId, at),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
