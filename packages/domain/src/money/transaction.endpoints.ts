import { defineEndpoint } from '../api/endpoint.ts';
import { IdParamsSchema } from '../common/common.contract.ts';
import {
  HistoryPageSchema,
  HistoryQuerySchema,
  StartTransactionBodySchema,
  StartTransactionResponseSchema,
  TransactionSchema,
} from './transaction.contract.ts';

export const transactionEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: '/api/transactions/start',
    tags: ['transactions'],
    summary: 'Tanken starten: reserveert op je saldo, of eerst opwaarderen (Idempotency-Key)',
    body: StartTransactionBodySchema,
    answers: { 200: StartTransactionResponseSchema, 201: StartTransactionResponseSchema },
  }),
  /** Spec §7: the fallback when /start is not there. */
  checkoutFuel: defineEndpoint({
    method: 'POST',
    path: '/api/checkout/fuel',
    tags: ['transactions'],
    summary: 'Tanken starten (zelfde als /api/transactions/start)',
    body: StartTransactionBodySchema,
    answers: { 200: StartTransactionResponseSchema, 201: StartTransactionResponseSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/transactions',
    tags: ['transactions'],
    summary: 'Transacties: tankbeurten, opwaarderingen, passen en beloningen (nieuwste eerst)',
    query: HistoryQuerySchema,
    answers: { 200: HistoryPageSchema },
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: '/api/transactions.csv',
    tags: ['transactions'],
    summary: 'Transacties (gefilterd) als CSV',
    query: HistoryQuerySchema,
    answers: { 200: 'file' },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/transactions/:id',
    tags: ['transactions'],
    summary: 'Eén tankbeurt',
    params: IdParamsSchema,
    answers: { 200: TransactionSchema },
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/transactions/:id/confirm',
    tags: ['transactions'],
    summary: 'Betalen op de checkout: de pomp mag lopen',
    params: IdParamsSchema,
    answers: { 200: TransactionSchema },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/transactions/:id/cancel',
    tags: ['transactions'],
    summary: 'Annuleren op de checkout: de reservering komt direct terug',
    params: IdParamsSchema,
    answers: { 200: TransactionSchema },
  }),
  receipt: defineEndpoint({
    method: 'GET',
    path: '/api/transactions/:id/receipt.pdf',
    tags: ['transactions'],
    summary: 'Bon van een afgeronde tankbeurt (PDF)',
    params: IdParamsSchema,
    answers: { 200: 'file' },
  }),
};
