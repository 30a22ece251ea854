import { defineEndpoint } from '../api/endpoint.ts';
import { IdParamsSchema } from '../common/common.contract.ts';
import {
  ActiveCardResponseSchema,
  CardListReadSchema,
  CardListResponseSchema,
  CardSchema,
  CardVehicleBodySchema,
  CreateCardConflictSchema,
  CreateCardRequestSchema,
  SelectCardBodySchema,
} from './card.contract.ts';

export const cardEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/cards',
    tags: ['cards'],
    summary: 'Mijn passen',
    answers: { 200: CardListResponseSchema },
    reads: CardListReadSchema,
  }),
  active: defineEndpoint({
    method: 'GET',
    path: '/api/cards/active',
    tags: ['cards'],
    summary: 'De actieve pas; 204 zonder inhoud als er geen actieve pas is',
    answers: { 200: ActiveCardResponseSchema, 204: 'empty' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/cards',
    tags: ['cards'],
    summary:
      "Prepaid tankpas aanmaken (zonder naam: 'Prepaid tankpas'); de eerste is gratis, een extra pas kost € 4,99 van het saldo, of bij te weinig saldo 409 insufficient_balance met checkout_url (Idempotency-Key)",
    body: CreateCardRequestSchema,
    answers: { 201: CardSchema, 409: CreateCardConflictSchema },
  }),
  issue: defineEndpoint({
    method: 'POST',
    path: '/api/cards/issue',
    tags: ['cards'],
    summary: "Onboarding: de gratis pas uitgeven (zonder naam: 'Mijn tankpas'), of de actieve pas",
    body: CreateCardRequestSchema,
    answers: { 200: CardSchema, 201: CardSchema },
  }),
  select: defineEndpoint({
    method: 'POST',
    path: '/api/cards/select',
    tags: ['cards'],
    summary: 'Een pas actief maken',
    body: SelectCardBodySchema,
    answers: { 200: CardSchema },
  }),
  setVehicle: defineEndpoint({
    method: 'PUT',
    path: '/api/cards/:id/vehicle',
    tags: ['cards'],
    summary:
      'Het voertuig van een pas: zijn tankbeurten komen in het logboek van dat voertuig (null: geen voertuig)',
    params: IdParamsSchema,
    body: CardVehicleBodySchema,
    answers: { 200: CardSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/cards/:id',
    tags: ['cards'],
    summary: 'Een pas verwijderen',
    params: IdParamsSchema,
    answers: { 204: 'empty' },
  }),
};
