import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Around the whole run: the run's own temp folder, which must be empty when the last file ends
    // (test/support/temp-guard.ts).
    globalSetup: ['test/support/temp-guard.ts'],
    // In every test file: its temporary folders removed after it (test/support/cleanup.ts).
    setupFiles: ['test/support/cleanup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
