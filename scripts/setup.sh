#!/usr/bin/env bash
# Sets up a fresh Debian machine for the console: system packages, npm dependencies (Node 24 comes with them as the
# `node` npm package), and the built web app. Safe to run again. Pass --test to add what the test suite needs.
set -euo pipefail
cd "$(dirname "$0")/.."

want_test=false
[ "${1:-}" = "--test" ] && want_test=true

apt_packages=()
command -v npm >/dev/null 2>&1 || apt_packages+=(nodejs npm)
command -v id >/dev/null 2>&1 || apt_packages+=(coreutils)
# Bioinformatics programs the console runs (binary -> Debian package): those of the tool catalog
# (catalog/tools/*.yaml `requires`), and GNU time, which measures the jobs' peak memory.
declare -A tool_packages=([samtools]=samtools [bgzip]=tabix
  [seqkit]=seqkit [fastp]=fastp [minimap2]=minimap2 [bwa]=bwa [bcftools]=bcftools [bedtools]=bedtools
  [blastn]=ncbi-blast+ [mafft]=mafft [fasttree]=fasttree [salmon]=salmon [megahit]=megahit [prodigal]=prodigal
  [/usr/bin/time]=time)
for tool in "${!tool_packages[@]}"; do
  command -v "$tool" >/dev/null 2>&1 || apt_packages+=("${tool_packages[$tool]}")
done
if $want_test; then
  command -v chromium >/dev/null 2>&1 || apt_packages+=(chromium fonts-noto-cjk)
fi
# The drawing tools render zh text into their SVG, PNG and PDF files with Noto Sans CJK (and Latin with DejaVu).
[ -e /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || apt_packages+=(fonts-noto-cjk)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || apt_packages+=(fonts-dejavu-core)
if [ ${#apt_packages[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing system packages (${apt_packages[*]}); run as root or install them first." >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${apt_packages[@]}" >/dev/null
fi

# PostgreSQL refuses to run as root; the embedded server then runs as this user.
if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
  useradd --system --no-create-home --shell /usr/sbin/nologin postgres
fi

# Tool jobs never run as root: a server running as root starts them as this user (JOB_USER), with no login.
if [ "$(id -u)" -eq 0 ] && ! id biocloud-job >/dev/null 2>&1; then
  useradd --system --no-create-home --shell /usr/sbin/nologin biocloud-job
fi

npm ci --no-audit --no-fund --loglevel=error
npm run build --silent
