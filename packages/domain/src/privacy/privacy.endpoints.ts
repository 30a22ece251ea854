import { defineEndpoint } from '../api/endpoint.ts';
import {
  AccountExportSchema,
  DeleteAccountBodySchema,
  ErasurePreviewSchema,
  ErasureResultSchema,
} from './privacy.contract.ts';

export const privacyEndpoints = {
  erasurePreview: defineEndpoint({
    method: 'GET',
    path: '/api/me/erasure',
    tags: ['privacy'],
    summary: 'Wat verwijderen nu met je saldo, abonnement en facturen doet (voordat je bevestigt)',
    answers: { 200: ErasurePreviewSchema },
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/me/export',
    tags: ['privacy'],
    summary: 'Al mijn gegevens als één JSON-bestand (AVG: inzage en overdraagbaarheid)',
    answers: { 200: AccountExportSchema },
  }),
  erase: defineEndpoint({
    method: 'DELETE',
    path: '/api/me',
    tags: ['privacy'],
    summary:
      'Mijn account verwijderen (AVG: recht op vergetelheid); bevestigd met het wachtwoord. Stopt elke geldstroom en stort het saldo terug; 409 zolang er getankt wordt',
    body: DeleteAccountBodySchema,
    answers: { 200: ErasureResultSchema },
  }),
};
