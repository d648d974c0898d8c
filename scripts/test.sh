#!/usr/bin/env bash
# Every test: format, lint, typecheck, unit, integration (real server + embedded PostgreSQL, local and Slurm
# executors), e2e (Chromium). Starts a one-node Slurm cluster when run as root, and stops it again.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
if [ "$(id -u)" -eq 0 ]; then
  bash scripts/slurm-up.sh
  trap 'bash scripts/slurm-down.sh || true' EXIT
  # The executor's Slurm tests must run, not skip, where the cluster was started.
  export REQUIRE_SLURM=1
fi
npm run test:all
