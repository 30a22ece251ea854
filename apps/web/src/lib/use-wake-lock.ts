import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (the Screen Wake Lock API, where the browser has it; elsewhere nothing
 * happens). The browser drops the lock when the page is hidden, so it is asked for again when the page comes
 * back; it is released when `active` turns false or the component goes.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let gone = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (gone) void lock.release();
        else sentinel = lock;
      } catch {
        // Refused (battery saver, no user gesture yet): the screen may dim, nothing else changes.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, [active]);
}
