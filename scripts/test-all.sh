#!/usr/bin/env bash
# `npm test`: every test. Domain and web unit tests, API integration tests on PGlite and on PostgreSQL,
# then browser tests in Debian's Chromium against the built app.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -f .artifacts/vitest.json .artifacts/playwright.json .artifacts/vitest-errors.json
mkdir -p .artifacts

bash scripts/test/ensure-chromium.sh || exit 1

projects=(--project domain --project web --project server-pglite)
if [ -z "${TEST_DATABASE_URL:-}" ] && node scripts/test/postgres-answers.mjs postgres://postgres@127.0.0.1:5432/test; then
  export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  projects+=(--project server-postgres)
else
  cat <<'MSG'
############################################################################################
##  PostgreSQL pass SKIPPED: TEST_DATABASE_URL is unset and nothing answers on 127.0.0.1:5432. ##
##  Only PGlite ran the integration tests. Start PostgreSQL or set TEST_DATABASE_URL.        ##
############################################################################################
MSG
fi

status=0
npx vitest run "${projects[@]}" --reporter=default --reporter=json --reporter=./scripts/test/vitest-errors-reporter.mjs \
  --outputFile.json=.artifacts/vitest.json || { vitest_status=$?; status=1; }
npm run build --silent || { echo "Web build failed"; exit 1; }
PLAYWRIGHT_JSON_OUTPUT_NAME=.artifacts/playwright.json npx playwright test --reporter=list,json || { playwright_status=$?; status=1; }
echo "exit status: vitest ${vitest_status:-0}, playwright ${playwright_status:-0}"
node scripts/test/summarize.mjs .artifacts/vitest.json .artifacts/playwright.json .artifacts/vitest-errors.json
exit $status
