/** What public/boot.js leaves on a page the server drew: the buttons tapped before the app took it over. */
interface EarlyTaps {
  stop(): Element[];
}

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps | undefined;
  }
}

/**
 * Once the app has taken over a page the server drew, the taps on its buttons made before are made again, in
 * order, on the very same buttons (taking the page over keeps its elements). A button gone by then (the page
 * was drawn anew, for a signed-in user) is not tapped.
 */
export function replayEarlyTaps() {
  const taps = window.__earlyTaps?.stop() ?? [];
  window.__earlyTaps = undefined;
  for (const button of taps) {
    if (button.isConnected && button instanceof HTMLElement) button.click();
  }
}
