import { defineEndpoint } from '../api/endpoint.ts';
import { CheckoutResponseSchema, PaymentSchema } from '../money/balance.contract.ts';
import { OrgParamsSchema } from '../orgs/org.contract.ts';
import {
  MyCompanyBudgetSchema,
  OrgAutoTopUpBodySchema,
  OrgAutoTopUpSchema,
  OrgBalanceSchema,
  OrgBudgetsSchema,
  OrgFeesSchema,
  OrgPaymentParamsSchema,
  OrgRefuelPageSchema,
  OrgRefuelsQuerySchema,
  OrgTopUpBodySchema,
} from './fleet-money.contract.ts';

const tags = ['orgs'];

/** The organisation's balance, budgets, fees and refuels (issue 24 §5). */
export const fleetMoneyEndpoints = {
  balance: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/balance',
    tags,
    summary:
      'Saldo van de organisatie: saldo, beschikbaar, drempel en automatisch opwaarderen (eigenaar, beheerder, boekhouder)',
    params: OrgParamsSchema,
    answers: { 200: OrgBalanceSchema },
  }),
  topUp: defineEndpoint({
    method: 'POST',
    path: '/api/orgs/:orgId/balance/top-ups',
    tags,
    summary:
      'Saldo van de organisatie opwaarderen: een betaling bij de betaaldienst (Idempotency-Key; eigenaar, beheerder)',
    params: OrgParamsSchema,
    body: OrgTopUpBodySchema,
    answers: { 201: CheckoutResponseSchema },
  }),
  mandate: defineEndpoint({
    method: 'POST',
    path: '/api/orgs/:orgId/balance/mandate',
    tags,
    summary:
      'Automatisch opwaarderen van de organisatie instellen: een eerste betaling van € 0,01 geeft een machtiging (Idempotency-Key; eigenaar, beheerder)',
    params: OrgParamsSchema,
    answers: { 201: CheckoutResponseSchema },
  }),
  payment: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/balance/payments/:paymentId',
    tags,
    summary:
      'Een betaling van de organisatie (de terugkeerpagina vraagt de status op; dit boekt niets; eigenaar, beheerder)',
    params: OrgPaymentParamsSchema,
    answers: { 200: PaymentSchema },
  }),
  autoTopUp: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/balance/auto-top-up',
    tags,
    summary:
      'Automatisch opwaarderen van de organisatie en haar machtiging (eigenaar, beheerder, boekhouder)',
    params: OrgParamsSchema,
    answers: { 200: OrgAutoTopUpSchema },
  }),
  saveAutoTopUp: defineEndpoint({
    method: 'PUT',
    path: '/api/orgs/:orgId/balance/auto-top-up',
    tags,
    summary:
      'Automatisch opwaarderen van de organisatie aan of uit (aan vraagt een geldige machtiging; eigenaar, beheerder)',
    params: OrgParamsSchema,
    body: OrgAutoTopUpBodySchema,
    answers: { 200: OrgAutoTopUpSchema },
  }),
  budgets: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/budgets',
    tags,
    summary:
      'Budgetten per bestuurder en kostenplaats met wat deze maand/dag is gebruikt (eigenaar, beheerder, boekhouder)',
    params: OrgParamsSchema,
    answers: { 200: OrgBudgetsSchema },
  }),
  myCompanyBudget: defineEndpoint({
    method: 'GET',
    path: '/api/me/company-budget',
    tags,
    summary: 'Mijn budget als bestuurder, per organisatie: gebruikt en over deze maand',
    answers: { 200: MyCompanyBudgetSchema },
  }),
  fees: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/fees',
    tags,
    summary: 'Alle kosten die de organisatie betaalt, met bedrag en wanneer ze worden afgeschreven (elk lid)',
    params: OrgParamsSchema,
    answers: { 200: OrgFeesSchema },
  }),
  refuels: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/refuels',
    tags,
    summary:
      'Zakelijke tankbeurten, te filteren op bestuurder, voertuig, kostenplaats en periode (eigenaar, beheerder, boekhouder: alle; een bestuurder: de eigen)',
    params: OrgParamsSchema,
    query: OrgRefuelsQuerySchema,
    answers: { 200: OrgRefuelPageSchema },
  }),
  refuelsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/refuels.csv',
    tags,
    summary: 'Zakelijke tankbeurten (gefilterd) als CSV',
    params: OrgParamsSchema,
    query: OrgRefuelsQuerySchema,
    answers: { 200: 'file' },
  }),
};
