import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Once, before any test file: dist/ made current (the end-to-end tests run it), then the run's own temp
    // folder, which must be empty when the last file ends (test/support/fresh-dist.ts, temp-guard.ts).
    globalSetup: ['test/support/fresh-dist.ts', 'test/support/temp-guard.ts'],
    // In every test file: its temporary folders removed after it (test/support/cleanup.ts).
    setupFiles: ['test/support/cleanup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
