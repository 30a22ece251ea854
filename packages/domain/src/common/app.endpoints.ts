import { defineEndpoint } from '../api/endpoint.ts';
import { AppConfigSchema, HealthSchema, LiveSchema, ReadySchema } from './app-config.contract.ts';
import { CompanyDetailsSchema } from './company.ts';

/** The server itself: health for monitoring and load balancers, and the web app's run-time settings. */
export const appEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    tags: ['system'],
    summary: 'Status van de server en de database',
    answers: { 200: HealthSchema, 503: HealthSchema },
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    tags: ['system'],
    summary: 'Klaar voor verkeer (voor een load balancer)',
    answers: { 200: ReadySchema, 503: ReadySchema },
  }),
  live: defineEndpoint({
    method: 'GET',
    path: '/api/live',
    tags: ['system'],
    summary: 'Het proces leeft',
    answers: { 200: LiveSchema },
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/api/config',
    tags: ['system'],
    summary: 'Publieke instellingen voor de web-app',
    answers: { 200: AppConfigSchema },
  }),
  company: defineEndpoint({
    method: 'GET',
    path: '/api/company',
    tags: ['system'],
    summary: 'De bedrijfsgegevens van FuelLinq (contact, voorwaarden, privacy, facturen)',
    answers: { 200: CompanyDetailsSchema },
  }),
};
