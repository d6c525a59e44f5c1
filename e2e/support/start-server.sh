#!/usr/bin/env bash
# Starts the real server for Playwright on a fresh embedded database (PGlite in a throw-away DATA_DIR).
# Port: E2E_PORT (default 3100), so two people can run the suite side by side on one machine.
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT="${E2E_PORT:-3100}"
DATA_DIR=".artifacts/e2e-data-${PORT}"

WEB_DIST_DIR="${WEB_DIST_DIR:-apps/web/dist}"
if [ ! -f "$WEB_DIST_DIR/index.html" ]; then
  echo "No built web app in $WEB_DIST_DIR: run 'npm run build' before the browser tests." >&2
  exit 1
fi

rm -rf "$DATA_DIR"
mkdir -p .artifacts


export PORT DATA_DIR WEB_DIST_DIR
# No PUBLIC_URL, as `npm start` runs: the loopback names of PORT are the trusted origins.
unset PUBLIC_URL
export LOG_LEVEL="${LOG_LEVEL:-warn}"
# The tests stand in for a proxy: each gives its own X-Forwarded-For, so per-address sign-in limits stay per test.
export TRUST_PROXY=true
unset DATABASE_URL
# One fixed "today" for the server's date rules (apps/server/src/lib/clock.ts), so AIG states, deadlines and
# overdue items give the same answer on any day (issue 37). Specs that depend on the date fix the browser's
# clock to the same instant (e2e/support/fixed-now.ts). Refused by the server when NODE_ENV=production.
export BIL_FIXED_NOW="${BIL_FIXED_NOW:-2026-11-22T12:00:00-05:00}"
exec npx tsx apps/server/src/main.ts
