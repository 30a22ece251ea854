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
import { companyPassLabel, type PassCompany, passCompany } from './company-pass.ts';
import { type GoogleWalletSetup, googleSaveUrl } from './google-wallet.ts';
import type { WalletRepository } from './wallet.repository.ts';
import type { WalletSources } from './wallet-sources.ts';
import { appleAuthenticationToken, type LinkKind, linkToken, readLinkToken } from './wallet-tokens.ts';

/** How long an Apple Wallet download link works. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60 * 1000;
/** How long a universal pass page link works; the wallet screen hands out a fresh one each time it opens. */
export const PASS_LINK_TTL_MS = 30 * 24 * 3600 * 1000;

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

const cardNotFound = () => new AppError('not_found', { message: cardErrors.card_not_found });
const passNotFound = () => new AppError('not_found', { message: walletErrors.pass_not_found });
const cardBlocked = (card: CardRow) =>
  new AppError('card_blocked', {
    message: card.orgId ? walletErrors.company_card_blocked : walletErrors.card_blocked,
  });

export function createWalletService(deps: WalletServiceDeps) {
  const { cards, repository, sources, apple, google, secret, publicUrl, now = () => new Date() } = deps;

  /**
   * A card whose pass the caller may take: their own private card, or a company card that is theirs to use
   * (their driver card, or a vehicle card of an organisation where they may drive). Anyone else's is a 404.
   */
  async function ownedCard(userId: string, cardId: string): Promise<CardRow> {
    const card = (await cards.findOwned(userId, cardId)) ?? (await repository.companyCardFor(userId, cardId));
    if (!card) throw cardNotFound();
    return card;
  }

  /**
   * A blocked card, private or company, hands out no pass any more (its replacement has its own); an
   * installed one is updated to show it blocked, and voided.
   */
  function unblockedCard(card: CardRow): CardRow {
    if (card.status === 'blocked') throw cardBlocked(card);
    return card;
  }

  async function passableCard(userId: string, cardId: string): Promise<CardRow> {
    return unblockedCard(await ownedCard(userId, cardId));
  }

  function requireApple(): AppleWalletSetup {
    if (!apple) throw new AppError('wallet_not_configured', { message: walletMessages.appleNotConfigured });
    return apple;
  }

  function requireGoogle(): GoogleWalletSetup {
    if (!google) throw new AppError('wallet_not_configured', { message: walletMessages.googleNotConfigured });
    return google;
  }

  /** The organisation and holder a company card's pass names; null for a private card. */
  async function companyOf(card: CardRow): Promise<PassCompany | null> {
    if (!card.orgId) return null;
    const holder = await repository.companyHolder(card.id);
    return holder ? passCompany(holder) : null;
  }

  async function cardView(card: CardRow) {
    const [points, locations, company] = await Promise.all([
      sources.pointsBalance(card.userId),
      sources.favoriteLocations(card.userId),
      companyOf(card),
    ]);
    return {
      company,
      label: company && !card.label?.trim() ? company.orgName : cardDisplayLabel(card.label, 1),
      maskedPan: maskedPan(card.panLast4),
      barcode: card.token,
      points,
      locations,
    };
  }

  function link(kind: LinkKind, cardId: string, version: number, ttlMs: number): string {
    return linkToken(secret, kind, { cardId, version, expiresAt: new Date(now().getTime() + ttlMs) });
  }

  function appleDownloadUrl(cardId: string, version: number): string {
    return `${publicUrl}/api/wallet/apple/download/${link('pkpass-download', cardId, version, DOWNLOAD_LINK_TTL_MS)}`;
  }

  function passPageUrl(cardId: string, version: number): string {
    return `${publicUrl}/pass/${link('pass-page', cardId, version, PASS_LINK_TTL_MS)}`;
  }

  /** Records the card's pass (once) and returns the version its links carry. */
  async function issuedPass(card: CardRow): Promise<number> {
    await repository.ensurePass(card.id, card.userId);
    const pass = await repository.passOf(card.id);
    if (!pass) throw cardNotFound();
    return pass.linkVersion;
  }

  /**
   * The card behind a link: a forged or mangled link is a 404, an expired or revoked one a 410 that says
   * how to get a new one.
   */
  async function linkedCard(kind: LinkKind, token: string): Promise<CardRow> {
    const check = readLinkToken(secret, kind, token, now());
    if (!check) throw passNotFound();
    const pass = await repository.passOf(check.cardId);
    if (!pass) throw passNotFound();
    const expiredText = kind === 'pass-page' ? walletErrors.pass_link_expired : walletErrors.link_expired;
    if (check.version !== pass.linkVersion) throw new AppError('link_revoked');
    if (check.expired) throw new AppError('link_expired', { message: expiredText });
    const card = await cards.findById(check.cardId);
    if (!card) throw passNotFound();
    return card;
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
      company: view.company,
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
        company: view.company,
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
      const card = await passableCard(userId, cardId);
      return { url: appleDownloadUrl(card.id, await issuedPass(card)) };
    },

    async googleLink(userId: string, cardId: string): Promise<{ url: string }> {
      const setup = requireGoogle();
      const card = await passableCard(userId, cardId);
      await issuedPass(card);
      const url = await googleUrl(setup, card);
      // Asked for on purpose: the holder is saving the pass to Google Wallet.
      await repository.markAdded(card.id);
      return { url };
    },

    /** The universal pass page always; the Apple and Google links when those are configured. */
    async pass(userId: string, cardId: string | undefined): Promise<WalletPassResponse> {
      const card = cardId ? await passableCard(userId, cardId) : await cards.active(userId);
      if (!card) throw new AppError('no_active_card');
      const version = await issuedPass(card);
      return {
        url: passPageUrl(card.id, version),
        ...(apple ? { appleUrl: appleDownloadUrl(card.id, version) } : {}),
        ...(google ? { googleUrl: await googleUrl(google, card) } : {}),
      };
    },

    async status(userId: string): Promise<WalletStatusResponse> {
      const card = await cards.active(userId);
      if (!card) return { card_id: null, pass_issued: false, pass_added: false, apple_devices: 0 };
      const pass = await repository.passOf(card.id);
      const appleDevices = pass ? await repository.appleDevicesFor(card.id) : 0;
      return {
        card_id: card.id,
        pass_issued: Boolean(pass),
        pass_added: Boolean(pass?.addedAt) || appleDevices > 0,
        apple_devices: appleDevices,
      };
    },

    /**
     * Ends every pass page and download link of one of the user's cards handed out so far (a link shared by
     * mistake), and returns a fresh pass page link.
     */
    async revokeLinks(userId: string, cardId: string): Promise<{ url: string }> {
      const card = await ownedCard(userId, cardId);
      await issuedPass(card);
      // A company card's pass is the organisation account's row: any of its holders may end its links.
      const version = await repository.revokeLinks(card.userId, card.id);
      if (version === undefined) throw cardNotFound();
      return { url: passPageUrl(card.id, version) };
    },

    /** What the universal pass page shows; anyone with a valid link may see it, until it expires or is revoked. */
    async passView(token: string): Promise<PassViewResponse> {
      const card = await linkedCard('pass-page', token);
      // The universal pass page opened: the holder has the pass (the onboarding checklist ticks it).
      await repository.markAdded(card.id);
      const view = await cardView(card);
      return {
        label: view.company ? companyPassLabel(view.company) : view.label,
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
      const card = unblockedCard(await linkedCard('pkpass-download', token));
      const file = await pkpass(setup, card);
      await repository.markAdded(card.id);
      return file;
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
    /** Ends every pass page and download link of the organisation's vehicle cards (a member left). */
    revokeVehicleCardLinks: (orgId: string) => repository.revokeVehicleCardLinks(orgId),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
