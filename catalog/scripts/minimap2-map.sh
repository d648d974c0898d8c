#!/usr/bin/env bash
# Maps reads with minimap2, writing SAM, or a position-sorted and indexed BAM piped through samtools sort (Galaxy's
# default) so the SAM text is never stored. Values arrive as arguments only.
#   bash minimap2-map.sh [--bam] [--no-secondary] [--sample NAME] <preset> <threads> <reference.fa> <reads>...
# The switches are the manifest's words; the name after --sample is a checked param value (letters, digits, _ . -).
set -euo pipefail
bam=false
options=()
while [[ $1 == --* ]]; do
  case $1 in
    --bam) bam=true ;;
    --no-secondary) options+=(--secondary=no) ;;
    # A read group names the sample in the SAM header, so variant callers name VCF columns after it.
    --sample) options+=(-R "@RG\tID:$2\tSM:$2"); shift ;;
    *) echo "minimap2-map.sh: unknown switch $1" >&2; exit 2 ;;
  esac
  shift
done
preset=$1 threads=$2 reference=$3
shift 3
# Select values cannot hold ':', so the manifest names splice:hq splice-hq.
[[ $preset == splice-hq ]] && preset=splice:hq
if $bam; then
  minimap2 -a -x "$preset" -t "$threads" "${options[@]}" "$reference" "$@" |
    samtools sort -@ "$threads" -o out/aligned.bam -
  samtools index out/aligned.bam
else
  minimap2 -a -x "$preset" -t "$threads" "${options[@]}" -o out/aligned.sam "$reference" "$@"
fi
