import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { GlobalCrashBoundary, RouteErrorScreen } from './crash-screen.tsx';

function Broken(): never {
  throw new Error('Kapot onderdeel');
}

describe('the crash screen', () => {
  it("replaces a route that throws with 'Er ging iets mis', the error text and a link home", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/', Component: Broken, ErrorBoundary: RouteErrorScreen }], '/');
    expect(await screen.findByRole('heading', { name: 'Er ging iets mis' })).toBeInTheDocument();
    expect(screen.getByText('Kapot onderdeel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/');
  });

  it('replaces the page on an uncaught error outside React', () => {
    render(
      <GlobalCrashBoundary>
        <p>Pagina</p>
      </GlobalCrashBoundary>,
    );
    expect(screen.getByText('Pagina')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new ErrorEvent('error', { error: new Error('Timer faalde'), message: 'Timer faalde' }),
      );
    });
    expect(screen.getByRole('heading', { name: 'Er ging iets mis' })).toBeInTheDocument();
    expect(screen.getByText('Timer faalde')).toBeInTheDocument();
    expect(screen.queryByText('Pagina')).toBeNull();
  });
});
