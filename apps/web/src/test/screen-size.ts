import { onTestFinished } from 'vitest';

/**
 * The window is a phone's, 360 px wide: media queries answer as they would there (the
 * test DOM is 1024 px wide, so without this every screen is laid out wide), until the test ends.
 */
export function phoneScreen(width = 360) {
  const original = window.matchMedia.bind(window);
  onTestFinished(() => {
    window.matchMedia = original;
  });
  window.matchMedia = (query: string) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    const max = /\(max-width:\s*(\d+)px\)/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
