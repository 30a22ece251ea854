import { defineEndpoint } from '../api/endpoint.ts';
import {
  CheckCodeBodySchema,
  CodeCheckSchema,
  CodeRedeemedSchema,
  RedeemCodeBodySchema,
} from './code.contract.ts';

/** The counter: a partner's session or its pump API key (X-Api-Key) checks and redeems codes. */
export const codeEndpoints = {
  check: defineEndpoint({
    method: 'POST',
    path: '/api/partner/codes/check',
    tags: ['partner'],
    summary:
      'Code controleren aan de kassa: de QR-code van een pas (welke pas, van wie, actief, saldo genoeg) of een beloningscode (geldig, nog niet gebruikt, welke beloning); sessie of X-Api-Key',
    body: CheckCodeBodySchema,
    answers: { 200: CodeCheckSchema },
  }),
  redeem: defineEndpoint({
    method: 'POST',
    path: '/api/partner/codes/redeem',
    tags: ['partner'],
    summary:
      'Beloningscode inwisselen bij een eigen station dat die beloning aanbiedt (eenmalig: een tweede keer is 409 code_used); sessie of X-Api-Key',
    body: RedeemCodeBodySchema,
    answers: { 200: CodeRedeemedSchema },
  }),
};
