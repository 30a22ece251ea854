import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    // Each test file still gets its own database and its own app (createTestApp); only the loaded modules
    // are shared between the files a worker runs. Loading the app's module graph anew for every file took
    // more time than the tests themselves (348 s against 212 s for the suite on PostgreSQL, idle machine).
    isolate: false,
    // A limit for a test that hangs, not a speed test: the longest (every route fed bad fields) takes 15 s
    // here, and a CI machine has been found 1.6 times slower on this suite.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
