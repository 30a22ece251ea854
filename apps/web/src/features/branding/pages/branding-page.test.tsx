import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { BrandingPage } from './branding-page.tsx';

const nothingPublished = { status: 200, body: { theme: null, published_at: null } };
const root = () => document.documentElement.style;

function renderEditor(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/theme': nothingPublished, ...answers });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/app/admin/branding', Component: BrandingPage }], '/app/admin/branding');
  return api;
}

afterEach(() => document.documentElement.removeAttribute('style'));

const stored = () => JSON.parse(window.localStorage.getItem('brand') ?? '{}') as Record<string, string>;

// Typing into a form of twenty fields: generous on a busy machine.
describe('the branding editor', { timeout: 15_000 }, () => {
  it('puts # before a typed colour, applies it at once as a CSS variable and stores it under "brand"', async () => {
    renderEditor();
    const primary = await screen.findByLabelText('Primaire kleur');
    await userEvent.type(primary, 'c2410c');
    expect(primary).toHaveValue('#c2410c');
    expect(root().getPropertyValue('--fl-primary')).toBe('#c2410c');
    expect(stored()).toEqual({ primary: '#c2410c' });
  });

  it('does not apply or store a half-typed colour or a size it cannot use', async () => {
    renderEditor();
    const primary = await screen.findByLabelText('Primaire kleur');
    await userEvent.type(primary, '12');
    expect(primary).toHaveValue('#12');
    expect(await screen.findByText('Gebruik een kleurcode als #0a7451.')).toBeInTheDocument();
    expect(stored().primary).toBeUndefined();

    await userEvent.type(screen.getByLabelText('Breedte zijbalk'), '20rem');
    expect(root().getPropertyValue('--fl-sidebar-width')).toBe('20rem');
    await userEvent.type(screen.getByLabelText('Afronding (radii)'), '2cm');
    expect(await screen.findByText('Gebruik een maat als 0.75rem of 12px.')).toBeInTheDocument();
    expect(stored()).toEqual({ sidebarWidth: '20rem' });
  });

  it('takes the colour picker’s choice too', async () => {
    renderEditor();
    const picker = await screen.findByLabelText('Knop: achtergrond: kleur kiezen');
    fireEvent.input(picker, { target: { value: '#123456' } });
    await waitFor(() => expect(screen.getByLabelText('Knop: achtergrond')).toHaveValue('#123456'));
    expect(root().getPropertyValue('--fl-button-bg')).toBe('#123456');
  });

  it('warns for a colour pair below WCAG AA and stops warning when it is fixed', async () => {
    renderEditor();
    expect(await screen.findByText(/Alle tekstkleuren halen het WCAG AA-contrast/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Knop: achtergrond'), 'ffff00');
    const warning = await screen.findByText(/Te weinig contrast/);
    expect(warning.parentElement).toHaveTextContent('Knoptekst op de knop: 1,07:1');
    await userEvent.type(screen.getByLabelText('Knop: tekst'), '000000');
    expect(await screen.findByText(/Alle tekstkleuren halen/)).toBeInTheDocument();
  });

  it('takes images only as a logo (spec §5) and stores an image under "brand_logo"', async () => {
    renderEditor();
    const upload = await screen.findByLabelText('Logo uploaden');
    await userEvent.upload(upload, new File(['%PDF-1.4'], 'factuur.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Kies een afbeeldingsbestand.');
    expect(window.localStorage.getItem('brand_logo')).toBeNull();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(upload, png);
    await waitFor(() =>
      expect(window.localStorage.getItem('brand_logo')).toBe('data:image/png;base64,iVBORw=='),
    );
    expect(screen.queryByText('Kies een afbeeldingsbestand.')).toBeNull();
    expect(screen.getByRole('img', { name: 'Huidig logo' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw==',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Logo verwijderen' }));
    expect(window.localStorage.getItem('brand_logo')).toBeNull();
  });

  it('publishes the theme with the uploaded logo as the default for every visitor', async () => {
    window.localStorage.setItem('brand', JSON.stringify({ primary: '#c2410c' }));
    window.localStorage.setItem('brand_logo', 'data:image/png;base64,iVBORw==');
    const api = renderEditor({
      'PUT /api/admin/theme': (body) => ({
        status: 200,
        body: { theme: body, published_at: '2026-11-24T01:00:00.000Z' },
      }),
    });
    expect(await screen.findByText(/Nog geen thema gepubliceerd/)).toBeInTheDocument();
    expect(screen.getByLabelText('Primaire kleur')).toHaveValue('#c2410c');
    const form = screen.getByRole('form', { name: 'Thema bewerken' });
    await userEvent.click(within(form).getByRole('button', { name: 'Publiceren als standaard' }));
    expect(
      await screen.findByText('Gepubliceerd: elke bezoeker begint voortaan met dit thema.'),
    ).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ primary: '#c2410c', logo_url: 'data:image/png;base64,iVBORw==' });
    expect(screen.getByText(/Gepubliceerd thema sinds/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicatie intrekken' })).toBeInTheDocument();
  });

  it('shows the server’s Dutch field message when publishing is refused', async () => {
    renderEditor({
      'PUT /api/admin/theme': {
        status: 400,
        body: {
          error: 'validation_error',
          message: 'Controleer de invoer en probeer het opnieuw.',
          issues: [
            { path: 'font_family', message: 'Gebruik alleen lettertypenamen, gescheiden door komma’s.' },
          ],
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publiceren als standaard' }));
    expect(
      await screen.findByText('Gebruik alleen lettertypenamen, gescheiden door komma’s.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Lettertype')).toHaveAttribute('aria-invalid', 'true');
  });
});
