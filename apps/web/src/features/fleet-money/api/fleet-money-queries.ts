import { fleetMoneyEndpoints } from '@fuellinq/domain/fleet-money/fleet-money.endpoints';
import type { AutoTopUpBody } from '@fuellinq/domain/money/balance.contract';
import type { OrgRefuelsQuery as FullQuery } from '@fuellinq/domain/fleet-money/fleet-money.contract';
import type { NotificationPreferences } from '@fuellinq/domain/notifications/notification.contract';
import { notificationEndpoints } from '@fuellinq/domain/notifications/notification.endpoints';
import { fleetCardEndpoints } from '@fuellinq/domain/orgs/fleet-card.endpoints';
import { fleetRulesEndpoints } from '@fuellinq/domain/orgs/fleet-rules.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { KeyedWrite } from '../../../lib/idempotency-key.ts';
import { EXPORT_TIMEOUT_MS, type FileRequest } from '../../../lib/use-download.ts';

// The organisation's money (issue 24 §5–6): balance, top-ups, budgets, fees, refuels, and the notification
// list with each manager's delivery per kind. Keys start with 'orgs' and the organisation, as the fleet
// feature's, so one invalidation of an organisation refreshes these too.

/** The list's filters and page, as the web app sends them. */
export type OrgRefuelsQuery = Pick<FullQuery, 'driver' | 'vehicle' | 'cost_centre' | 'from' | 'to'> & {
  page?: number;
  per_page?: number;
};

export const fleetMoneyKeys = {
  org: (orgId: string) => ['orgs', orgId] as const,
  balance: (orgId: string) => ['orgs', orgId, 'balance'] as const,
  budgets: (orgId: string) => ['orgs', orgId, 'budgets'] as const,
  fees: (orgId: string) => ['orgs', orgId, 'fees'] as const,
  refuels: (orgId: string, query: OrgRefuelsQuery) => ['orgs', orgId, 'refuels', query] as const,
  preferences: (orgId: string) => ['orgs', orgId, 'notification-preferences'] as const,
  flags: (orgId: string) => ['orgs', orgId, 'flags', 'open'] as const,
  roomRequests: (orgId: string) => ['orgs', orgId, 'room-requests'] as const,
  cards: (orgId: string) => ['orgs', orgId, 'cards'] as const,
};

export const orgBalanceQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: fleetMoneyKeys.balance(orgId),
    queryFn: ({ signal }) => apiRequest(fleetMoneyEndpoints.balance, { params: { orgId }, signal }),
  });

export const orgBudgetsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: fleetMoneyKeys.budgets(orgId),
    queryFn: ({ signal }) => apiRequest(fleetMoneyEndpoints.budgets, { params: { orgId }, signal }),
  });

export const orgFeesQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: fleetMoneyKeys.fees(orgId),
    queryFn: ({ signal }) => apiRequest(fleetMoneyEndpoints.fees, { params: { orgId }, signal }),
    staleTime: 5 * 60_000,
  });

export const ORG_REFUELS_PER_PAGE = 25;

export const orgRefuelsQueryOptions = (orgId: string, query: OrgRefuelsQuery) =>
  queryOptions({
    queryKey: fleetMoneyKeys.refuels(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest(fleetMoneyEndpoints.refuels, { params: { orgId }, query: { ...query }, signal }),
  });

/** The filtered company refuels as CSV (every page), for useDownload. */
export const orgRefuelsCsvFile = (orgId: string, query: OrgRefuelsQuery): FileRequest => ({
  endpoint: fleetMoneyEndpoints.refuelsCsv,
  params: { orgId },
  query: { ...query, page: undefined, per_page: undefined },
  timeoutMs: EXPORT_TIMEOUT_MS,
  filename: 'zakelijke-tankbeurten.csv',
});

/** Open flags and pending room requests (engineer C's lists), counted on the overview. */
export const openFlagsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: fleetMoneyKeys.flags(orgId),
    queryFn: ({ signal }) =>
      apiRequest(fleetRulesEndpoints.flags, { params: { orgId }, query: { status: 'open' }, signal }),
  });

export const roomRequestsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: fleetMoneyKeys.roomRequests(orgId),
    queryFn: ({ signal }) => apiRequest(fleetRulesEndpoints.roomRequests, { params: { orgId }, signal }),
  });

/** The organisation's company cards (engineer B's list), counted by state on the overview. */
export const orgCardsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: fleetMoneyKeys.cards(orgId),
    queryFn: ({ signal }) => apiRequest(fleetCardEndpoints.list, { params: { orgId }, signal }),
  });

/** POST /api/orgs/{orgId}/balance/top-ups: a payment at the provider; the manager goes to its checkout. */
export function useOrgTopUp(orgId: string) {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: KeyedWrite<{ amount_cents: number }>) =>
      apiRequest(fleetMoneyEndpoints.topUp, { params: { orgId }, body, idempotencyKey }),
  });
}

/** POST /api/orgs/{orgId}/balance/mandate: the first payment (€ 0,01) that sets up the organisation's mandate. */
export function useOrgMandate(orgId: string) {
  return useMutation({
    mutationFn: ({ idempotencyKey }: KeyedWrite<undefined>) =>
      apiRequest(fleetMoneyEndpoints.mandate, { params: { orgId }, idempotencyKey }),
  });
}

/** PUT /api/orgs/{orgId}/balance/auto-top-up; the balance (which shows the setting) is read again after. */
export function useSaveOrgAutoTopUp(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoTopUpBody) =>
      apiRequest(fleetMoneyEndpoints.saveAutoTopUp, { params: { orgId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetMoneyKeys.balance(orgId) }),
  });
}

export const notificationPreferencesQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: fleetMoneyKeys.preferences(orgId),
    queryFn: ({ signal }) => apiRequest(notificationEndpoints.preferences, { params: { orgId }, signal }),
  });

export function useSaveNotificationPreferences(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<NotificationPreferences>) =>
      apiRequest(notificationEndpoints.updatePreferences, { params: { orgId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(fleetMoneyKeys.preferences(orgId), saved),
  });
}

export const orgVehiclesQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: ['orgs', orgId, 'vehicles'] as const,
    queryFn: ({ signal }) => apiRequest(fleetCardEndpoints.vehicles, { params: { orgId }, signal }),
  });
