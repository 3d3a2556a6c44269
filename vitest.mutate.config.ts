// The unit tests that judge the safety core under mutation (npm run mutate): fast, no end-to-end runs.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'test/gate/**/*.test.ts',
      'test/domain.test.ts',
      'test/render/baseline.test.ts',
      'test/render/escape.test.ts',
      'test/collect/secrets.test.ts',
      'test/api/client-units.test.ts',
      'test/api/pages.test.ts',
      'test/api/parsers.test.ts',
      'test/api/redact.test.ts',
      'test/api/wire.test.ts',
      'test/api/answer.test.ts',
      'test/api/kept-text.test.ts',
      'test/api/key-set.test.ts',
      'test/api/trend.test.ts',
      'test/render/summary.test.ts',
      'test/render/ci-reports.test.ts',
      'test/render/ci-units.test.ts',
      'test/cli/args.test.ts',
      'test/host/detect.test.ts',
      'test/files/read.test.ts',
      'test/config/exceptions.test.ts',
      'test/config/exceptions-grammar.test.ts',
      'test/config/policy-ceilings.test.ts',
      'test/config/policy-grammar.test.ts',
      'test/config/policy-source.test.ts',
      'test/config/input-table.test.ts',
      'test/config/strict-yaml.test.ts',
      'test/report-file/read.test.ts',
      'test/github/event.test.ts',
    ],
    testTimeout: 30_000,
  },
});
