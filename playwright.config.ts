import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3111);
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/** The local RDW stand-in that replays the recorded answers (apps/api/src/test/rdw-replay-server.ts). */
const rdwPort = Number(process.env.E2E_RDW_PORT ?? port + 9);

/** A phone from Playwright's device list, run in Debian's Chromium whatever browser the profile names. */
function phone(name: keyof typeof devices) {
  return { ...devices[name], browserName: 'chromium' as const, defaultBrowserType: 'chromium' as const };
}

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the real server: the built
 * web app and the API on a fresh embedded database with the demo accounts.
 */
export default defineConfig({
  testDir: 'e2e',
  // A limit for a journey that hangs, not a speed test: a journey of 10 s here took three times as long on a
  // slower CI machine (the whole suite 922 s against 310 s), and the longest without a limit of their own
  // (partner codes, the offline start) took up to 34 s there, so the limit leaves that much room and more.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  outputDir: '.tmp/test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    // The service worker precaches the whole build in every new context: only e2e/pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The desktop journeys, and issue 26's phone journeys (e2e/phone.spec.ts) on an Android and an iPhone profile
  // from Playwright's device list: their viewport, user agent, touch and pixel density, in the same Chromium.
  projects: [
    { name: 'desktop', testIgnore: /phone\.spec\.ts$/ },
    { name: 'android', testMatch: /phone\.spec\.ts$/, use: phone('Pixel 7') },
    { name: 'iphone', testMatch: /phone\.spec\.ts$/, use: phone('iPhone 15') },
  ],
  webServer: [
    {
      command: `node apps/api/src/test/rdw-replay-server.ts ${rdwPort}`,
      url: `http://127.0.0.1:${rdwPort}/resource/m9d7-ebf2.json?kenteken=TT601D`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: `rm -rf ${dataDir} && node apps/api/src/main.ts`,
      url: `http://127.0.0.1:${port}/api/health`,
      // The first start seeds 3,865 stations with 90 days of price history and the demo accounts' history
      // and invoices: about a minute on an idle machine, over two on a busy shared one.
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        RDW_BASE_URL: `http://127.0.0.1:${rdwPort}`,
        // No tile server is reachable here: maps draw their markers without tiles.
        MAP_TILE_URL: 'off',
        // The journeys follow a refuel to the end: the demo pump completes it, as in the demo.
        PUMP_SIMULATOR: '1',
      },
    },
  ],
});
