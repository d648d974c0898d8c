#!/usr/bin/env bash
# Quick start: set up, then run the console on http://localhost:8080 with the embedded PostgreSQL and demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec npm start
