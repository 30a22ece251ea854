import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import { phoneScreen } from '../../../test/screen-size.ts';
import { user } from '../../vehicles/testing/fixtures.ts';
import { OverviewPage } from './overview-page.tsx';

/** An IntersectionObserver that reports only when the test scrolls: nothing below the first screen is near. */
function scrollableScreen() {
  const watchers: { report: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      watcher: { report: IntersectionObserverCallback; targets: Element[] };
      constructor(report: IntersectionObserverCallback) {
        this.watcher = { report, targets: [] };
        watchers.push(this.watcher);
      }
      observe(target: Element) {
        this.watcher.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.watcher.targets = [];
      }
    },
  );
  return {
    scrollDown: () =>
      act(() => {
        for (const { report, targets } of watchers) {
          report(
            targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

describe('/app (Overzicht) on a phone', () => {
  it('draws the blocks below the tiles, and asks for their data, once the driver scrolls towards them', async () => {
    phoneScreen();
    const screenOfPhone = scrollableScreen();
    saveSession('tok', 'user', true);
    const api = fakeApi({ 'GET /me': { status: 200, body: user() } });
    vi.stubGlobal('fetch', api.fetch);
    renderRoutes([{ path: '/app', Component: OverviewPage }], '/app');

    expect(await screen.findByRole('list', { name: 'Kerncijfers' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText('Welkom terug, Sanne.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recente tankbeurten' })).toBeNull();
    expect(api.calls.map((call) => call.path)).not.toContain('/api/transactions');

    screenOfPhone.scrollDown();
    expect(await screen.findByRole('region', { name: 'Recente tankbeurten' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stations vergelijken' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/transactions'));
  });
});
