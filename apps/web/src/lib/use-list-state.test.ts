import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { useListState } from './use-list-state.ts';

describe('useListState', () => {
  it('goes back to page 1 when the search or the status changes', () => {
    const { result } = renderHook(() => useListState<string, 'all' | 'active'>({ status: 'all' }));
    act(() => result.current.setPage(3));
    act(() => result.current.setStatus('active'));
    expect(result.current.page).toBe(1);
    expect(result.current.filtered).toBe(true);
  });

  it("keeps the screen's own filters: a change goes back to page 1 and counts as filtered", () => {
    const { result } = renderHook(() =>
      useListState<string, 'all', { card: string; from: string }>({
        status: 'all',
        filters: { card: '', from: '' },
      }),
    );
    act(() => result.current.setPage(2));
    act(() => result.current.setFilter('card', 'c1'));
    expect(result.current.filters).toEqual({ card: 'c1', from: '' });
    expect(result.current.page).toBe(1);
    expect(result.current.filtered).toBe(true);
    act(() => result.current.setFilter('card', ''));
    expect(result.current.filtered).toBe(false);
  });

  it("reports a row action's outcome: the success, or why it failed", async () => {
    const { result } = renderHook(() => useListState<string>());
    act(() =>
      result.current.run(() => Promise.resolve(), { success: 'Gelukt.', failureHeadline: 'Mislukt' }),
    );
    await waitFor(() => expect(result.current.message).toBe('Gelukt.'));
    const refused = new ApiError({ status: 409, code: 'conflict', message: 'Bestaat al.' });
    act(() =>
      result.current.run(() => Promise.reject(refused), { success: 'Gelukt.', failureHeadline: 'Mislukt' }),
    );
    await waitFor(() => expect(result.current.failure).toBe('Mislukt: Bestaat al.'));
    expect(result.current.message).toBeNull();
  });
});
