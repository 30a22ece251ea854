import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, Landed, renderRoutes } from '../../../test/render.tsx';
import { LoginPage, SignupPage } from '../pages/auth-page.tsx';

const user = (role = 'user') => ({
  id: 'u1',
  email: 'sanne@fuellinq.nl',
  first_name: 'Sanne',
  last_name: null,
  role,
  account_type: 'consumer',
  name: 'Sanne',
});
const authOk = (role = 'user') => ({
  status: 200,
  body: { token: 'tok-123', user: user(role), expires_at: '2030-01-01T00:00:00Z' },
});

const routes = [
  { path: '/auth', Component: LoginPage },
  { path: '/signup', Component: SignupPage },
  { path: '/app', element: <Landed name="app" /> },
  { path: '/app/vehicles', element: <Landed name="vehicles" /> },
  { path: '/partner', element: <Landed name="partner" /> },
  { path: '/admin', element: <Landed name="admin" /> },
  { path: '/onboarding/bank', element: <Landed name="onboarding-bank" /> },
];

async function fillIn(email: string, password: string) {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText('E-mailadres'), email);
  await u.type(screen.getByLabelText('Wachtwoord'), password);
  return u;
}

describe('the login form', () => {
  it('keeps submit disabled until the e-mail is valid and the password has 6 characters', async () => {
    renderRoutes(routes, '/auth');
    const submit = await screen.findByRole('button', { name: 'Inloggen' });
    expect(submit).toBeDisabled();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('E-mailadres'), 'sanne@fuellinq');
    await u.type(screen.getByLabelText('Wachtwoord'), '123456');
    expect(submit).toBeDisabled();
    await u.type(screen.getByLabelText('E-mailadres'), '.nl');
    expect(submit).toBeEnabled();
    await u.type(screen.getByLabelText('Wachtwoord'), '{Backspace}');
    expect(submit).toBeDisabled();
  });

  it('has the spec placeholder, a show/hide toggle and "onthoud mij" on by default', async () => {
    renderRoutes(routes, '/auth');
    const password = await screen.findByPlaceholderText('Wachtwoord (min. 6 tekens)');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Toon wachtwoord' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Verberg wachtwoord' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Onthoud mij')).toBeChecked();
  });

  it('says "Inloggen..." and stays disabled while the request runs, then follows next', async () => {
    let release: () => void = () => {};
    const api = fakeApi({
      'POST /api/auth/login': () => new Promise((resolve) => (release = () => resolve(authOk()))),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/auth?next=%2Fapp%2Fvehicles');
    const u = await fillIn('sanne@fuellinq.nl', 'geheim123');
    await u.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('button', { name: 'Inloggen...' })).toBeDisabled();
    release();
    expect(await screen.findByTestId('landed')).toHaveTextContent('vehicles');
    expect(api.calls[0]?.body).toEqual({ email: 'sanne@fuellinq.nl', password: 'geheim123', remember: true });
    expect(api.calls[0]?.headers).not.toHaveProperty('authorization');
    expect(window.localStorage.getItem('token')).toBe('tok-123');
    expect(window.localStorage.getItem('role')).toBe('user');
  });

  it.each([
    ['admin', 'admin'],
    ['partner', 'partner'],
    ['user', 'app'],
  ])('sends a %s without next to its role home', async (role, landed) => {
    vi.stubGlobal('fetch', fakeApi({ 'POST /api/auth/login': authOk(role) }).fetch);
    renderRoutes(routes, '/auth');
    const u = await fillIn('sanne@fuellinq.nl', 'geheim123');
    await u.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(landed);
  });

  it('keeps the token in sessionStorage when "onthoud mij" is off', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'POST /api/auth/login': authOk() }).fetch);
    renderRoutes(routes, '/auth');
    const u = await fillIn('sanne@fuellinq.nl', 'geheim123');
    await u.click(screen.getByLabelText('Onthoud mij'));
    await u.click(screen.getByRole('button', { name: 'Inloggen' }));
    await screen.findByTestId('landed');
    expect(window.sessionStorage.getItem('token')).toBe('tok-123');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it.each([
    [
      { status: 401, body: { error: 'invalid_login', message: 'x' } },
      'E-mailadres of wachtwoord klopt niet.',
    ],
    [
      { status: 400, body: { error: 'missing_credentials', message: 'x' } },
      'Vul je e-mailadres en wachtwoord in.',
    ],
    [{ status: 403, body: { error: 'forbidden', message: 'x' } }, 'Je hebt geen toegang tot deze pagina.'],
    [
      { status: 401, body: {}, offContract: 'a bare 401 from something in front of the API' },
      'Niet geautoriseerd. Controleer je inloggegevens.',
    ],
    [
      { status: 404, body: {}, offContract: 'a bare 404: no API at this address' },
      'Service niet gevonden. Neem contact op als dit blijft gebeuren.',
    ],
    [
      { status: 500, body: { error: 'server_error', message: 'x' } },
      'Tijdelijk serverprobleem. Probeer het zo opnieuw.',
    ],
    [{ status: 503, body: undefined }, 'Tijdelijk serverprobleem. Probeer het zo opnieuw.'],
    [
      {
        status: 429,
        body: { error: 'rate_limited', message: 'Te veel pogingen. Wacht even en probeer het opnieuw.' },
      },
      'Te veel pogingen. Wacht even en probeer het opnieuw.',
    ],
  ])('shows the spec text for %j', async (answer, text) => {
    vi.stubGlobal('fetch', fakeApi({ 'POST /api/auth/login': answer }).fetch);
    renderRoutes(routes, '/auth');
    const u = await fillIn('sanne@fuellinq.nl', 'geheim123');
    await u.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
  });

  it("says 'Kan geen verbinding maken met de server.' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderRoutes(routes, '/auth');
    const u = await fillIn('sanne@fuellinq.nl', 'geheim123');
    await u.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kan geen verbinding maken met de server.');
  });

  it('sends an already signed-in visitor to next or the role home', async () => {
    saveSession('tok', 'partner', true);
    renderRoutes(routes, '/auth');
    expect(await screen.findByTestId('landed')).toHaveTextContent('partner');
  });

  it('ignores a next that points off the site', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'POST /api/auth/login': authOk() }).fetch);
    renderRoutes(routes, '/auth?next=%2F%2Fevil.example%2F');
    const u = await fillIn('sanne@fuellinq.nl', 'geheim123');
    await u.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('app');
  });
});

describe('the signup form', () => {
  it('sends empty names as null, says "Aanmaken..." while busy and goes to /onboarding/bank', async () => {
    let release: () => void = () => {};
    const api = fakeApi({
      'POST /api/auth/register': () =>
        new Promise((resolve) => (release = () => resolve({ ...authOk(), status: 201 }))),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes(routes, '/signup?next=%2Fapp%2Fvehicles');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Voornaam (optioneel)'), '  Sanne ');
    await fillIn('sanne@fuellinq.nl', 'geheim123');
    await u.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByRole('button', { name: 'Aanmaken...' })).toBeDisabled();
    release();
    expect(await screen.findByTestId('landed')).toHaveTextContent('onboarding-bank');
    expect(api.calls[0]?.body).toEqual({
      email: 'sanne@fuellinq.nl',
      password: 'geheim123',
      first_name: 'Sanne',
      last_name: null,
      remember: true,
    });
  });

  it('shows the server text for a taken address', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/auth/register': {
          status: 409,
          body: { error: 'email_taken', message: 'Er bestaat al een account met dit e-mailadres.' },
        },
      }).fetch,
    );
    renderRoutes(routes, '/signup');
    const u = await fillIn('sanne@fuellinq.nl', 'geheim123');
    await u.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er bestaat al een account met dit e-mailadres.',
    );
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
  });

  it('links between login and signup, keeping next', async () => {
    renderRoutes(routes, '/auth?next=%2Fapp%2Fvehicles');
    const link = await screen.findByRole('link', { name: 'Account aanmaken' });
    expect(link).toHaveAttribute('href', '/signup?next=%2Fapp%2Fvehicles');
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/forgot');
  });
});
