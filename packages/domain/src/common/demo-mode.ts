/**
 * The line above every page while the server runs a demo feature (demo accounts, the sandbox payment
 * provider, the pump simulator): nothing paid there is real money. The server puts it into every page's
 * HTML (apps/api/src/plugins/index-html.ts), outside the app's root, so it is there before any script runs.
 */
export const DEMO_BANNER_TEXT = 'Demo-omgeving: er gaat geen echt geld om';

/** The banner's element id in the page. */
export const DEMO_BANNER_ELEMENT_ID = 'demo-banner';
