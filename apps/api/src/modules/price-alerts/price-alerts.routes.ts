import { createHash } from 'node:crypto';
import { priceAlertEndpoints } from '@fuellinq/domain/notifications/price-alert.contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendPush } from '../push/push.service.ts';
import { stationPricesChanged } from '../stations/stations.service.ts';
import { type EvaluatedChange, userEmail } from './price-alerts.repository.ts';
import {
  createPriceAlert,
  deletePriceAlert,
  EVALUATE_JOB,
  evaluateChanges,
  evaluationPayload,
  listPriceAlerts,
  MAIL_JOB,
  type MailJobPayload,
  PUSH_JOB,
  pushFallback,
  type PushJobPayload,
  unsubscribe,
  updatePriceAlert,
} from './price-alerts.service.ts';

/** The unsubscribe link's answer: a small page of its own (no app, no session). */
function unsubscribePage(done: boolean, appUrl: string) {
  const [title, text] = done
    ? [
        'Prijsalarm gepauzeerd',
        'Je krijgt over dit prijsalarm geen berichten meer. Je kunt het in de app weer aanzetten of verwijderen.',
      ]
    : [
        'Link niet gevonden',
        'Deze afmeldlink hoort bij geen prijsalarm (meer). Misschien is het al verwijderd.',
      ];
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} – FuelLinq</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<main><h1>${title}</h1><p>${text}</p><p><a href="${appUrl}/app/prijsalarmen">Naar mijn prijsalarmen</a></p></main>
</body></html>`;
}

/** Price alerts (issue 28 §4): the driver's list, the evaluation of each price change, and its delivery. */
export async function priceAlertsRoutes(app: FastifyInstance) {
  const db = app.db;
  const signedIn = { config: { auth: 'required' as const } };
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;

  // Every price change enqueues its evaluation in its own transaction: the job exists exactly when the change
  // commits, on whichever instance took it. Keyed by the changes, so emitting the same change twice is one job.
  app.events.on(stationPricesChanged, async ({ db: tx, changes }) => {
    if (changes.length === 0) return;
    const key = createHash('sha256')
      .update(
        JSON.stringify(
          changes.map((change) => [
            change.stationId,
            change.fuelType,
            change.priceTenths,
            change.previousTenths,
            change.observedAt.toISOString(),
          ]),
        ),
      )
      .digest('base64url');
    await app.jobs.enqueue(EVALUATE_JOB, evaluationPayload(changes), {
      db: tx,
      key: `${EVALUATE_JOB}:${key}`,
    });
  });
  app.jobs.define(EVALUATE_JOB, {
    maxAttempts: 8,
    handler: async (payload, { db: tx, now }) => {
      await evaluateChanges(tx, payload.changes as EvaluatedChange[], now);
    },
  });
  app.jobs.define(PUSH_JOB, {
    mode: 'lease',
    maxAttempts: 3,
    handler: async (payload) => {
      const push = payload as PushJobPayload;
      const result = await sendPush(db, push.userId, {
        title: push.title,
        body: push.body,
        url: push.url,
        tag: push.tag,
      });
      if (result !== 'sent' && push.fallbackToApp) await pushFallback(db, push);
    },
  });
  app.jobs.define(MAIL_JOB, {
    mode: 'lease',
    maxAttempts: 8,
    handler: async (payload) => {
      const mail = payload as MailJobPayload;
      const to = await userEmail(db, mail.userId);
      if (!to) return;
      const publicUrl = app.config.publicUrl;
      const unsubscribeUrl = `${publicUrl}/api/price-alerts/unsubscribe/${mail.unsubscribeToken}`;
      await app.mailer.send({
        to,
        subject: mail.subject,
        text: `Hallo,\n\n${mail.text.replaceAll('{publicUrl}', publicUrl)}\n\nGeen berichten meer over dit prijsalarm? Eén klik: ${unsubscribeUrl}\n\nGroet,\nFuelLinq`,
        // The mail program's own unsubscribe button, one click without a page (RFC 2369, RFC 8058).
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },
  });

  serve(app, priceAlertEndpoints.list, signedIn, async (request) => listPriceAlerts(db, me(request)));
  serve(app, priceAlertEndpoints.create, signedIn, async (request, reply) =>
    reply.status(201).send(await createPriceAlert(db, me(request), request.body, app.now())),
  );
  serve(app, priceAlertEndpoints.update, signedIn, async (request) =>
    updatePriceAlert(db, me(request), request.params.id, request.body, app.now()),
  );
  serve(app, priceAlertEndpoints.remove, signedIn, async (request, reply) => {
    await deletePriceAlert(db, me(request), request.params.id);
    return reply.status(204).send();
  });
  // The link in every alert's e-mail: following it pauses that alert, signed in or not; the mail program's
  // one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` to the same address. Pausing is
  // undone in the app, so a link scanner that follows it costs nothing that cannot be undone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  const unsubscribeHandler = async (
    request: { params: { token: string } },
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const done = await unsubscribe(db, request.params.token, app.now());
    return reply
      .status(done ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(unsubscribePage(done, app.config.publicUrl));
  };
  serve(app, priceAlertEndpoints.unsubscribe, {}, unsubscribeHandler);
  serve(app, priceAlertEndpoints.unsubscribeOneClick, {}, unsubscribeHandler);
}
