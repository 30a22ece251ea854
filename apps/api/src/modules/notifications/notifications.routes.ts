import { notificationEndpoints } from '@fuellinq/domain/notifications/notification.endpoints';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { serve } from '../../lib/serve.ts';
import { requireUser } from '../../plugins/auth.ts';
import { DAILY_SUMMARY_JOB, sendDailySummaries, summarySlot } from './daily-summary.ts';
import {
  getPreferences,
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
  updatePreferences,
} from './notifications.service.ts';
import { NOTIFICATION_MAIL_JOB, type NotificationMailPayload } from './notify.service.ts';

/** The notification list and bell, a manager's delivery per kind, and the jobs that mail them (issue 24 §6). */
export async function notificationsRoutes(app: FastifyInstance) {
  const db = app.db;
  const signedIn = { config: { auth: 'required' as const } };
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;

  // The outbox: one mail per notification (or daily summary), retried until the mail server takes it.
  app.jobs.define(NOTIFICATION_MAIL_JOB, {
    mode: 'lease',
    maxAttempts: 8,
    handler: async (payload) => {
      const mail = payload as NotificationMailPayload;
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, mail.userId), isNull(users.deletedAt)));
      if (!user) return;
      const text = `Hallo,\n\n${mail.text.replaceAll('{publicUrl}', app.config.publicUrl)}\n\nJe kiest zelf hoe je deze meldingen krijgt: ${app.config.publicUrl}/app/fleet#meldingen\n\nGroet,\nFuelLinq`;
      await app.mailer.send({ to: user.email, subject: mail.subject, text });
    },
  });
  app.jobs.define(DAILY_SUMMARY_JOB, {
    handler: async (_payload, { db: tx, job, now }) => {
      await sendDailySummaries(
        tx,
        now,
        String(job.key ?? '')
          .split(':')
          .pop() ?? '',
      );
    },
  });
  app.jobs.schedule({ kind: DAILY_SUMMARY_JOB, slotOf: summarySlot });

  serve(app, notificationEndpoints.list, signedIn, async (request) =>
    listNotifications(db, me(request), request.query.limit),
  );
  serve(app, notificationEndpoints.unreadCount, signedIn, async (request) => unreadCount(db, me(request)));
  serve(app, notificationEndpoints.read, signedIn, async (request, reply) => {
    await markRead(db, me(request), request.params.id, app.now());
    return reply.status(204).send();
  });
  serve(app, notificationEndpoints.readAll, signedIn, async (request, reply) => {
    await markAllRead(db, me(request), app.now());
    return reply.status(204).send();
  });
  serve(app, notificationEndpoints.preferences, signedIn, async (request) =>
    getPreferences(db, request.params.orgId, me(request)),
  );
  serve(app, notificationEndpoints.updatePreferences, signedIn, async (request) =>
    updatePreferences(db, request.params.orgId, me(request), request.body, app.now()),
  );
}
