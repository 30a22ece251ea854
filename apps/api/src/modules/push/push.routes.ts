import { pushEndpoints } from '@fuellinq/domain/push/push.endpoints';
import { pushMessages } from '@fuellinq/domain/push/push.contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { subscribeDevice, unsubscribeDevice } from './push-subscriptions.service.ts';
import { configurePush } from './push.service.ts';

/** Web Push: the VAPID key, a device's subscription, and the sender price alerts use (issue 28 §4). */
export async function pushRoutes(app: FastifyInstance) {
  const db = app.db;
  const { vapid } = app.config;
  const signedIn = { config: { auth: 'required' as const } };
  const production = app.config.NODE_ENV === 'production';

  if (vapid) {
    const undo = configurePush({ vapid, log: app.log.child({ module: 'push' }), now: app.now });
    app.addHook('onClose', async () => undo());
  }
  const requirePush = () => {
    if (!vapid) throw new AppError('unavailable', { message: pushMessages.off });
    return vapid;
  };

  serve(app, pushEndpoints.publicKey, {}, async () => ({ public_key: requirePush().publicKey }));
  serve(app, pushEndpoints.subscribe, signedIn, async (request, reply) => {
    requirePush();
    const subscription = await subscribeDevice(db, requireUser(request).id, request.body, {
      production,
      now: app.now(),
    });
    return reply.status(201).send(subscription);
  });
  serve(app, pushEndpoints.unsubscribe, signedIn, async (request, reply) => {
    await unsubscribeDevice(db, requireUser(request).id, request.body.endpoint);
    return reply.status(204).send();
  });
}
