import { walletEndpoints } from '@fuellinq/domain/wallet/wallet.endpoints';
import { walletMessages } from '@fuellinq/domain/wallet/wallet-messages';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/api-errors.ts';

export const walletKeys = {
  all: ['wallet'] as const,
  pass: (cardId: string) => [...walletKeys.all, 'pass', cardId] as const,
  status: () => [...walletKeys.all, 'status'] as const,
  view: (token: string) => [...walletKeys.all, 'view', token] as const,
};

/** The wallet pass links of a card: the universal page always, Apple and Google when configured. */
export const walletPassQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: walletKeys.pass(cardId),
    queryFn: ({ signal }) => apiRequest(walletEndpoints.pass, { body: { cardId }, signal }),
    // The Apple link in it lasts five minutes; ask again well before.
    staleTime: 2 * 60_000,
    retry: false,
  });

export const walletStatusQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.status(),
    queryFn: ({ signal }) => apiRequest(walletEndpoints.status, { signal }),
    staleTime: 0,
  });

export const passViewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: walletKeys.view(token),
    queryFn: ({ signal }) => apiRequest(walletEndpoints.passView, { params: { token }, signal }),
    retry: false,
  });

export type WalletPlatform = 'apple' | 'google';

const platformTexts = {
  apple: { notConfigured: walletMessages.appleNotConfigured, noUrl: walletMessages.noAppleUrl },
  google: { notConfigured: walletMessages.googleNotConfigured, noUrl: walletMessages.noGoogleUrl },
} as const;

/**
 * Spec §7–8: asks for the Apple or Google link of a card (read from `url` or `appleUrl`/`googleUrl`) and
 * throws an Error with the spec's text when there is none.
 */
export async function requestWalletUrl(platform: WalletPlatform, cardId: string): Promise<string> {
  const texts = platformTexts[platform];
  let body: { url?: string; appleUrl?: string; googleUrl?: string } | undefined;
  try {
    body = await apiRequest(walletEndpoints[platform], { params: { id: cardId } });
  } catch (error) {
    const text = errorText(error, {
      codes: { wallet_not_configured: texts.notConfigured },
      reasons: 'none',
      fallback: walletMessages.passFailed,
    });
    throw new Error(text, { cause: error });
  }
  const url = body?.url ?? (platform === 'apple' ? body?.appleUrl : body?.googleUrl);
  if (!url) throw new Error(texts.noUrl);
  return url;
}

/** The universal pass page of a card (POST /api/wallet/pass); throws an Error with the spec's text when none. */
export async function requestUniversalUrl(cardId: string): Promise<string> {
  let body: { url?: string } | undefined;
  try {
    body = await apiRequest(walletEndpoints.pass, { body: { cardId } });
  } catch (error) {
    throw new Error(walletMessages.passFailed, { cause: error });
  }
  if (!body?.url) throw new Error(walletMessages.noLink);
  return body.url;
}

/** Ends every earlier pass page and download link of a card (a link shared by mistake). */
export function useRevokePassLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => apiRequest(walletEndpoints.revokeLinks, { body: { cardId } }),
    // A pass link kept from before is one of those that no longer work.
    onSuccess: (_answer, cardId) => queryClient.invalidateQueries({ queryKey: walletKeys.pass(cardId) }),
  });
}
