import { defineEndpoint } from '../api/endpoint.ts';
import { SelectCardBodySchema } from '../cards/card.contract.ts';
import { IdParamsSchema } from '../common/common.contract.ts';
import {
  PassTokenParamsSchema,
  PassViewResponseSchema,
  WalletLinkReadSchema,
  WalletLinkResponseSchema,
  WalletPassBodySchema,
  WalletPassResponseSchema,
  WalletStatusResponseSchema,
} from './wallet.contract.ts';

export const walletEndpoints = {
  apple: defineEndpoint({
    method: 'POST',
    path: '/api/wallet/apple/:id',
    tags: ['wallet'],
    summary: 'Link naar de ondertekende Apple Wallet-pas (.pkpass) van een pas',
    params: IdParamsSchema,
    answers: { 200: WalletLinkResponseSchema },
    reads: WalletLinkReadSchema,
  }),
  google: defineEndpoint({
    method: 'POST',
    path: '/api/wallet/google/:id',
    tags: ['wallet'],
    summary: '"Opslaan in Google Wallet"-link van een pas',
    params: IdParamsSchema,
    answers: { 200: WalletLinkResponseSchema },
    reads: WalletLinkReadSchema,
  }),
  pass: defineEndpoint({
    method: 'POST',
    path: '/api/wallet/pass',
    tags: ['wallet'],
    summary: 'Wallet-pas: de universele paspagina, plus Apple en Google waar geconfigureerd',
    body: WalletPassBodySchema,
    answers: { 200: WalletPassResponseSchema },
    reads: WalletLinkReadSchema,
  }),
  revokeLinks: defineEndpoint({
    method: 'POST',
    path: '/api/wallet/pass/revoke',
    tags: ['wallet'],
    summary: 'Trekt alle paspagina- en downloadlinks van een pas in en geeft een nieuwe paspagina-link',
    body: SelectCardBodySchema,
    answers: { 200: WalletLinkResponseSchema },
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/status',
    tags: ['wallet'],
    summary: 'Is de pas van de actieve kaart uitgegeven?',
    answers: { 200: WalletStatusResponseSchema },
  }),
  appleDownload: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/apple/download/:token',
    tags: ['wallet'],
    summary: 'De .pkpass achter een ondertekende, kortlevende link',
    params: PassTokenParamsSchema,
    answers: { 200: 'file' },
  }),
  passView: defineEndpoint({
    method: 'GET',
    path: '/api/pass/:token',
    tags: ['wallet'],
    summary: 'De universele pas: wat de paspagina toont',
    params: PassTokenParamsSchema,
    answers: { 200: PassViewResponseSchema },
  }),
  logo: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/logo.png',
    tags: [],
    summary: 'Het logo van de wallet-pas (PNG), voor Google Wallet',
    hidden: true,
    answers: { 200: 'file' },
  }),
};
