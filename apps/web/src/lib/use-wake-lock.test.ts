import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock.ts';

function fakeWakeLock() {
  const locks: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(() => {
    const lock = {
      released: false,
      release: () => {
        lock.released = true;
        return Promise.resolve();
      },
    };
    locks.push(lock);
    return Promise.resolve(lock);
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, locks };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useWakeLock', () => {
  it('keeps the screen on while active, asks again when the page is back, and lets go when done', async () => {
    const { request, locks } = fakeWakeLock();
    const { rerender, unmount } = renderHook(({ active }) => useWakeLock(active), {
      initialProps: { active: true },
    });
    await act(async () => {});
    expect(request).toHaveBeenCalledWith('screen');

    // The browser releases the lock when the page is hidden; back on screen, it is asked for again.
    locks[0]!.released = true;
    await act(() => Promise.resolve(setVisibility('hidden')));
    expect(request).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve(setVisibility('visible')));
    expect(request).toHaveBeenCalledTimes(2);

    rerender({ active: false });
    expect(locks[1]!.released).toBe(true);
    unmount();
  });

  it('does nothing where the browser has no wake lock', () => {
    expect(() => renderHook(() => useWakeLock(true))).not.toThrow();
  });
});
