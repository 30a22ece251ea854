import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/database.ts';
import { jobs, notifications } from '../../db/schema/index.ts';
import { orgWithMembers, type OrgWithMembers } from '../../test/orgs.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { DAILY_SUMMARY_JOB } from './daily-summary.ts';
import { markAlertOnce, notifyOrgManagers, notifyUser } from './notify.service.ts';

// Issue 24 §6: managers are told what matters, each as they chose per kind; a person sees only their own.

let clock = new Date('2026-11-26T05:00:00Z');
let t: TestApp;
let org: OrgWithMembers;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  org = await orgWithMembers(t);
});
afterAll(() => t.close());

function expectErrorAnswer(
  response: { statusCode: number; json: () => unknown },
  status: number,
  error: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ error, message: expect.any(String) });
}

/** The outbox's mails from `from` on, quoted-printable undone. */
const mailsFrom = async (from: number) =>
  (await t.outbox()).slice(from).map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='));

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  injectAs(t.app, token, { method, url, ...(payload ? { payload } : {}) });

describe('notifications', () => {
  it('tells every owner and manager as they chose: direct by mail now, daily in the summary, off not at all', async () => {
    const prefs = `/api/orgs/${org.orgId}/notification-preferences`;
    expect((await as(org.manager.token, 'GET', prefs)).json()).toMatchObject({
      flag: 'direct',
      budget_80: 'direct',
    });
    const put = await as(org.manager.token, 'PUT', prefs, { flag: 'daily', budget_80: 'off' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ flag: 'daily', budget_80: 'off', balance_low: 'direct' });

    const before = (await t.outbox()).length;
    await inTransaction(t.database.db, async (tx) => {
      await notifyOrgManagers(tx, org.orgId, 'flag', {
        title: 'Tankbeurt gemarkeerd',
        body: 'Benzine getankt in een dieselbus.',
        link: '/app/fleet/flags',
      });
      await notifyOrgManagers(tx, org.orgId, 'budget_80', { title: 'Budget 80 %', body: 'Jan zit op 80 %.' });
    });
    await t.app.jobs.runDue();
    const mails = await mailsFrom(before);
    // The owner gets both at once (default direct); the manager neither by mail yet.
    expect(mails).toHaveLength(2);
    expect(mails.join('\n')).toContain('Benzine getankt in een dieselbus.');
    expect(mails.join('\n')).toContain('http://fuellinq.test/app/fleet/flags');

    const ownList = (await as(org.manager.token, 'GET', '/api/notifications')).json<{ kind: string }[]>();
    expect(ownList.map((n) => n.kind)).toEqual(['flag']);
    expect((await as(org.owner.token, 'GET', '/api/notifications')).json()).toHaveLength(2);
    // Nobody else is told: not the accountant, the driver or someone outside.
    for (const person of [org.accountant, org.driver, org.outsider, org.stranger])
      expect((await as(person.token, 'GET', '/api/notifications')).json()).toEqual([]);

    // The daily summary: after 07:00 Amsterdam, once, however often the runner looks.
    clock = new Date('2026-11-26T06:30:00Z');
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const summaries = await mailsFrom(before + 2);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toContain('Benzine getankt in een dieselbus.');
    const scheduled = await t.database.db.select().from(jobs).where(eq(jobs.kind, DAILY_SUMMARY_JOB));
    expect(scheduled.map((job) => job.key)).toEqual([`${DAILY_SUMMARY_JOB}:2026-11-26`]);
    const [summarised] = await t.database.db
      .select({ at: notifications.summarisedAt })
      .from(notifications)
      .where(and(eq(notifications.userId, org.manager.userId), eq(notifications.kind, 'flag')));
    expect(summarised?.at).not.toBeNull();
  });

  it('lists only the caller own notifications, newest first, and marks them read', async () => {
    await inTransaction(t.database.db, async (tx) => {
      await notifyUser(tx, org.driver.userId, {
        kind: 'room_request_answer',
        title: 'Verzoek goedgekeurd',
        body: 'Je hebt € 50 extra.',
        orgId: org.orgId,
        mail: false,
      });
      await notifyUser(tx, org.driver.userId, {
        kind: 'room_request_answer',
        title: 'Tweede',
        body: 'Nog een.',
        orgId: org.orgId,
        mail: false,
      });
    });
    const list = (await as(org.driver.token, 'GET', '/api/notifications')).json<
      { id: string; title: string }[]
    >();
    expect(list.map((n) => n.title)).toEqual(['Tweede', 'Verzoek goedgekeurd']);
    expect((await as(org.driver.token, 'GET', '/api/notifications/unread-count')).json()).toEqual({
      count: 2,
    });

    // Someone else's notification is not there for them.
    expectErrorAnswer(
      await as(org.stranger.token, 'POST', `/api/notifications/${list[0]!.id}/read`),
      404,
      'not_found',
    );
    expect((await as(org.driver.token, 'POST', `/api/notifications/${list[0]!.id}/read`)).statusCode).toBe(
      204,
    );
    expect((await as(org.driver.token, 'GET', '/api/notifications/unread-count')).json()).toEqual({
      count: 1,
    });
    expect((await as(org.driver.token, 'POST', '/api/notifications/read-all')).statusCode).toBe(204);
    expect((await as(org.driver.token, 'GET', '/api/notifications/unread-count')).json()).toEqual({
      count: 0,
    });
  });

  it('fires an alert once per mark', async () => {
    const fired = await inTransaction(t.database.db, async (tx) => [
      await markAlertOnce(tx, org.orgId, 'budget_80:x:2026-11'),
      await markAlertOnce(tx, org.orgId, 'budget_80:x:2026-11'),
    ]);
    expect(fired).toEqual([true, false]);
  });

  it('lets only owners and managers choose, answers 404 outside, and refuses bad input in Dutch', async () => {
    const prefs = `/api/orgs/${org.orgId}/notification-preferences`;
    expect((await as(org.owner.token, 'GET', prefs)).statusCode).toBe(200);
    for (const person of [org.accountant, org.driver]) {
      expectErrorAnswer(await as(person.token, 'GET', prefs), 403, 'forbidden');
      expectErrorAnswer(await as(person.token, 'PUT', prefs, { flag: 'off' }), 403, 'forbidden');
    }
    for (const person of [org.outsider, org.stranger])
      expectErrorAnswer(await as(person.token, 'PUT', prefs, { flag: 'off' }), 404, 'not_found');
    expectErrorAnswer(
      await as(org.manager.token, 'GET', `/api/orgs/${org.outsider.orgId}/notification-preferences`),
      404,
      'not_found',
    );
    for (const body of [{ flag: 'soms' }, { iets: 'direct' }, { flag: 3 }]) {
      const bad = await as(org.manager.token, 'PUT', prefs, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await as(org.manager.token, 'POST', '/api/notifications/nope/read')).statusCode).toBe(400);
    expect((await as(org.manager.token, 'GET', '/api/notifications?limit=0')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
