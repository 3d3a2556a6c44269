import { defineConfig } from 'vitest/config';

/**
 * The runs that measure a process's peak memory against the bound (400 MiB) run last, one file at
 * a time, with nothing else running: a peak RSS measured beside other test processes on 2 cores is the
 * collector's lag under load, not the gate's need.
 */
const MEASURED = ['test/e2e/memory.test.ts', 'test/e2e/answers-memory.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'tests', include: ['test/**/*.test.ts'], exclude: MEASURED, sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: { name: 'memory', include: MEASURED, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
