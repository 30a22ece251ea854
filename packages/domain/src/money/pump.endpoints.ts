import { defineEndpoint } from '../api/endpoint.ts';
import { IdParamsSchema } from '../common/common.contract.ts';
import {
  CreatePumpKeyBodySchema,
  CreatedPumpKeySchema,
  PumpCompleteBodySchema,
  PumpKeyListSchema,
  TransactionSchema,
} from './transaction.contract.ts';

export const pumpKeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/partner/pump-keys',
    tags: ['partner'],
    summary: 'API-sleutels van mijn pompen',
    answers: { 200: PumpKeyListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/partner/pump-keys',
    tags: ['partner'],
    summary: 'API-sleutel maken (de sleutel zelf is alleen in dit antwoord te zien)',
    body: CreatePumpKeyBodySchema,
    answers: { 201: CreatedPumpKeySchema },
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/partner/pump-keys/:id',
    tags: ['partner'],
    summary: 'API-sleutel intrekken',
    params: IdParamsSchema,
    answers: { 204: 'empty' },
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/api/partner/pumps/transactions/:id/complete',
    tags: ['partner'],
    summary: 'De pomp meldt wat er getankt is (X-Api-Key van de partner van het station; Idempotency-Key)',
    params: IdParamsSchema,
    body: PumpCompleteBodySchema,
    answers: { 200: TransactionSchema },
  }),
};
