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
      'test/render/summary.test.ts',
      'test/render/ci-reports.test.ts',
      'test/render/ci-units.test.ts',
      'test/cli/args.test.ts',
      'test/host/detect.test.ts',
      'test/files/read.test.ts',
      'test/config/exceptions.test.ts',
      'test/config/exceptions-grammar.test.ts',
      'test/report-file/read.test.ts',
      'test/github/event.test.ts',
      'test/api/base-url.test.ts',
      'test/host/mask.test.ts',
      'test/host/files.test.ts',
      'test/host/answers.test.ts',
      'test/github/comment-pr.test.ts',
      'test/gitlab/note.test.ts',
    ],
    testTimeout: 30_000,
  },
});
