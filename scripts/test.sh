#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit/component tests, then the Playwright tests in real Chromium.
# Ends with one plain line: "N passed, N failed, N skipped (M for missing fixtures)" over both runners.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
: > reports/timings.txt
now() { date +%s.%N; }
status=0
phase() {
  local name=$1; shift
  local start; start=$(now)
  echo "::: $name"
  if ! "$@"; then status=1; echo "!!! $name failed"; fi
  awk -v n="$name" -v s="$start" -v e="$(now)" 'BEGIN { printf "%-10s %6.1fs\n", n, e - s }' >> reports/timings.txt
}

CHROMIUM_PATH=$(bash scripts/find-chromium.sh) || exit 1
export CHROMIUM_PATH
rm -f reports/vitest.json reports/playwright.json

phase typecheck npx tsc --noEmit
phase lint npx eslint . --max-warnings 0
phase unit npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
phase e2e env PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json

cat reports/timings.txt
node -e '
const fs = require("fs");
const read = (f) => { try { return JSON.parse(fs.readFileSync(f, "utf8")); } catch { return null; } };
const v = read("reports/vitest.json") ?? { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, numTodoTests: 0 };
const p = (read("reports/playwright.json") ?? { stats: { expected: 0, flaky: 0, unexpected: 1, skipped: 0 } }).stats;
// Tests that need a fixture from beside the project say so in their titles (src/test/fixture.ts).
const unfixed = (v.testResults ?? []).flatMap((f) => f.assertionResults ?? [])
  .map((a) => a.status === "passed" || a.status === "failed" ? null : /\(needs fixture ([^)]+)\)/.exec(a.fullName ?? ""))
  .filter(Boolean);
const files = [...new Set(unfixed.map((m) => m[1]))];
const why = `${unfixed.length} for missing fixtures${files.length > 0 ? `: ${files.join(", ")}` : ""}`;
console.log(`${v.numPassedTests + p.expected + p.flaky} passed, ${v.numFailedTests + p.unexpected} failed, ${v.numPendingTests + v.numTodoTests + p.skipped} skipped (${why})`);
'
exit $status
