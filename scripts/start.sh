#!/usr/bin/env bash
# Installs what is missing, builds the web app, and starts Prowrite on its embedded defaults
# (PGlite under DATA_DIR, local file storage, the offline engine, a seeded administrator).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
if [ ! -f apps/web/dist/index.html ] || [ -n "$(find apps/web/src apps/web/index.html packages -newer apps/web/dist/index.html -type f 2>/dev/null | head -n 1)" ]; then
  npm run build -w @prowrite/web
fi
export DATA_DIR="${DATA_DIR:-$PWD/data}"
echo "Data folder: $DATA_DIR (admin credentials, when generated: $DATA_DIR/admin-password.txt)"
exec npm start -w @prowrite/server
