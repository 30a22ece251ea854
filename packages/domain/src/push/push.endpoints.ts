import { defineEndpoint } from '../api/endpoint.ts';
import {
  PushPublicKeySchema,
  PushSubscriptionBodySchema,
  PushSubscriptionSchema,
  PushUnsubscribeBodySchema,
} from './push.contract.ts';

const tags = ['push'];

/** Web Push on this device: the server's key, and subscribing or unsubscribing the browser (issue 28 §4). */
export const pushEndpoints = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/api/push/public-key',
    tags,
    summary: 'De VAPID-sleutel waarmee een browser zich aanmeldt voor pushmeldingen',
    answers: { 200: PushPublicKeySchema },
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    tags,
    summary: 'Pushmeldingen op dit apparaat aanzetten (de PushSubscription van de browser)',
    body: PushSubscriptionBodySchema,
    answers: { 201: PushSubscriptionSchema },
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    tags,
    summary: 'Pushmeldingen op dit apparaat uitzetten',
    body: PushUnsubscribeBodySchema,
    answers: { 204: 'empty' },
  }),
};
