import { defineEndpoint } from '../api/endpoint.ts';
import {
  BankLinkBodySchema,
  BankLinkResponseSchema,
  BankOptionsResponseSchema,
  BankStatusResponseSchema,
  SandboxDecisionBodySchema,
  SandboxDecisionResponseSchema,
  SandboxLinkParamsSchema,
  SandboxLinkResponseSchema,
  SandboxStateQuerySchema,
} from './bank.contract.ts';

export const bankEndpoints = {
  options: defineEndpoint({
    method: 'GET',
    path: '/api/bank/options',
    tags: ['bank'],
    summary: 'De banken van de bankkeuze',
    answers: { 200: BankOptionsResponseSchema },
  }),
  link: defineEndpoint({
    method: 'POST',
    path: '/api/bank/link',
    tags: ['bank'],
    summary: 'Bankrekening koppelen: start de toestemming bij de gekozen bank',
    body: BankLinkBodySchema,
    answers: { 200: BankLinkResponseSchema },
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/bank/status',
    tags: ['bank'],
    summary: 'Status van de bankkoppeling',
    answers: { 200: BankStatusResponseSchema },
  }),
  sandboxLink: defineEndpoint({
    method: 'GET',
    path: '/api/bank/sandbox/:linkId',
    tags: ['bank'],
    summary: 'Sandbox-bank: het koppelverzoek bij deze state',
    params: SandboxLinkParamsSchema,
    query: SandboxStateQuerySchema,
    answers: { 200: SandboxLinkResponseSchema },
  }),
  sandboxDecision: defineEndpoint({
    method: 'POST',
    path: '/api/bank/sandbox/:linkId/decision',
    tags: ['bank'],
    summary: 'Sandbox-bank: Akkoord of Weigeren (de state werkt één keer)',
    params: SandboxLinkParamsSchema,
    body: SandboxDecisionBodySchema,
    answers: { 200: SandboxDecisionResponseSchema },
  }),
};
