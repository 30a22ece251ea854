import { defineEndpoint } from '../api/endpoint.ts';
import { BillingAddressBodySchema, BillingAddressResponseSchema } from './billing-address.contract.ts';
import {
  BillingCheckoutBodySchema,
  BillingUrlResponseSchema,
  SubscriptionSchema,
} from './subscription.contract.ts';

export const billingEndpoints = {
  subscription: defineEndpoint({
    method: 'GET',
    path: '/api/billing/subscription',
    tags: ['billing'],
    summary: 'Mijn abonnement: status, proefmaand, volgende afschrijving, historie',
    answers: { 200: SubscriptionSchema },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/billing/subscription/cancel',
    tags: ['billing'],
    summary: 'Abonnement opzeggen per het einde van de betaalde periode',
    answers: { 200: SubscriptionSchema },
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: '/api/billing/subscription/resume',
    tags: ['billing'],
    summary: 'Opzegging intrekken (voor het einde van de periode)',
    answers: { 200: SubscriptionSchema },
  }),
  checkout: defineEndpoint({
    method: 'POST',
    path: '/api/billing/checkout',
    tags: ['billing'],
    summary:
      "Betaalmethode instellen of wijzigen: de eerste betaling die de machtiging geeft ('Checkout mislukt' bij een fout)",
    body: BillingCheckoutBodySchema,
    answers: { 200: BillingUrlResponseSchema },
  }),
  portal: defineEndpoint({
    method: 'POST',
    path: '/api/billing/portal',
    tags: ['billing'],
    summary: 'Het abonnementsportaal: onze eigen pagina /app/subscription',
    answers: { 200: BillingUrlResponseSchema },
  }),
  address: defineEndpoint({
    method: 'GET',
    path: '/api/billing/address',
    tags: ['billing'],
    summary: 'Mijn factuuradres (null zolang ik er geen heb opgegeven)',
    answers: { 200: BillingAddressResponseSchema },
  }),
  saveAddress: defineEndpoint({
    method: 'PUT',
    path: '/api/billing/address',
    tags: ['billing'],
    summary: 'Mijn factuuradres opgeven of wijzigen: het staat op de volgende factuur',
    body: BillingAddressBodySchema,
    answers: { 200: BillingAddressResponseSchema },
  }),
};
