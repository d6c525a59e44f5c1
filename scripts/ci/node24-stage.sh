#!/usr/bin/env bash
# CI's second runtime (issue 33): Node.js 24 LTS, taken from the npm registry's `node` package. In a copy of
# the checkout with its own node_modules (the Node 20 run's stays as it was): npm ci with no engine warning,
# the server tests on PostgreSQL, and a start-up smoke test (scripts/ci/smoke-start.mjs: npm start, which runs
# npm run build first).
# Usage: bash scripts/ci/node24-stage.sh   (TEST_DATABASE_URL as for npm test; SMOKE_PORT, default 3190)
set -euo pipefail
cd "$(dirname "$0")/../.."
NODE24_VERSION=24.21.0
started=$(date +%s)

# The bin directory of node@24 in npx's cache, put first on PATH: node, and npm (#!/usr/bin/env node), run on 24.
node24_bin=$(npx -y -p "node@$NODE24_VERSION" -c 'dirname "$(command -v node)"')
export PATH="$node24_bin:$PATH"
[ "$(node -v)" = "v$NODE24_VERSION" ] || { echo "Node 24 stage: expected node v$NODE24_VERSION, got $(node -v)"; exit 1; }

copy=$(mktemp -d /tmp/bil-node24.XXXXXX)
trap 'rm -rf "$copy"' EXIT
tar -cf - --exclude=node_modules --exclude=./.git --exclude=./apps/web/dist --exclude=./apps/server/dist \
  --exclude=./.artifacts --exclude=./test-results --exclude=./playwright-report --exclude=./data . | tar -xf - -C "$copy"
cd "$copy"
# A git index of the copy's files: a test lists the tracked files with git ls-files.
git init -q && git add -A

echo "== Node 24 stage on $(node -v), npm $(npm -v), in $copy"
step() { echo "== Node 24 stage, $(($(date +%s) - started)) s in: $*"; }
step npm ci
npm ci --no-audit --no-fund 2>&1 | tee npm-ci.log
if grep -q EBADENGINE npm-ci.log; then echo "Node 24 stage: npm ci warned about an engine (EBADENGINE)"; exit 1; fi
step server tests on PostgreSQL
TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}" npx vitest run --project server-postgres
# npm start runs npm run build (web and server) before it starts the server: the build is done once, here.
step npm run build and npm start smoke test
node scripts/ci/smoke-start.mjs "${SMOKE_PORT:-3190}"
step passed
