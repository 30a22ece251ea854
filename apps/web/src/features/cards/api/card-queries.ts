import { route } from '@fuellinq/domain/api/route';
import type { ActiveCard, Card } from '@fuellinq/domain/cards/card.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withOfflineCopy } from '../../../lib/offline-copy.ts';
import type { KeyedWrite } from '../../../lib/idempotency-key.ts';
import { balanceKeys } from '../../balance/api/balance-queries.ts';

// Loaded by the signed-in overview's first screen or layout: these name their endpoints by route, so the
// declarations' contracts (and zod) stay out of it (decision 022).
const cardRoutes = {
  list: route('GET /api/cards'),
  active: route('GET /api/cards/active'),
  issue: route('POST /api/cards/issue'),
  create: route('POST /api/cards'),
  select: route('POST /api/cards/select'),
  remove: route('DELETE /api/cards/:id'),
  setVehicle: route('PUT /api/cards/:id/vehicle'),
};

const privateCardLossRoutes = {
  reportLost: route('POST /api/cards/:id/report-lost'),
  replace: route('POST /api/cards/:id/replace'),
};

export const cardKeys = {
  all: ['cards'] as const,
  list: () => [...cardKeys.all, 'list'] as const,
  active: () => [...cardKeys.all, 'active'] as const,
  onboarding: () => [...cardKeys.all, 'onboarding'] as const,
};

/** Spec §7: the list comes as an array or as `{ cards }`; both are read. */
function cardList(data: Card[] | { cards?: Card[] } | null | undefined): Card[] {
  if (Array.isArray(data)) return data;
  return data?.cards ?? [];
}

export const cardsQueryOptions = () =>
  queryOptions({
    queryKey: cardKeys.list(),
    // Offline: the cards last seen, until the session ends (lib/offline-copy.ts).
    queryFn: ({ signal }) =>
      withOfflineCopy('private', 'cards', async () =>
        cardList(await apiRequest(cardRoutes.list, { signal })),
      ),
    networkMode: 'offlineFirst',
  });

/** The active card, or null when there is none (the API's 204: no error for the browser to log). */
async function fetchActiveCard(signal?: AbortSignal): Promise<ActiveCard | null> {
  return (await apiRequest(cardRoutes.active, signal ? { signal } : {})) ?? null;
}

export const activeCardQueryOptions = () =>
  queryOptions({
    queryKey: cardKeys.active(),
    queryFn: ({ signal }) => withOfflineCopy('private', 'active-card', () => fetchActiveCard(signal)),
    networkMode: 'offlineFirst',
  });

/**
 * Spec §4 Wallet screen: the active card, or else a new one labelled 'Mijn tankpas'. One query, so the card is
 * issued once however often the screen renders (and the server answers the active card for a repeated issue).
 */
export const onboardingCardQueryOptions = (label: string) =>
  queryOptions({
    queryKey: cardKeys.onboarding(),
    queryFn: async ({ signal }): Promise<ActiveCard> =>
      (await fetchActiveCard(signal)) ?? (await apiRequest(cardRoutes.issue, { body: { label }, signal })),
    staleTime: Infinity,
    retry: false,
  });

function useInvalidateCards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cardKeys.all });
}

/**
 * A new prepaid card. The first is free; an extra one costs the introductory price from the balance, so the
 * request carries an Idempotency-Key (a retry never charges twice). Too little balance: 409
 * insufficient_balance, with a `checkout_url` to pay the card on its own.
 */
export function useCreateCard() {
  const invalidate = useInvalidateCards();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body: label, idempotencyKey }: KeyedWrite<string>) =>
      apiRequest(cardRoutes.create, { body: { label }, idempotencyKey }),
    onSuccess: () =>
      Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: balanceKeys.all })]),
  });
}

export function useSelectCard() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (cardId: string) => apiRequest(cardRoutes.select, { body: { cardId } }),
    onSuccess: invalidate,
  });
}

export function useDeleteCard() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (cardId: string) => apiRequest(cardRoutes.remove, { params: { id: cardId } }),
    onSuccess: invalidate,
  });
}

/** A lost or stolen card: blocked at once and for good (POST /api/cards/{id}/report-lost). */
export function useReportCardLost() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (cardId: string) =>
      apiRequest(privateCardLossRoutes.reportLost, { params: { id: cardId }, body: { reason: 'lost' } }),
    onSuccess: invalidate,
  });
}

/** A blocked card's free replacement; it becomes the active card when the lost one was. */
export function useReplaceCard() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (cardId: string) => apiRequest(privateCardLossRoutes.replace, { params: { id: cardId } }),
    onSuccess: invalidate,
  });
}

/** The vehicle a card refuels (PUT /api/cards/{id}/vehicle), or none: its refuels go into that logbook. */
export function useCardVehicle() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: ({ cardId, vehicleId }: { cardId: string; vehicleId: string | null }) =>
      apiRequest(cardRoutes.setVehicle, { params: { id: cardId }, body: { vehicle_id: vehicleId } }),
    onSuccess: invalidate,
  });
}
