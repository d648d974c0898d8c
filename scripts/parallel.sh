#!/usr/bin/env bash
# Runs each argument as a command at the same time (lint and typecheck are each single-threaded: two cores take both
# at once), prints each one's output whole once it is done, and fails if any of them failed.
set -uo pipefail
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
index=0
for command in "$@"; do
  bash -c "$command" >"$logs/$index" 2>&1 &
  pids+=($!)
  index=$((index + 1))
done
status=0
index=0
for command in "$@"; do
  if wait "${pids[$index]}"; then
    echo "> $command: ok"
  else
    echo "> $command: FAILED"
    status=1
  fi
  cat "$logs/$index"
  index=$((index + 1))
done
exit $status
