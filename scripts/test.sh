#!/usr/bin/env bash
# Runs every test: lint, typecheck, the web build, unit + server suites on PGlite with the database-touching
# server files again on a real PostgreSQL (one Vitest pool), and Playwright e2e in Chromium. Installs what it needs on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

step() { printf '\n==> %s\n' "$*"; }
REPORTS=$(mktemp -d /tmp/prowrite-reports.XXXXXX)
vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=$REPORTS/$1.json"; }

step "System packages"
bash scripts/system-deps.sh

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci"
  npm ci --no-audit --no-fund
fi

step "Lint"
npx biome check .

step "Typecheck"
npm run typecheck

# Built before the suites: export tests render the built print pages in Chromium.
step "Web build"
npm run build -w @prowrite/web

# One Vitest run, one pool of workers: the unit and server suites on PGlite, and the server files that open a
# database again on a real PostgreSQL server that this script starts and stops (project server-postgres).
step "Unit and server tests (PGlite and PostgreSQL)"
PGDIR=$(mktemp -d /tmp/prowrite-pg.XXXXXX)
PGPORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
bash scripts/pg-temp.sh start "$PGDIR" "$PGPORT"
trap 'bash scripts/pg-temp.sh stop "$PGDIR"' EXIT
PROWRITE_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres" npx vitest run $(vitest_json unit)
bash scripts/pg-temp.sh stop "$PGDIR"
trap - EXIT

step "End-to-end tests (Chromium)"
# Playwright directly: through the nested `npm test -w`, npm took --reporter as its own setting and no JSON
# report was written, so the summary missed the e2e counts.
(cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" npx playwright test -c playwright.config.ts --reporter=list,json)

step "Summary"
node scripts/summarise-results.mjs "$REPORTS"
