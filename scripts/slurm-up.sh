#!/usr/bin/env bash
# Starts a one-node Slurm cluster on this machine for the executor's integration tests (../shared/notes/slurm.md):
# installs slurm-wlm and munge if missing, writes /etc/slurm/slurm.conf sized to this machine, starts munged,
# slurmctld and slurmd, and waits until the node is idle. Run as root. Safe to run again: when everything is up with
# the current configuration it does nothing. scripts/slurm-down.sh stops the daemons.
set -euo pipefail

readonly IDLE_TIMEOUT_SECONDS=60
# Kept free for the OS and the console itself; slurmd drains a node that reports less memory than RealMemory.
readonly MEMORY_MARGIN_MIN_MB=512
readonly MEMORY_MARGIN_PERCENT=10
readonly CONF=/etc/slurm/slurm.conf
readonly CONF_HEADER='# Written by scripts/slurm-up.sh (biocloud): a one-node test cluster.'
readonly RUN_DIR=/run/slurm
readonly CTLD_PID="$RUN_DIR/slurmctld.pid"
readonly SLURMD_PID="$RUN_DIR/slurmd.pid"
readonly MUNGE_PID=/run/munge/munged.pid

log() { printf 'slurm-up: %s\n' "$*"; }
die() {
  printf 'slurm-up: %s\n' "$*" >&2
  exit 1
}

[ "$(id -u)" -eq 0 ] || die "run as root (it installs packages and starts system daemons)"

# A daemon counts as running when its pid file names a live process.
running() { [ -s "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

node_state() { sinfo --noheader --format=%t 2>/dev/null | head -n 1; }

# slurm.conf for this machine: all its CPUs, its memory minus a margin.
build_conf() {
  local host cpus total_mb margin_mb
  host=$(hostname)
  cpus=$(nproc)
  total_mb=$(free -m | awk '/^Mem:/ { print $2 }')
  margin_mb=$((total_mb * MEMORY_MARGIN_PERCENT / 100))
  [ "$margin_mb" -ge "$MEMORY_MARGIN_MIN_MB" ] || margin_mb=$MEMORY_MARGIN_MIN_MB
  cat <<EOF
$CONF_HEADER
ClusterName=biocloud
SlurmctldHost=$host(127.0.0.1)
AuthType=auth/munge
CryptoType=crypto/munge
SlurmUser=root
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
# A test cluster: start each job as it comes (by default a batch job may wait up to 3 s for a scheduling pass).
SchedulerParameters=batch_sched_delay=0,sched_min_interval=100000
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=$CTLD_PID
SlurmdPidFile=$SLURMD_PID
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
ReturnToService=2
MpiDefault=none
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$((total_mb - margin_mb)) State=UNKNOWN
PartitionName=main Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
}

# Ours to (re)write when absent or written by this script; someone else's configuration is left alone.
conf_is_ours() { [ ! -e "$CONF" ] || [ "$(head -n 1 "$CONF")" = "$CONF_HEADER" ]; }
conf_current() { ! conf_is_ours || [ "$(cat "$CONF" 2>/dev/null)" = "$(build_conf)" ]; }

if command -v sinfo >/dev/null 2>&1 && running "$MUNGE_PID" && running "$CTLD_PID" && running "$SLURMD_PID" &&
  conf_current && [ "$(node_state)" = idle ]; then
  log "already up: $(sinfo --noheader --format='%P %D %t %c CPUs %m MB')"
  exit 0
fi

install_packages() {
  export DEBIAN_FRONTEND=noninteractive
  # Package scripts must not start the daemons: this script starts them with its own configuration.
  local own_policy=false
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    own_policy=true
  fi
  local install=(apt-get install -y -qq --no-install-recommends slurm-wlm munge)
  # Refresh the package lists only when the cached ones cannot serve the install (missing or stale).
  if ! "${install[@]}" >/dev/null 2>&1; then
    log "refreshing package lists"
    apt-get update -qq
    "${install[@]}" >/dev/null
  fi
  if $own_policy; then rm -f /usr/sbin/policy-rc.d; fi
}

if ! command -v slurmctld >/dev/null 2>&1 || ! command -v slurmd >/dev/null 2>&1 || ! command -v munged >/dev/null 2>&1; then
  log "installing slurm-wlm and munge"
  start=$(date +%s)
  install_packages
  log "installed in $(($(date +%s) - start)) s"
fi

# --- munge: the key, its folders, the daemon (as the munge user) ---
if [ ! -s /etc/munge/munge.key ]; then
  log "creating the munge key"
  mungekey --create --keyfile=/etc/munge/munge.key
fi
mkdir -p /run/munge /var/log/munge /var/lib/munge
chown munge:munge /etc/munge/munge.key /run/munge /var/log/munge /var/lib/munge
chmod 400 /etc/munge/munge.key
if ! running "$MUNGE_PID"; then
  log "starting munged"
  su -s /bin/sh munge -c munged
fi

# --- slurm.conf ---
mkdir -p /etc/slurm "$RUN_DIR" /var/spool/slurmctld /var/spool/slurmd /var/log/slurm
if ! conf_is_ours; then
  log "keeping the existing $CONF (not written by this script)"
elif ! conf_current; then
  build_conf >"$CONF"
  log "wrote $CONF: $(grep '^NodeName=' "$CONF")"
  # Running daemons take the new file on reconfigure; stopped ones read it when they start below.
  if running "$CTLD_PID"; then scontrol reconfigure; fi
fi

# --- the daemons (both daemonize) ---
if ! running "$CTLD_PID"; then
  log "starting slurmctld"
  slurmctld
fi
if ! running "$SLURMD_PID"; then
  log "starting slurmd"
  slurmd
fi

deadline=$(($(date +%s) + IDLE_TIMEOUT_SECONDS))
state=$(node_state)
while [ "$state" != idle ]; do
  # A node left down or drained by an earlier run is brought back once slurmd has registered.
  case "$state" in
    down* | drain* | drng*) scontrol update NodeName="$(hostname)" State=RESUME >/dev/null 2>&1 || true ;;
  esac
  if [ "$(date +%s)" -ge "$deadline" ]; then
    die "node $(hostname) not idle after $IDLE_TIMEOUT_SECONDS s (state: ${state:-no answer}); see /var/log/slurm/"
  fi
  sleep 0.5
  state=$(node_state)
done
log "up: $(sinfo --noheader --format='%P %D %t %c CPUs %m MB')"
