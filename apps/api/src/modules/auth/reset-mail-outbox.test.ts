import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';

// A mail server that is down never fails the reset request: the request answers 202 as always, and the
// outbox job sends the mail, with a fresh link, once the server takes mail again.

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('reset mails while the mail server is down', () => {
  it('answers 202, keeps the mail in the outbox job and sends it once the server is back', async () => {
    const { user } = await registerUser(t.app);
    smtp.refusing = true;
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(202);
    expect(smtp.messages).toHaveLength(0);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'auth.reset-mail'));
    expect(job).toMatchObject({ status: 'pending', payload: { user_id: user.id } });

    // Still down: the attempt fails and waits longer.
    await t.app.jobs.runDue();
    const [failed] = await t.database.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });

    // Back: the retry (due now) delivers a reset link to the user.
    smtp.refusing = false;
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    await t.app.jobs.runDue();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain(user.email);
    expect(smtp.messages[0]).toMatch(/reset\?token=/);
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done?.status).toBe('done');
  });
});
