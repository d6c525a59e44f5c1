#!/usr/bin/env bash
# Starts the real server for Playwright on a fresh embedded database (PGlite in a throw-away DATA_DIR).
# Port: E2E_PORT (default 3100), so two people can run the suite side by side on one machine.
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT="${E2E_PORT:-3100}"
DATA_DIR=".artifacts/e2e-data-${PORT}"

if [ ! -f apps/web/dist/index.html ]; then
  echo "No built web app in apps/web/dist: run 'npm run build' before the browser tests." >&2
  exit 1
fi

rm -rf "$DATA_DIR"
mkdir -p .artifacts

# Demo data comes from apps/server/src/db/demo/ensure-demo-data.ts; until that module exists, start empty.
if [ -z "${DEMO_DATA:-}" ] && [ ! -f apps/server/src/db/demo/ensure-demo-data.ts ]; then
  export DEMO_DATA=never
fi

export PORT DATA_DIR
export PUBLIC_URL="http://localhost:${PORT}"
export LOG_LEVEL="${LOG_LEVEL:-warn}"
unset DATABASE_URL
exec npx tsx apps/server/src/main.ts
