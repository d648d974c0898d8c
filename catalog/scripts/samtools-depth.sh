#!/usr/bin/env bash
# Read depth with samtools depth, optionally only inside a region (chr, chr:from or chr:from-to) or the regions of a
# BED file. samtools' own -r needs a BAM index, which the input does not come with; the region is turned into a
# one-line BED for -b instead, which reads the BAM as it is. Values arrive as arguments only.
#   bash samtools-depth.sh [--all] [--with-deletions] [--region REGION] [--regions-bed FILE]
#     <min mapping quality> <min base quality> <output.tsv> <alignments>
# The switches are the manifest's words; what follows one is a checked param value or a staged file (in/...).
set -euo pipefail
options=()
region= regions_bed=
while [[ $1 == --* ]]; do
  case $1 in
    --all) options+=(-a) ;;
    --with-deletions) options+=(-J) ;;
    --region) region=$2; shift ;;
    --regions-bed) regions_bed=$2; shift ;;
    *) echo "samtools-depth.sh: unknown switch $1" >&2; exit 2 ;;
  esac
  shift
done
min_mapping_quality=$1 min_base_quality=$2 output=$3 alignments=$4
if [[ -n $region && -n $regions_bed ]]; then
  echo "Give either a region or a BED file of regions, not both." >&2
  exit 2
fi
if [[ -n $region ]]; then
  # BED is 0-based and half-open; a region without an end runs to the end of its sequence (BED's largest end).
  if [[ $region =~ ^(.+):([0-9,]+)(-([0-9,]+))?$ ]]; then
    chrom=${BASH_REMATCH[1]} from=${BASH_REMATCH[2]//,/} to=${BASH_REMATCH[4]//,/}
  else
    chrom=$region from=1 to=
  fi
  regions_bed=region.bed
  printf '%s\t%d\t%s\n' "$chrom" "$((from - 1))" "${to:-2147483647}" >"$regions_bed"
fi
if [[ -n $regions_bed ]]; then options+=(-b "$regions_bed"); fi
# samtools' own header (-H) names the depth column after the path it read (in/x.bam); the table names it after the
# file, as the user knows it.
{
  printf '#CHROM\tPOS\t%s\n' "${alignments##*/}"
  samtools depth "${options[@]}" -Q "$min_mapping_quality" -q "$min_base_quality" "$alignments"
} >"$output"
