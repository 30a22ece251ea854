import { vi } from 'vitest';

/** Hides or shows the tab, as the browser tells the page (polling stops while it is hidden). */
export function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * Every element a page watches (IntersectionObserver) is on screen at once, as on a tall screen: what waits
 * to be scrolled to draws now. jsdom has the observer but lays nothing out, so it never reports by itself.
 */
export function everythingOnScreen() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      report: IntersectionObserverCallback;
      constructor(report: IntersectionObserverCallback) {
        this.report = report;
      }
      observe(target: Element) {
        this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}
