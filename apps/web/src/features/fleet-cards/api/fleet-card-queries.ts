import { fleetCardEndpoints as endpoints } from '@fuellinq/domain/orgs/fleet-card.endpoints';
import type {
  CreateFleetCardBody,
  CreateFleetVehicleBody,
  FleetCardRulesBody,
  UpdateFleetCardBody,
} from '@fuellinq/domain/orgs/fleet-card.contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fleetRulesKeys } from '../../fleet-rules/api/fleet-rules-queries.ts';

// Company cards, the organisation's vehicles and the driver's own company cards (issue 24 §2).

export const fleetCardKeys = {
  all: ['fleet-cards'] as const,
  cards: (orgId: string) => [...fleetCardKeys.all, 'cards', orgId] as const,
  vehicles: (orgId: string) => [...fleetCardKeys.all, 'vehicles', orgId] as const,
  mine: () => [...fleetCardKeys.all, 'mine'] as const,
};

export const fleetCardsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: fleetCardKeys.cards(orgId),
    queryFn: ({ signal }) => apiRequest(endpoints.list, { params: { orgId }, signal }),
  });

export const fleetVehiclesQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: fleetCardKeys.vehicles(orgId),
    queryFn: ({ signal }) => apiRequest(endpoints.vehicles, { params: { orgId }, signal }),
  });

export const myCompanyCardsQueryOptions = () =>
  queryOptions({
    queryKey: fleetCardKeys.mine(),
    queryFn: ({ signal }) => apiRequest(endpoints.mine, { signal }),
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fleetCardKeys.all });
}

export type CardAction = 'pause' | 'resume' | 'onDemand' | 'replace';

export function useFleetCardMutations(orgId: string) {
  const onSuccess = useInvalidate();
  const queryClient = useQueryClient();
  return {
    issue: useMutation({
      mutationFn: (body: CreateFleetCardBody) => apiRequest(endpoints.create, { params: { orgId }, body }),
      onSuccess,
    }),
    action: useMutation({
      mutationFn: ({ cardId, action }: { cardId: string; action: CardAction }) =>
        apiRequest(endpoints[action], { params: { orgId, cardId } }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ cardId, body }: { cardId: string; body: UpdateFleetCardBody }) =>
        apiRequest(endpoints.update, { params: { orgId, cardId }, body }),
      onSuccess,
    }),
    /** The card's own rules; a profile's card count changes with the card's profile, so profiles reload. */
    setRules: useMutation({
      mutationFn: ({ cardId, body }: { cardId: string; body: FleetCardRulesBody }) =>
        apiRequest(endpoints.setRules, { params: { orgId, cardId }, body }),
      onSuccess: () =>
        Promise.all([onSuccess(), queryClient.invalidateQueries({ queryKey: fleetRulesKeys.org(orgId) })]),
    }),
    block: useMutation({
      mutationFn: ({ cardId, reason }: { cardId: string; reason: 'lost' | 'stolen' }) =>
        apiRequest(endpoints.block, { params: { orgId, cardId }, body: { reason } }),
      onSuccess,
    }),
  };
}

export function useFleetVehicleMutations(orgId: string) {
  const onSuccess = useInvalidate();
  return {
    add: useMutation({
      mutationFn: (body: CreateFleetVehicleBody) =>
        apiRequest(endpoints.addVehicle, { params: { orgId }, body }),
      onSuccess,
    }),
    setTank: useMutation({
      mutationFn: ({ id, tank_liters }: { id: string; tank_liters: number | null }) =>
        apiRequest(endpoints.updateVehicle, { params: { orgId, id }, body: { tank_liters } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest(endpoints.removeVehicle, { params: { orgId, id } }),
      onSuccess,
    }),
  };
}

export function useMyCompanyCardMutations() {
  const onSuccess = useInvalidate();
  return {
    unlock: useMutation({
      mutationFn: (cardId: string) => apiRequest(endpoints.unlock, { params: { cardId } }),
      onSuccess,
    }),
    reportLost: useMutation({
      mutationFn: (cardId: string) =>
        apiRequest(endpoints.reportLost, { params: { cardId }, body: { reason: 'lost' } }),
      onSuccess,
    }),
  };
}
