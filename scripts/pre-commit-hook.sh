#!/bin/sh
# findings-gate's pre-commit hook (.pre-commit-hooks.yaml, docs/pre-commit.md): the bundled command line of
# the hook's own checkout, run by the node on PATH, with the hook's args as its flags. Its report file goes
# into git's own folder, not the working tree (where a push would leave it behind), unless
# FINDINGS_GATE_REPORT_FILE or --report-file says where.
set -eu
if ! command -v node >/dev/null 2>&1; then
  echo 'findings-gate: node is not on PATH: install Node.js 22.19 or later (22 and 24 are tested).' >&2
  exit 2
fi
if [ -z "${FINDINGS_GATE_REPORT_FILE:-}" ]; then
  FINDINGS_GATE_REPORT_FILE="$(git rev-parse --git-path findings-gate-report.json)"
  export FINDINGS_GATE_REPORT_FILE
fi
status=0
node "$(dirname "$0")/../dist/cli/index.js" "$@" || status=$?
if [ "$status" -ne 0 ]; then
  # A push the gate holds back may be the one that fixes what it found: the platform knows only after a scan of it.
  echo 'findings-gate: the push is held back. To push anyway (the fix itself, or without a Semgrep token): SKIP=findings-gate git push' >&2
fi
exit "$status"
