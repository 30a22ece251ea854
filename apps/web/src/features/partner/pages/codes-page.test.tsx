import type { PassCheck, RewardCheck } from '@fuellinq/domain/codes/code.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeResponse, renderRoutes } from '../../../test/render.tsx';
import { page, partnerStation } from '../test/fixtures.ts';
import { PartnerCodesPage } from './codes-page.tsx';

const S1 = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const PASS_CODE = 'FLQ0123456789ABCDEFGHJKMNPQR';

const pass: PassCheck = {
  kind: 'pass',
  code: PASS_CODE,
  card: {
    label: 'Mijn tankpas',
    masked_pan: '7088 •••• •••• 1234',
    holder: 'S. d. V.',
    status: 'active',
    active: true,
  },
  balance: { sufficient: true, amount_cents: 1_000 },
  station: null,
};
const reward: RewardCheck = {
  kind: 'reward',
  code: 'WAS-ABCD-EFGH',
  reward: { key: 'wasbeurt', title: 'Gratis wasbeurt' },
  status: 'valid',
  used_at: null,
  used_station: null,
  offered: true,
  issued_at: '2026-11-20T10:00:00.000Z',
  station: null,
};

function setup(answers: Record<string, FakeResponse | ((body: unknown) => FakeResponse)>) {
  const api = fakeApi({
    'GET /api/partner/stations': page([partnerStation({ id: S1, title: 'Tinq Delft' })]),
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/', Component: PartnerCodesPage }], '/');
  return api;
}

async function typeAndCheck(code: string) {
  const field = screen.getByLabelText('Code');
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Controleren' }));
}

/** The Barcode Detection API, as a browser that has it offers it. */
function barcodeDetector(value: unknown) {
  Object.defineProperty(globalThis, 'BarcodeDetector', { configurable: true, value });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'BarcodeDetector');
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('Code controleren, with a typed code', () => {
  it('shows a pass in large type: active, whose, and whether the balance covers a refuel; no camera button here', async () => {
    const api = setup({ 'POST /api/partner/codes/check': { status: 200, body: pass } });
    expect(screen.getByRole('heading', { name: 'Code controleren', level: 1 })).toBeInTheDocument();
    // jsdom has no BarcodeDetector: the code is typed.
    expect(screen.queryByRole('button', { name: 'Scan met camera' })).toBeNull();
    expect(screen.getByText('Nog geen code gecontroleerd.')).toBeInTheDocument();
    await typeAndCheck(` ${PASS_CODE.toLowerCase()} `);
    const answer = screen.getByRole('region', { name: 'Uitkomst' });
    expect(await within(answer).findByText('Pas actief')).toBeInTheDocument();
    expect(within(answer).getByText('S. d. V.')).toBeInTheDocument();
    expect(within(answer).getByText('7088 •••• •••• 1234')).toBeInTheDocument();
    expect(within(answer).getByText('Genoeg voor € 10,00')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ code: PASS_CODE.toLowerCase() });
  });

  it('says a paused card cannot pay and the balance does not cover it', async () => {
    setup({
      'POST /api/partner/codes/check': {
        status: 200,
        body: {
          ...pass,
          card: { ...pass.card, status: 'paused', active: false },
          balance: { sufficient: false, amount_cents: 1_000 },
        },
      },
    });
    await typeAndCheck(PASS_CODE);
    expect(await screen.findByText('Pas niet actief')).toBeInTheDocument();
    expect(screen.getByText('gepauzeerd')).toBeInTheDocument();
    expect(screen.getByText('Niet genoeg voor € 10,00')).toBeInTheDocument();
  });

  it('asks for a code before checking, and says an unknown one is unknown', async () => {
    const api = setup({
      'POST /api/partner/codes/check': {
        status: 404,
        body: {
          error: 'unknown_code',
          message: 'Deze code kennen we niet. Controleer de code en probeer het opnieuw.',
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Controleren' }));
    expect(screen.getByText('Vul een code in.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await typeAndCheck('WAS-2222-3333');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze code kennen we niet.');
  });

  it('redeems a reward code at a chosen station with the keyboard; a second try says it was used', async () => {
    let used = false;
    const api = setup({
      'POST /api/partner/codes/check': () => ({
        status: 200,
        body: used
          ? { ...reward, status: 'used', used_at: '2026-11-26T14:05:00.000Z', used_station: 'Tinq Delft' }
          : reward,
      }),
      'POST /api/partner/codes/redeem': () => {
        used = true;
        return {
          status: 200,
          body: {
            kind: 'reward',
            code: reward.code,
            reward: reward.reward,
            redeemed_at: '2026-11-26T14:05:00.000Z',
            station: { id: S1, title: 'Tinq Delft' },
          },
        };
      },
    });
    // Enter in the field checks, as the button does.
    await userEvent.type(screen.getByLabelText('Code'), 'was-abcd-efgh{Enter}');
    expect(await screen.findByText('Gratis wasbeurt')).toBeInTheDocument();
    expect(screen.getByText('Geldig, nog niet gebruikt')).toBeInTheDocument();
    // Without a station: asked to choose one first.
    await userEvent.click(screen.getByRole('button', { name: 'Inwisselen' }));
    expect(screen.getByText('Kies eerst een station.')).toBeInTheDocument();
    const station = await screen.findByRole('radio', { name: 'Tinq Delft' });
    station.focus();
    await userEvent.keyboard(' ');
    expect(station).toBeChecked();
    screen.getByRole('button', { name: 'Inwisselen' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Ingewisseld')).toBeInTheDocument();
    expect(screen.getByText('Gratis wasbeurt bij Tinq Delft, 26-11-2026 15:05.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/partner/codes/redeem')?.body).toEqual({
      code: 'WAS-ABCD-EFGH',
      station_id: S1,
    });

    await typeAndCheck('WAS-ABCD-EFGH');
    expect(
      await screen.findByText('Deze code is al gebruikt op 26-11-2026 15:05 bij Tinq Delft.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inwisselen' })).toBeNull();
  });

  it("shows the server's code_used when another counter was just first", async () => {
    setup({
      'POST /api/partner/codes/check': {
        status: 200,
        body: { ...reward, station: { id: S1, title: 'Tinq Delft' } },
      },
      'POST /api/partner/codes/redeem': {
        status: 409,
        body: { error: 'code_used', message: 'Deze code is al gebruikt op 26-11-2026 15:04 bij Tinq Delft.' },
      },
    });
    await typeAndCheck('WAS-ABCD-EFGH');
    await userEvent.click(await screen.findByRole('button', { name: 'Inwisselen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deze code is al gebruikt op 26-11-2026 15:04',
    );
  });

  it('tells a partner that does not offer the reward, without a way to redeem it', async () => {
    setup({ 'POST /api/partner/codes/check': { status: 200, body: { ...reward, offered: false } } });
    await typeAndCheck('WAS-ABCD-EFGH');
    expect(await screen.findByText('Geldig, maar niet hier')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Deze beloning bied je bij je stations niet aan');
    expect(screen.queryByRole('button', { name: 'Inwisselen' })).toBeNull();
  });
});

describe('Code controleren, with the camera', () => {
  it('offers the camera where the browser reads barcodes, and checks the code it reads', async () => {
    const stop = vi.fn();
    // The test browser's MediaStream has no tracks of its own: the camera's one is added.
    const stream = Object.assign(new MediaStream(), { getTracks: () => [{ stop }] });
    const getUserMedia = vi.fn(() => Promise.resolve(stream));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const formats: string[][] = [];
    barcodeDetector(
      class {
        constructor(options: { formats: string[] }) {
          formats.push(options.formats);
        }
        detect() {
          return Promise.resolve([{ rawValue: PASS_CODE }]);
        }
      },
    );
    const api = setup({ 'POST /api/partner/codes/check': { status: 200, body: pass } });
    await userEvent.click(screen.getByRole('button', { name: 'Scan met camera' }));
    expect(await screen.findByText('Pas actief')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(formats).toEqual([['qr_code']]);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ code: PASS_CODE });
    expect(screen.getByLabelText('Code')).toHaveValue(PASS_CODE);
    // The camera is off once the code is read.
    expect(screen.queryByLabelText('Camerabeeld')).toBeNull();
    expect(stop).toHaveBeenCalled();
  });

  it('says so when the camera is refused; typing still works', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('Geweigerd', 'NotAllowedError')) },
    });
    barcodeDetector(
      class {
        detect() {
          return Promise.resolve([]);
        }
      },
    );
    setup({});
    await userEvent.click(screen.getByRole('button', { name: 'Scan met camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('De camera kon niet starten. Typ de code in.');
    await userEvent.click(screen.getByRole('button', { name: 'Camera sluiten' }));
    expect(screen.getByRole('button', { name: 'Scan met camera' })).toBeInTheDocument();
  });
});
