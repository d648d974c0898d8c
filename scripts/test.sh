#!/usr/bin/env bash
# Every test: format, lint, typecheck, unit, integration (real server + embedded PostgreSQL), e2e (Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
npm run test:all
