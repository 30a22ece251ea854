import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, injectAs, signInWithRole, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInWithRole>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInWithRole(t, 'admin');
});
afterAll(() => t.close());

const publish = (payload: unknown) =>
  injectAs(t.app, admin.token, { method: 'PUT', url: '/api/admin/theme', payload: payload as object });

describe('the published theme', () => {
  it('is FuelLinq’s own until an admin publishes one; then every visitor gets it', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/theme' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ theme: null, published_at: null });

    const published = await publish({
      primary: 'C2410C',
      bg: '#FFF',
      text: '',
      font_family: 'Inter, "Segoe UI", sans-serif',
      radii: '6px',
      shadow: '0 4px 12px rgb(0 0 0 / 0.1)',
      sidebarWidth: '18rem',
      logo_url: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(published.statusCode).toBe(200);
    const theme = {
      primary: '#c2410c',
      bg: '#ffffff',
      font_family: 'Inter, "Segoe UI", sans-serif',
      radii: '6px',
      shadow: '0 4px 12px rgb(0 0 0 / 0.1)',
      sidebarWidth: '18rem',
      logo_url: 'data:image/png;base64,iVBORw0KGgo=',
    };
    expect(published.json()).toEqual({ theme, published_at: expect.any(String) });

    const visitor = await t.app.inject({ method: 'GET', url: '/api/theme' });
    expect(visitor.json().theme).toEqual(theme);
    expect(visitor.headers['cache-control']).toBe('no-cache');

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'theme.publish'));
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      entity: 'brand_theme',
      details: { theme: { ...theme, logo_url: 'data:(upload)' }, contrast_warnings: [] },
    });
  });

  it('refuses bad input with a 400 and a Dutch message per field', async () => {
    const response = await publish({
      primary: 'rood',
      radii: '9cm',
      sidebarWidth: '2000px',
      font_family: 'x;}body{display:none',
      shadow: '0 0 1px url(https://evil.example/track)',
      logo_url: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; issues: { path: string; message: string }[] }>();
    expect(body.error).toBe('validation_error');
    const byField = Object.fromEntries(body.issues.map((issue) => [issue.path, issue.message]));
    expect(byField).toEqual({
      primary: 'Gebruik een kleurcode als #0a7451.',
      radii: 'Gebruik een maat als 0.75rem of 12px.',
      sidebarWidth: 'Kies een zijbalkbreedte van 160 tot 480px (10 tot 30rem).',
      font_family: 'Gebruik alleen lettertypenamen, gescheiden door komma’s.',
      shadow: 'Gebruik een schaduw als 0 4px 12px rgb(0 0 0 / 0.1), of none.',
      logo_url: expect.stringMatching(/^Gebruik een https-adres/),
    });
    const unknown = await publish({ kleur: '#fff' });
    expect(unknown.statusCode).toBe(400);
    const notJson = await injectAs(t.app, admin.token, {
      method: 'PUT',
      url: '/api/admin/theme',
      payload: 'primary=#fff',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    // Nothing of it was published.
    const visitor = await t.app.inject({ method: 'GET', url: '/api/theme' });
    expect(visitor.json().theme.primary).toBe('#c2410c');
  });

  it('records contrast warnings with the publication and can be withdrawn', async () => {
    const low = await publish({ buttonBg: '#ffff00', buttonText: '#ffffff' });
    expect(low.statusCode).toBe(200);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'theme.publish'));
    expect(audits.at(-1)?.details).toMatchObject({ contrast_warnings: ['Knoptekst op de knop'] });

    const withdrawn = await injectAs(t.app, admin.token, { method: 'DELETE', url: '/api/admin/theme' });
    expect(withdrawn.json()).toEqual({ theme: null, published_at: expect.any(String) });
    const visitor = await t.app.inject({ method: 'GET', url: '/api/theme' });
    expect(visitor.json().theme).toBeNull();
  });
});
