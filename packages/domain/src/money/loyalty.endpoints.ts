import { defineEndpoint } from '../api/endpoint.ts';
import { LoyaltyResponseSchema, RedeemBodySchema, RedeemResponseSchema } from './loyalty.contract.ts';

export const loyaltyEndpoints = {
  loyalty: defineEndpoint({
    method: 'GET',
    path: '/api/loyalty',
    tags: ['loyalty'],
    summary: 'Punten, hun geschiedenis en de beloningen',
    answers: { 200: LoyaltyResponseSchema },
  }),
  redeem: defineEndpoint({
    method: 'POST',
    path: '/api/loyalty/redeem',
    tags: ['loyalty'],
    summary: 'Beloning inwisselen (Idempotency-Key: een herhaling wisselt niet opnieuw in)',
    body: RedeemBodySchema,
    answers: { 201: RedeemResponseSchema },
  }),
};
