import { screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { PassPage } from './pass-page.tsx';

const token = 'A'.repeat(44);
const view = {
  label: 'Bestelbus 1',
  masked_pan: '7088 •••• •••• 6700',
  last4: '6700',
  status: 'paused',
  barcode: 'FLQYD0EKH8WDAQP6H346BCFK1TJA8',
  points: 120,
};

/** Reads the QR code the page drew, module by module, the way a scanner would. */
function decodeQr(svg: SVGElement): string | null {
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const dark = new Set<string>();
  for (const match of svg
    .querySelector('path')!
    .getAttribute('d')!
    .matchAll(/M(\d+) (\d+)/g)) {
    dark.add(`${match[1]},${match[2]}`);
  }
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const value = dark.has(`${Math.floor(x / scale)},${Math.floor(y / scale)}`) ? 0 : 255;
      pixels.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

describe('the universal pass page', () => {
  it('shows the card, its masked number, the points and a QR code that scans to the card token', async () => {
    vi.stubGlobal('fetch', fakeApi({ [`GET /api/pass/${token}`]: { status: 200, body: view } }).fetch);
    renderRoutes([{ path: '/pass/:token', Component: PassPage }], `/pass/${token}`);
    const qr = await screen.findByRole('img', { name: 'QR-code van je pas Bestelbus 1' });
    expect(decodeQr(qr as unknown as SVGElement)).toBe('FLQYD0EKH8WDAQP6H346BCFK1TJA8');
    // For a counter that cannot scan: the same code, in groups to type.
    expect(screen.getByText('FLQY D0EK H8WD AQP6 H346 BCFK 1TJA 8')).toBeInTheDocument();
    expect(
      screen.getByRole('figure', { name: 'Bestelbus 1, kaartnummer eindigt op 6700' }),
    ).toHaveTextContent('120 punten');
    expect(screen.getAllByText('7088 •••• •••• 6700')).toHaveLength(2);
    expect(screen.getByText('gepauzeerd')).toBeInTheDocument();
    expect(document.title).toBe('Je tankpas – FuelLinq');
  });

  it('says when the pass does not exist (any more)', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ [`GET /api/pass/${token}`]: { status: 404, body: { error: 'not_found', message: 'x' } } })
        .fetch,
    );
    renderRoutes([{ path: '/pass/:token', Component: PassPage }], `/pass/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze pas bestaat niet (meer).');
  });

  it('says when the link expired or was revoked, in the server’s words, without a retry', async () => {
    const message = 'Deze link is ingetrokken. Open je pas opnieuw vanuit de app.';
    vi.stubGlobal(
      'fetch',
      fakeApi({ [`GET /api/pass/${token}`]: { status: 410, body: { error: 'link_revoked', message } } })
        .fetch,
    );
    renderRoutes([{ path: '/pass/:token', Component: PassPage }], `/pass/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });

  it('says when fetching it failed, with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ [`GET /api/pass/${token}`]: { status: 500, body: { error: 'server_error', message: 'x' } } })
        .fetch,
    );
    renderRoutes([{ path: '/pass/:token', Component: PassPage }], `/pass/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wallet-pass ophalen mislukt (demo).');
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
