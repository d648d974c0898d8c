#!/usr/bin/env bash
# Calls variants: bcftools mpileup piped into bcftools call, which needs a pipe and so a shell. Every value arrives
# as an argument ("$@"), never inside the script's text, so nothing a user typed is ever parsed by this shell.
#   bash bcftools-call.sh <reference.fa> <output.vcf> <min base quality> <min mapping quality> <alignments.bam>...
set -euo pipefail
reference=$1 output=$2 min_base_quality=$3 min_mapping_quality=$4
shift 4
bcftools mpileup --output-type u --fasta-ref "$reference" --min-BQ "$min_base_quality" \
  --min-MQ "$min_mapping_quality" -- "$@" |
  bcftools call --multiallelic-caller --variants-only --output-type v --output "$output"
echo "variants: $(grep -vc '^#' "$output" || true)" >&2
