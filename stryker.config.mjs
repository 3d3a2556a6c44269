// Mutation testing of the safety core (npm run mutate; minutes, so not in CI): the unit tests of
// vitest.mutate.config.ts must kill at least 95% of the mutants of each file. The scores of the last
// run, and the mutants no input can tell from the code, are in bench/mutation.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Forks, not threads: test/host/sinks.test.ts writes the command line's default files in a working folder
  // of its own (process.chdir), which a worker thread cannot change.
  vitest: { configFile: 'vitest.mutate.config.ts', pool: 'forks' },
  mutate: [
    'src/gate/**/*.ts',
    'src/domain.ts',
    'src/api/pages.ts',
    'src/api/answer.ts',
    'src/api/answer-reader.ts',
    'src/api/http.ts',
    'src/api/budget.ts',
    'src/api/page-read.ts',
    'src/api/wire.ts',
    'src/api/redact.ts',
    'src/render/escape.ts',
    'src/files/read.ts',
    'src/config/exceptions.ts',
    'src/config/exceptions-grammar.ts',
    'src/config/strict-yaml.ts',
    'src/config/policy-ceilings.ts',
    'src/config/policy-grammar.ts',
    'src/config/policy-source.ts',
    'src/report-file/read.ts',
    'src/host/github-event.ts',
    'src/api/base-url.ts',
    'src/host/mask.ts',
    'src/host/files.ts',
    'src/host/answers.ts',
    'src/cli/args.ts',
    'src/render/junit.ts',
    'src/gitlab/note.ts',
    'src/github/comment-pr.ts',
    'src/host/sinks.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 95, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
