import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // The files a worker runs share its loaded modules and its happy-dom setup (src/test/setup.ts cleans up
    // after every test): 23 s for the suite instead of 100 s spent mostly starting a worker per file.
    isolate: false,
  },
});
