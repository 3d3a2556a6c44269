import { defineConfig } from 'vitest/config';

/**
 * The runs that measure a process's peak memory against the bound (400 MiB) run last, one file at
 * a time, with nothing else running: a peak RSS measured beside other test processes on 2 cores is the
 * collector's lag under load, not the gate's need.
 */
const MEASURED = ['test/e2e/memory.test.ts', 'test/e2e/answers-memory.test.ts'];

/** What every test file has: its time limits, and its temporary folders removed after it (test/support/cleanup.ts). */
const EACH_FILE = { testTimeout: 30_000, hookTimeout: 30_000, setupFiles: ['test/support/cleanup.ts'] };

export default defineConfig({
  test: {
    // Once, before any test file: dist/ made current (the end-to-end tests run it), then the run's own temp
    // folder, which must be empty when the last file ends (test/support/fresh-dist.ts, temp-guard.ts). The
    // projects do not extend this config, so that these run once for the whole run, not once a project.
    globalSetup: ['test/support/fresh-dist.ts', 'test/support/temp-guard.ts'],
    ...EACH_FILE,
    projects: [
      { test: { ...EACH_FILE, name: 'tests', include: ['test/**/*.test.ts'], exclude: MEASURED, sequence: { groupOrder: 0 } } },
      { test: { ...EACH_FILE, name: 'memory', include: MEASURED, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
