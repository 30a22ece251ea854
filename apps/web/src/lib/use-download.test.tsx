import { co2Endpoints } from '@fuellinq/domain/co2/co2.endpoints';
import { invoiceEndpoints } from '@fuellinq/domain/billing/invoice.endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/render.tsx';
import { type DownloadOptions, type FileRequest, useDownload } from './use-download.ts';

const report: FileRequest = {
  endpoint: co2Endpoints.reportCsv,
  query: { from: '2026-10-01', to: '2026-10-31' },
  filename: 'co2-rapport.csv',
};

function renderDownload(options?: DownloadOptions) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDownload(options), { wrapper });
}

/** A file answer that arrives when the test says so. */
function fileAnswer(headers: Record<string, string>) {
  const asked: string[] = [];
  let answer: () => void = () => {};
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return new Promise<Response>((resolve) => {
      answer = () => resolve(new Response('datum;km\r\n', { status: 200, headers }));
    });
  });
  return { asked, answer: () => answer() };
}

describe('useDownload', () => {
  const saved: { name: string; href: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:bestand');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });

  it('is busy with the file while it comes, then saves it under the name the server gives', async () => {
    const server = fileAnswer({
      'content-type': 'text/csv',
      'content-disposition': 'attachment; filename="co2-rapport-2026-10.csv"',
    });
    const { result } = renderDownload();
    expect(result.current.busy).toBe(false);
    act(() => result.current.download(report));
    await waitFor(() => expect(result.current.busy).toBe(true));
    expect(result.current.pending?.endpoint).toBe(co2Endpoints.reportCsv);
    expect(server.asked[0]).toContain('/api/co2/report.csv?from=2026-10-01&to=2026-10-31');
    expect(saved).toEqual([]);
    act(() => server.answer());
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(saved).toEqual([{ name: 'co2-rapport-2026-10.csv', href: 'blob:bestand' }]);
    expect(result.current.pending).toBeUndefined();
    expect(result.current.failure).toBeNull();
  });

  it("saves it under the request's name when the server names none", async () => {
    const server = fileAnswer({ 'content-type': 'application/pdf' });
    const { result } = renderDownload();
    act(() =>
      result.current.download({ endpoint: invoiceEndpoints.pdf, params: { id: 'f1' }, filename: 'F-1.pdf' }),
    );
    await waitFor(() => expect(server.asked[0]).toContain('/api/invoices/f1/pdf'));
    act(() => server.answer());
    await waitFor(() => expect(saved).toEqual([{ name: 'F-1.pdf', href: 'blob:bestand' }]));
  });

  it("says why it failed in Dutch, with the screen's headline, and saves nothing", async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/co2/report.csv': {
          status: 500,
          body: { error: 'server_error', message: 'database weg' },
        },
      }).fetch,
    );
    const { result } = renderDownload({ headline: 'Rapport downloaden mislukt' });
    act(() => result.current.download(report));
    await waitFor(() =>
      expect(result.current.failure).toBe(
        'Rapport downloaden mislukt: Tijdelijk serverprobleem. Probeer het zo opnieuw.',
      ),
    );
    expect(result.current.busy).toBe(false);
    expect(saved).toEqual([]);
  });

  it("hands the failure to the screen's own message, and clears it when the next download starts", async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/co2/report.csv': {
          status: 403,
          body: { error: 'business_only', message: 'Alleen voor zakelijke accounts.' },
        },
      }).fetch,
    );
    const onFailure = vi.fn();
    const { result } = renderDownload({ fallback: 'Downloaden mislukt', onFailure });
    act(() => result.current.download(report));
    await waitFor(() => expect(onFailure).toHaveBeenLastCalledWith('Alleen voor zakelijke accounts.'));
    expect(onFailure.mock.calls).toEqual([[null], ['Alleen voor zakelijke accounts.']]);
    act(() => result.current.download(report));
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(4));
    expect(onFailure.mock.calls[2]).toEqual([null]);
  });
});
