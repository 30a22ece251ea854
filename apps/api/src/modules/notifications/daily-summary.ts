import { amsterdamClock } from '@fuellinq/domain/orgs/refuel-check';
import { formatDateTime } from '@fuellinq/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { notifications } from '../../db/schema/index.ts';
import { enqueueNotificationMail } from './notify.service.ts';

// The daily summary (issue 24 §6): a manager who chose "dagelijks" for a kind gets those notifications in
// the app at once and by e-mail once a day, in one mail with everything since the last summary.

export const DAILY_SUMMARY_JOB = 'notifications.daily-summary';
/** The summary goes out from this hour (Europe/Amsterdam), once per day. */
export const SUMMARY_HOUR = 7;

/** The day's slot (Amsterdam date) once it is past the summary hour there; before that, nothing is due. */
export function summarySlot(now: Date): string | null {
  const clock = amsterdamClock(now);
  return clock.minutes >= SUMMARY_HOUR * 60 ? clock.date : null;
}

/**
 * Collects every daily notification not yet summarised into one mail per person, and marks them summarised:
 * in the claiming transaction of the scheduled job (keyed per day), so across instances it runs once and
 * a crash leaves everything as it was. Answers how many mails were enqueued.
 */
export async function sendDailySummaries(db: Database, now: Date, slot: string): Promise<number> {
  const due = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.delivery, 'daily'), isNull(notifications.summarisedAt)))
    .orderBy(asc(notifications.userId), asc(notifications.createdAt));
  const byUser = new Map<string, typeof due>();
  for (const row of due) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  for (const [userId, rows] of byUser) {
    const lines = rows.map(
      (row) =>
        `- ${formatDateTime(row.createdAt)} · ${row.title}\n  ${row.body}${row.link ? `\n  {publicUrl}${row.link}` : ''}`,
    );
    await enqueueNotificationMail(db, `summary:${userId}:${slot}`, {
      userId,
      subject: `Je dagelijkse overzicht van FuelLinq: ${rows.length} ${rows.length === 1 ? 'melding' : 'meldingen'}`,
      text: `Dit gebeurde er sinds je vorige overzicht:\n\n${lines.join('\n\n')}\n\nAlle meldingen: {publicUrl}/app/fleet`,
    });
  }
  if (due.length > 0) {
    await db
      .update(notifications)
      .set({ summarisedAt: now })
      .where(
        inArray(
          notifications.id,
          due.map((row) => row.id),
        ),
      );
  }
  return byUser.size;
}
