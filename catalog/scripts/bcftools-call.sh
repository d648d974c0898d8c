#!/usr/bin/env bash
# Calls variants: bcftools mpileup piped into bcftools call, which needs a pipe and so a shell. Every value arrives
# as an argument ("$@"), never inside the script's text, so nothing a user typed is ever parsed by this shell.
#   bash bcftools-call.sh [--per-sample-depth] [--skip-indels] <reference.fa> <output.vcf> <min base quality>
#     <min mapping quality> <max depth per file> <ploidy> <alignments.bam>...
# The leading switches are the manifest's own words (booleans), never a user's value.
set -euo pipefail
mpileup_options=()
while [[ $1 == --* ]]; do
  case $1 in
    --per-sample-depth) mpileup_options+=(--annotate FORMAT/AD,FORMAT/DP) ;;
    --skip-indels) mpileup_options+=(--skip-indels) ;;
    *) echo "bcftools-call.sh: unknown switch $1" >&2; exit 2 ;;
  esac
  shift
done
reference=$1 output=$2 min_base_quality=$3 min_mapping_quality=$4 max_depth=$5 ploidy=$6
shift 6
bcftools mpileup --output-type u --fasta-ref "$reference" --min-BQ "$min_base_quality" \
  --min-MQ "$min_mapping_quality" --max-depth "$max_depth" "${mpileup_options[@]}" -- "$@" |
  bcftools call --multiallelic-caller --variants-only --ploidy "$ploidy" --output-type v --output "$output"
echo "variants: $(grep -vc '^#' "$output" || true)" >&2
