import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query now, following it as the window is resized or turned. Without
 * `matchMedia` it is `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/** Tailwind's `md` breakpoint: below it the app is laid out for a phone. */
export const WIDE_SCREEN = '(min-width: 768px)';
