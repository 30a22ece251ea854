/**
 * Leaves the single-page app for another address: a bank's consent page, a wallet download, Google's save
 * page. An object, so a test can watch `assign` instead of navigating away.
 */
export const browserLocation = {
  assign(url: string) {
    window.location.assign(url);
  },
};
