#!/usr/bin/env bash
# Stops the one-node Slurm cluster started by scripts/slurm-up.sh: slurmd, slurmctld, then munged, each by the pid in
# its pid file (TERM, then KILL if it has not stopped in time). Leaves packages, configuration and state in place.
set -euo pipefail

readonly STOP_TIMEOUT_SECONDS=15

log() { printf 'slurm-down: %s\n' "$*"; }

[ "$(id -u)" -eq 0 ] || {
  echo 'slurm-down: run as root' >&2
  exit 1
}

stop() {
  local name=$1 pid_file=$2 pid
  if [ ! -s "$pid_file" ]; then
    log "$name: no pid file, not running"
    return 0
  fi
  pid=$(cat "$pid_file")
  if ! kill -0 "$pid" 2>/dev/null; then
    log "$name: not running (stale pid $pid)"
    rm -f "$pid_file"
    return 0
  fi
  kill -TERM "$pid"
  local waited=0
  while kill -0 "$pid" 2>/dev/null; do
    if [ "$waited" -ge $((STOP_TIMEOUT_SECONDS * 10)) ]; then
      log "$name: still running after $STOP_TIMEOUT_SECONDS s, sending KILL"
      kill -KILL "$pid" 2>/dev/null || true
      break
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  rm -f "$pid_file"
  log "$name: stopped (pid $pid)"
}

stop slurmd /run/slurm/slurmd.pid
stop slurmctld /run/slurm/slurmctld.pid
stop munged /run/munge/munged.pid
