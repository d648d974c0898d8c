#!/usr/bin/env bash
# Runs Prodigal in the mode asked; "auto" picks single-genome mode (Prodigal's own default: it trains its gene model
# on the input) when the input holds at least 100 kbp of sequence, the amount Prodigal's documentation asks for a
# good training, and metagenome mode (pre-trained models) below it: an isolate's assembly gets the isolate's model,
# a short contig still gets genes (single mode stops under 20 kbp). The mode used is written to the log.
#   bash prodigal-genes.sh <auto|single|meta> <contigs.fa> <prodigal options>...
set -euo pipefail
readonly SINGLE_MIN_BASES=100000
mode=$1 contigs=$2
shift 2
if [[ $mode == auto ]]; then
  bases=$(awk '!/^>/ { gsub(/[ \t\r]/, ""); total += length($0) } END { print total + 0 }' "$contigs")
  if ((bases >= SINGLE_MIN_BASES)); then mode=single; else mode=meta; fi
  echo "mode chosen: $mode ($bases bases; single-genome mode from $SINGLE_MIN_BASES)" >&2
fi
exec prodigal -q -p "$mode" -i "$contigs" "$@"
