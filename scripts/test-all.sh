#!/usr/bin/env bash
# Every test suite: quality gates, unit and integration tests on PGlite, the server suite
# again on PostgreSQL, the browser tests in Chromium, and the page budget on a phone
# (Lighthouse, bench/page-budget.ts, docs/page-budget.md). Under CI=true the PostgreSQL
# pass, the browser tests and the budget are required; elsewhere they are skipped with a
# warning when their server or browser is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
required() { [ "${CI:-}" = "true" ]; }

echo "== type check, lint, format"
npm run typecheck --silent
npx eslint .
npx prettier --check . >/dev/null || { npx prettier --check .; exit 1; }

echo "== unit and integration tests (PGlite)"
npx vitest run

echo "== server tests on PostgreSQL ($PG_URL)"
if node -e "const c=new (require('pg').Client)(process.argv[1]);c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL" 2>/dev/null; then
  DATABASE_URL="$PG_URL" npx vitest run --project server
elif required; then
  echo "PostgreSQL at $PG_URL is not reachable, and CI requires this pass." >&2
  exit 1
else
  echo "WARNING: PostgreSQL at $PG_URL is not reachable; skipped the PostgreSQL pass."
fi

echo "== browser tests (Chromium at $CHROME)"
if [ -x "$CHROME" ]; then
  npm run test:e2e --silent
elif required; then
  echo "$CHROME is missing, and CI requires the browser tests." >&2
  exit 1
else
  echo "WARNING: $CHROME is missing; skipped the browser tests (apt-get install -y chromium)."
fi

echo "== page budget on a phone (Lighthouse, median of 3 runs)"
if [ -x "$CHROME" ]; then
  # The browser tests above built the app; the budget measures that build.
  CHROME_PATH="$CHROME" npm run test:budget --silent
elif required; then
  echo "$CHROME is missing, and CI requires the page budget." >&2
  exit 1
else
  echo "WARNING: $CHROME is missing; skipped the page budget."
fi

echo "== all tests passed"
